//! Every program in the repository's test data (JAX's oracle programs, the auto-shard,
//! communication, import and training cases, the examples, the 12-layer GPT-3-shaped step)
//! and a few hundred random programs from the partitioning fuzzer compile to PTX for sm_90
//! and sm_80 that NVIDIA's assembler accepts (`ptxas`, from the PyPI package
//! `nvidia-cuda-nvcc-cu12` that `scripts/setup.sh` installs; without it the PTX is generated
//! and the assembly skipped with a message). Also the `--target cuda` command line.

use std::path::{Path, PathBuf};
use std::process::Command;

use shardc::compile::{Compiled, compile_with};
use shardc_backend::codegen::{CudaArch, PtxModule, compile_ptx, find_libdevice, find_ptxas};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Assembles `module`; panics with ptxas's message when it refuses. False without ptxas.
fn assemble(module: &PtxModule, what: &str) -> bool {
    let Some(ptxas) = find_ptxas() else {
        return false;
    };
    let dir = std::env::temp_dir().join(format!("shardc-ptx-programs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let stem = what.replace(['/', ' ', '.'], "_");
    let src = dir.join(format!("{stem}-{}.ptx", module.arch.name()));
    let cubin = src.with_extension("cubin");
    std::fs::write(&src, &module.ptx).unwrap();
    let out = Command::new(&ptxas)
        .args(["-arch", module.arch.name(), "-o"])
        .arg(&cubin)
        .arg(&src)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "ptxas rejected {what} for {}: {}\n(PTX kept at {})",
        module.arch.name(),
        String::from_utf8_lossy(&out.stderr),
        src.display()
    );
    let _ = std::fs::remove_file(&src);
    let _ = std::fs::remove_file(&cubin);
    true
}

/// The PTX of `compiled` for `arch`, or None when it needs libdevice and there is none here.
fn ptx_of(compiled: &Compiled, arch: CudaArch, what: &str) -> Option<PtxModule> {
    let bin = compiled.to_binary();
    let prog =
        shardc_runtime::compiled::lower_checked_with(&compiled.local, &bin.entry, compiled.parity)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
    match compile_ptx(&prog.kernels, arch) {
        Ok(m) => {
            assert_eq!(m.kernels.len(), prog.kernels.len(), "{what}");
            Some(m)
        }
        Err(e) if find_libdevice().is_err() && e.message.contains("libdevice") => {
            eprintln!("{what}: skipped ({e})");
            None
        }
        Err(e) => panic!("{what} for {}: {e}", arch.name()),
    }
}

fn check(compiled: &Compiled, what: &str) -> usize {
    let mut assembled = 0;
    for arch in CudaArch::ALL {
        if let Some(m) = ptx_of(compiled, arch, what)
            && assemble(&m, what)
        {
            assembled += 1;
        }
    }
    assembled
}

fn programs() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for dir in [
        "testdata/oracle",
        "testdata/auto",
        "testdata/comm",
        "testdata/import",
    ] {
        let mut cases: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.is_dir())
            .collect();
        cases.sort();
        for case in cases {
            for file in ["shardc.mlir", "jax.mlir"] {
                if case.join(file).is_file() {
                    out.push(case.join(file));
                }
            }
        }
    }
    for dir in ["testdata/train", "examples"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
            .collect();
        files.sort();
        out.extend(files);
    }
    out.push(root().join("testdata/big/gpt3_12layer_megatron.mlir.gz"));
    out
}

fn load(path: &Path) -> shardc_ir::Module {
    let input = shardc::input::read_input(path.to_str().unwrap()).unwrap();
    shardc_frontend::load_program(&input.text, &input.name)
        .unwrap_or_else(|d| panic!("{}: {d:?}", path.display()))
}

#[test]
fn every_test_program_assembles_for_sm90_and_sm80() {
    let mut assembled = 0;
    let mut count = 0;
    for path in programs() {
        let what = path.strip_prefix(root()).unwrap().display().to_string();
        let compiled = compile_with(load(&path), false).unwrap_or_else(|d| panic!("{what}: {d:?}"));
        assembled += check(&compiled, &what);
        count += 1;
    }
    assert!(count >= 40, "{count} programs");
    eprintln!("{count} programs: {assembled} PTX modules assembled by ptxas");
}

