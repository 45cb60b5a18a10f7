//! The cost model: what a plan costs on a target, in seconds per step and bytes per device.
//!
//! - **Compute**: each op's floating-point operations and the bytes it reads and writes,
//!   against a roofline of the target — `max(flops / peak, bytes / bandwidth)`, the peak
//!   being the matrix rate of the element type for contractions and the vector rate for the
//!   rest ([`CostModel::op_seconds`]).
//! - **Communication**: an alpha–beta model per mesh axis, with NCCL's ring and tree
//!   algorithms. The minor mesh axes fill a node first; a collective whose group stays
//!   within a node uses the node's link, any other the link between nodes. A collective
//!   costs its link's latency once (alpha: launching it), the latency of each step its
//!   algorithm passes a chunk from one device to the next (the node's link's for steps within
//!   a node, the network's for steps across), and the bytes each device sends over the
//!   link's bandwidth. A ring over `n` devices takes `2(n−1)` steps for an all-reduce and
//!   sends `2(n−1)/n · S` of its `S` bytes (NCCL's bus bandwidth volumes); `n−1` steps and
//!   `(n−1)/n · S` for an all-gather or all-to-all whose result is `S`, `(n−1) · S` for a
//!   reduce-scatter whose result is `S`; a permute one step and `S`. An all-reduce may
//!   instead take a tree (NCCL's double binary tree: up and down `p−1` steps within each
//!   node of `p` group devices and `⌈log2 N⌉` across its `N` nodes, sending `2S`), whichever
//!   is cheaper: trees win small messages over many nodes, rings large ones
//!   ([`CostModel::collective_seconds`]).
//! - **Memory**: the bytes live on one device over the program in order — arguments
//!   (parameters, optimizer state) throughout, each result from its op to its last use
//!   ([`live_timeline`]).
//!
//! Ops run one after another (no overlap of communication with compute): the estimate is an
//! upper bound a schedule that overlaps can beat.

pub mod profile;
pub mod traffic;
pub mod trips;

use std::collections::{BTreeMap, HashMap};

use shardc_ir::op::OpKind;
use shardc_ir::{AxisRef, Function, Mesh, Module, OpId, Sharding, TensorType, Value};

use crate::sharding::reshard::ReshardStep;
pub use profile::{HardwareProfile, Link};
pub use traffic::MemoryTraffic;
pub use trips::{TripCount, static_trip_count, trip_count};

/// A collective, for pricing: what it does, over how many devices, moving how much.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CollectiveKind {
    /// Sums (or otherwise combines) whole values.
    AllReduce,
    /// Concatenates pieces.
    AllGather,
    /// Combines and scatters.
    ReduceScatter,
    /// Exchanges pieces between every pair.
    AllToAll,
    /// Every device sends its piece to one other (also halo shifts, send and receive).
    Permute,
    /// Keeps a slice: no communication, a local copy.
    Slice,
}

impl CollectiveKind {
    /// The kind of a collective op, or `None` for other ops.
    pub fn of(kind: &OpKind) -> Option<CollectiveKind> {
        Some(match kind {
            OpKind::AllReduce { .. } => CollectiveKind::AllReduce,
            OpKind::AllGather { .. } => CollectiveKind::AllGather,
            OpKind::ReduceScatter { .. } => CollectiveKind::ReduceScatter,
            OpKind::AllToAll { .. } => CollectiveKind::AllToAll,
            OpKind::CollectivePermute
            | OpKind::Shift { .. }
            | OpKind::Send { .. }
            | OpKind::Recv { .. } => CollectiveKind::Permute,
            OpKind::AllSlice { .. } => CollectiveKind::Slice,
            _ => return None,
        })
    }

    /// True for a collective that moves data between devices (every one but a slice, which
    /// is local).
    pub fn exchanges(kind: &OpKind) -> bool {
        matches!(CollectiveKind::of(kind), Some(k) if k != CollectiveKind::Slice)
    }
}

