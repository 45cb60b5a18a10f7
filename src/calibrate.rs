//! `shardc calibrate`: measures this machine's CPU virtual mesh and writes a hardware profile
//! (passes/profiles/cpu.json is one).
//!
//! Every figure is timed on shardc's own path — programs compiled by `shardc::compile`, run
//! by the compiled runtime — so the profile prices what `shardc run` does:
//!
//! - **matrix rate**: an `N×N` by `N×N` f32 product on one device (`2N³` operations);
//! - **vector rate**: a fused chain of multiply-adds over a vector that fits in cache;
//! - **memory bandwidth**: an add of two 4 MiB vectors (three streams: two read, one
//!   written), the size of a typical activation;
//! - **collectives**: an all-reduce over every device of the mesh, small (4 bytes: the
//!   latency) and large (the bandwidth, by the ring volume `2(n−1)/n · S`). The devices
//!   share the host's cores while they exchange, and the cost model gives every device of a
//!   mesh its share of the profile's rates (`shared_cores`), so the profile stores the
//!   bandwidth measured divided by the calibration mesh's share: what a device with a core
//!   to itself moves.
//!
//! Each timing is the best of several runs of a multi-step loop, minus the same loop with one
//! step (which removes lowering and start-up).
//!
//! Calibration ends with a **check** of the rates it stored: a training step's arithmetic (a
//! 4-layer MLP, 256×128, forward and backward) computed whole on every device of the mesh,
//! measured, against the estimate the new profile gives its compiled plan. The rates are
//! measured one kernel at a time on one device alone; the check prices them on devices that
//! share the host's cores, as `auto-shard` does, and prints how far apart the two are.

use std::time::Instant;

use shardc_ir::interp::Tensor;
use shardc_ir::parse_module;
use shardc_passes::cost::{HardwareProfile, Link, profile::PeakFlops};
use shardc_runtime::RunOptions;
use shardc_runtime::compiled::Steps;

use crate::compile::{CompileOptions, compile_with_options};
use crate::execute::run_sharded_steps;

/// Seconds per run of `text` (a program over the mesh it declares) on seeded inputs: the best
/// of `repeats` timings of `steps` runs, minus one run.
fn seconds_per_run(text: &str, steps: usize, repeats: usize) -> Result<f64, String> {
    Ok(measured_and_estimated(text, steps, repeats, None)?.0)
}

/// Seconds per run of `text`, as [`seconds_per_run`] measures them, and the seconds the
/// estimate of its compiled plan gives priced by `profile` (the default profile's when
/// `None`).
fn measured_and_estimated(
    text: &str,
    steps: usize,
    repeats: usize,
    profile: Option<&HardwareProfile>,
) -> Result<(f64, f64), String> {
    let module = parse_module(text, "<calibrate>").map_err(|d| d.to_string())?;
    let options = CompileOptions {
        profile: profile.cloned(),
        ..CompileOptions::default()
    };
    let compiled = compile_with_options(module, &options, &|_| {}).map_err(|d| format!("{d:?}"))?;
    let f = compiled
        .input
        .function(&compiled.entry)
        .ok_or("no entry function")?;
    let types: Vec<_> = f.args.iter().map(|&a| f.ty(a).clone()).collect();
    let inputs: Vec<Tensor> = crate::random_inputs::random_inputs(&types, 1);
    let run = |count: usize| -> Result<f64, String> {
        let start = Instant::now();
        let steps = Steps {
            count,
            ..Steps::default()
        };
        run_sharded_steps(
            &compiled.local,
            &compiled.entry,
            &inputs,
            &RunOptions {
                engine: shardc_runtime::Engine::Compiled,
                ..RunOptions::default()
            },
            &steps,
            &|_, _| {},
        )?;
        Ok(start.elapsed().as_secs_f64())
    };
    let mut best = f64::INFINITY;
    for _ in 0..repeats {
        let many = run(steps + 1)?;
        let one = run(1)?;
        best = best.min(((many - one) / steps as f64).max(1e-9));
    }
    Ok((best, compiled.report.estimate.step_seconds))
}

