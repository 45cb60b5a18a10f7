//! The kernels' machine code in a sharded binary: `shardc run` uses it when it was made for
//! this CPU from the program's own kernels, compiles the kernels again when it was made for
//! another CPU or other kernels, and refuses damaged object code with an error (never a
//! crash).

use std::process::Command;

use shardc::compile::compile;
use shardc_backend::ShardedBinary;

fn binary() -> ShardedBinary {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/mlp.mlir")).unwrap();
    let module = shardc_frontend::load_program(&text, "mlp.mlir").unwrap();
    let compiled = compile(module).unwrap();
    let mut bin = compiled.to_binary();
    let prog = shardc_runtime::compiled::lower_checked(&compiled.local, &bin.entry).unwrap();
    bin.kernels = Some(shardc_backend::codegen::compile_objects(&prog.kernels).unwrap());
    bin
}

/// Runs `shardc run` on `bin`; returns (exit code, stdout, stderr).
fn run(bin: &ShardedBinary, name: &str) -> (i32, String, String) {
    let dir = std::env::temp_dir().join(format!("shardc-kernel-objects-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    shardc_backend::write_shardbin(path.to_str().unwrap(), bin).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_shardc"))
        .args(["run", path.to_str().unwrap(), "--seed", "3"])
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn stored_kernels_run_and_foreign_ones_are_recompiled() {
    let bin = binary();
    let (code, good, err) = run(&bin, "stored.shardbin");
    assert_eq!(code, 0, "{err}");
    assert!(good.contains("out0: tensor<8x16xf32>"), "{good}");
    assert!(!err.contains("compiling its"), "{err}");
    // Compiled again before the run, with a note: the steps' times do not include it.
    let recompiled = |err: &str| {
        err.contains("kernels for this one before the run (`shardc compile` again stores them)")
    };

    // Made for another CPU: the kernels are compiled again, with the same results.
    let mut other = bin.clone();
    if let Some(k) = other.kernels.as_mut() {
        k.cpu = "some-other-cpu".into();
        k.objects = vec![b"not for this machine".to_vec()];
    }
    let (code, out, err) = run(&other, "foreign.shardbin");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, good);
    assert!(recompiled(&err), "{err}");

    // Other kernels than the program's: compiled again too.
    let mut stale = bin.clone();
    if let Some(k) = stale.kernels.as_mut() {
        k.digest = "0".repeat(64);
        k.objects = vec![vec![0u8; 64]];
    }
    let (code, out, err) = run(&stale, "stale.shardbin");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, good);
    assert!(
        recompiled(&err) && err.contains("made by another build of shardc"),
        "{err}"
    );

    // No kernels at all (a binary from before they were stored): compiled at load.
    let mut none = bin;
    none.kernels = None;
    let (code, out, err) = run(&none, "none.shardbin");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, good);
    assert!(
        recompiled(&err) && err.contains("carries no machine code"),
        "{err}"
    );
}

#[test]
fn damaged_object_code_is_an_error_not_a_crash() {
    let mut bin = binary();
    if let Some(k) = bin.kernels.as_mut() {
        // Claims to be this CPU's code for these kernels, but is not an object file.
        k.objects = vec![b"\x7fELF but not really an object file".to_vec()];
    }
    let (code, out, err) = run(&bin, "damaged.shardbin");
    assert_eq!(code, 1, "stdout: {out}\nstderr: {err}");
    assert!(
        err.contains("the kernels' object code (file 1 of 1) cannot be loaded"),
        "{err}"
    );
    assert!(!out.contains("out0"), "{out}");
}
