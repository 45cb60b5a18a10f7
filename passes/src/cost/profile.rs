//! Hardware profiles: the numbers the cost model prices a plan with, as data files.
//!
//! A profile gives one device's peak arithmetic rate per element type (matrix units where
//! the device has them), its rate for other (vector) arithmetic, its memory bandwidth and
//! size, and two links: within a node and across nodes, each a latency (alpha), a latency per
//! step of a ring or tree, and a per-device bandwidth (1/beta). Built-in profiles live in `passes/profiles/*.json`: the
//! CPU virtual mesh of this machine (`shardc calibrate` measures it) and A100, H100 and H200
//! nodes from published numbers.

use serde::{Deserialize, Serialize};
use shardc_ir::ElementType;

/// A link between devices: a collective on it costs `latency_seconds` once, plus
/// `hop_latency_seconds` per step its algorithm takes from one device to the next, plus the
/// bytes each device sends over `bandwidth` (see `CostModel::collective_seconds`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Link {
    /// Seconds before the first byte arrives: launching the collective (alpha).
    pub latency_seconds: f64,
    /// Bytes per second one device sends (or receives) on it (1 / beta).
    pub bandwidth: f64,
    /// Seconds each step of a ring or tree adds (a chunk passed to the next device). Absent:
    /// 0, as on the CPU virtual mesh, whose devices meet once in shared memory.
    #[serde(default)]
    pub hop_latency_seconds: f64,
}

/// Peak arithmetic rates of one device per element type, in operations per second.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PeakFlops {
    /// 64-bit floats.
    pub f64: f64,
    /// 32-bit floats (TF32 matrix units on GPUs, as JAX's default precision uses).
    pub f32: f64,
    /// bfloat16.
    pub bf16: f64,
    /// IEEE half precision.
    pub f16: f64,
    /// Integers.
    pub int: f64,
}

impl PeakFlops {
    /// The rate for contractions over `element`.
    pub fn of(&self, element: ElementType) -> f64 {
        match element {
            ElementType::F64 => self.f64,
            ElementType::F32 => self.f32,
            ElementType::BF16 => self.bf16,
            ElementType::F16 => self.f16,
            _ => self.int,
        }
    }
}

/// The hardware a plan is priced for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HardwareProfile {
    /// Short name (`cpu`, `h100`, …).
    pub name: String,
    /// What the profile describes.
    pub description: String,
    /// Where the numbers come from (a datasheet, or the calibration command and date).
    pub source: String,
    /// Peak contraction rate of one device per element type.
    pub peak_flops: PeakFlops,
    /// Rate of elementwise arithmetic on one device (operations per second).
    pub vector_flops: f64,
    /// Bytes per second one device reads or writes its memory.
    pub memory_bandwidth: f64,
    /// Memory of one device, in bytes.
    pub memory_bytes: i64,
    /// Devices that share a node (the minor mesh axes fill a node first).
    pub devices_per_node: i64,
    /// The link between devices of one node.
    pub intra_node: Link,
    /// The link between nodes.
    pub inter_node: Link,
    /// Cores the devices of a virtual mesh share (a CPU host running every device): devices
    /// beyond this many run in turn, so each gets `cores / devices` of its peak. Absent for
    /// real devices.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shared_cores: Option<i64>,
    /// Collectives run beside compute (NCCL on its own stream): a collective waits only for
    /// its operands and the collectives before it. False (the default): a device runs one
    /// op at a time, as the CPU virtual mesh does.
    #[serde(default)]
    pub overlaps_communication: bool,
}

/// The built-in profiles, by name.
const BUILTIN: &[(&str, &str)] = &[
    ("cpu", include_str!("../../profiles/cpu.json")),
    ("a100", include_str!("../../profiles/a100.json")),
    ("h100", include_str!("../../profiles/h100.json")),
    ("h200", include_str!("../../profiles/h200.json")),
];

