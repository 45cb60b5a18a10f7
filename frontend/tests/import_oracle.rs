//! JAX's exports, imported: every case of shardc's shared JAX oracle runs on the reference
//! interpreter and matches JAX's numbers, and the GPT-3-shaped programs import and verify.
//!
//! `testdata/oracle/<case>/` holds copies (unchanged) of the oracle's `program.mlir` as `jax.mlir` (JAX
//! 0.10.2's export: StableHLO + Shardy, MLIR generic form), `data.safetensors` (inputs
//! `arg0, arg1, …` and JAX's outputs `out0, out1, …`) and `expect.json` (mesh, shardings,
//! tolerance). For every case the program goes through [`load_program`] (MLIR 22 parses it,
//! the importer translates it, shardc verifies it), its mesh and argument shardings are
//! compared with `expect.json`, the interpreter runs it, and every output must satisfy
//! `|got - want| <= atol + rtol * |want|`. `testdata/big/` holds the oracle's
//! `gpt3_12layer*.mlir.gz`. Run with `-- --nocapture` to see the worst errors and the import
//! times.

use std::collections::BTreeSet;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::Value;
use shardc_frontend::load_program;
use shardc_ir::interp::{Tensor, run_function};
use shardc_ir::{Module, OpKind};
use shardc_runtime::{OUT_PREFIX, load_args, load_numbered, worst_error};

/// Every case folder; `every_case_folder_is_tested` keeps this list complete.
const CASES: &[&str] = &[
    "auto_mlp6_tall",
    "elementwise_broadcast",
    "fsdp_gather_weights",
    "matmul_contracting",
    "matmul_rowcol",
    "mlp_megatron",
    "mlp_train_step_dp_tp",
    "reduce_sharded_dim",
    "softmax_rows",
    "train_mlp_dp_tp",
];

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata")
}

fn import(path: &Path, text: &str) -> Module {
    let name = path.display().to_string();
    load_program(text, &name).unwrap_or_else(|diags| {
        let mut sources = shardc_ir::SourceMap::new();
        sources.add(&name, text);
        panic!(
            "{name} does not import:\n{}",
            shardc_ir::diagnostic::render_all(&diags, &sources)
        )
    })
}

fn read_expect(dir: &Path) -> Value {
    let path = dir.join("expect.json");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The imported mesh and argument shardings are the ones JAX was given.
fn check_shardings(case: &str, module: &Module, expect: &Value) {
    let main = module.function("main").expect("no @main");
    assert_eq!(module.meshes.len(), 1, "{case}: one sdy.mesh");
    let have: BTreeSet<(String, i64)> = module.meshes[0].mesh.axes.iter().cloned().collect();
    let want: BTreeSet<(String, i64)> = expect["mesh"]
        .as_object()
        .expect("expect.json: mesh")
        .iter()
        .map(|(k, v)| (k.clone(), v.as_i64().expect("mesh axis size")))
        .collect();
    assert_eq!(have, want, "{case}: mesh");
    let arg_shardings: Vec<Option<Vec<Vec<String>>>> = main
        .args
        .iter()
        .map(|&a| {
            main.values[a].sharding.as_ref().map(|s| {
                assert_eq!(s.mesh, module.meshes[0].name, "{case}: sharding mesh");
                s.dims
                    .iter()
                    .map(|d| d.axes.iter().map(|x| x.name.clone()).collect())
                    .collect()
            })
        })
        .collect();
    match &expect["in_shardings"] {
        Value::Null => assert!(
            arg_shardings.iter().all(Option::is_none),
            "{case}: expect.json gives no shardings but the program has some"
        ),
        Value::Array(list) => {
            assert_eq!(list.len(), arg_shardings.len(), "{case}: argument count");
            for (i, (want, have)) in list.iter().zip(&arg_shardings).enumerate() {
                let want: Vec<Vec<String>> = serde_json::from_value(want.clone())
                    .unwrap_or_else(|e| panic!("{case}: in_shardings[{i}]: {e}"));
                assert_eq!(
                    have.as_ref(),
                    Some(&want),
                    "{case}: sharding of argument {i}"
                );
            }
        }
        other => panic!("{case}: unexpected in_shardings {other}"),
    }
}

/// Imports, verifies and runs one case; panics with the worst element when an output is out
/// of tolerance.
fn check_case(case: &str) {
    let dir = data_dir().join("oracle").join(case);
    let program = dir.join("jax.mlir");
    let text = std::fs::read_to_string(&program)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", program.display()));
    let module = import(&program, &text);
    let expect = read_expect(&dir);
    check_shardings(case, &module, &expect);
    let rtol = expect["tolerance"]["rtol"]
        .as_f64()
        .expect("tolerance.rtol");
    let atol = expect["tolerance"]["atol"]
        .as_f64()
        .expect("tolerance.atol");

    let data = dir.join("data.safetensors");
    let main = module.function("main").expect("no @main");
    let args = load_args(&data, &main.arg_types()).unwrap_or_else(|e| panic!("{case}: {e}"));
    let wants = load_numbered(&data, OUT_PREFIX).unwrap_or_else(|e| panic!("{case}: {e}"));
    let gots = run_function(&module, "main", &args).unwrap_or_else(|e| panic!("{case}: {e}"));

    // A case with a "train" entry holds the forward program (loss only); its out1, out2, …
    // are the parameters after `--train`'s update, which the program alone does not compute.
    if expect.get("train").is_some() {
        assert_eq!(
            gots.len(),
            1,
            "{case}: a training case's program returns the loss"
        );
    } else {
        assert_eq!(gots.len(), wants.len(), "{case}: result count");
    }
    let mut failures = Vec::new();
    for (k, (got, want)) in gots.iter().zip(&wants).enumerate() {
        // JAX saved some scalar losses with shape [1]; a one-element result matches them.
        let one_element = got.len() == 1 && want.len() == 1;
        assert!(
            got.ty.shape == want.ty.shape || one_element,
            "{case}: out{k} has type {} but JAX's has {}",
            got.ty,
            want.ty
        );
        assert_eq!(
            got.ty.element, want.ty.element,
            "{case}: out{k} element type"
        );
        let w = worst_error(want, got, rtol, atol).unwrap();
        println!(
            "{case:<22} out{k}  {:>6} elements  worst |err| {:.3e}  worst err/tol {:.4}  (rtol {rtol:e}, atol {atol:e})",
            got.len(),
            w.max_abs_error,
            w.ratio
        );
        if w.ratio > 1.0 || w.ratio.is_nan() {
            failures.push(format!(
                "out{k}[{}]: got {:e}, JAX {:e}: |err| {:e} > atol + rtol*|want| = {:e}",
                w.index,
                w.got,
                w.expected,
                (w.got - w.expected).abs(),
                atol + rtol * w.expected.abs()
            ));
        }
    }
    assert!(failures.is_empty(), "{case}:\n{}", failures.join("\n"));
}

macro_rules! oracle_tests {
    ($($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                check_case(stringify!($name));
            }
        )*
    };
}

