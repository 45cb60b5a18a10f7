//! Property test: random small programs with random valid shardings partition to programs
//! that compute what the single-device reference computes.

use shardc::compile::compile;
use shardc::execute::{run_reference, run_sharded, worst_error};
use shardc::fuzz::Rng;
use shardc::random_inputs::random_inputs;
use shardc_ir::op::{BinaryOp, DotDims, OpKind, ReduceKind, UnaryOp};
use shardc_ir::{
    AxisRef, DenseElements, DimSharding, ElementType, Form, FunctionBuilder, Location, Mesh,
    MeshDecl, Module, Sharding, TensorType, Value, print_module, verify_module,
};
use shardc_runtime::RunOptions;

const AXES: [(&str, i64); 2] = [("x", 2), ("y", 4)];

/// A random valid sharding of `shape`: each axis is used at most once, on a dimension it
/// divides.
fn random_sharding(rng: &mut Rng, shape: &[i64]) -> Sharding {
    let mut dims = vec![DimSharding::closed::<&str>([]); shape.len()];
    let mut split = vec![1i64; shape.len()];
    for (name, size) in AXES {
        if shape.is_empty() || rng.below(3) == 0 {
            continue;
        }
        let d = rng.below(shape.len());
        if shape[d] % (split[d] * size) == 0 {
            dims[d].axes.push(AxisRef::axis(name));
            split[d] *= size;
        }
    }
    Sharding::new("mesh", dims)
}

fn random_program(rng: &mut Rng) -> Module {
    // Shapes: a pool of 2-D values [8, 16], [16, 8] and 1-D [8], [16].
    let a = TensorType::new([8, 16], ElementType::F32);
    let b = TensorType::new([16, 8], ElementType::F32);
    let mut fb = FunctionBuilder::new("main", vec![a.clone(), b.clone(), a.clone()], vec![]);
    for i in 0..3 {
        let shape = fb.ty(fb.arg(i)).shape.clone();
        let s = random_sharding(rng, &shape);
        fb.shard_arg(i, s);
    }
    let mut pool: Vec<Value> = vec![fb.arg(0), fb.arg(1), fb.arg(2)];
    let pick_shape =
        |fb: &FunctionBuilder, pool: &[Value], rng: &mut Rng, shape: &[i64]| -> Option<Value> {
            let c: Vec<Value> = pool
                .iter()
                .copied()
                .filter(|&v| fb.ty(v).shape == shape)
                .collect();
            (!c.is_empty()).then(|| c[rng.below(c.len())])
        };
    for _ in 0..(3 + rng.below(8)) {
        let x = pool[rng.below(pool.len())];
        let shape = fb.ty(x).shape.clone();
        let v = match rng.below(8) {
            0 | 1 => {
                let op = [
                    BinaryOp::Add,
                    BinaryOp::Multiply,
                    BinaryOp::Subtract,
                    BinaryOp::Maximum,
                ][rng.below(4)];
                let y = pick_shape(&fb, &pool, rng, &shape).unwrap();
                fb.binary(op, x, y).unwrap()
            }
            2 => fb
                .unary(
                    [UnaryOp::Tanh, UnaryOp::Negate, UnaryOp::Exponential][rng.below(3)],
                    x,
                )
                .unwrap(),
            3 if shape.len() == 2 => {
                let other = vec![shape[1], 16 / shape[1] * 8];
                match pick_shape(
                    &fb,
                    &pool,
                    rng,
                    &[shape[1], if shape[1] == 16 { 8 } else { 16 }],
                ) {
                    Some(y) => fb.matmul(x, y).unwrap(),
                    None => {
                        let _ = other;
                        fb.unary(UnaryOp::Abs, x).unwrap()
                    }
                }
            }
            4 if shape.len() == 2 => fb
                .op(
                    OpKind::Transpose {
                        permutation: vec![1, 0],
                    },
                    vec![x],
                    None,
                )
                .unwrap(),
            5 if shape.len() == 2 => {
                let zero = fb
                    .constant(DenseElements::splat_float(
                        TensorType::scalar(ElementType::F32),
                        0.0,
                    ))
                    .unwrap();
                let d = rng.below(2) as i64;
                let kind = [ReduceKind::Add, ReduceKind::Max][rng.below(2)];
                let r = fb.reduce(x, zero, vec![d], kind).unwrap();
                // Broadcast back to 2-D so the pool keeps matrices.
                let dims = vec![1 - d];
                fb.op(
                    OpKind::BroadcastInDim { dims },
                    vec![r],
                    Some(TensorType::new(shape.clone(), ElementType::F32)),
                )
                .unwrap()
            }
            6 if shape.len() == 2 => {
                let flat = fb
                    .op(
                        OpKind::Reshape,
                        vec![x],
                        Some(TensorType::new([shape[0] * shape[1]], ElementType::F32)),
                    )
                    .unwrap();
                let back = TensorType::new([shape[1], shape[0]], ElementType::F32);
                fb.op(OpKind::Reshape, vec![flat], Some(back)).unwrap()
            }
            _ => {
                let dims = DotDims {
                    lhs_contracting: vec![1],
                    rhs_contracting: vec![1],
                    ..DotDims::default()
                };
                match pick_shape(&fb, &pool, rng, &shape) {
                    Some(y) if shape.len() == 2 => {
                        fb.op(OpKind::DotGeneral(dims), vec![x, y], None).unwrap()
                    }
                    _ => fb.unary(UnaryOp::Negate, x).unwrap(),
                }
            }
        };
        pool.push(v);
    }
    let out = *pool.last().unwrap();
    let out_ty = fb.ty(out).clone();
    let mut f = fb.finish();
    f.result_types = vec![out_ty.clone()];
    f.result_shardings = vec![Some(random_sharding(rng, &out_ty.shape))];
    f.result_attrs = vec![Default::default()];
    f.append_op(OpKind::Return, vec![out], vec![], Location::Unknown);
    let mut m = Module::new();
    m.meshes.push(MeshDecl {
        name: "mesh".into(),
        mesh: Mesh::new(AXES),
        loc: Location::Unknown,
    });
    m.functions.push(f);
    m
}