#[test]
fn parity_programs_assemble() {
    // Exact kernels: f64 arithmetic, reductions in order from one thread.
    for case in [
        "testdata/oracle/softmax_rows/shardc.mlir",
        "examples/transformer_step.mlir",
    ] {
        let compiled = compile_with(load(&root().join(case)), true).unwrap();
        assert!(compiled.parity);
        check(&compiled, &format!("{case} --parity"));
    }
}

#[test]
fn random_programs_assemble() {
    let shape = |ops| shardc::fuzz::ProgramShape {
        ops,
        replicated_args: vec![],
        no_constraints: false,
    };
    let mut count = 0;
    for seed in 0..120u64 {
        let generated = [
            shardc::fuzz::random_program(seed, &shape(12)),
            shardc::fuzz::random_bits_program(seed, 10),
            shardc::fuzz::random_windows_program(seed, 10),
        ];
        for (family, g) in ["ops", "bits", "windows"].iter().zip(generated) {
            // Programs the partitioner refuses are the fuzzer's business, not this test's.
            let Ok(compiled) = compile_with(g.module, seed % 7 == 0) else {
                continue;
            };
            let bin = compiled.to_binary();
            if shardc_runtime::compiled::lower_checked_with(
                &compiled.local,
                &bin.entry,
                compiled.parity,
            )
            .is_err()
            {
                continue;
            }
            check(&compiled, &format!("random {family} program {seed}"));
            count += 1;
        }
    }
    assert!(count >= 300, "only {count} random programs compiled");
    eprintln!("{count} random programs: PTX for sm_90 and sm_80");
}

#[test]
fn the_command_line_writes_ptx_and_cuda_binaries() {
    let dir = std::env::temp_dir().join(format!("shardc-ptx-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shardc = env!("CARGO_BIN_EXE_shardc");
    let mlp = root().join("examples/mlp.mlir");
    let ptx = dir.join("mlp.ptx");
    let out = Command::new(shardc)
        .args([
            "compile",
            mlp.to_str().unwrap(),
            "--emit",
            "ptx",
            "--cuda-arch",
            "sm_80",
            "-o",
        ])
        .arg(&ptx)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&ptx).unwrap();
    assert!(
        text.starts_with("// shardc: 1 kernel(s) for sm_80"),
        "{text}"
    );
    assert!(text.contains(".target sm_80") && text.contains(".visible .entry k0("));
    // The header says how each kernel is launched.
    assert!(
        text.contains("//   k0: a thread per point (32 points): k0 <<<1, 256>>>"),
        "{text}"
    );

    // `--target cuda`: the binary carries the PTX beside the CPU's machine code.
    let bin = dir.join("mlp.shardbin");
    let out = Command::new(shardc)
        .args(["compile", mlp.to_str().unwrap(), "--target", "cuda", "-o"])
        .arg(&bin)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let b = shardc_backend::read_shardbin(bin.to_str().unwrap()).unwrap();
    let m = b.ptx.expect("no PTX in a --target cuda binary");
    assert_eq!(m.arch, CudaArch::Sm90);
    assert!(b.kernels.is_some());

    // `--target cuda --emit llvm`: the GPU's LLVM IR.
    let out = Command::new(shardc)
        .args([
            "compile",
            mlp.to_str().unwrap(),
            "--target",
            "cuda",
            "--emit",
            "llvm",
            "-o",
            "-",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("target triple = \"nvptx64-nvidia-cuda\"") && text.contains("ptx_kernel")
    );

    // A wrong architecture is a usage error that names the known ones.
    let out = Command::new(shardc)
        .args([
            "compile",
            mlp.to_str().unwrap(),
            "--emit",
            "ptx",
            "--cuda-arch",
            "sm_75",
            "-o",
            "-",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("unknown CUDA architecture 'sm_75'") && err.contains("sm_80 and sm_90"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