/// The axes a collective op runs over (for a permute, every axis: the group is the mesh).
pub fn collective_axes(kind: &OpKind, mesh: &Mesh) -> Vec<AxisRef> {
    match kind {
        OpKind::AllReduce {
            reduction_axes: a, ..
        }
        | OpKind::AllToAll { axes: a, .. }
        | OpKind::Shift { axes: a, .. } => a.clone(),
        OpKind::AllGather { gathering_axes: d }
        | OpKind::ReduceScatter {
            scatter_axes: d, ..
        }
        | OpKind::AllSlice { slicing_axes: d } => d.iter().flatten().cloned().collect(),
        _ => mesh
            .axes
            .iter()
            .map(|(n, _)| AxisRef::axis(n.clone()))
            .collect(),
    }
}

/// A hardware profile applied to one mesh.
#[derive(Clone, Debug)]
pub struct CostModel {
    /// The target.
    pub profile: HardwareProfile,
    mesh: Mesh,
    /// The share of a device's peak it gets (below 1 when virtual devices share cores).
    share: f64,
}

impl CostModel {
    /// The model of `profile` for programs over `mesh`.
    pub fn new(profile: HardwareProfile, mesh: &Mesh) -> CostModel {
        let devices = mesh.num_devices().max(1);
        let share = profile
            .shared_cores
            .map_or(1.0, |c| (c as f64 / devices as f64).min(1.0));
        CostModel {
            profile,
            mesh: mesh.clone(),
            share,
        }
    }

    /// The mesh priced.
    pub fn mesh(&self) -> &Mesh {
        &self.mesh
    }

    /// Bytes of memory one device has: the profile's, or, on a virtual mesh whose devices
    /// share one host (`shared_cores`), the host's divided among the mesh's devices.
    pub fn device_memory_bytes(&self) -> i64 {
        match self.profile.shared_cores {
            Some(_) => self.profile.memory_bytes / self.mesh.num_devices().max(1),
            None => self.profile.memory_bytes,
        }
    }

    /// The link a collective over `axes` uses: the node's when every device of the group is
    /// in one node (the axes, and those minor to them, fit in a node), else the network.
    pub fn link(&self, axes: &[AxisRef]) -> Link {
        if axes.iter().all(|a| self.within_node(a)) {
            self.profile.intra_node
        } else {
            self.profile.inter_node
        }
    }

    /// Seconds of one collective whose result on each device is `result_bytes`, over `axes`
    /// (see the module documentation: alpha, the steps of a ring or, for an all-reduce, a
    /// tree when cheaper, and the bytes sent).
    pub fn collective_seconds(
        &self,
        kind: CollectiveKind,
        axes: &[AxisRef],
        result_bytes: i64,
    ) -> f64 {
        let n: i64 = axes
            .iter()
            .map(|a| a.size(&self.mesh).unwrap_or(1))
            .product();
        let s = result_bytes.max(0) as f64;
        if kind == CollectiveKind::Slice {
            return s / (self.profile.memory_bandwidth * self.share);
        }
        if n <= 1 {
            return 0.0;
        }
        let link = self.link(axes);
        let bw = link.bandwidth * self.share;
        let (per_node, nodes) = self.group_nodes(axes, n);
        let (intra, inter) = (
            self.profile.intra_node.hop_latency_seconds,
            self.profile.inter_node.hop_latency_seconds,
        );
        // A ring of `steps` steps, `across` of them from one node to the next.
        let ring = |steps: f64, across: f64, volume: f64| {
            (steps - across) * intra + across * inter + volume / bw
        };
        let (nf, nodes_f) = (n as f64, nodes as f64);
        link.latency_seconds
            + match kind {
                CollectiveKind::AllReduce => {
                    let ring = ring(
                        2.0 * (nf - 1.0),
                        2.0 * (nodes_f - 1.0),
                        2.0 * (nf - 1.0) / nf * s,
                    );
                    let depth = (nodes as u64).next_power_of_two().trailing_zeros() as f64;
                    let tree = 2.0 * ((per_node - 1) as f64 * intra + depth * inter) + 2.0 * s / bw;
                    ring.min(tree)
                }
                CollectiveKind::AllGather | CollectiveKind::AllToAll => {
                    ring(nf - 1.0, nodes_f - 1.0, (nf - 1.0) / nf * s)
                }
                CollectiveKind::ReduceScatter => ring(nf - 1.0, nodes_f - 1.0, (nf - 1.0) * s),
                CollectiveKind::Permute => ring(1.0, (nodes > 1) as u8 as f64, s),
                CollectiveKind::Slice => unreachable!("handled above"),
            }
    }