/// A training step's arithmetic (an MLP of `layers` tanh layers, `batch` × `width`: the
/// forward pass and the backward pass to every weight's gradient, the backward products
/// contracting transposed operands as a derived step's do), over a mesh of `devices`
/// devices with nothing annotated: every device computes the whole step.
fn training_step_text(devices: i64, layers: usize, batch: i64, width: i64) -> String {
    let act = format!("tensor<{batch}x{width}xf32>");
    let wt = format!("tensor<{width}x{width}xf32>");
    let mut args = vec![format!("%x: {act}"), format!("%gy: {act}")];
    let mut body = String::new();
    let dot = |out: &str, a: &str, b: &str, ca: i64, cb: i64, ta: &str, tb: &str, tr: &str| {
        format!(
            "  {out} = hlo.dot_general {a}, {b} {{lhs_contracting_dimensions = array<i64: {ca}>, rhs_contracting_dimensions = array<i64: {cb}>}} : ({ta}, {tb}) -> {tr}\n"
        )
    };
    // Layer `i` reads the input or the previous layer's activation.
    let layer_input = |i: usize| {
        if i == 1 {
            "%x".to_string()
        } else {
            format!("%a{}", i - 1)
        }
    };
    for i in 1..=layers {
        args.push(format!("%w{i}: {wt}"));
        let prev = layer_input(i);
        body.push_str(&dot(
            &format!("%h{i}"),
            &prev,
            &format!("%w{i}"),
            1,
            0,
            &act,
            &wt,
            &act,
        ));
        body.push_str(&format!("  %a{i} = hlo.tanh %h{i} : {act}\n"));
    }
    let mut grad = "%gy".to_string();
    let mut results = Vec::new();
    for i in (1..=layers).rev() {
        // Through tanh: g - g * a * a.
        body.push_str(&format!(
            "  %s{i} = hlo.multiply %a{i}, %a{i} : {act}\n  %t{i} = hlo.multiply {grad}, %s{i} : {act}\n  %d{i} = hlo.subtract {grad}, %t{i} : {act}\n"
        ));
        let input = layer_input(i);
        body.push_str(&dot(
            &format!("%dw{i}"),
            &input,
            &format!("%d{i}"),
            0,
            0,
            &act,
            &act,
            &wt,
        ));
        results.push(format!("%dw{i}"));
        if i > 1 {
            body.push_str(&dot(
                &format!("%g{i}"),
                &format!("%d{i}"),
                &format!("%w{i}"),
                1,
                1,
                &act,
                &wt,
                &act,
            ));
            grad = format!("%g{i}");
        }
    }
    let types = vec![wt.clone(); results.len()].join(", ");
    format!(
        "dist.mesh @mesh = <[\"d\"={devices}]>\nfunc.func @main({}) -> ({types}) {{\n{body}  return {} : {types}\n}}\n",
        args.join(", "),
        results.join(", ")
    )
}

/// A check of the profile's rates on a whole step: a training step computed whole on every
/// device of a mesh of `devices` devices, measured, and its estimate priced by `profile`
/// (seconds, seconds). The rates are measured one kernel at a time on one device alone; the
/// devices of the mesh share the host's cores, and the estimate gives each its share.
fn shared_step_check(devices: i64, profile: &HardwareProfile) -> Result<(f64, f64), String> {
    let text = training_step_text(devices, 4, 256, 128);
    measured_and_estimated(&text, 10, 3, Some(profile))
}

/// What calibration measured, with the profile made from it.
pub struct Calibration {
    /// The profile.
    pub profile: HardwareProfile,
    /// One line per measurement, for the user.
    pub lines: Vec<String>,
}

