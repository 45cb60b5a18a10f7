//! Refusing runs that cannot fit in the host's memory, before they start.
//!
//! The CPU virtual mesh runs every device in one process, on the reference interpreter, which
//! keeps every element in 8 bytes. A plan whose per-device peak is 182 GB on a mesh of 8 devices
//! would need terabytes: without this check the run allocates for minutes and the kernel's OOM
//! killer ends it, with no message. The estimate comes from the same liveness scan as the plan
//! report's `peak_bytes_per_device`, in elements. It is a lower bound (the interpreter's
//! temporaries, such as operand copies inside a contraction, are not counted; on a
//! 1024x4096x1024 matmul over 4 devices `verify` peaked at 2.8 times the bound), so a run is
//! refused only when it certainly does not fit.

use shardc_backend::report::peak_live_elements;
use shardc_ir::{Function, Module};

/// Bytes the interpreter keeps per element, whatever the element type (`f64` or `i64`).
pub const INTERPRETER_BYTES_PER_ELEMENT: u128 = 8;

/// The environment variable that, when set to a number of bytes, replaces the memory the
/// host reports as available (to cap runs below it, or to test the check).
pub const HOST_MEMORY_ENV: &str = "SHARDC_HOST_MEMORY";

/// A lower bound on the host memory a run needs, in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostMemoryNeed {
    /// Global inputs and outputs held for the whole run (outputs twice when checked against
    /// the reference).
    pub held: u128,
    /// Devices of the virtual mesh (0 when nothing runs sharded).
    pub devices: u128,
    /// Peak live bytes of one device's program.
    pub per_device: u128,
    /// Peak live bytes of the single-device reference (0 when the reference is not run).
    pub reference: u128,
}

impl HostMemoryNeed {
    /// The estimate for a run: the sharded program on `devices` devices of the virtual mesh
    /// (`local`, if it runs), the single-device reference (`global`, if `reference`), with
    /// `global`'s inputs and outputs held throughout. Each function comes with its module
    /// (a loop holds what its body holds).
    pub fn estimate(
        (global_module, global): (&Module, &Function),
        local: Option<(&Module, &Function, i64)>,
        reference: bool,
    ) -> HostMemoryNeed {
        let elements = |types: Vec<shardc_ir::TensorType>| -> u128 {
            types.iter().map(|t| t.num_elements().max(0) as u128).sum()
        };
        let bytes = |e: u128| e.saturating_mul(INTERPRETER_BYTES_PER_ELEMENT);
        let inputs = elements(global.arg_types());
        let outputs = elements(
            global
                .returned_values()
                .iter()
                .map(|&v| global.ty(v).clone())
                .collect(),
        );
        let output_copies = u128::from(local.is_some()) + u128::from(reference);
        let (devices, per_device) = local.map_or((0, 0), |(m, f, n)| {
            (
                n.max(0) as u128,
                bytes(peak_live_elements(m, f).max(0) as u128),
            )
        });
        HostMemoryNeed {
            held: bytes(inputs.saturating_add(outputs.saturating_mul(output_copies))),
            devices,
            per_device,
            reference: if reference {
                bytes(peak_live_elements(global_module, global).max(0) as u128)
            } else {
                0
            },
        }
    }

    /// Total bytes: what is held, plus the larger of the sharded run and the reference (they
    /// run one after the other).
    pub fn total(&self) -> u128 {
        let sharded = self.devices.saturating_mul(self.per_device);
        self.held.saturating_add(sharded.max(self.reference))
    }

    /// Refuses the run when it needs more than `available` bytes, saying with the numbers
    /// what it needs and what there is. `None` (the host does not say) lets every run through.
    pub fn check(&self, available: Option<u128>) -> Result<(), String> {
        let Some(available) = available else {
            return Ok(());
        };
        let total = self.total();
        if total <= available {
            return Ok(());
        }
        let mut parts = Vec::new();
        if self.devices > 0 {
            parts.push(format!(
                "{} device(s) x {} live at peak",
                self.devices,
                human_bytes(self.per_device)
            ));
        }
        if self.reference > 0 {
            parts.push(format!(
                "the single-device reference {}",
                human_bytes(self.reference)
            ));
        }
        parts.push(format!("inputs and outputs {}", human_bytes(self.held)));
        Err(format!(
            "this run needs at least {} of host memory ({}; the interpreter keeps {} bytes per \
             element), but {} is available",
            human_bytes(total),
            parts.join(", "),
            INTERPRETER_BYTES_PER_ELEMENT,
            human_bytes(available)
        ))
    }
}