    /// How a group of `n` devices over `axes` lies on the nodes: (devices per node, nodes).
    fn group_nodes(&self, axes: &[AxisRef], n: i64) -> (i64, i64) {
        let per_node: i64 = axes
            .iter()
            .filter(|a| self.within_node(a))
            .map(|a| a.size(&self.mesh).unwrap_or(1))
            .product::<i64>()
            .clamp(1, n);
        (per_node, (n / per_node).max(1))
    }

    /// Whether axis `a` lies within a node: it and the axes minor to it span at most a
    /// node's devices (the minor axes fill a node first).
    fn within_node(&self, a: &AxisRef) -> bool {
        let Some(i) = self.mesh.axis_index(&a.name) else {
            return false;
        };
        let span: i64 = self.mesh.axes[i..].iter().map(|(_, s)| *s).product();
        span <= self.profile.devices_per_node
    }

    /// Seconds of an op that does `flops` operations and moves `bytes` through memory on one
    /// device: the roofline (`contraction` ops at the matrix rate of `element`).
    pub fn op_seconds(
        &self,
        flops: f64,
        bytes: f64,
        contraction: bool,
        element: shardc_ir::ElementType,
    ) -> f64 {
        let rate = if contraction {
            self.profile.peak_flops.of(element)
        } else {
            self.profile.vector_flops
        };
        (flops / (rate * self.share)).max(bytes / (self.profile.memory_bandwidth * self.share))
    }

    /// Seconds of the collectives of a reshard of a value of type `ty` (global shape).
    pub fn reshard_seconds(&self, steps: &[ReshardStep], ty: &TensorType) -> f64 {
        self.reshard_seconds_shared(steps, ty, &|_, _| 1.0)
    }

    /// [`CostModel::reshard_seconds`] with each collective's latency (its launch and its
    /// steps: what a tuple collective pays once for all its members) multiplied by
    /// `latency_share` of its kind and axes — the share a collective pays of a bucket it
    /// travels in (`1 / members`; 1 alone).
    pub fn reshard_seconds_shared(
        &self,
        steps: &[ReshardStep],
        ty: &TensorType,
        latency_share: &dyn Fn(CollectiveKind, &[AxisRef]) -> f64,
    ) -> f64 {
        steps
            .iter()
            .map(|step| {
                let Some(kind) = CollectiveKind::of(&step.kind) else {
                    return 0.0;
                };
                let axes = collective_axes(&step.kind, &self.mesh);
                let bytes = local_bytes(ty, &step.result, &self.mesh);
                let whole = self.collective_seconds(kind, &axes, bytes);
                let share = latency_share(kind, &axes);
                if share >= 1.0 {
                    return whole;
                }
                // The latency is what the collective costs moving nothing.
                let latency = self.collective_seconds(kind, &axes, 0).min(whole);
                whole - (1.0 - share.max(0.0)) * latency
            })
            .sum()
    }

    /// Seconds of op `op` of `f` as its types say (a local-view program: one device's share),
    /// its memory term the bytes `traffic` says it moves ([`MemoryTraffic::of`] of `f`).
    pub fn seconds_of_op(&self, f: &Function, op: OpId, traffic: &MemoryTraffic) -> f64 {
        let data = &f.ops[op];
        if let Some(kind) = CollectiveKind::of(&data.kind) {
            // The bytes moved: every result (a tuple all-reduce has several), or a send's
            // operand.
            let values = if data.results.is_empty() {
                &data.operands
            } else {
                &data.results
            };
            let bytes: i64 = values.iter().map(|&v| f.ty(v).byte_size()).sum();
            let axes = collective_axes(&data.kind, &self.mesh);
            return self.collective_seconds(kind, &axes, bytes);
        }
        if matches!(data.kind, OpKind::Return) {
            return 0.0;
        }
        let bytes = traffic.bytes(f, op, &|v| f.ty(v).byte_size() as f64);
        let element = data
            .operands
            .first()
            .map_or(shardc_ir::ElementType::F32, |&v| f.ty(v).element);
        self.op_seconds(op_flops(f, op), bytes, is_contraction(&data.kind), element)
    }