/// Measures this machine with a virtual mesh of `devices` devices (the collectives' group).
pub fn calibrate(devices: i64) -> Result<Calibration, String> {
    let mut lines = Vec::new();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as i64;
    // Matrix rate: one device.
    let n = 512;
    let gemm = format!(
        "dist.mesh @mesh = <[\"d\"=1]>\n\
         func.func @main(%a: tensor<{n}x{n}xf32>, %b: tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32> {{\n\
           %c = hlo.dot_general %a, %b {{lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>}} : (tensor<{n}x{n}xf32>, tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32>\n\
           return %c : tensor<{n}x{n}xf32>\n\
         }}\n"
    );
    let t = seconds_per_run(&gemm, 20, 3)?;
    let matrix = 2.0 * (n as f64).powi(3) / t;
    lines.push(format!(
        "matrix product {n}x{n}x{n} f32: {:.3} ms, {:.1} GFLOP/s",
        t * 1e3,
        matrix / 1e9
    ));
    // Vector rate: 16 fused multiply-adds per element over 64 Ki elements (256 KiB).
    let m = 65536;
    let mut body = String::new();
    let mut prev = "%x".to_string();
    for i in 0..16 {
        body.push_str(&format!(
            "  %m{i} = hlo.multiply {prev}, %y : tensor<{m}xf32>\n  %a{i} = hlo.add %m{i}, %x : tensor<{m}xf32>\n"
        ));
        prev = format!("%a{i}");
    }
    let vector = format!(
        "dist.mesh @mesh = <[\"d\"=1]>\n\
         func.func @main(%x: tensor<{m}xf32>, %y: tensor<{m}xf32>) -> tensor<{m}xf32> {{\n{body}  return {prev} : tensor<{m}xf32>\n}}\n"
    );
    let t = seconds_per_run(&vector, 50, 3)?;
    let vector_rate = 32.0 * m as f64 / t;
    lines.push(format!(
        "fused multiply-adds over {m} f32: {:.3} ms, {:.2} G op/s",
        t * 1e3,
        vector_rate / 1e9
    ));
    // Memory bandwidth: 1 Mi elements per operand (4 MiB, three streams: 12 MiB), the size of
    // a typical activation; much larger vectors also pay the page faults of fresh buffers.
    let big = 1024 * 1024;
    let stream = format!(
        "dist.mesh @mesh = <[\"d\"=1]>\n\
         func.func @main(%x: tensor<{big}xf32>, %y: tensor<{big}xf32>) -> tensor<{big}xf32> {{\n\
           %z = hlo.add %x, %y : tensor<{big}xf32>\n\
           return %z : tensor<{big}xf32>\n\
         }}\n"
    );
    let t = seconds_per_run(&stream, 40, 3)?;
    let bandwidth = 3.0 * 4.0 * big as f64 / t;
    lines.push(format!(
        "add of two {big}-element f32 vectors: {:.3} ms, {:.2} GB/s",
        t * 1e3,
        bandwidth / 1e9
    ));
    // Collectives: an all-reduce over the mesh, small and large.
    let allreduce = |k: i64| {
        format!(
            "dist.mesh @mesh = <[\"d\"={devices}]>\n\
             func.func @main(%x: tensor<{devices}x{k}xf32> {{dist.sharding = #dist.sharding<@mesh, [{{\"d\"}}, {{}}]>}}) -> (tensor<{k}xf32> {{dist.sharding = #dist.sharding<@mesh, [{{}}]>}}) {{\n\
               %zero = hlo.constant dense<0.0> : tensor<f32>\n\
               %s = hlo.reduce %x, %zero {{dimensions = array<i64: 0>, kind = \"add\"}} : (tensor<{devices}x{k}xf32>, tensor<f32>) -> tensor<{k}xf32>\n\
               return %s : tensor<{k}xf32>\n\
             }}\n"
        )
    };
    let small = seconds_per_run(&allreduce(1), 50, 3)?;
    let large_k = 1024 * 1024;
    let large = seconds_per_run(&allreduce(large_k), 5, 3)?;
    let (link, measured_bandwidth) = link_of_all_reduce(devices, cores, small, large, 4 * large_k);
    lines.push(format!(
        "all-reduce over {devices} devices: 4 B in {:.1} µs, {} MiB in {:.3} ms ({:.2} GB/s bus bandwidth; {:.2} GB/s for a device with a core to itself)",
        small * 1e6,
        4 * large_k / (1024 * 1024),
        large * 1e3,
        measured_bandwidth / 1e9,
        link.bandwidth / 1e9
    ));
    let memory_bytes = host_memory_bytes().unwrap_or(16 << 30);
    let profile = HardwareProfile {
        name: "cpu".into(),
        description: format!(
            "this machine's CPU virtual mesh: devices are threads sharing {cores} core(s) and {} GiB",
            memory_bytes >> 30
        ),
        source: format!(
            "measured by `shardc calibrate --devices {devices}` on {}",
            chrono_free_date()
        ),
        peak_flops: PeakFlops {
            f64: matrix / 2.0,
            f32: matrix,
            bf16: matrix,
            f16: matrix,
            int: vector_rate,
        },
        vector_flops: vector_rate,
        memory_bandwidth: bandwidth,
        memory_bytes,
        devices_per_node: 1 << 20,
        intra_node: link,
        inter_node: link,
        shared_cores: Some(cores),
        overlaps_communication: false,
    };
    // The rates above, shared, against a whole step with every device computing.
    let (measured, estimated) = shared_step_check(devices, &profile)?;
    lines.push(format!(
        "check: a training step computed whole on {devices} devices sharing {cores} core(s): {:.3} ms, estimated {:.3} ms from the rates above ({:+.0}%)",
        measured * 1e3,
        estimated * 1e3,
        (estimated / measured - 1.0) * 100.0
    ));
    Ok(Calibration { profile, lines })
}

