//! JAX's random numbers, imported as JAX emits them: threefry as `ui32` bit arithmetic,
//! shifts and `bitcast_convert` (`testdata/import/threefry/export.py`), and the `rbg` and
//! `unsafe_rbg` PRNGs through `rng_bit_generator` and 32/64-bit bitcasts
//! (`testdata/import/rbg/export.py`). The reference interpreter gives JAX's bits, and the
//! partitioned program gives the same bits on meshes of 1, 2, 4 and 8 devices (dp, tp,
//! dp x tp) on both engines, each device making only the bits of its block (no per-device
//! value as large as the whole tensor).

use shardc::compile::{compile, override_mesh};
use shardc::execute::{run_reference, run_sharded};
use shardc_ir::Mesh;
use shardc_ir::interp::{Data, Tensor};
use shardc_runtime::{Engine, OUT_PREFIX, RunOptions, load_args, load_numbered};

fn dir(case: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata/import")
        .join(case)
}

/// Every element's bits: integers as stored, floats as f32 bits (all outputs are 32-bit).
fn bits(t: &Tensor) -> Vec<u64> {
    match &t.data {
        Data::Int(v) => v.iter().map(|&i| i as u64).collect(),
        Data::Float(v) => v.iter().map(|&f| u64::from((f as f32).to_bits())).collect(),
    }
}

/// The export `file` of `case`, its inputs and JAX's outputs.
fn load_file(case: &str, file: &str) -> (String, Vec<Tensor>, Vec<Tensor>) {
    let text = std::fs::read_to_string(dir(case).join(file)).unwrap();
    let module = shardc_frontend::load_program(&text, &format!("{case}/{file}"))
        .unwrap_or_else(|d| panic!("{d:?}"));
    let args = load_args(
        dir(case).join("data.safetensors"),
        &module.entry().unwrap().arg_types(),
    )
    .unwrap();
    let expected = load_numbered(dir(case).join("data.safetensors"), OUT_PREFIX).unwrap();
    (text, args, expected)
}

#[test]
fn the_interpreter_draws_jax_threefry_bits() {
    matches_jax_bits("threefry", 6);
}

/// The same program exported for the CPU, where JAX rolls threefry's rounds into
/// `stablehlo.while` loops: the same bits, on the interpreter and on every mesh, the loops
/// kept.
#[test]
fn threefry_rolled_into_loops_draws_the_same_bits() {
    let (text, ..) = load_file("threefry", "cpu.mlir");
    let module = shardc_frontend::load_program(&text, "cpu.mlir").unwrap();
    let loops = module
        .functions
        .iter()
        .flat_map(|f| f.body.iter().map(move |&op| &f.ops[op].kind))
        .filter(|k| matches!(k, shardc_ir::OpKind::While { .. }))
        .count();
    assert!(loops >= 1);
    matches_jax_bits_in("threefry", "cpu.mlir", 6);
    same_bits_on_every_mesh_in("threefry", "cpu.mlir");
}

/// `rbg` and `unsafe_rbg` keys: XLA's Philox behind `rng_bit_generator` (DEFAULT), the
/// key data bitcast to a u64 state and back, the state advanced; and `lax.rng_bit_generator`
/// with THREE_FRY and PHILOX.
#[test]
fn the_interpreter_draws_jax_rbg_bits() {
    matches_jax_bits("rbg", 7);
}

fn matches_jax_bits(case: &str, outputs: usize) {
    matches_jax_bits_in(case, "jax.mlir", outputs)
}

fn matches_jax_bits_in(case: &str, file: &str, outputs: usize) {
    let (text, args, expected) = load_file(case, file);
    let module = shardc_frontend::load_program(&text, "jax.mlir").unwrap();
    let got = run_reference(&module, "main", &args).unwrap();
    assert_eq!(got.len(), outputs);
    // out0 is dropout: the same mask; kept values are x / 0.9, which XLA on the CPU computes
    // as x * (1 / 0.9): at most one ulp apart.
    let (want, have) = (&expected[0], &got[0]);
    for i in 0..want.len() {
        let (w, h) = (want.get_f64(i), have.get_f64(i));
        assert_eq!(w == 0.0, h == 0.0, "out0[{i}]: the dropout masks differ");
        assert!(
            (w - h).abs() <= w.abs() * 1.2e-7,
            "out0[{i}]: {h} vs JAX's {w}"
        );
    }
    // Raw bits, uniform floats, unsigned and shift arithmetic, bitcasts: bitwise.
    for k in 1..outputs {
        assert_eq!(
            expected[k].ty, got[k].ty,
            "out{k}: the type differs from JAX's"
        );
        assert_eq!(
            bits(&expected[k]),
            bits(&got[k]),
            "out{k} differs from JAX's"
        );
    }
}

#[test]
fn threefry_bits_are_the_same_on_every_mesh_and_made_per_block() {
    same_bits_on_every_mesh("threefry");
}

#[test]
fn rbg_bits_are_the_same_on_every_mesh_and_made_per_block() {
    same_bits_on_every_mesh("rbg");
}

fn same_bits_on_every_mesh(case: &str) {
    same_bits_on_every_mesh_in(case, "jax.mlir")
}

fn same_bits_on_every_mesh_in(case: &str, file: &str) {
    let (text, args, _) = load_file(case, file);
    let module = shardc_frontend::load_program(&text, "jax.mlir").unwrap();
    let reference: Vec<Vec<u64>> = run_reference(&module, "main", &args)
        .unwrap()
        .iter()
        .map(bits)
        .collect();
    let global = args.iter().map(|a| a.len()).max().unwrap() as i64;
    for (dp, tp) in [
        (1, 1),
        (2, 1),
        (1, 2),
        (4, 1),
        (2, 2),
        (1, 4),
        (8, 1),
        (2, 4),
    ] {
        let mut module = shardc_frontend::load_program(&text, "jax.mlir").unwrap();
        override_mesh(&mut module, Mesh::new([("dp", dp), ("tp", tp)])).unwrap();
        let compiled = compile(module).unwrap_or_else(|d| panic!("{dp}x{tp}: {d:?}"));
        for engine in [Engine::Interpreter, Engine::Compiled] {
            let options = RunOptions {
                engine,
                ..RunOptions::default()
            };
            let out = run_sharded(&compiled.local, "main", &args, &options).unwrap();
            for (k, o) in out.iter().enumerate() {
                assert_eq!(
                    bits(o),
                    reference[k],
                    "{dp}x{tp} ({engine:?}): out{k} differs from the single-device bits"
                );
            }
        }
        // Every value a device holds is at most its block: the counters (iotas) and the
        // hash rounds run on the block only.
        if dp * tp > 1 {
            let f = compiled.local.function("main").unwrap();
            for &op in &f.body {
                for &r in &f.ops[op].results {
                    let n = f.ty(r).num_elements();
                    assert!(
                        n < global,
                        "{dp}x{tp}: '{}' makes {n} elements on a device, the whole tensor",
                        f.ops[op].kind.name()
                    );
                }
            }
        }
    }
}