    /// The estimate of a local-view function: seconds per step (ops one after another) and
    /// the peak bytes live on one device.
    pub fn estimate(&self, f: &Function) -> (f64, i64) {
        let traffic = MemoryTraffic::of(f);
        let seconds = f
            .body
            .iter()
            .map(|&op| self.seconds_of_op(f, op, &traffic))
            .sum();
        (seconds, peak_live_bytes(f))
    }
}

/// True for ops that run on matrix units (contractions).
pub fn is_contraction(kind: &OpKind) -> bool {
    matches!(kind, OpKind::DotGeneral(_) | OpKind::Convolution(_))
}

/// Bytes one device holds of a value of type `ty` (global) laid out as `sharding`.
pub fn local_bytes(ty: &TensorType, sharding: &Sharding, mesh: &Mesh) -> i64 {
    let local: i64 = sharding.local_shape(mesh, &ty.shape).iter().product();
    local.saturating_mul(ty.element.byte_width() as i64)
}

/// The floating-point operations of `op` as its types say: a contraction
/// `2 × result elements × contracted size` (a convolution: per result element, the kernel's
/// window times its input features), a collective none, any other op one per result element.
pub fn op_flops(f: &Function, op: OpId) -> f64 {
    let data = &f.ops[op];
    let result_elements = || {
        data.results
            .first()
            .map_or(0.0, |&r| f.ty(r).num_elements() as f64)
    };
    match &data.kind {
        OpKind::DotGeneral(d) => {
            let l = f.ty(data.operands[0]);
            let contracted: i64 = d
                .lhs_contracting
                .iter()
                .map(|&c| l.shape[c as usize])
                .product();
            2.0 * result_elements() * contracted as f64
        }
        OpKind::Convolution(c) => {
            let k = f.ty(data.operands[1]);
            let window: i64 = c
                .kernel_spatial
                .iter()
                .map(|&d| k.shape[d as usize])
                .product();
            let inputs = k.shape[c.kernel_input_feature as usize];
            2.0 * result_elements() * (window * inputs) as f64
        }
        k if k.is_collective() => 0.0,
        _ => result_elements(),
    }
}

/// The largest number of bytes live at once when `f`'s body runs in order: arguments are
/// live throughout, a result is live from its op to its last use (returned values to the end).
pub fn peak_live_bytes(f: &Function) -> i64 {
    peak_live(f, &|v| f.ty(v).byte_size() as i128)
}

/// The peak over `f`'s body of the live values' summed `size`.
pub fn peak_live(f: &Function, size: &dyn Fn(Value) -> i128) -> i64 {
    peak_live_with(f, size, &|_| 0)
}

/// Like [`peak_live`], with `during(op)` more live while `op` runs (what a loop's body holds
/// beyond the values it carries).
pub fn peak_live_with(
    f: &Function,
    size: &dyn Fn(Value) -> i128,
    during: &dyn Fn(OpId) -> i128,
) -> i64 {
    i64::try_from(peak_of(f, size, during)).unwrap_or(i64::MAX)
}

/// The peak of [`live_timeline_with`], at least the arguments, in 128 bits.
fn peak_of(f: &Function, size: &dyn Fn(Value) -> i128, during: &dyn Fn(OpId) -> i128) -> i128 {
    let args: i128 = f.args.iter().map(|&a| size(a)).sum();
    let peak = live_timeline_with(f, size, during)
        .into_iter()
        .max()
        .unwrap_or(args);
    peak.max(args)
}

/// The bytes one device holds at once running `f` of `module` (its own types: the local
/// view's for a per-device program): [`peak_live_bytes`], with each loop also holding, while
/// it runs, what its body or condition holds beyond the values they carry (nested loops
/// likewise).
pub fn peak_live_bytes_in(module: &Module, f: &Function) -> i64 {
    peak_live_in(module, f, &|g, v| g.ty(v).byte_size() as i128)
}

/// Like [`peak_live_bytes_in`], each value counted as `size(function, value)`.
pub fn peak_live_in(module: &Module, f: &Function, size: &dyn Fn(&Function, Value) -> i128) -> i64 {
    let during = |op| held_by_loop(module, f, op, size, 0);
    i64::try_from(peak_of(f, &|v| size(f, v), &during)).unwrap_or(i64::MAX)
}

