//! The CPU virtual mesh: every collective of local-view programs on meshes like 2x4, 8 and
//! with sub-axes, checked against hand-computed results and against layout identities
//! (a collective applied to the pieces of `x` laid out as `S` gives the pieces of `x` laid
//! out as the collective's result sharding); failures (a device that panics or errors,
//! devices that disagree on collectives, a deadlock) end the run with an error naming the
//! device or op, never a hang; `shard_tensor`/`unshard` round trips.
//!
//! Local-view programs are written in shardc's text syntax and parsed without verifying
//! (the verifier checks global-view collective types).

use std::time::{Duration, Instant};

use shardc_ir::interp::{Data, Tensor};
use shardc_ir::{
    AxisRef, DimSharding, ElementType, Mesh, Module, Sharding, TensorType, parse_module,
};
use shardc_runtime::{
    Engine, RunOptions, RuntimeError, VirtualMesh, run_local, shard_tensor, unshard,
};

// ----- helpers -----

/// Per dimension, the mesh axes (as in [`sh`]).
type Dims<'a> = &'a [&'a [&'a str]];

fn ax(name: &str) -> AxisRef {
    match name.split_once(':') {
        None => AxisRef::axis(name),
        Some((n, sub)) => {
            // "x:(pre)size"
            let sub = sub.trim_start_matches('(');
            let (pre, size) = sub.split_once(')').unwrap();
            AxisRef::sub_axis(n, pre.parse().unwrap(), size.parse().unwrap())
        }
    }
}

/// A sharding over `@mesh`; axes as `"x"` or `"x:(pre)size"`.
fn sh(dims: &[&[&str]]) -> Sharding {
    Sharding::new(
        "mesh",
        dims.iter()
            .map(|d| DimSharding {
                axes: d.iter().map(|a| ax(a)).collect(),
                is_closed: true,
                priority: None,
            })
            .collect(),
    )
}

fn with_unreduced(mut s: Sharding, axes: &[&str]) -> Sharding {
    s.unreduced = axes.iter().map(|a| ax(a)).collect();
    s
}

