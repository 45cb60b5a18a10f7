//! The plan report (`shardc compile --report`): collectives with their bytes per device,
//! output shardings, and the estimate.

use serde::{Deserialize, Serialize};
use shardc_ir::{Function, Mesh, Module, OpKind};
use shardc_passes::cost::{CostModel, MemoryTraffic, op_flops};
pub use shardc_passes::cost::{TripCount, static_trip_count, trip_count};

/// One collective of the per-device program.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CollectiveEntry {
    /// `all_reduce`, `all_gather`, `reduce_scatter`, `all_to_all`, `collective_permute`,
    /// `send` or `recv`.
    pub kind: String,
    /// The mesh axes it runs over.
    pub axes: Vec<String>,
    /// Bytes of its result on one device.
    pub result_bytes_per_device: i64,
    /// Where the op came from.
    pub location: String,
    /// How many times one step runs it: 1, or for a collective in a loop the product of its
    /// loops' trip counts where they are known — from the program (a counter from a constant
    /// to a constant bound) or the loop's `dist.trip_count` — a loop whose trip count is not
    /// known counting once.
    #[serde(default = "one")]
    pub runs: i64,
    /// For a collective in a loop body or condition, the loop (`hlo.while at FILE:LINE:COL`,
    /// with its trip count, "… expected (dist.trip_count)", or "trip count unknown").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_loop: Option<String>,
}

fn one() -> i64 {
    1
}

/// The estimate of the cost model.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Estimate {
    /// The hardware profile the estimate prices (`cpu`, `h100`, … or a file's name).
    #[serde(default)]
    pub profile: String,
    /// Estimated seconds per step on the target profile.
    pub step_seconds: f64,
    /// Largest number of bytes live at once on one device (parameters, activations,
    /// temporaries), by a liveness scan of the program in order.
    pub peak_bytes_per_device: i64,
}

/// The report of a compiled plan.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Report {
    /// Mesh axis sizes, by name (in mesh order).
    pub mesh: serde_json::Map<String, serde_json::Value>,
    /// Every collective of the per-device program, in program order (those of a loop's
    /// condition and body where the loop is, once each, with how often they run).
    pub collectives: Vec<CollectiveEntry>,
    /// Sum of the collectives' result bytes on one device, each times its `runs`.
    pub collective_bytes_per_device: i64,
    /// For each output, the mesh axes each dimension is split over.
    pub outputs: Vec<OutputEntry>,
    /// For each input (argument), the same as for outputs: how it is split over the mesh.
    #[serde(default)]
    pub inputs: Vec<OutputEntry>,
    /// Every op of the per-device program, in order: its cost and the memory live while it
    /// runs.
    #[serde(default)]
    pub ops: Vec<OpEntry>,
    /// Wall time of compilation.
    pub compile_seconds: f64,
    /// The cost model's estimate.
    pub estimate: Estimate,
}

/// One op of the per-device program.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct OpEntry {
    /// The op's name (`hlo.dot_general`, `dist.all_reduce`, …).
    pub op: String,
    /// Where it came from (`file:line:col`, or `<unknown>`).
    pub location: String,
    /// Floating-point operations on one device, as the estimate counts them (a contraction
    /// `2 × result × contracted`, other ops one per result element, collectives none).
    pub flops: f64,
    /// Bytes it reads (its operands) and writes (its results) on one device.
    pub bytes: i64,
    /// Bytes live on one device while it runs (arguments included; see
    /// [`live_bytes_timeline_in`]).
    pub live_bytes: i64,
}

/// One output (or input) of the program.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct OutputEntry {
    /// Per dimension, the axes it is split over.
    pub sharding: Vec<Vec<String>>,
    /// One device's piece (each dimension `ceil(size / split)`).
    #[serde(default)]
    pub local_shape: Vec<i64>,
    /// Per dimension, the padding elements the splits add (`local × split − size`; nonzero
    /// only where a split does not divide its dimension).
    #[serde(default)]
    pub padding: Vec<i64>,
}