/// The memory this process may still use, in bytes: the smaller of the kernel's
/// `MemAvailable` and the room left under the control group's limit, or [`HOST_MEMORY_ENV`]
/// when set. `None` where neither is known.
pub fn available_host_memory() -> Result<Option<u128>, String> {
    if let Ok(text) = std::env::var(HOST_MEMORY_ENV) {
        return text
            .trim()
            .parse::<u128>()
            .map(Some)
            .map_err(|_| format!("{HOST_MEMORY_ENV}='{text}' is not a number of bytes"));
    }
    let meminfo = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|t| mem_available(&t));
    let cgroup = cgroup_room();
    Ok(match (meminfo, cgroup) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    })
}

/// `MemAvailable` from the text of `/proc/meminfo`, in bytes.
fn mem_available(meminfo: &str) -> Option<u128> {
    let line = meminfo.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u128 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Room left under the control group's memory limit (cgroup v2, then v1).
fn cgroup_room() -> Option<u128> {
    let read = |p: &str| -> Option<u128> { std::fs::read_to_string(p).ok()?.trim().parse().ok() };
    let (limit, usage) = match read("/sys/fs/cgroup/memory.max") {
        Some(limit) => (limit, read("/sys/fs/cgroup/memory.current")?),
        None => (
            read("/sys/fs/cgroup/memory/memory.limit_in_bytes")?,
            read("/sys/fs/cgroup/memory/memory.usage_in_bytes")?,
        ),
    };
    Some(limit.saturating_sub(usage))
}

/// `bytes` in binary units with three significant digits (`1.46 TiB`).
pub fn human_bytes(bytes: u128) -> String {
    const UNITS: [&str; 7] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} B")
    } else {
        format!("{value:.3} {}", UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shardc_ir::parse_module;

    const PROGRAM: &str = r#"module {
  func.func @main(%a: tensor<1000xf32>, %b: tensor<1000xf32>) -> tensor<1000xf32> {
    %0 = hlo.add %a, %b : tensor<1000xf32>
    %1 = hlo.negate %0 : tensor<1000xf32>
    return %1 : tensor<1000xf32>
  }
}"#;

    #[test]
    fn estimate_counts_held_values_and_the_larger_run() {
        let m = parse_module(PROGRAM, "t.mlir").unwrap();
        let f = m.function("main").unwrap();
        // Reference only: inputs 2000 + one output copy 1000 held; peak 2000 args + 2000 live
        // (add and negate overlap) = 4000 elements.
        let need = HostMemoryNeed::estimate((&m, f), None, true);
        assert_eq!(need.held, 3000 * 8);
        assert_eq!(need.reference, 4000 * 8);
        assert_eq!(need.total(), 7000 * 8);
        // Sharded on 4 devices (the same function stands in for the per-device one) and
        // checked against the reference: the sharded run is the larger.
        let need = HostMemoryNeed::estimate((&m, f), Some((&m, f, 4)), true);
        assert_eq!(need.held, 4000 * 8);
        assert_eq!(need.total(), (4000 + 4 * 4000) * 8);
    }

    /// A loop's body holds its temporaries while the loop runs: the body of
    /// `lit-tests/passes/auto_shard_loop.mlir` broadcasts its 256-element carried vector to
    /// 1024x256 twice, 524,288 more elements than the entry function alone shows.
    #[test]
    fn loops_count_what_their_bodies_hold() {
        let text = include_str!("../lit-tests/passes/auto_shard_loop.mlir");
        let m = parse_module(text, "auto_shard_loop.mlir").unwrap();
        let f = m.function("main").unwrap();
        // The entry: x (256), the counter (1), the loop's results (1 + 256); the body beyond
        // what it carries: the next counter (1) and the two 1024x256 temporaries.
        let need = HostMemoryNeed::estimate((&m, f), None, true);
        assert_eq!(need.reference, (256 + 1 + 1 + 256 + 1 + 2 * 262_144) * 8);
    }

    #[test]
    fn check_refuses_with_the_numbers_and_passes_when_it_fits() {
        let need = HostMemoryNeed {
            held: 1 << 30,
            devices: 8,
            per_device: 182 << 30,
            reference: 0,
        };
        assert!(need.check(Some(need.total())).is_ok());
        assert!(need.check(None).is_ok());
        let e = need.check(Some(24 << 30)).unwrap_err();
        assert!(e.contains("at least 1.423 TiB"), "{e}");
        assert!(e.contains("8 device(s) x 182.000 GiB"), "{e}");
        assert!(e.contains("24.000 GiB is available"), "{e}");
    }

    #[test]
    fn reads_mem_available_and_units() {
        let text = "MemTotal:       32000000 kB\nMemAvailable:   1024 kB\n";
        assert_eq!(mem_available(text), Some(1024 * 1024));
        assert_eq!(mem_available("MemTotal: 5 kB\n"), None);
        assert_eq!(human_bytes(512), "512 B");
        assert_eq!(human_bytes(3 << 20), "3.000 MiB");
    }
}