fn axes_text(axes: &[&str]) -> String {
    axes.iter()
        .map(|a| ax(a).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// `#dist.dim_axes<[...]>`.
fn dim_axes(dims: &[&[&str]]) -> String {
    let d: Vec<String> = dims
        .iter()
        .map(|a| format!("{{{}}}", axes_text(a)))
        .collect();
    format!("#dist.dim_axes<[{}]>", d.join(", "))
}

/// `#dist.axes<{...}>`.
fn axes(a: &[&str]) -> String {
    format!("#dist.axes<{{{}}}>", axes_text(a))
}

/// Distinct, exactly representable f32 values (mixed signs, fractions).
fn data(shape: &[i64], seed: u64) -> Tensor {
    let ty = TensorType::new(shape.to_vec(), ElementType::F32);
    let n = ty.num_elements() as u64;
    let values = (0..n)
        .map(|i| {
            let h = (i + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                ^ seed.wrapping_mul(0xD1B5_4A32_D192_ED03);
            ((h >> 40) % 2001) as f64 / 8.0 - 125.0
        })
        .collect();
    Tensor::from_f64(ty, values)
}

fn f32s(shape: &[i64], values: &[f64]) -> Tensor {
    Tensor::from_f64(
        TensorType::new(shape.to_vec(), ElementType::F32),
        values.to_vec(),
    )
}

/// Parses and verifies (the verifier knows the local view's collective types).
fn parse(text: &str) -> Module {
    shardc_ir::parse_and_verify(text, "test.mlir").unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Parses without verifying, for programs that are wrong on purpose.
fn parse_unverified(text: &str) -> Module {
    parse_module(text, "test.mlir").unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// A local-view module whose `@main` applies one collective to its argument (verified).
fn one_op(
    mesh: &Mesh,
    in_ty: &TensorType,
    from: &Sharding,
    op: &str,
    attrs: &str,
    out_ty: &TensorType,
    to: &Sharding,
) -> Module {
    parse(&one_op_text(mesh, in_ty, from, op, attrs, out_ty, to))
}

/// The text of [`one_op`]'s module.
fn one_op_text(
    mesh: &Mesh,
    in_ty: &TensorType,
    from: &Sharding,
    op: &str,
    attrs: &str,
    out_ty: &TensorType,
    to: &Sharding,
) -> String {
    let sep = if attrs.is_empty() { "" } else { ", " };
    format!(
        "module attributes {{dist.local_view}} {{
  dist.mesh @mesh = {mesh}
  func.func @main(%a: {in_ty} {{dist.sharding = {from}}}) -> ({out_ty} {{dist.sharding = {to}}}) {{
    %0 = {op} %a {{{attrs}{sep}dist.sharding = {to}}} : ({in_ty}) -> {out_ty}
    return %0 : {out_ty}
  }}
}}"
    )
}

fn run(module: &Module, args: Vec<Vec<Tensor>>) -> Vec<Vec<Tensor>> {
    run_local(module, "main", args, &RunOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn firsts(results: Vec<Vec<Tensor>>) -> Vec<Tensor> {
    results.into_iter().map(|mut r| r.remove(0)).collect()
}

/// Checks that the collective `op {attrs}` turns the pieces of `x` laid out as `from` into
/// the pieces of `x` laid out as `to`, bit for bit on every device — on the reference
/// interpreter and on the compiled runtime (which moves gathers, slices and all-to-alls as
/// raw bytes itself).
fn check_identity(mesh: &Mesh, x: &Tensor, from: &Sharding, op: &str, attrs: &str, to: &Sharding) {
    let pieces = shard_tensor(x, from, mesh).unwrap();
    let want = shard_tensor(x, to, mesh).unwrap();
    let m = one_op(mesh, &pieces[0].ty, from, op, attrs, &want[0].ty, to);
    let args: Vec<Vec<Tensor>> = pieces.into_iter().map(|p| vec![p]).collect();
    let compiled = RunOptions {
        engine: Engine::Compiled,
        ..RunOptions::default()
    };
    for (engine, options) in [
        ("interpreter", RunOptions::default()),
        ("compiled", compiled),
    ] {
        let got =
            firsts(run_local(&m, "main", args.clone(), &options).unwrap_or_else(|e| panic!("{e}")));
        for (d, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(
                g, w,
                "{engine}, device {d}: {op} {attrs} from {from} to {to}"
            );
        }
    }
}

fn mesh_2x4() -> Mesh {
    Mesh::new([("x", 2), ("y", 4)])
}

fn mesh_8() -> Mesh {
    Mesh::new([("x", 8)])
}

// ----- hand-computed results -----

#[test]
fn shift_moves_blocks_to_neighbours() {
    // Over "y" on 2x4, device 4 * x + y receives the operand of device 4 * x + (y - 1) for
    // offset 1 (zeros at y = 0), of 4 * x + (y + 1) for offset -1 (zeros at y = 3).
    let m = shardc_ir::parse_and_verify(
        r#"module attributes {dist.local_view} {
  dist.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
    %r = dist.shift %a {axes = #dist.axes<{"y"}>, offset = 1 : i64} : tensor<2xf32>
    %l = dist.shift %a {axes = #dist.axes<{"y"}>, offset = -1 : i64} : tensor<2xf32>
    return %r, %l : tensor<2xf32>, tensor<2xf32>
  }
}"#,
        "t.mlir",
    )
    .unwrap_or_else(|d| panic!("{d:?}"));
    let args = (0..8)
        .map(|d| vec![f32s(&[2], &[d as f64, -(d as f64)])])
        .collect();
    let results = run(&m, args);
    for (device, r) in results.iter().enumerate() {
        let (x, y) = (device / 4, device % 4);
        let from = |dy: i64| {
            let src = y as i64 - dy;
            if (0..4).contains(&src) {
                let d = (4 * x) as f64 + src as f64;
                vec![d, -d]
            } else {
                vec![0.0, 0.0]
            }
        };
        assert_eq!(r[0].to_f64_vec(), from(1), "device {device}");
        assert_eq!(r[1].to_f64_vec(), from(-1), "device {device}");
    }
}

#[test]
fn axis_index_is_the_position_in_the_group() {
    // On 2x4, device 4 * x + y: over "y" its position is y; over {"y", "x"} it is 2 * y + x;
    // over the sub-axis "y":(2)2 it is y mod 2.
    let m = shardc_ir::parse_and_verify(
        r#"module attributes {dist.local_view} {
  dist.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main() -> (tensor<i64>, tensor<i32>, tensor<i64>) {
    %a = dist.axis_index {axes = #dist.axes<{"y"}>} : tensor<i64>
    %b = dist.axis_index {axes = #dist.axes<{"y", "x"}>} : tensor<i32>
    %c = dist.axis_index {axes = #dist.axes<{"y":(2)2}>} : tensor<i64>
    return %a, %b, %c : tensor<i64>, tensor<i32>, tensor<i64>
  }
}"#,
        "t.mlir",
    )
    .unwrap_or_else(|d| panic!("{d:?}"));
    let results = run(&m, vec![Vec::new(); 8]);
    for (device, r) in results.iter().enumerate() {
        let (x, y) = (device as i64 / 4, device as i64 % 4);
        assert_eq!(r[0].get_i64(0), y, "device {device}");
        assert_eq!(r[1].get_i64(0), 2 * y + x, "device {device}");
        assert_eq!(r[2].get_i64(0), y % 2, "device {device}");
    }
}

#[test]
fn all_gather_collects_blocks_in_group_order() {
    // Each device holds its id; gathering over "y" on 2x4 gives the ids of its row.
    let mesh = mesh_2x4();
    let t1 = TensorType::new([1], ElementType::F32);
    let t4 = TensorType::new([4], ElementType::F32);
    let m = one_op(
        &mesh,
        &t1,
        &sh(&[&["y"]]),
        "dist.all_gather",
        &format!("gathering_axes = {}", dim_axes(&[&["y"]])),
        &t4,
        &sh(&[&[]]),
    );
    let args = (0..8).map(|d| vec![f32s(&[1], &[d as f64])]).collect();
    let got = firsts(run(&m, args));
    assert_eq!(got[0].to_f64_vec(), vec![0.0, 1.0, 2.0, 3.0]);
    assert_eq!(got[6].to_f64_vec(), vec![4.0, 5.0, 6.0, 7.0]);
    // Over {"y", "x"}: position 2 * y + x.
    let t8 = TensorType::new([8], ElementType::F32);
    let m = one_op(
        &mesh,
        &t1,
        &sh(&[&["y", "x"]]),
        "dist.all_gather",
        &format!("gathering_axes = {}", dim_axes(&[&["y", "x"]])),
        &t8,
        &sh(&[&[]]),
    );
    let args = (0..8).map(|d| vec![f32s(&[1], &[d as f64])]).collect();
    for g in firsts(run(&m, args)) {
        assert_eq!(g.to_f64_vec(), vec![0.0, 4.0, 1.0, 5.0, 2.0, 6.0, 3.0, 7.0]);
    }
}

#[test]
fn all_gather_of_two_dims_gathers_one_after_the_other() {
    // 2x2 mesh, a 1x1 piece per device: gathering dim 0 over "x" and dim 1 over "y" gives
    // [[d(0,0), d(0,1)], [d(1,0), d(1,1)]].
    let mesh = Mesh::new([("x", 2), ("y", 2)]);
    let m = one_op(
        &mesh,
        &TensorType::new([1, 1], ElementType::F32),
        &sh(&[&["x"], &["y"]]),
        "dist.all_gather",
        &format!("gathering_axes = {}", dim_axes(&[&["x"], &["y"]])),
        &TensorType::new([2, 2], ElementType::F32),
        &sh(&[&[], &[]]),
    );
    let args = (0..4)
        .map(|d| vec![f32s(&[1, 1], &[d as f64 * 10.0])])
        .collect();
    for g in firsts(run(&m, args)) {
        assert_eq!(g.to_f64_vec(), vec![0.0, 10.0, 20.0, 30.0]);
    }
}

#[test]
fn all_to_all_sends_chunk_j_to_member_j() {
    // Mesh of 4; device d holds the row [10d, 10d+1, 10d+2, 10d+3]. Moving "x" from dim 0 to
    // dim 1: device i receives column i of every device, stacked along dim 0.
    let mesh = Mesh::new([("x", 4)]);
    let m = one_op(
        &mesh,
        &TensorType::new([1, 4], ElementType::F32),
        &sh(&[&["x"], &[]]),
        "dist.all_to_all",
        &format!("source_dim = 0, target_dim = 1, axes = {}", axes(&["x"])),
        &TensorType::new([4, 1], ElementType::F32),
        &sh(&[&[], &["x"]]),
    );
    let args = (0..4)
        .map(|d| {
            let b = 10.0 * d as f64;
            vec![f32s(&[1, 4], &[b, b + 1.0, b + 2.0, b + 3.0])]
        })
        .collect();
    for (i, g) in firsts(run(&m, args)).iter().enumerate() {
        let i = i as f64;
        assert_eq!(g.to_f64_vec(), vec![i, 10.0 + i, 20.0 + i, 30.0 + i]);
    }
}

#[test]
fn all_slice_keeps_the_devices_block_without_communication() {
    let mesh = mesh_2x4();
    let m = one_op(
        &mesh,
        &TensorType::new([8], ElementType::F32),
        &sh(&[&[]]),
        "dist.all_slice",
        &format!("slicing_axes = {}", dim_axes(&[&["y", "x"]])),
        &TensorType::new([1], ElementType::F32),
        &sh(&[&["y", "x"]]),
    );
    let x = f32s(&[8], &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]);
    let got = firsts(run(&m, vec![vec![x]; 8]));
    // Device (x, y) keeps block 2y + x.
    let want: Vec<f64> = (0..8).map(|d| (2 * (d % 4) + d / 4) as f64).collect();
    assert_eq!(got.iter().map(|t| t.get_f64(0)).collect::<Vec<_>>(), want);
}

fn all_reduce_module(mesh: &Mesh, ty: &TensorType, axes_list: &[&str], kind: &str) -> Module {
    let s = sh(&vec![&[][..]; ty.rank()]);
    let from = with_unreduced(s.clone(), axes_list);
    one_op(
        mesh,
        ty,
        &from,
        "dist.all_reduce",
        &format!("reduction_axes = {}, kind = \"{kind}\"", axes(axes_list)),
        ty,
        &s,
    )
}

#[test]
fn all_reduce_combines_over_the_group_only() {
    let mesh = mesh_2x4();
    let ty = TensorType::new([2], ElementType::F32);
    let args = || -> Vec<Vec<Tensor>> {
        (0..8)
            .map(|d| vec![f32s(&[2], &[d as f64, -(d as f64) * 0.5])])
            .collect()
    };
    let sum = firsts(run(&all_reduce_module(&mesh, &ty, &["y"], "add"), args()));
    assert_eq!(sum[1].to_f64_vec(), vec![6.0, -3.0]); // 0 + 1 + 2 + 3
    assert_eq!(sum[5].to_f64_vec(), vec![22.0, -11.0]); // 4 + 5 + 6 + 7
    let max = firsts(run(&all_reduce_module(&mesh, &ty, &["x"], "max"), args()));
    assert_eq!(max[2].to_f64_vec(), vec![6.0, -1.0]); // devices 2 and 6
    let min = firsts(run(
        &all_reduce_module(&mesh, &ty, &["x", "y"], "min"),
        args(),
    ));
    assert!(min.iter().all(|t| t.to_f64_vec() == vec![0.0, -3.5]));
    let mul = firsts(run(&all_reduce_module(&mesh, &ty, &["x"], "mul"), args()));
    assert_eq!(mul[3].to_f64_vec(), vec![21.0, 5.25]); // 3 * 7, 1.5 * 3.5
}

#[test]
fn all_reduce_accumulates_in_f64_and_rounds_once() {
    // 1 + 2^-24 + 2^-24 + 0: summing in f32 step by step gives 1 (each addition is a tie
    // rounded to even); accumulating in f64 gives 1 + 2^-23, which f32 represents.
    let mesh = Mesh::new([("x", 4)]);
    let ty = TensorType::new([1], ElementType::F32);
    let tiny = 2f64.powi(-24);
    let args = [1.0, tiny, tiny, 0.0]
        .iter()
        .map(|&v| vec![f32s(&[1], &[v])])
        .collect();
    let got = firsts(run(&all_reduce_module(&mesh, &ty, &["x"], "add"), args));
    for g in &got {
        assert_eq!(g.get_f64(0), 1.0 + 2f64.powi(-23));
    }
    // bf16: the same on its own precision.
    let ty = TensorType::new([1], ElementType::BF16);
    let tiny = 2f64.powi(-8);
    let args = [1.0, tiny, tiny, 0.0]
        .iter()
        .map(|&v| vec![Tensor::from_f64(ty.clone(), vec![v])])
        .collect();
    let got = firsts(run(&all_reduce_module(&mesh, &ty, &["x"], "add"), args));
    assert!(got.iter().all(|g| g.get_f64(0) == 1.0 + 2f64.powi(-7)));
}

#[test]
fn all_reduce_on_integers_wraps_and_on_booleans_is_or() {
    let mesh = Mesh::new([("x", 2)]);
    let ty = TensorType::new([2], ElementType::I32);
    let args = vec![
        vec![Tensor::from_i64(ty.clone(), vec![i32::MAX as i64, -5])],
        vec![Tensor::from_i64(ty.clone(), vec![1, 7])],
    ];
    let got = firsts(run(&all_reduce_module(&mesh, &ty, &["x"], "add"), args));
    assert_eq!(got[0].data, Data::Int(vec![i32::MIN as i64, 2]));
    assert_eq!(got[0], got[1]);
    let ty = TensorType::new([3], ElementType::I1);
    let args = vec![
        vec![Tensor::from_i64(ty.clone(), vec![1, 0, 0])],
        vec![Tensor::from_i64(ty.clone(), vec![1, 1, 0])],
    ];
    let got = firsts(run(
        &all_reduce_module(&mesh, &ty, &["x"], "add"),
        args.clone(),
    ));
    assert_eq!(got[1].data, Data::Int(vec![1, 1, 0]));
    let got = firsts(run(&all_reduce_module(&mesh, &ty, &["x"], "mul"), args));
    assert_eq!(got[1].data, Data::Int(vec![1, 0, 0]));
}

// ----- layout identities -----

#[test]
fn all_gather_of_shards_is_the_less_sharded_layout() {
    let mesh = mesh_2x4();
    let x = data(&[8, 16], 1);
    let cases: &[(Dims, Dims, Dims)] = &[
        // (from, gathering_axes, to)
        (&[&["x"], &["y"]], &[&["x"], &["y"]], &[&[], &[]]),
        (&[&["x"], &["y"]], &[&[], &["y"]], &[&["x"], &[]]),
        (&[&["x", "y"], &[]], &[&["y"], &[]], &[&["x"], &[]]),
        (&[&["x", "y"], &[]], &[&["x", "y"], &[]], &[&[], &[]]),
        (&[&["y", "x"], &[]], &[&["x"], &[]], &[&["y"], &[]]),
        (&[&["y"], &["x"]], &[&["y"], &["x"]], &[&[], &[]]),
    ];
    for (from, g, to) in cases {
        let attrs = format!("gathering_axes = {}", dim_axes(g));
        check_identity(&mesh, &x, &sh(from), "dist.all_gather", &attrs, &sh(to));
    }
    // Sub-axes of an axis of 8.
    let mesh = mesh_8();
    let cases: &[(Dims, Dims, Dims)] = &[
        (
            &[&["x:(1)2"], &["x:(2)4"]],
            &[&[], &["x:(2)4"]],
            &[&["x:(1)2"], &[]],
        ),
        (
            &[&["x:(1)2"], &["x:(2)4"]],
            &[&["x:(1)2"], &[]],
            &[&[], &["x:(2)4"]],
        ),
        (
            &[&["x:(2)4", "x:(1)2"], &[]],
            &[&["x:(1)2"], &[]],
            &[&["x:(2)4"], &[]],
        ),
        (
            &[&["x:(1)4"], &["x:(4)2"]],
            &[&["x:(1)4"], &["x:(4)2"]],
            &[&[], &[]],
        ),
        (&[&["x"], &[]], &[&["x"], &[]], &[&[], &[]]),
    ];
    for (from, g, to) in cases {
        let attrs = format!("gathering_axes = {}", dim_axes(g));
        check_identity(&mesh, &x, &sh(from), "dist.all_gather", &attrs, &sh(to));
    }
}

#[test]
fn all_slice_of_a_layout_is_the_more_sharded_layout() {
    let x = data(&[8, 16], 2);
    let cases: &[(Dims, Dims, Dims)] = &[
        (&[&[], &[]], &[&["x"], &["y"]], &[&["x"], &["y"]]),
        (&[&["x"], &[]], &[&["y"], &[]], &[&["x", "y"], &[]]),
        (&[&[], &["y"]], &[&["x"], &[]], &[&["x"], &["y"]]),
    ];
    for (from, s, to) in cases {
        let attrs = format!("slicing_axes = {}", dim_axes(s));
        check_identity(
            &mesh_2x4(),
            &x,
            &sh(from),
            "dist.all_slice",
            &attrs,
            &sh(to),
        );
    }
    let cases: &[(Dims, Dims, Dims)] = &[
        (
            &[&[], &[]],
            &[&["x:(2)4"], &["x:(1)2"]],
            &[&["x:(2)4"], &["x:(1)2"]],
        ),
        (
            &[&["x:(1)2"], &[]],
            &[&["x:(2)4"], &[]],
            &[&["x:(1)2", "x:(2)4"], &[]],
        ),
    ];
    for (from, s, to) in cases {
        let attrs = format!("slicing_axes = {}", dim_axes(s));
        check_identity(&mesh_8(), &x, &sh(from), "dist.all_slice", &attrs, &sh(to));
    }
}

#[test]
fn all_to_all_moves_axes_between_dimensions() {
    let x = data(&[8, 16, 8], 3);
    let cases: &[(Dims, i64, i64, &[&str], Dims)] = &[
        (&[&["y"], &[], &[]], 0, 1, &["y"], &[&[], &["y"], &[]]),
        (
            &[&["x"], &["y"], &[]],
            1,
            0,
            &["y"],
            &[&["x", "y"], &[], &[]],
        ),
        (
            &[&["x", "y"], &[], &[]],
            0,
            2,
            &["x", "y"],
            &[&[], &[], &["x", "y"]],
        ),
        (
            &[&[], &["y", "x"], &[]],
            1,
            0,
            &["x"],
            &[&["x"], &["y"], &[]],
        ),
        (&[&["x"], &[], &["y"]], 2, 1, &["y"], &[&["x"], &["y"], &[]]),
    ];
    for (from, s, t, a, to) in cases {
        let attrs = format!("source_dim = {s}, target_dim = {t}, axes = {}", axes(a));
        check_identity(
            &mesh_2x4(),
            &x,
            &sh(from),
            "dist.all_to_all",
            &attrs,
            &sh(to),
        );
    }
    let cases: &[(Dims, i64, i64, &[&str], Dims)] = &[
        (
            &[&["x:(1)2"], &["x:(2)4"], &[]],
            1,
            0,
            &["x:(2)4"],
            &[&["x:(1)2", "x:(2)4"], &[], &[]],
        ),
        (&[&["x"], &[], &[]], 0, 1, &["x"], &[&[], &["x"], &[]]),
        (
            &[&["x:(1)4"], &[], &["x:(4)2"]],
            2,
            1,
            &["x:(4)2"],
            &[&["x:(1)4"], &["x:(4)2"], &[]],
        ),
    ];
    for (from, s, t, a, to) in cases {
        let attrs = format!("source_dim = {s}, target_dim = {t}, axes = {}", axes(a));
        check_identity(&mesh_8(), &x, &sh(from), "dist.all_to_all", &attrs, &sh(to));
    }
}

#[test]
fn collective_permute_delivers_the_target_blocks() {
    let x = data(&[8, 8], 4);
    let mesh = Mesh::new([("x", 2), ("y", 2)]);
    check_identity(
        &mesh,
        &x,
        &sh(&[&["x"], &["y"]]),
        "dist.collective_permute",
        "",
        &sh(&[&["y"], &["x"]]),
    );
    check_identity(
        &mesh,
        &x,
        &sh(&[&["x", "y"], &[]]),
        "dist.collective_permute",
        "",
        &sh(&[&["y", "x"], &[]]),
    );
    // A replicated axis ("x") stays put.
    let mesh = mesh_2x4();
    check_identity(
        &mesh,
        &x,
        &sh(&[&["x", "y:(1)2"], &["y:(2)2"]]),
        "dist.collective_permute",
        "",
        &sh(&[&["y:(1)2", "x"], &["y:(2)2"]]),
    );
    check_identity(
        &mesh,
        &x,
        &sh(&[&["y"], &[]]),
        "dist.collective_permute",
        "",
        &sh(&[&["y:(2)2", "y:(1)2"], &[]]),
    );
    check_identity(
        &mesh_8(),
        &x,
        &sh(&[&["x:(1)2"], &["x:(2)4"]]),
        "dist.collective_permute",
        "",
        &sh(&[&["x:(4)2"], &["x:(1)4"]]),
    );
}

/// Partial sums over `unreduced` axes that are replicated over the other axes of the mesh,
/// as a real program would hold them: the piece of device `d` depends only on its block and
/// its coordinates on the unreduced axes.
fn partials(mesh: &Mesh, s: &Sharding, local: &[i64]) -> Vec<Tensor> {
    let vm = VirtualMesh::new(mesh).unwrap();
    (0..vm.num_devices())
        .map(|d| {
            let mut key = 0u64;
            for dim in &s.dims {
                key = key * 64 + vm.position(d, &dim.axes).unwrap() as u64;
            }
            for a in &s.unreduced {
                key = key * 64 + vm.axis_coordinate(d, a).unwrap() as u64;
            }
            data(local, 100 + key)
        })
        .collect()
}

#[test]
fn reduce_scatter_of_partial_sums_is_the_sum_sliced() {
    let mesh = mesh_2x4();
    let cases: &[(Dims, &[&str], Dims, Dims)] = &[
        // (dims, unreduced, scatter_axes, result dims)
        (&[&["x"], &[]], &["y"], &[&[], &["y"]], &[&["x"], &["y"]]),
        (&[&["x"], &[]], &["y"], &[&["y"], &[]], &[&["x", "y"], &[]]),
        (
            &[&[], &[]],
            &["x", "y"],
            &[&["x"], &["y"]],
            &[&["x"], &["y"]],
        ),
        (
            &[&[], &[]],
            &["y", "x"],
            &[&["y", "x"], &[]],
            &[&["y", "x"], &[]],
        ),
    ];
    for (dims, unreduced, scatter, to) in cases {
        let from = with_unreduced(sh(dims), unreduced);
        let to = sh(to);
        let pieces = partials(&mesh, &from, &[8, 8]);
        let total = unshard(&pieces, &from, &mesh).unwrap();
        let want = shard_tensor(&total, &to, &mesh).unwrap();
        let attrs = format!("scatter_axes = {}, kind = \"add\"", dim_axes(scatter));
        let m = one_op(
            &mesh,
            &pieces[0].ty,
            &from,
            "dist.reduce_scatter",
            &attrs,
            &want[0].ty,
            &to,
        );
        let got = firsts(run(&m, pieces.into_iter().map(|p| vec![p]).collect()));
        assert_eq!(got, want, "{from} -> {to}");
    }
    // Sub-axes.
    let mesh = mesh_8();
    let from = with_unreduced(sh(&[&["x:(1)2"], &[]]), &["x:(2)4"]);
    let to = sh(&[&["x:(1)2"], &["x:(2)4"]]);
    let pieces = partials(&mesh, &from, &[4, 8]);
    let total = unshard(&pieces, &from, &mesh).unwrap();
    let want = shard_tensor(&total, &to, &mesh).unwrap();
    let attrs = format!(
        "scatter_axes = {}, kind = \"add\"",
        dim_axes(&[&[], &["x:(2)4"]])
    );
    let m = one_op(
        &mesh,
        &pieces[0].ty,
        &from,
        "dist.reduce_scatter",
        &attrs,
        &want[0].ty,
        &to,
    );
    assert_eq!(
        firsts(run(&m, pieces.into_iter().map(|p| vec![p]).collect())),
        want
    );
}

#[test]
fn all_reduce_of_partial_sums_is_the_sum() {
    for (mesh, dims, unreduced) in [
        (mesh_2x4(), &[&["x"][..], &[]][..], &["y"][..]),
        (mesh_2x4(), &[&[], &[]], &["x", "y"]),
        (mesh_8(), &[&["x:(2)4"], &[]], &["x:(1)2"]),
    ] {
        let from = with_unreduced(sh(dims), unreduced);
        let to = sh(dims);
        let pieces = partials(&mesh, &from, &[4, 8]);
        let total = unshard(&pieces, &from, &mesh).unwrap();
        let want = shard_tensor(&total, &to, &mesh).unwrap();
        let attrs = format!("reduction_axes = {}, kind = \"add\"", axes(unreduced));
        let m = one_op(
            &mesh,
            &pieces[0].ty,
            &from,
            "dist.all_reduce",
            &attrs,
            &want[0].ty,
            &to,
        );
        assert_eq!(
            firsts(run(&m, pieces.into_iter().map(|p| vec![p]).collect())),
            want
        );
    }
}

#[test]
fn collective_permute_keeps_partial_sums_summing_to_the_same_total() {
    let mesh = Mesh::new([("x", 2), ("y", 2), ("z", 2)]);
    let from = with_unreduced(sh(&[&["x"], &[]]), &["z"]);
    let to = with_unreduced(sh(&[&["y"], &[]]), &["z"]);
    let pieces = partials(&mesh, &from, &[2, 3]);
    let total = unshard(&pieces, &from, &mesh).unwrap();
    let m = one_op(
        &mesh,
        &pieces[0].ty,
        &from,
        "dist.collective_permute",
        "",
        &pieces[0].ty,
        &to,
    );
    let got = firsts(run(&m, pieces.into_iter().map(|p| vec![p]).collect()));
    assert_eq!(unshard(&got, &to, &mesh).unwrap(), total);
}

#[test]
fn a_program_of_several_collectives_computes_the_global_result() {
    // Megatron MLP block on 2x4: x [8x16] over dp, w1 [16x32] by columns over tp, w2 [32x16]
    // by rows; the second matmul's partial sums are all-reduced over tp, then the batch is
    // gathered. Compared with the global program run by the interpreter.
    let mesh = Mesh::new([("dp", 2), ("tp", 4)]);
    let local = parse(
        r#"module attributes {dist.local_view} {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%x: tensor<4x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                  %w1: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w2: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
      -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
    %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    %a = hlo.tanh %h : tensor<4x8xf32>
    %p = hlo.dot_general %a, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %y = dist.all_reduce %p {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<4x16xf32>
    %z = dist.all_gather %y {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : (tensor<4x16xf32>) -> tensor<8x16xf32>
    return %z : tensor<8x16xf32>
  }
}"#,
    );
    let global = parse(
        r#"module {
  func.func @main(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>, %w2: tensor<32x16xf32>) -> tensor<8x16xf32> {
    %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %a = hlo.tanh %h : tensor<8x32xf32>
    %y = hlo.dot_general %a, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %y : tensor<8x16xf32>
  }
}"#,
    );
    let scale = |t: Tensor| {
        Tensor::from_f64(
            t.ty.clone(),
            t.to_f64_vec().iter().map(|v| v / 128.0).collect(),
        )
    };
    let (x, w1, w2) = (
        scale(data(&[8, 16], 7)),
        scale(data(&[16, 32], 8)),
        scale(data(&[32, 16], 9)),
    );
    let want =
        shardc_ir::interp::run_function(&global, "main", &[x.clone(), w1.clone(), w2.clone()])
            .unwrap()
            .remove(0);
    let xs = shard_tensor(&x, &sh_named(&[&["dp"], &[]]), &mesh).unwrap();
    let w1s = shard_tensor(&w1, &sh_named(&[&[], &["tp"]]), &mesh).unwrap();
    let w2s = shard_tensor(&w2, &sh_named(&[&["tp"], &[]]), &mesh).unwrap();
    let args = (0..8)
        .map(|d| vec![xs[d].clone(), w1s[d].clone(), w2s[d].clone()])
        .collect();
    let got = firsts(run(&local, args));
    let (g, w) = (got[5].to_f64_vec(), want.to_f64_vec());
    for (a, b) in g.iter().zip(&w) {
        assert!((a - b).abs() <= 1e-5 * (1.0 + b.abs()), "{a} vs {b}");
    }
    // Every device holds the same (replicated) result.
    assert!(got.iter().all(|t| *t == got[0]));
    assert_eq!(
        unshard(&got, &sh_named(&[&[], &[]]), &mesh).unwrap(),
        got[0]
    );
}

fn sh_named(dims: &[&[&str]]) -> Sharding {
    sh(dims)
}

// ----- failures -----

/// A module with `@reduce` (an all_reduce over "x"), `@boom` (a select whose predicate is
/// too short: the interpreter panics on it), `@quiet` (no collective) and `@ab`/`@ba` (two
/// all_reduces in either order, over "x" then "y" or "y" then "x").
fn failure_module(mesh: &str) -> Module {
    parse_unverified(&format!(
        r#"module attributes {{dist.local_view}} {{
  dist.mesh @mesh = {mesh}
  func.func @reduce(%a: tensor<2xf32>) -> tensor<2xf32> {{
    %0 = dist.all_reduce %a {{reduction_axes = #dist.axes<{{"x"}}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{{}}]>}} : tensor<2xf32>
    return %0 : tensor<2xf32>
  }}
  func.func @boom(%a: tensor<2xf32>) -> tensor<2xf32> {{
    %p = hlo.constant dense<true> : tensor<2xi1>
    %b = hlo.constant dense<0.0> : tensor<4xf32>
    %0 = hlo.select %p, %b, %b : (tensor<2xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %a : tensor<2xf32>
  }}
  func.func @quiet(%a: tensor<2xf32>) -> tensor<2xf32> {{
    return %a : tensor<2xf32>
  }}
  func.func @ab(%a: tensor<2xf32>) -> tensor<2xf32> {{
    %0 = dist.all_reduce %a {{reduction_axes = #dist.axes<{{"x"}}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{{}}]>}} : tensor<2xf32>
    %1 = dist.all_reduce %0 {{reduction_axes = #dist.axes<{{"y"}}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{{}}]>}} : tensor<2xf32>
    return %1 : tensor<2xf32>
  }}
  func.func @ba(%a: tensor<2xf32>) -> tensor<2xf32> {{
    %0 = dist.all_reduce %a {{reduction_axes = #dist.axes<{{"y"}}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{{}}]>}} : tensor<2xf32>
    %1 = dist.all_reduce %0 {{reduction_axes = #dist.axes<{{"x"}}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{{}}]>}} : tensor<2xf32>
    return %1 : tensor<2xf32>
  }}
  func.func @gather(%a: tensor<2xf32>) -> tensor<4xf32> {{
    %0 = dist.all_gather %a {{gathering_axes = #dist.dim_axes<[{{"x"}}]>, dist.sharding = #dist.sharding<@mesh, [{{}}]>}} : (tensor<2xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }}
}}"#
    ))
}

fn run_programs(
    mesh: &Mesh,
    module: &Module,
    functions: &[&str],
    timeout: Duration,
) -> Result<Vec<Vec<Tensor>>, RuntimeError> {
    let vm = VirtualMesh::new(mesh).unwrap();
    let functions: Vec<String> = functions.iter().map(|f| f.to_string()).collect();
    let args = (0..vm.num_devices())
        .map(|d| vec![f32s(&[2], &[d as f64, 1.0])])
        .collect();
    vm.run_local_programs(module, &functions, args, &RunOptions::with_timeout(timeout))
}

#[test]
fn a_device_that_panics_is_named_and_nobody_hangs() {
    let mesh = Mesh::new([("x", 4)]);
    let m = failure_module(&mesh.to_string());
    let start = Instant::now();
    let err = run_programs(
        &mesh,
        &m,
        &["reduce", "reduce", "reduce", "boom"],
        Duration::from_secs(30),
    )
    .unwrap_err();
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "took {:?}",
        start.elapsed()
    );
    println!("{err}");
    match &err {
        RuntimeError::DeviceFailed {
            device,
            message,
            also_failed,
        } => {
            assert_eq!(*device, 3);
            assert!(
                message
                    .starts_with("panicked in 'hlo.select' at test.mlir:10:5: index out of bounds"),
                "{message}"
            );
            assert!(also_failed.is_empty());
        }
        other => panic!("unexpected error: {other}"),
    }
    assert!(
        err.to_string().starts_with("device 3 failed: panicked"),
        "{err}"
    );
}

#[test]
fn a_device_that_errors_is_named_with_its_message() {
    // SPMD run where device 2's argument has the wrong shape: the interpreter refuses it;
    // the others, blocked in the all_reduce, are woken.
    let mesh = Mesh::new([("x", 4)]);
    let m = failure_module(&mesh.to_string());
    let mut args: Vec<Vec<Tensor>> = (0..4).map(|_| vec![f32s(&[2], &[1.0, 2.0])]).collect();
    args[2] = vec![f32s(&[3], &[1.0, 2.0, 3.0])];
    let start = Instant::now();
    let err = run_local(
        &m,
        "reduce",
        args,
        &RunOptions::with_timeout(Duration::from_secs(30)),
    )
    .unwrap_err();
    assert!(start.elapsed() < Duration::from_secs(10));
    let text = err.to_string();
    assert!(
        matches!(err, RuntimeError::DeviceFailed { device: 2, .. }),
        "{text}"
    );
    assert!(
        text.contains("argument 0 of '@reduce' must be tensor<2xf32>"),
        "{text}"
    );
}

#[test]
fn every_device_failing_names_the_first_and_lists_the_others() {
    let mesh = Mesh::new([("x", 4)]);
    let m = failure_module(&mesh.to_string());
    let err = run_programs(&mesh, &m, &["boom"; 4], Duration::from_secs(30)).unwrap_err();
    match err {
        RuntimeError::DeviceFailed {
            device,
            also_failed,
            ..
        } => {
            assert_eq!(device, 0);
            assert_eq!(also_failed, vec![1, 2, 3]);
        }
        other => panic!("unexpected error: {other}"),
    }
}

#[test]
fn devices_disagreeing_on_collective_order_deadlock_into_a_timeout() {
    // 2x2 mesh: devices 0 and 3 reduce over "x" then "y", devices 1 and 2 over "y" then "x".
    // Device 0 waits for 2 (over "x"), 2 for 3 (over "y"), 3 for 1, 1 for 0: a cycle.
    let mesh = Mesh::new([("x", 2), ("y", 2)]);
    let m = failure_module(&mesh.to_string());
    let start = Instant::now();
    let err =
        run_programs(&mesh, &m, &["ab", "ba", "ba", "ab"], Duration::from_secs(2)).unwrap_err();
    let waited = start.elapsed();
    println!("{err}");
    assert!(
        waited >= Duration::from_secs(2) && waited < Duration::from_secs(10),
        "{waited:?}"
    );
    let text = err.to_string();
    match &err {
        RuntimeError::CollectiveTimeout {
            op,
            location,
            missing,
            detail,
            ..
        } => {
            assert_eq!(op, "dist.all_reduce");
            assert!(location.starts_with("test.mlir:"), "{location}");
            assert_eq!(missing.len(), 1);
            assert!(detail.contains("waits in 'dist.all_reduce'"), "{detail}");
        }
        other => panic!("unexpected error: {other}"),
    }
    assert!(text.contains("timed out after 2"), "{text}");
}

#[test]
fn devices_meeting_in_different_collectives_are_a_mismatch() {
    let mesh = Mesh::new([("x", 2), ("y", 1)]);
    let m = failure_module(&mesh.to_string());
    let start = Instant::now();
    let err = run_programs(&mesh, &m, &["reduce", "gather"], Duration::from_secs(30)).unwrap_err();
    assert!(start.elapsed() < Duration::from_secs(10));
    println!("{err}");
    let text = err.to_string();
    assert!(
        matches!(err, RuntimeError::CollectiveMismatch { .. }),
        "{text}"
    );
    assert!(
        text.contains("device 0 runs 'dist.all_reduce' at test.mlir:4:"),
        "{text}"
    );
    assert!(
        text.contains("device 1 runs 'dist.all_gather' at test.mlir:"),
        "{text}"
    );
}

#[test]
fn a_device_that_ends_without_joining_fails_the_waiters_at_once() {
    let mesh = Mesh::new([("x", 2)]);
    let m = failure_module(&mesh.to_string());
    let start = Instant::now();
    let err = run_programs(&mesh, &m, &["reduce", "quiet"], Duration::from_secs(30)).unwrap_err();
    assert!(start.elapsed() < Duration::from_secs(10));
    println!("{err}");
    let text = err.to_string();
    assert!(
        text.contains("device 1 finished its program without joining 'dist.all_reduce'"),
        "{text}"
    );
}

#[test]
fn runs_are_checked_before_they_start() {
    let mesh = Mesh::new([("x", 2)]);
    let m = failure_module(&mesh.to_string());
    let vm = VirtualMesh::new(&mesh).unwrap();
    let args = || vec![vec![f32s(&[2], &[0.0, 0.0])]; 2];
    let err = vm
        .run_local(&m, "reduce", vec![], &RunOptions::default())
        .unwrap_err();
    assert!(
        err.to_string().contains("arguments given for 0 device(s)"),
        "{err}"
    );
    let err = vm
        .run_local(&m, "nope", args(), &RunOptions::default())
        .unwrap_err();
    assert!(err.to_string().contains("no function '@nope'"), "{err}");
    let mut global = m.clone();
    global.attrs.clear();
    let err = vm
        .run_local(&global, "reduce", args(), &RunOptions::default())
        .unwrap_err();
    assert!(
        err.to_string().contains("not a local-view program"),
        "{err}"
    );
    // A collective over a mesh other than the run's.
    let other = VirtualMesh::new(&Mesh::new([("x", 2), ("y", 1)])).unwrap();
    let err = other
        .run_local(&m, "reduce", args(), &RunOptions::default())
        .unwrap_err();
    assert!(
        err.to_string().contains("but the run is on the mesh"),
        "{err}"
    );
    assert!(VirtualMesh::new(&Mesh::new([("x", 0)])).is_err());
}

#[test]
fn a_collective_with_a_wrong_local_type_is_reported() {
    // The all_gather's result is declared with the global-view type.
    let mesh = Mesh::new([("x", 2)]);
    let m = parse_unverified(&one_op_text(
        &mesh,
        &TensorType::new([2], ElementType::F32),
        &sh(&[&["x"]]),
        "dist.all_gather",
        &format!("gathering_axes = {}", dim_axes(&[&["x"]])),
        &TensorType::new([2], ElementType::F32),
        &sh(&[&[]]),
    ));
    let err = run_local(
        &m,
        "main",
        vec![vec![f32s(&[2], &[0.0, 1.0])]; 2],
        &RunOptions::default(),
    )
    .unwrap_err();
    assert!(
        err.to_string().contains(
            "computes tensor<4xf32> on device 0, but its result is declared tensor<2xf32>"
        ),
        "{err}"
    );
}

// ----- shard / unshard -----

#[test]
fn shard_and_unshard_round_trip() {
    let x = data(&[8, 16], 5);
    for (mesh, dims) in [
        (mesh_2x4(), &[&["x"][..], &["y"][..]][..]),
        (mesh_2x4(), &[&["y", "x"], &[]]),
        (mesh_2x4(), &[&[], &["x", "y"]]),
        (mesh_2x4(), &[&[], &[]]),
        (mesh_2x4(), &[&["y"], &[]]),
        (mesh_8(), &[&["x:(1)2"], &["x:(2)4"]]),
        (mesh_8(), &[&["x:(4)2", "x:(1)4"], &[]]),
        (mesh_8(), &[&["x:(2)2"], &[]]),
    ] {
        let s = sh(dims);
        let pieces = shard_tensor(&x, &s, &mesh).unwrap();
        assert_eq!(pieces.len(), mesh.num_devices() as usize);
        assert_eq!(unshard(&pieces, &s, &mesh).unwrap(), x, "{s}");
    }
    // Integers and scalars.
    let ti = Tensor::from_i64(TensorType::new([4], ElementType::I64), vec![5, -6, 7, -8]);
    let s = sh(&[&["y"]]);
    let pieces = shard_tensor(&ti, &s, &mesh_2x4()).unwrap();
    assert_eq!(pieces[6].data, Data::Int(vec![7]));
    assert_eq!(unshard(&pieces, &s, &mesh_2x4()).unwrap(), ti);
    let scalar = f32s(&[], &[2.5]);
    let s = sh(&[]);
    let pieces = shard_tensor(&scalar, &s, &mesh_2x4()).unwrap();
    assert_eq!(unshard(&pieces, &s, &mesh_2x4()).unwrap(), scalar);
}

#[test]
fn unshard_reports_replicas_that_disagree() {
    let mesh = mesh_2x4();
    let x = data(&[8, 4], 6);
    let s = sh(&[&["y"], &[]]);
    let mut pieces = shard_tensor(&x, &s, &mesh).unwrap();
    // Device 6 (x=1, y=2) holds rows 4..6, as device 2 does; change its element [1, 3].
    if let Data::Float(v) = &mut pieces[6].data {
        v[7] += 1.0;
    }
    let err = unshard(&pieces, &s, &mesh).unwrap_err();
    match &err {
        RuntimeError::ReplicaMismatch {
            device,
            reference_device,
            index,
            ..
        } => {
            assert_eq!((*device, *reference_device), (6, 2));
            assert_eq!(index, &vec![5, 3]);
        }
        other => panic!("unexpected error: {other}"),
    }
    assert!(
        err.to_string()
            .contains("devices 2 and 6 hold different values"),
        "{err}"
    );
}

#[test]
fn layouts_that_do_not_fit_are_refused() {
    let mesh = mesh_2x4();
    // A split that does not divide its dimension pads it: 6 rows over 4 devices are pieces of
    // 2 rows, the last device holding padding only (zeros), and the pieces put back together
    // give the 6 rows.
    let x = data(&[6, 4], 1);
    let pieces = shard_tensor(&x, &sh(&[&["y"], &[]]), &mesh).unwrap();
    assert!(pieces.iter().all(|p| p.ty.shape == vec![2, 4]));
    assert!(pieces[3].to_f64_vec().iter().all(|&v| v == 0.0));
    let back =
        shardc_runtime::unshard_to(&pieces, &sh(&[&["y"], &[]]), &mesh, Some(&[6, 4])).unwrap();
    assert_eq!(back, x);
    let err = shard_tensor(&data(&[8], 1), &sh(&[&["z"]]), &mesh).unwrap_err();
    assert!(err.to_string().contains("unknown mesh axis \"z\""), "{err}");
    let pieces = shard_tensor(&data(&[8], 1), &sh(&[&["y"]]), &mesh).unwrap();
    let err = unshard(&pieces[..7], &sh(&[&["y"]]), &mesh).unwrap_err();
    assert!(
        err.to_string()
            .contains("7 piece(s) given for the 8 devices"),
        "{err}"
    );
    let mut bad = pieces.clone();
    bad[3] = data(&[3], 1);
    let err = unshard(&bad, &sh(&[&["y"]]), &mesh).unwrap_err();
    assert!(
        err.to_string()
            .contains("the piece of device 3 has type tensor<3xf32>"),
        "{err}"
    );
}
