//! The cost model's memory traffic (`shardc_passes::cost::MemoryTraffic`) against what the
//! back end's kernels actually read and write: the bytes every kernel, GEMM and host step of
//! the per-device program moves, next to the bytes the model says the ops move once fused.
//! Pricing every op alone (reading all its operands, writing its result) overstates the
//! elementwise parts of these programs about twice over; the fused count stays close.

use shardc::compile::{compile, override_mesh, parse_mesh_flag};
use shardc_backend::exec::Step;
use shardc_passes::cost::MemoryTraffic;

/// (bytes the back end's compute steps move, the model's fused bytes, the unfused bytes).
fn traffic(path: &str, mesh: Option<&str>) -> (f64, f64, f64) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut module = shardc_frontend::load_program(&text, path).unwrap();
    if let Some(m) = mesh {
        override_mesh(&mut module, parse_mesh_flag(m).unwrap()).unwrap();
    }
    let compiled = compile(module).unwrap();
    let entry = &compiled.entry;
    let prog = shardc_backend::lower::lower(&compiled.local, entry).unwrap();
    let size = |b: usize| prog.buffers[b].ty.byte_size() as f64;
    let backend: f64 = prog
        .steps
        .iter()
        .filter(|s| !matches!(s, Step::Collective { .. }))
        .map(|s| {
            s.reads().into_iter().map(size).sum::<f64>()
                + s.writes().into_iter().map(size).sum::<f64>()
        })
        .sum();
    let f = compiled.local.function(entry).unwrap();
    let t = MemoryTraffic::of(f);
    let counted = |op: shardc_ir::OpId| {
        let kind = &f.ops[op].kind;
        !kind.is_collective() && !matches!(kind, shardc_ir::OpKind::Return)
    };
    let sized = |v: shardc_ir::Value| f.ty(v).byte_size() as f64;
    let fused: f64 = f
        .body
        .iter()
        .filter(|&&op| counted(op))
        .map(|&op| t.bytes(f, op, &sized))
        .sum();
    let unfused: f64 = f
        .body
        .iter()
        .filter(|&&op| counted(op))
        .map(|&op| {
            let d = &f.ops[op];
            d.operands
                .iter()
                .chain(&d.results)
                .map(|&v| sized(v))
                .sum::<f64>()
        })
        .sum();
    (backend, fused, unfused)
}

#[test]
fn fused_traffic_is_what_the_kernels_move() {
    for (path, mesh) in [
        ("examples/transformer_step.mlir", None),
        ("testdata/auto/auto_transformer_tp/jax.mlir", Some("tp=4")),
        ("testdata/auto/auto_fsdp_mlp/jax.mlir", Some("dp=4")),
    ] {
        let (backend, fused, unfused) = traffic(path, mesh);
        eprintln!("{path}: kernels {backend}, fused model {fused}, unfused {unfused}");
        assert!(
            (fused / backend - 1.0).abs() < 0.25,
            "{path}: the model says {fused} bytes, the kernels move {backend}"
        );
        assert!(
            unfused > 1.3 * backend,
            "{path}: unfused pricing {unfused} is not the overstatement it was ({backend})"
        );
    }
}
