//! JAX's own numbers as the oracle for the reference interpreter.
//!
//! Each folder under `testdata/oracle/` holds one case of shardc's shared JAX oracle
//! (JAX 0.10.2): `shardc.mlir` (JAX's export translated op for op into shardc's IR, see the
//! folder's README), `data.safetensors` (inputs `arg0, arg1, …` and JAX's outputs
//! `out0, out1, …`) and `expect.json` (mesh, shardings, tolerance). For every case the
//! program is parsed and verified, its argument shardings and mesh are checked against
//! `expect.json`, the interpreter runs it on the inputs, and every output must satisfy
//! `|got - want| <= atol + rtol * |want|`. Each test prints the worst error it saw
//! (`cargo test -p shardc-runtime --test oracle -- --nocapture`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde_json::Value;
use shardc_ir::interp::{Tensor, run_function};
use shardc_ir::parse_and_verify;
use shardc_runtime::{ARG_PREFIX, OUT_PREFIX, load_args, load_numbered, worst_error};

/// Every case in the data folder; `every_case_folder_is_tested` keeps this list complete.
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
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/oracle")
}

fn read_expect(dir: &Path) -> Value {
    let path = dir.join("expect.json");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Checks the program's mesh and argument shardings against `expect.json`, so that the
/// translation kept the shardings JAX was given.
fn check_shardings(case: &str, module: &shardc_ir::Module, expect: &Value) {
    let main = module.function("main").expect("no @main");
    let mesh = &module.meshes.first().expect("no dist.mesh").mesh;
    let have: BTreeSet<(String, i64)> = mesh.axes.iter().cloned().collect();
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

/// Runs one case; panics with the worst element when an output is out of tolerance.
fn check_case(case: &str) {
    let dir = data_dir().join(case);
    let program = dir.join("shardc.mlir");
    let text = std::fs::read_to_string(&program)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", program.display()));
    let module = parse_and_verify(&text, &program.display().to_string())
        .unwrap_or_else(|e| panic!("{case}: {e}"));
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
    assert!(!args.is_empty(), "{case}: no {ARG_PREFIX}N tensors");

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
        // JAX saved some scalar losses with shape [1]; a rank-0 result matches them.
        let scalar_as_one = got.len() == 1 && want.len() == 1;
        assert!(
            got.ty.shape == want.ty.shape || scalar_as_one,
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
    let mut folders: Vec<String> = std::fs::read_dir(data_dir())
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
    // 100 * (1 + 1e-4) is inside rtol 2e-4; 100 * (1 + 1e-3) is not.
    assert!(
        worst_error(&want, &t(&[1.0, 100.01, f64::NAN]), 2e-4, 2e-5)
            .unwrap()
            .ratio
            <= 1.0
    );
    let w = worst_error(&want, &t(&[1.0, 100.1, f64::NAN]), 2e-4, 2e-5).unwrap();
    assert!(w.ratio > 1.0 && w.index == 1);
    // A NaN where JAX has a number, or a number where JAX has NaN, fails.
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
