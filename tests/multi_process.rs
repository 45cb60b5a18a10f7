//! `shardc run` launched as several processes (the variables torchrun and Slurm set:
//! `RANK`, `WORLD_SIZE`, `LOCAL_RANK`, `MASTER_ADDR`, `MASTER_PORT`): each process runs its
//! share of the mesh's devices, collectives meet at rank 0 over TCP, rank 0 writes the
//! results — bitwise those of the single-process run. A rank that never comes, a world that
//! does not divide the mesh and a bad variable end every process with an error.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn shardc() -> Command {
    Command::new(env!("CARGO_BIN_EXE_shardc"))
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn dir(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("shardc-multi-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The transformer step example (dp=2 x tp=4: 8 devices), compiled.
fn binary(dir: &Path) -> PathBuf {
    let bin = dir.join("step.shardbin");
    if !bin.exists() {
        let src = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/examples/transformer_step.mlir"
        );
        let out = shardc()
            .args(["-q", "compile", src, "-o"])
            .arg(&bin)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    bin
}

/// Runs `ranks` of a `world`-process run at once; returns each rank's output.
fn launch(world: usize, ranks: &[usize], args: &[&str], extra_env: &[(&str, &str)]) -> Vec<Output> {
    let port = free_port().to_string();
    let children: Vec<_> = ranks
        .iter()
        .map(|&r| {
            let mut c = shardc();
            c.args(args)
                .env("WORLD_SIZE", world.to_string())
                .env("RANK", r.to_string())
                .env("LOCAL_RANK", r.to_string())
                .env("MASTER_ADDR", "127.0.0.1")
                .env("MASTER_PORT", &port);
            for (k, v) in extra_env {
                c.env(k, v);
            }
            c.stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    children
        .into_iter()
        .map(|c| c.wait_with_output().unwrap())
        .collect()
}

#[test]
fn several_processes_compute_what_one_does() {
    let d = dir("same");
    let bin = binary(&d);
    let single = d.join("single.safetensors");
    let out = shardc()
        .args([
            "-q",
            "run",
            bin.to_str().unwrap(),
            "--steps",
            "3",
            "--save-outputs",
        ])
        .arg(&single)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let want = std::fs::read(&single).unwrap();
    // One device per process, and four devices in each of two processes.
    for world in [8, 2] {
        let saved = d.join(format!("world{world}.safetensors"));
        let ranks: Vec<usize> = (0..world).collect();
        let outs = launch(
            world,
            &ranks,
            &[
                "run",
                bin.to_str().unwrap(),
                "--steps",
                "3",
                "--save-outputs",
                saved.to_str().unwrap(),
            ],
            &[],
        );
        for (r, o) in outs.iter().enumerate() {
            assert!(
                o.status.success(),
                "rank {r} of {world}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
        }
        // Rank 0 reports the results; the others say which devices they ran.
        let report = String::from_utf8_lossy(&outs[0].stdout);
        assert!(report.contains("out0"), "{report}");
        assert!(outs[1].stdout.is_empty());
        let k = 8 / world;
        assert!(
            String::from_utf8_lossy(&outs[1].stderr)
                .contains(&format!("rank 1 of {world}: devices {k}..{}", 2 * k - 1)),
            "{}",
            String::from_utf8_lossy(&outs[1].stderr)
        );
        assert_eq!(std::fs::read(&saved).unwrap(), want, "world {world}");
    }
}

#[test]
fn a_missing_rank_ends_the_run_with_an_error() {
    let d = dir("missing");
    let bin = binary(&d);
    let outs = launch(
        4,
        &[0, 1, 2],
        &["run", bin.to_str().unwrap(), "--timeout", "2"],
        &[],
    );
    let rank0 = String::from_utf8_lossy(&outs[0].stderr);
    assert_eq!(outs[0].status.code(), Some(1), "{rank0}");
    assert!(rank0.contains("rank(s) 3 did not connect"), "{rank0}");
    for (r, o) in outs.iter().enumerate().skip(1) {
        assert_eq!(
            o.status.code(),
            Some(1),
            "rank {r}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
}

#[test]
fn bad_launches_are_refused() {
    let d = dir("bad");
    let bin = binary(&d);
    // Three processes cannot share eight devices.
    let outs = launch(3, &[1], &["run", bin.to_str().unwrap()], &[]);
    let err = String::from_utf8_lossy(&outs[0].stderr);
    assert_eq!(outs[0].status.code(), Some(1));
    assert!(
        err.contains("8 device(s), which 3 processes (WORLD_SIZE) cannot share evenly"),
        "{err}"
    );
    // A malformed variable.
    let outs = launch(
        2,
        &[0],
        &["run", bin.to_str().unwrap()],
        &[("MASTER_PORT", "http")],
    );
    let err = String::from_utf8_lossy(&outs[0].stderr);
    assert!(
        err.contains("MASTER_PORT=http is not a non-negative integer"),
        "{err}"
    );
    // The interpreter runs in one process only.
    let outs = launch(2, &[0], &["run", bin.to_str().unwrap(), "--interpret"], &[]);
    assert_eq!(outs[0].status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&outs[0].stderr).contains("cannot be combined with --interpret")
    );
}

/// Ranks 0 and 1 of a 2-process run of many steps on the example, started.
fn two_long_ranks(test: &str) -> (std::process::Child, std::process::Child) {
    let d = dir(test);
    let bin = binary(&d);
    let port = free_port().to_string();
    let spawn = |rank: usize| {
        shardc()
            .args([
                "run",
                bin.to_str().unwrap(),
                "--steps",
                "100000",
                "--timeout",
                "20",
            ])
            .env("WORLD_SIZE", "2")
            .env("RANK", rank.to_string())
            .env("MASTER_PORT", &port)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap()
    };
    (spawn(0), spawn(1))
}

#[test]
fn a_rank_that_dies_ends_the_run_with_an_error_naming_it() {
    let (rank0, mut rank1) = two_long_ranks("dies");
    // Let the run get going, then kill rank 1 in the middle of its steps.
    std::thread::sleep(std::time::Duration::from_millis(1500));
    rank1.kill().unwrap();
    let _ = rank1.wait();
    let started = std::time::Instant::now();
    let out = rank0.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("the process of rank 1 exited before device"),
        "{err}"
    );
    // Not by the collective timeout: at once.
    assert!(started.elapsed().as_secs() < 15, "{:?}", started.elapsed());
}

#[test]
fn the_other_ranks_stop_when_rank_0_dies() {
    let (mut rank0, rank1) = two_long_ranks("zero-dies");
    std::thread::sleep(std::time::Duration::from_millis(1500));
    rank0.kill().unwrap();
    let _ = rank0.wait();
    let started = std::time::Instant::now();
    let out = rank1.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("rank 0"), "{err}");
    assert!(started.elapsed().as_secs() < 15, "{:?}", started.elapsed());
}