#[test]
fn random_sharded_programs_match_the_reference() {
    let mut rng = Rng(0xd15c0);
    let mut collectives = 0;
    for case in 0..120 {
        let module = random_program(&mut rng);
        let diags = verify_module(&module);
        assert!(
            diags.is_empty(),
            "case {case}: generated an invalid program: {diags:?}\n{}",
            print_module(&module, Form::Pretty)
        );
        let text = print_module(&module, Form::Pretty);
        let compiled = compile(module).unwrap_or_else(|d| panic!("case {case}: {d:?}\n{text}"));
        collectives += compiled.report.collectives.len();
        let f = compiled.global.function("main").unwrap();
        let inputs = random_inputs(&f.arg_types(), case);
        let reference = run_reference(&compiled.input, "main", &inputs).unwrap();
        let sharded = run_sharded(&compiled.local, "main", &inputs, &RunOptions::default())
            .unwrap_or_else(|e| {
                panic!(
                    "case {case}: {e}\n{text}\n{}",
                    print_module(&compiled.local, Form::Pretty)
                )
            });
        for (r, s) in reference.iter().zip(&sharded) {
            if let Some(w) = worst_error(r, s, 1e-5, 1e-5) {
                assert!(
                    w.ratio <= 1.0,
                    "case {case}: element {} is {} instead of {}\n{text}\n{}",
                    w.index,
                    w.got,
                    w.expected,
                    print_module(&compiled.local, Form::Pretty)
                );
            }
        }
    }
    assert!(
        collectives > 100,
        "the random programs exercised only {collectives} collectives"
    );
}