/// What op `op` of `f` holds while it runs beyond its operands: for a loop, the larger of
/// its body's and its condition's peaks less the values they carry (their own loops
/// likewise, `depth` deep so far; a recursive program stops at 16); 0 for other ops.
fn held_by_loop(
    module: &Module,
    f: &Function,
    op: OpId,
    size: &dyn Fn(&Function, Value) -> i128,
    depth: usize,
) -> i128 {
    let OpKind::While { cond, body } = &f.ops[op].kind else {
        return 0;
    };
    if depth >= 16 {
        return 0;
    }
    [cond, body]
        .into_iter()
        .filter_map(|name| module.function(name))
        .map(|g| {
            let carried: i128 = g.args.iter().map(|&a| size(g, a)).sum();
            let during = |op| held_by_loop(module, g, op, size, depth + 1);
            (peak_of(g, &|v| size(g, v), &during) - carried).max(0)
        })
        .max()
        .unwrap_or(0)
}

/// The bytes live on one device while each op of `f` runs, loops holding what their bodies
/// hold (see [`peak_live_bytes_in`]).
pub fn live_bytes_timeline_in(module: &Module, f: &Function) -> Vec<i128> {
    let size = |g: &Function, v: Value| g.ty(v).byte_size() as i128;
    let during = |op| held_by_loop(module, f, op, &size, 0);
    live_timeline_with(f, &|v| size(f, v), &during)
}

/// The summed `size` of the values live while each op of `f`'s body runs (its results
/// allocated, the values it reads last not yet freed), arguments included.
pub fn live_timeline(f: &Function, size: &dyn Fn(Value) -> i128) -> Vec<i128> {
    live_timeline_with(f, size, &|_| 0)
}