impl HardwareProfile {
    /// The names of the built-in profiles.
    pub fn builtin_names() -> Vec<&'static str> {
        BUILTIN.iter().map(|(n, _)| *n).collect()
    }

    /// A built-in profile by name.
    pub fn builtin(name: &str) -> Option<HardwareProfile> {
        let (_, text) = BUILTIN.iter().find(|(n, _)| *n == name)?;
        Some(HardwareProfile::parse(text).expect("built-in profiles parse (tested)"))
    }

    /// The profile with every collective's fixed cost — its launch latency and the latency
    /// of each step of its ring or tree, within a node and across — scaled by `scale`.
    pub fn with_latency_scaled(&self, scale: f64) -> HardwareProfile {
        let mut scaled = self.clone();
        for link in [&mut scaled.intra_node, &mut scaled.inter_node] {
            link.latency_seconds *= scale;
            link.hop_latency_seconds *= scale;
        }
        scaled
    }

    /// The CPU virtual mesh profile (the default target).
    pub fn cpu() -> HardwareProfile {
        HardwareProfile::builtin("cpu").expect("the cpu profile is built in")
    }

    /// Parses a profile from its JSON text, checking every number is positive.
    pub fn parse(text: &str) -> Result<HardwareProfile, String> {
        let p: HardwareProfile = serde_json::from_str(text).map_err(|e| e.to_string())?;
        p.check()?;
        Ok(p)
    }

    /// A built-in profile's name, the path of a profile file, or a profile's JSON text
    /// itself (text starting with `{`, as [`HardwareProfile::to_json`] writes it).
    pub fn load(name_or_path: &str) -> Result<HardwareProfile, String> {
        if let Some(p) = HardwareProfile::builtin(name_or_path) {
            return Ok(p);
        }
        if name_or_path.trim_start().starts_with('{') {
            return HardwareProfile::parse(name_or_path).map_err(|e| format!("profile JSON: {e}"));
        }
        let text = std::fs::read_to_string(name_or_path).map_err(|e| {
            format!(
                "'{name_or_path}' is neither a built-in profile ({}) nor a readable file: {e}",
                HardwareProfile::builtin_names().join(", ")
            )
        })?;
        HardwareProfile::parse(&text).map_err(|e| format!("{name_or_path}: {e}"))
    }

    fn check(&self) -> Result<(), String> {
        let numbers = [
            ("peak_flops.f64", self.peak_flops.f64),
            ("peak_flops.f32", self.peak_flops.f32),
            ("peak_flops.bf16", self.peak_flops.bf16),
            ("peak_flops.f16", self.peak_flops.f16),
            ("peak_flops.int", self.peak_flops.int),
            ("vector_flops", self.vector_flops),
            ("memory_bandwidth", self.memory_bandwidth),
            ("intra_node.bandwidth", self.intra_node.bandwidth),
            ("inter_node.bandwidth", self.inter_node.bandwidth),
        ];
        for (name, v) in numbers {
            if !(v.is_finite() && v > 0.0) {
                return Err(format!("{name} must be a positive number, got {v}"));
            }
        }
        for (name, v) in [
            (
                "intra_node.latency_seconds",
                self.intra_node.latency_seconds,
            ),
            (
                "inter_node.latency_seconds",
                self.inter_node.latency_seconds,
            ),
            (
                "intra_node.hop_latency_seconds",
                self.intra_node.hop_latency_seconds,
            ),
            (
                "inter_node.hop_latency_seconds",
                self.inter_node.hop_latency_seconds,
            ),
        ] {
            if !(v.is_finite() && v >= 0.0) {
                return Err(format!("{name} must be a number ≥ 0, got {v}"));
            }
        }
        if self.memory_bytes <= 0 || self.devices_per_node <= 0 {
            return Err("memory_bytes and devices_per_node must be positive".into());
        }
        if self.shared_cores.is_some_and(|c| c <= 0) {
            return Err("shared_cores must be positive".into());
        }
        Ok(())
    }

    /// The profile as pretty JSON (what `shardc calibrate` writes).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("profiles serialize") + "\n"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_profiles_parse() {
        for name in HardwareProfile::builtin_names() {
            let p = HardwareProfile::builtin(name).unwrap();
            assert_eq!(p.name, name);
        }
    }

    #[test]
    fn bad_profiles_are_refused() {
        let mut p = HardwareProfile::builtin("h100").unwrap();
        p.memory_bandwidth = 0.0;
        let e = HardwareProfile::parse(&p.to_json()).unwrap_err();
        assert!(e.contains("memory_bandwidth"), "{e}");
        let e = HardwareProfile::parse("{\"name\": 1}").unwrap_err();
        assert!(e.contains("invalid type"), "{e}");
        let e = HardwareProfile::load("/nonexistent/x.json").unwrap_err();
        assert!(
            e.contains("built-in profile (cpu, a100, h100, h200)"),
            "{e}"
        );
    }
}