impl Report {
    /// The report of `entry`, a function of the local-view `module`, priced by `model`
    /// (which knows the mesh).
    pub fn from_local_function(
        module: &Module,
        entry: &Function,
        model: &CostModel,
        compile_seconds: f64,
    ) -> Report {
        let mesh = model.mesh();
        let timeline = live_bytes_timeline_in(module, entry);
        let mut ops = Vec::with_capacity(entry.body.len());
        for (i, &op) in entry.body.iter().enumerate() {
            let data = &entry.ops[op];
            let bytes = data
                .operands
                .iter()
                .chain(&data.results)
                .fold(0i64, |acc, &v| acc.saturating_add(entry.ty(v).byte_size()));
            ops.push(OpEntry {
                op: data.kind.name(),
                location: data.loc.to_string(),
                flops: op_flops(entry, op),
                bytes,
                live_bytes: timeline.get(i).copied().unwrap_or(0),
            });
        }
        let mut collectives = Vec::new();
        let mut step_seconds = 0.0f64;
        collect_runs(
            module,
            entry,
            model,
            (1, None),
            &mut collectives,
            &mut step_seconds,
        );
        let collective_bytes_per_device = collectives.iter().fold(0i64, |acc, c| {
            acc.saturating_add(c.result_bytes_per_device.saturating_mul(c.runs))
        });
        let inputs = entry
            .args
            .iter()
            .enumerate()
            .map(|(i, &a)| {
                param_entry(
                    entry.values[a].sharding.as_ref(),
                    entry.ty(a),
                    entry.arg_attrs.get(i),
                    mesh,
                )
            })
            .collect();
        let outputs = entry
            .result_shardings
            .iter()
            .zip(&entry.result_types)
            .enumerate()
            .map(|(i, (s, t))| param_entry(s.as_ref(), t, entry.result_attrs.get(i), mesh))
            .collect();
        Report {
            mesh: mesh
                .axes
                .iter()
                .map(|(n, s)| (n.clone(), serde_json::Value::from(*s)))
                .collect(),
            collectives,
            collective_bytes_per_device,
            outputs,
            inputs,
            ops,
            compile_seconds,
            estimate: Estimate {
                profile: model.profile.name.clone(),
                step_seconds,
                peak_bytes_per_device: shardc_passes::cost::peak_live_bytes_in(module, entry),
            },
        }
    }
}

