//! Compiled kernels against the reference: the inline approximations of exp and tanh, and
//! the element types' loads, stores and conversions.

use shardc_backend::codegen::with_compiled;
use shardc_backend::exec::{IndexExpr, Kernel, KernelBody, Node};
use shardc_ir::op::UnaryOp;
use shardc_ir::{ElementType, TensorType};

/// Runs the one-parameter f32 map kernel `x -> op(x)` on `xs`.
fn run_unary(op: UnaryOp, xs: &[f32]) -> Vec<f32> {
    let n = xs.len() as i64;
    let ty = TensorType::new(vec![n], ElementType::F32);
    let kernel = Kernel {
        params: vec![ty.clone()],
        output: ty,
        space: vec![n],
        nodes: vec![
            Node::Load {
                param: 0,
                index: vec![IndexExpr::Var(0)],
            },
            Node::Unary {
                op,
                ty: ElementType::F32,
                x: 0,
            },
        ],
        body: KernelBody::Map { value: 1 },
        in_place: None,
        exact: false,
    };
    let mut input = xs.to_vec();
    let mut out = vec![0f32; xs.len()];
    with_compiled(&[kernel], |fns| {
        let ptrs = [input.as_mut_ptr() as *mut u8, out.as_mut_ptr() as *mut u8];
        // SAFETY: both buffers hold n f32 elements, the kernel's parameter and output.
        unsafe { fns[0](ptrs.as_ptr()) };
    })
    .unwrap();
    out
}

/// Distance in units in the last place between two f32 values of the same sign.
fn ulps(a: f32, b: f32) -> u32 {
    if a == b || (a.is_nan() && b.is_nan()) {
        return 0;
    }
    let key = |x: f32| {
        let i = x.to_bits() as i32;
        if i < 0 { i32::MIN - i } else { i }
    };
    key(a).abs_diff(key(b))
}

/// A sweep of f32 values: dense around zero, out to the overflow range, and the specials.
fn sweep() -> Vec<f32> {
    let mut xs = Vec::new();
    let mut x = 1e-30f32;
    while x < 120.0 {
        xs.push(x);
        xs.push(-x);
        x *= 1.0007;
    }
    for i in -20000..20000 {
        xs.push(i as f32 * 1e-3);
    }
    xs.extend([
        0.0,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        88.72,
        88.73,
        -103.9,
        -104.0,
    ]);
    xs
}

#[test]
fn exp_is_within_two_ulps_of_the_correctly_rounded_result() {
    let xs = sweep();
    let got = run_unary(UnaryOp::Exponential, &xs);
    let mut worst = (0, 0.0f32);
    for (&x, &g) in xs.iter().zip(&got) {
        let want = (x as f64).exp() as f32;
        // Subnormal results may lose relative precision: compare them absolutely.
        let u = if want.abs() < f32::MIN_POSITIVE {
            ((g - want).abs() / f32::from_bits(1)) as u32
        } else {
            ulps(g, want)
        };
        if u > worst.0 {
            worst = (u, x);
        }
    }
    assert!(worst.0 <= 2, "exp({}) is {} ulps off", worst.1, worst.0);
}

#[test]
fn tanh_is_within_six_ulps_of_the_correctly_rounded_result() {
    let xs = sweep();
    let got = run_unary(UnaryOp::Tanh, &xs);
    let mut worst = (0, 0.0f32);
    for (&x, &g) in xs.iter().zip(&got) {
        let want = (x as f64).tanh() as f32;
        let u = ulps(g, want);
        if u > worst.0 {
            worst = (u, x);
        }
    }
    assert!(worst.0 <= 6, "tanh({}) is {} ulps off", worst.1, worst.0);
}