oracle_tests!(
    auto_mlp6_tall,
    elementwise_broadcast,
    fsdp_gather_weights,
    matmul_contracting,
    matmul_rowcol,
    mlp_megatron,
    mlp_train_step_dp_tp,
    reduce_sharded_dim,
    softmax_rows,
    train_mlp_dp_tp,
);

#[test]
fn every_case_folder_is_tested() {
    let mut folders: Vec<String> = std::fs::read_dir(data_dir().join("oracle"))
        .expect("testdata/oracle")
        .filter_map(|e| {
            let e = e.ok()?;
            e.file_type()
                .ok()?
                .is_dir()
                .then(|| e.file_name().to_string_lossy().into_owned())
        })
        .collect();
    folders.sort();
    assert_eq!(
        folders, CASES,
        "add new case folders to CASES and to oracle_tests!"
    );
}

#[test]
fn the_comparison_catches_wrong_values() {
    use shardc_ir::{ElementType, TensorType};
    let t = |v: &[f64]| {
        Tensor::from_f64(
            TensorType::new([v.len() as i64], ElementType::F32),
            v.to_vec(),
        )
    };
    let want = t(&[1.0, 100.0, f64::NAN]);
    assert!(worst_error(&want, &want, 2e-4, 2e-5).unwrap().ratio == 0.0);
    assert!(
        worst_error(&want, &t(&[1.0, 100.01, f64::NAN]), 2e-4, 2e-5)
            .unwrap()
            .ratio
            <= 1.0
    );
    let w = worst_error(&want, &t(&[1.0, 100.1, f64::NAN]), 2e-4, 2e-5).unwrap();
    assert!(w.ratio > 1.0 && w.index == 1);
    assert!(
        worst_error(&want, &t(&[f64::NAN, 100.0, f64::NAN]), 2e-4, 2e-5)
            .unwrap()
            .ratio
            > 1.0
    );
    assert!(
        worst_error(&want, &t(&[1.0, 100.0, 0.0]), 2e-4, 2e-5)
            .unwrap()
            .ratio
            > 1.0
    );
}

/// Imports one GPT-3-shaped program and checks its shape: its functions, JAX's private
/// helpers kept as private functions called with `func.call`, and (for the Megatron one) the
/// shardings of the parameters.
fn check_big(file: &str, sharded: bool) {
    let path = data_dir().join("big").join(file);
    let bytes =
        std::fs::read(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut text = String::new();
    flate2::read::GzDecoder::new(&bytes[..])
        .read_to_string(&mut text)
        .unwrap_or_else(|e| panic!("cannot decompress {}: {e}", path.display()));
    let start = Instant::now();
    let module = import(&path, &text);
    let seconds = start.elapsed().as_secs_f64();
    let ops: usize = module.functions.iter().map(|f| f.body.len()).sum();
    println!(
        "{file}: {} bytes, {} functions, {ops} ops imported and verified in {seconds:.3} s ({} build)",
        text.len(),
        module.functions.len(),
        if cfg!(debug_assertions) {
            "debug"
        } else {
            "release"
        }
    );
    let main = module.function("main").expect("@main");
    assert!(ops > 4000, "{file}: only {ops} ops");
    assert!(
        module
            .functions
            .iter()
            .any(|f| f.visibility == shardc_ir::Visibility::Private),
        "{file}: JAX's private helpers"
    );
    let calls = module
        .functions
        .iter()
        .flat_map(|f| f.body.iter().map(move |&op| &f.ops[op].kind))
        .filter(|k| matches!(k, OpKind::Call { .. }))
        .count();
    assert!(calls > 0, "{file}: func.call ops are kept");
    let sharded_args = main
        .args
        .iter()
        .filter(|&&a| {
            main.values[a]
                .sharding
                .as_ref()
                .is_some_and(|s| !s.is_fully_replicated())
        })
        .count();
    if sharded {
        assert_eq!(module.meshes.len(), 1, "{file}: the dp x tp mesh");
        assert!(
            sharded_args > 0,
            "{file}: Megatron shardings on the parameters"
        );
    } else {
        assert_eq!(sharded_args, 0, "{file}: no shardings");
    }
}

#[test]
fn gpt3_12layer_imports() {
    check_big("gpt3_12layer.mlir.gz", false);
}

#[test]
fn gpt3_12layer_megatron_imports() {
    check_big("gpt3_12layer_megatron.mlir.gz", true);
}