/// The link a profile stores from an all-reduce over `devices` devices sharing `cores` cores:
/// `small` seconds for 4 bytes (the latency) and `large` for `bytes`, with the bus bandwidth
/// measured (by the ring volume `2(n−1)/n · bytes`).
///
/// The devices moved the data while sharing the cores, each with `cores / devices` of one;
/// the cost model gives every device of a mesh that share of the profile's rates (as it does
/// the arithmetic's and the memory's, measured on one device alone), so the profile holds the
/// bandwidth of a device with a core to itself: priced on the calibration's own mesh, the
/// link gives back the time measured.
fn link_of_all_reduce(devices: i64, cores: i64, small: f64, large: f64, bytes: i64) -> (Link, f64) {
    let nf = devices as f64;
    let volume = 2.0 * (nf - 1.0) / nf * bytes as f64;
    let measured = volume / (large - small).max(1e-9);
    let share = (cores as f64 / nf).min(1.0);
    let link = Link {
        latency_seconds: small,
        bandwidth: measured / share,
        // The devices meet once in shared memory: no steps from device to device.
        hop_latency_seconds: 0.0,
    };
    (link, measured)
}

/// Total memory of this host, from /proc/meminfo.
fn host_memory_bytes() -> Option<i64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: i64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Today's date (UTC) as YYYY-MM-DD, from the system clock.
fn chrono_free_date() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    let days = secs.div_euclid(86_400);
    // Civil from days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    format!("{:04}-{:02}-{:02}", if m <= 2 { y + 1 } else { y }, m, d)
}

#[cfg(test)]
mod tests {
    use shardc_ir::{AxisRef, Mesh};
    use shardc_passes::cost::{CollectiveKind, CostModel, HardwareProfile};

    /// The check's step is a program shardc compiles: it parses, verifies and compiles over
    /// its mesh, with one gradient per layer.
    #[test]
    fn the_check_step_compiles() {
        let text = super::training_step_text(4, 3, 16, 8);
        let module = shardc_ir::parse_module(&text, "<check>").expect("parses");
        let compiled = crate::compile::compile(module).expect("compiles");
        let f = compiled.input.function(&compiled.entry).expect("entry");
        assert_eq!(f.result_types.len(), 3);
        assert!(compiled.report.estimate.step_seconds > 0.0);
    }

    #[test]
    fn dates() {
        assert_eq!(super::chrono_free_date().len(), 10);
    }

    /// A link measured on a mesh of 8 devices sharing 2 cores, priced by the cost model on
    /// that mesh, costs what was measured; on 4 devices (twice the share of a core) the
    /// bytes move twice as fast. (Storing the bandwidth measured counted the sharing twice:
    /// the model's 8-device price was 4× the measurement.)
    #[test]
    fn a_calibrated_link_prices_its_own_measurement() {
        let (small, large, bytes) = (90e-6, 19e-3, 4 << 20);
        let (link, measured) = super::link_of_all_reduce(8, 2, small, large, bytes);
        assert!((link.bandwidth - 4.0 * measured).abs() < 1e-6 * measured);
        let mut profile = HardwareProfile::cpu();
        profile.shared_cores = Some(2);
        profile.intra_node = link;
        profile.inter_node = link;
        let price = |devices: i64| {
            let model = CostModel::new(profile.clone(), &Mesh::new([("d", devices)]));
            model.collective_seconds(CollectiveKind::AllReduce, &[AxisRef::axis("d")], bytes)
        };
        assert!(
            (price(8) - large).abs() < 1e-9,
            "{} against {large}",
            price(8)
        );
        let volume = |n: f64| 2.0 * (n - 1.0) / n * bytes as f64;
        let on_four = small + volume(4.0) / (2.0 * measured);
        assert!(
            (price(4) - on_four).abs() < 1e-9,
            "{} against {on_four}",
            price(4)
        );
    }
}