/// Like [`live_timeline`], with `during(op)` more live while `op` runs.
pub fn live_timeline_with(
    f: &Function,
    size: &dyn Fn(Value) -> i128,
    during: &dyn Fn(OpId) -> i128,
) -> Vec<i128> {
    // Summed in 128 bits: many tensors near the 63-bit limit must not wrap around.
    // An identity reshape (same type in and out: the partitioner's layout carriers) is a
    // view of its operand, as the compiled runtime makes it: it holds no bytes of its own,
    // and its operand's buffer lives until the view's last reader.
    let mut viewed: HashMap<Value, Value> = HashMap::new();
    for &op in &f.body {
        let data = &f.ops[op];
        if data.kind == OpKind::Reshape
            && data.operands.len() == 1
            && f.ty(data.operands[0]) == f.ty(data.results[0])
        {
            let base = data.operands[0];
            let base = viewed.get(&base).copied().unwrap_or(base);
            viewed.insert(data.results[0], base);
        }
    }
    let holder = |v: Value| viewed.get(&v).copied().unwrap_or(v);
    let mut last_use: HashMap<Value, usize> = HashMap::new();
    for (i, &op) in f.body.iter().enumerate() {
        for &v in &f.ops[op].operands {
            last_use.insert(holder(v), i);
        }
    }
    for &v in f.returned_values() {
        last_use.insert(holder(v), usize::MAX);
    }
    let args: i128 = f.args.iter().map(|&a| size(a)).sum();
    let mut live: i128 = 0;
    let mut timeline = Vec::with_capacity(f.body.len());
    let mut ending: BTreeMap<usize, i128> = BTreeMap::new();
    for (i, &op) in f.body.iter().enumerate() {
        for &r in &f.ops[op].results {
            if viewed.contains_key(&r) {
                continue;
            }
            live += size(r);
            *ending
                .entry(last_use.get(&r).copied().unwrap_or(i))
                .or_default() += size(r);
        }
        timeline.push(args + live + during(op));
        if let Some(freed) = ending.remove(&i) {
            live -= freed;
        }
    }
    timeline
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model(profile: &str, mesh: &[(&str, i64)]) -> CostModel {
        CostModel::new(
            HardwareProfile::builtin(profile).unwrap(),
            &Mesh::new(mesh.iter().map(|&(n, s)| (n, s))),
        )
    }

    #[test]
    fn minor_axes_stay_in_a_node() {
        // 4 nodes of 8: "tp" (8, minor) is within a node, "dp" crosses nodes.
        let m = model("h100", &[("dp", 4), ("tp", 8)]);
        assert_eq!(m.link(&[AxisRef::axis("tp")]), m.profile.intra_node);
        assert_eq!(m.link(&[AxisRef::axis("dp")]), m.profile.inter_node);
        assert_eq!(
            m.link(&[AxisRef::axis("dp"), AxisRef::axis("tp")]),
            m.profile.inter_node
        );
    }

    #[test]
    fn ring_formulas() {
        let m = model("h100", &[("tp", 8)]);
        let tp = [AxisRef::axis("tp")];
        let Link {
            latency_seconds: a,
            bandwidth: b,
            hop_latency_seconds: h,
        } = m.profile.intra_node;
        let s = 1 << 30;
        // An all-gather: alpha, 7 steps, 7/8 of the result sent.
        let ag = m.collective_seconds(CollectiveKind::AllGather, &tp, s);
        assert!((ag - (a + 7.0 * h + 7.0 / 8.0 * s as f64 / b)).abs() < 1e-12);
        // A large all-reduce takes the ring: 14 steps, 2·7/8 of it sent; a reduce-scatter
        // (result an eighth of it) sends half as much.
        let ar = m.collective_seconds(CollectiveKind::AllReduce, &tp, s);
        assert!((ar - (a + 14.0 * h + 2.0 * 7.0 / 8.0 * s as f64 / b)).abs() < 1e-12);
        let rs = m.collective_seconds(CollectiveKind::ReduceScatter, &tp, s / 8);
        assert!(((ar - a - 14.0 * h) - 2.0 * (rs - a - 7.0 * h)).abs() / ar < 1e-9);
        // One device: free.
        let one = model("h100", &[("tp", 1)]);
        assert_eq!(
            one.collective_seconds(CollectiveKind::AllReduce, &tp, s),
            0.0
        );
    }

    /// NCCL's choice between ring and tree: over many nodes a small all-reduce takes the
    /// tree (2 log2 N network steps against 2(N−1) in a ring), a large one the ring (which
    /// sends less); within a node the ring's steps are the tree's (2(p−1) each), so the ring
    /// always wins there. Without per-step latencies (the CPU mesh) the model is alpha plus
    /// the ring's bytes.
    #[test]
    fn rings_and_trees() {
        // 64 nodes of 8: "dp" crosses nodes, "tp" stays within one.
        let m = model("h100", &[("dp", 64), ("tp", 8)]);
        let dp = [AxisRef::axis("dp")];
        let net = m.profile.inter_node;
        let (a, b, h) = (net.latency_seconds, net.bandwidth, net.hop_latency_seconds);
        let ring = |s: f64| a + 2.0 * 63.0 * h + 2.0 * 63.0 / 64.0 * s / b;
        let tree = |s: f64| a + 2.0 * 6.0 * h + 2.0 * s / b;
        let small = m.collective_seconds(CollectiveKind::AllReduce, &dp, 4096);
        assert!((small - tree(4096.0)).abs() < 1e-12 && small < ring(4096.0));
        let large = m.collective_seconds(CollectiveKind::AllReduce, &dp, 1 << 30);
        let s = (1u64 << 30) as f64;
        assert!((large - ring(s)).abs() < 1e-9 && large < tree(s));
        // The whole mesh: 8 devices a node over 64 nodes; the tree steps 7 within each node
        // and 6 across, both ways.
        let all = [AxisRef::axis("dp"), AxisRef::axis("tp")];
        let intra = m.profile.intra_node.hop_latency_seconds;
        let whole = m.collective_seconds(CollectiveKind::AllReduce, &all, 4096);
        let tree = a + 2.0 * (7.0 * intra + 6.0 * h) + 2.0 * 4096.0 / b;
        assert!((whole - tree).abs() < 1e-12, "{whole} against {tree}");
        // Within a node.
        let tp = [AxisRef::axis("tp")];
        let node = m.profile.intra_node;
        let within = m.collective_seconds(CollectiveKind::AllReduce, &tp, 4096);
        let ring = node.latency_seconds
            + 14.0 * node.hop_latency_seconds
            + 2.0 * 7.0 / 8.0 * 4096.0 / node.bandwidth;
        assert!((within - ring).abs() < 1e-15);
        // The CPU mesh: no steps.
        let cpu = model("cpu", &[("d", 4)]);
        let d = [AxisRef::axis("d")];
        let Link {
            latency_seconds: a,
            bandwidth: b,
            ..
        } = cpu.profile.intra_node;
        let share = 2.0 / 4.0;
        let small = cpu.collective_seconds(CollectiveKind::AllReduce, &d, 4);
        assert!((small - (a + 1.5 * 4.0 / (b * share))).abs() < 1e-15);
    }

    #[test]
    fn roofline() {
        let m = model("h100", &[("tp", 8)]);
        let f32 = shardc_ir::ElementType::F32;
        // A big square matrix product is compute-bound, an add is memory-bound.
        let n = 8192.0f64;
        let gemm = m.op_seconds(2.0 * n * n * n, 3.0 * 4.0 * n * n, true, f32);
        assert_eq!(gemm, 2.0 * n * n * n / m.profile.peak_flops.f32);
        let add = m.op_seconds(n * n, 3.0 * 4.0 * n * n, false, f32);
        assert_eq!(add, 3.0 * 4.0 * n * n / m.profile.memory_bandwidth);
    }

    /// An identity reshape (what `spmd-partition` leaves for a manual computation's result)
    /// is a view of its operand: no bytes of its own, the operand held until the view's last
    /// reader. A reshape that changes the shape is still a value of its own.
    #[test]
    fn identity_reshapes_are_views() {
        let text = r#"
func.func @main(%x: tensor<256xf32>) -> tensor<16x16xf32> {
  %a = hlo.tanh %x : tensor<256xf32>
  %v = hlo.reshape %a : tensor<256xf32>
  %w = hlo.reshape %v : tensor<256xf32>
  %b = hlo.exponential %w : tensor<256xf32>
  %c = hlo.add %b, %w : tensor<256xf32>
  %d = hlo.reshape %c : (tensor<256xf32>) -> tensor<16x16xf32>
  return %d : tensor<16x16xf32>
}
"#;
        let module = shardc_ir::parse_module(text, "t.mlir").unwrap();
        let main = module.function("main").unwrap();
        // At the add: x, a (viewed as w, read by the add), b and c; then d (a new shape)
        // beside c; at the return, x and d.
        let kib = 1024;
        let timeline = live_timeline(main, &|v| main.ty(v).byte_size() as i128);
        assert_eq!(
            timeline,
            vec![
                2 * kib,
                2 * kib,
                2 * kib,
                3 * kib,
                4 * kib,
                3 * kib,
                2 * kib
            ]
        );
        assert_eq!(peak_live_bytes(main), 4 * 1024);
    }

    /// A loop holds, while it runs, what its body holds beyond the values it carries: the
    /// body of `lit-tests/passes/auto_shard_loop.mlir` expands its 1 KiB carried vector into
    /// two 1 MiB temporaries, which raise the peak (with the body's other values), not what
    /// the loop's own results hold.
    #[test]
    fn loops_hold_what_their_bodies_hold() {
        let text = include_str!("../../../lit-tests/passes/auto_shard_loop.mlir");
        let module = shardc_ir::parse_module(text, "auto_shard_loop.mlir").unwrap();
        let main = module.function("main").unwrap();
        let body = module.function("body").unwrap();
        // main alone: x (1024) + the counter (4) + the loop's results (4 + 1024).
        let entry = 1024 + 4 + 4 + 1024;
        assert_eq!(peak_live_bytes(main), entry);
        // The body beyond its carried values (4 + 1024): at the tanh, the broadcast and its
        // tanh (1 MiB each) and the incremented counter (4; the constant one is freed).
        let held = peak_live_bytes(body) - (4 + 1024);
        assert_eq!(held, 4 + 2 * 1024 * 1024);
        assert_eq!(peak_live_bytes_in(&module, main), entry + held);
        let timeline = live_bytes_timeline_in(&module, main);
        assert_eq!(timeline[1], (entry + held) as i128);
    }
}