/// Adds `f`'s collectives (each run `runs` times per step, in the loop `in_loop`) and its ops'
/// estimated seconds; a loop's condition and body count once per iteration (the condition
/// once more), nested loops multiplying.
fn collect_runs(
    module: &Module,
    f: &Function,
    model: &CostModel,
    (runs, in_loop): (i64, Option<&str>),
    collectives: &mut Vec<CollectiveEntry>,
    step_seconds: &mut f64,
) {
    let traffic = MemoryTraffic::of(f);
    for &op in &f.body {
        let data = &f.ops[op];
        *step_seconds += model.seconds_of_op(f, op, &traffic) * runs as f64;
        if let OpKind::While { cond, body } = &data.kind {
            let trips = trip_count(module, f, op);
            let label = match trips {
                Some(t) => format!("hlo.while at {}, {}", data.loc, t.describe()),
                None => format!(
                    "hlo.while at {}, trip count unknown: counted once",
                    data.loc
                ),
            };
            let inner = runs.saturating_mul(trips.map_or(1, TripCount::count).max(0));
            for (name, extra) in [(cond, 1), (body, 0)] {
                if let Some(g) = module.function(name) {
                    let n = if trips.is_some() {
                        inner.saturating_add(runs * extra)
                    } else {
                        runs
                    };
                    collect_runs(
                        module,
                        g,
                        model,
                        (n, Some(&label)),
                        collectives,
                        step_seconds,
                    );
                }
            }
            continue;
        }
        let kind = match &data.kind {
            OpKind::AllReduce { .. } => "all_reduce",
            OpKind::AllGather { .. } => "all_gather",
            OpKind::ReduceScatter { .. } => "reduce_scatter",
            OpKind::AllToAll { .. } => "all_to_all",
            // A halo shift is a collective permute between neighbours.
            OpKind::CollectivePermute | OpKind::Shift { .. } => "collective_permute",
            OpKind::Send { .. } => "send",
            OpKind::Recv { .. } => "recv",
            _ => continue,
        };
        // The value a collective moves: its result, or for a send its operand.
        let Some(&value) = data.results.first().or(data.operands.first()) else {
            continue;
        };
        let axes: Vec<String> = match &data.kind {
            OpKind::AllReduce {
                reduction_axes: a, ..
            }
            | OpKind::AllToAll { axes: a, .. }
            | OpKind::Shift { axes: a, .. } => a
                .iter()
                .map(|x| x.to_string().trim_matches('"').to_string())
                .collect(),
            OpKind::AllGather { gathering_axes: d }
            | OpKind::ReduceScatter {
                scatter_axes: d, ..
            } => d
                .iter()
                .flatten()
                .map(|x| x.to_string().trim_matches('"').to_string())
                .collect(),
            _ => f.values[value]
                .sharding
                .iter()
                .flat_map(|s| s.dims.iter().flat_map(|d| d.axes.iter()))
                .map(|x| x.to_string().trim_matches('"').to_string())
                .collect(),
        };
        // A tuple all-reduce is one collective moving all its results.
        let moved = if data.results.is_empty() {
            f.ty(value).byte_size()
        } else {
            data.results
                .iter()
                .fold(0i64, |acc, &r| acc.saturating_add(f.ty(r).byte_size()))
        };
        collectives.push(CollectiveEntry {
            kind: kind.to_string(),
            axes,
            result_bytes_per_device: moved,
            location: data.loc.to_string(),
            runs,
            in_loop: in_loop.map(str::to_string),
        });
    }
}

/// An argument's or result's entry: the axes each dimension is split over, the local
/// shape, and the padding an uneven split adds (from the global type the local view records).
fn param_entry(
    sharding: Option<&shardc_ir::Sharding>,
    local: &shardc_ir::TensorType,
    attrs: Option<&shardc_ir::module::ParamAttrs>,
    mesh: &Mesh,
) -> OutputEntry {
    let global = attrs.and_then(|a| {
        a.attrs.iter().find_map(|(k, v)| match v {
            shardc_ir::Attribute::Type(g) if k == shardc_ir::verify::GLOBAL_TYPE_ATTR => {
                Some(g.shape.clone())
            }
            _ => None,
        })
    });
    OutputEntry {
        local_shape: local.shape.clone(),
        padding: (0..local.rank())
            .map(|d| {
                let split = sharding.map_or(1, |s| s.dim_split(d, mesh));
                global.as_ref().map_or(0, |g| local.shape[d] * split - g[d])
            })
            .collect(),
        sharding: match sharding {
            Some(s) => s
                .dims
                .iter()
                .map(|d| {
                    d.axes
                        .iter()
                        .map(|a| a.to_string().trim_matches('"').to_string())
                        .collect()
                })
                .collect(),
            None => vec![Vec::new(); local.rank()],
        },
    }
}

/// The elements live at once running `f` of `module` (loops holding what their bodies
/// hold, as in [`shardc_passes::cost::peak_live_bytes_in`]): what a host that stores every
/// element in a fixed width (the interpreter's 8 bytes) holds at once.
pub fn peak_live_elements(module: &Module, f: &Function) -> i64 {
    shardc_passes::cost::peak_live_in(module, f, &|g, v| g.ty(v).num_elements() as i128)
}

/// The bytes live on one device while each op of `f` of `module` runs, a loop also holding
/// what its body holds beyond the values it carries (see
/// [`shardc_passes::cost::peak_live_bytes_in`]).
pub fn live_bytes_timeline_in(module: &Module, f: &Function) -> Vec<i64> {
    shardc_passes::cost::live_bytes_timeline_in(module, f)
        .into_iter()
        .map(|b| i64::try_from(b).unwrap_or(i64::MAX))
        .collect()
}
