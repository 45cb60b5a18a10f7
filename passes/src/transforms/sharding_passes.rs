//! Pass wrappers of the sharding analyses: `populate-sharding-rules` and
//! `sharding-propagation`.

use shardc_ir::{Attribute, Diagnostic, Function, Module};

use crate::pass::{OptionKind, OptionSpec, Pass, PassOptions, PassScope};
use crate::sharding::comm_algebra::{AlgebraOptions, Rewritten};
use crate::sharding::propagation::propagate_module;
use crate::sharding::rule::rule_of;

/// Attaches each op's sharding rule as a `dist.sharding_rule` attribute.
pub struct PopulateShardingRules;

impl Pass for PopulateShardingRules {
    fn name(&self) -> &'static str {
        "populate-sharding-rules"
    }

    fn summary(&self) -> &'static str {
        "Attach each op's factor-based sharding rule as a `dist.sharding_rule` attribute"
    }

    fn description(&self) -> &'static str {
        r#"Shows the rule propagation uses for each op, in Shardy's notation: operand dimensions,
then result dimensions, each as the factors it is made of (a compound dimension lists
several, major to minor), the factor sizes, the reduction factors (summed over: sharding
one leaves partial sums) and the factors that need replication (sharding one needs a
gather first). Collectives, calls, returns and send/recv have no rule.

Example — input:

```mlir
func.func @main(%arg0: tensor<8x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<256xf32> {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
  %1 = hlo.slice %0 {limit_indices = array<i64: 8, 32>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>} : (tensor<8x64xf32>) -> tensor<8x32xf32>
  %2 = hlo.reshape %1 : (tensor<8x32xf32>) -> tensor<256xf32>
  return %2 : tensor<256xf32>
}
```

output:

```mlir
func.func @main(%arg0: tensor<8x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<256xf32> {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding_rule = #dist.sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=64, k=32} reduction={k}>} : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
  %1 = hlo.slice %0 {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 8, 32>, strides = array<i64: 1, 1>, dist.sharding_rule = #dist.sharding_rule<([i, j])->([i, j]) {i=8, j=64}>} : (tensor<8x64xf32>) -> tensor<8x32xf32>
  %2 = hlo.reshape %1 {dist.sharding_rule = #dist.sharding_rule<([i, j])->([ij]) {i=8, j=32}>} : (tensor<8x32xf32>) -> tensor<256xf32>
  return %2 : tensor<256xf32>
}
```"#
    }

    fn scope(&self) -> PassScope {
        PassScope::Function
    }

    fn run_on_function(
        &self,
        f: &mut Function,
        _options: &PassOptions,
        _notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        for op in f.body.clone() {
            f.ops[op].attrs.retain(|(k, _)| k != "dist.sharding_rule");
            if let Some(rule) = rule_of(f, op) {
                f.ops[op].attrs.push((
                    "dist.sharding_rule".into(),
                    Attribute::Opaque(rule.to_string()),
                ));
            }
        }
        Ok(())
    }
}

/// Propagates shardings from annotated values to every value.
pub struct ShardingPropagation;

const PROPAGATION_OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "explain",
    description: "Attach `dist.sharding_origin` to each op: which annotation each axis of its result came from",
    kind: OptionKind::Bool,
    default: "false",
}];

impl Pass for ShardingPropagation {
    fn name(&self) -> &'static str {
        "sharding-propagation"
    }

    fn summary(&self) -> &'static str {
        "Propagate shardings from annotated values to every value, by the ops' factor rules"
    }

    fn description(&self) -> &'static str {
        r#"Starts from the annotated values (arguments, results, `dist.constraint` and annotated op
results; these are never changed where their dimensions are closed) and repeats, forward and
backward over each function until nothing changes: project every value's sharding onto the
op's factors (see `populate-sharding-rules`), merge the candidates per factor, and project
the merged factor shardings back onto every open dimension. Shardings only grow, so this
terminates. Elementwise ops are propagated through to a fixpoint first, then every op.
Conflicts are resolved by priority first (explicit `pN` priorities, `p0` highest, then other
user annotations, then propagated shardings), then compatible candidates merge to the longest
and incompatible ones to their common prefix; when two factors of one op want the same axis, a
factor that appears in the result beats a reduction factor, then the factor over the larger
tensors keeps it. Axes a value is explicitly `replicated` over are never added to it. Reduction factors never shard a result: a sharded contraction leaves
partial sums, which `insert-reshards` reduces. With `explain=true` each op records where
each axis of its result's sharding came from.

Loops (`hlo.while`) stay loops: each carried value gets one sharding, which the loop's
result, the condition's and body's arguments and the body's result all take. It is a
fixpoint: rounds of propagation over every function, each from the program's annotations and
the current carried shardings, merging per carried value the initial value's sharding (first)
with what the body returns and how the result and the arguments are used (each only extending
a dimension's axes), until nothing changes; the last round closes them. A dimension the
program closes on the body's argument or result, the loop's result or the condition's
argument (`[{}, {}]`: whole, no more axes) is carried exactly as written in every round.

A manual computation (`dist.manual_computation`, JAX's `shard_map`) is a fixed point of
the layout: its results take its `out_shardings` (closed), and its body — one device's
program, whose values have no sharding — is not entered.

A donated argument (`tf.aliasing_output = K`: a training step's parameters and optimizer
state, JAX's `donate_argnums`) and result `K`, which replaces it, are tied as an elementwise
op ties its operand and result: a layout either gets, the other gets. Afterwards, when the
program does not annotate result `K`, the argument's layout is closed and the result is
declared laid out alike, so the next step reads the result in the argument's place (where
the two could not agree, `insert-reshards` reshards the result).

Example (Megatron MLP) — input:

```mlir
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @main(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<8x16xf32> {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %1 = hlo.tanh %0 : tensor<8x32xf32>
  %2 = hlo.dot_general %1, %arg2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}
```

output:

```mlir
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @main(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<8x16xf32> {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp", ?}, {"tp", ?}]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %1 = hlo.tanh %0 {dist.sharding = #dist.sharding<@mesh, [{"dp", ?}, {"tp", ?}]>} : tensor<8x32xf32>
  %2 = hlo.dot_general %1, %arg2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp", ?}, {?}]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}
```"#
    }

    fn options(&self) -> &'static [OptionSpec] {
        PROPAGATION_OPTIONS
    }

    fn scope(&self) -> PassScope {
        PassScope::Module
    }

    fn run_on_module(
        &self,
        module: &mut Module,
        options: &PassOptions,
        _notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        propagate_module(module, options.bool("explain"))
    }
}

/// Makes every sharding change explicit as collectives.
pub struct InsertReshards;

/// The `profile` option of the passes that price collectives.
const PROFILE_OPTION: &[OptionSpec] = &[OptionSpec {
    name: "profile",
    description: "The hardware priced: `cpu`, `a100`, `h100`, `h200` or a profile file",
    kind: OptionKind::Text,
    default: "cpu",
}];

impl Pass for InsertReshards {
    fn name(&self) -> &'static str {
        "insert-reshards"
    }

    fn summary(&self) -> &'static str {
        "Make every sharding change explicit as collectives (global view)"
    }

    fn description(&self) -> &'static str {
        r#"For each op, its factors' shardings are fixed in the cheapest of three ways: from its result
first (operands are resharded to it), from its operands first (compute where the data is,
reshard the result), or contractions first (split where the operands split them, leaving
partial sums) — cheapest by the cost model of the `profile` option: each collective its
link's latency plus its bytes over the link's bandwidth (so one collective moving a little
more beats two moving less), fewer bytes breaking ties; an operand already resharded for an
earlier op counts in that copy's layout too, so it is read from the copy for free (and a
reshard starts from whichever copy is cheapest: an `all_slice` of a gathered copy rather than
an `all_to_all`). A layout propagation chose (not annotated, not returned) whose readers
would rather read another — also through readers that only move elements, transposes,
reshapes and elementwise ops, which then change with it — is changed first when that makes
the op's and its readers' reshards cheaper: a weight gradient that propagation split like
its activation then takes the weight's split, gathering the smaller activation instead of
moving the gradient. Each operand laid out differently from what those factors need
is resharded right before the op; the op's result takes the sharding it computes locally —
`unreduced` over the axes of split reduction factors — and is resharded to the value's
sharding right after. `dist.constraint` becomes the reshard it asks for (one that asks for
the layout its operand has moves nothing, and closes the operand's dimensions as it closed
them, so the plan written out compiles back to itself), returned values
are resharded to the function's result shardings (a loop body's results to the carried
shardings), a loop's initial values to its carried shardings, and a manual computation's
operands to its `in_shardings` (replicated over the mesh axes that are not manual).

A reshard picks cheap collectives: partial sums are reduced with `reduce_scatter` over the
reduced axes (or parts of them) that the target splits further, and `all_reduce` over the
rest; a change that keeps every dimension's split count is one `collective_permute`; axes
moving between dimensions are an `all_to_all`; the rest is one `all_gather` then one
`all_slice` (which moves no data). A dimension padded by an uneven split changes its split
only as a whole (gathered, then sliced). A gather that makes a sharded value fully
replicated is reported as a warning at the op that needs it. A `reduce` whose init value is
not its combiner's identity is not split. Slices and edge paddings of a split dimension keep
the split where halos from the neighbours, or pieces shifted from the devices holding a far
window, move less than gathering the dimension (their bytes are counted), and a
concatenation whose result is split along the concatenated dimension is first rewritten as
`select`s of its operands edge-padded to the result's extent, so each part is such a window
(a roll — the end of a value, then its start — becomes an `hlo.rotate`, one halo around the
circle, kept split only where the shift fits in a block for the split the op is placed
with).

A global plan (`shardc compile --emit global`) read back gets nothing added: its layouts
already match what its ops compute. Layouts differing only by axes of size 1 are one layout.
An op linear in its partial operands keeps the partial sums its result declares. These ops
are `negate`, `reshape`, `transpose` and `reverse` of one partial value, `add` and
`subtract` of two, a product with one partial factor, and a floating-point quotient with a
partial numerator (where `sink-reductions` and `comm-fusion` moved the reduction). A
`max`, `min` or `mul` reduction's partial results stay for the collectives of that kind
that read them; a collective of another kind reading partial results is an error.

Example (the second matmul of a Megatron MLP) — input:

```mlir
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @main(%arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, %arg1: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
```

output:

```mlir
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @main(%arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, %arg1: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}], unreduced={"tp"}>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
```"#
    }

    fn options(&self) -> &'static [OptionSpec] {
        PROFILE_OPTION
    }

    fn scope(&self) -> PassScope {
        PassScope::Module
    }

    fn run_on_module(
        &self,
        module: &mut Module,
        options: &PassOptions,
        notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        let profile = crate::cost::HardwareProfile::load(options.text("profile")).map_err(|e| {
            vec![Diagnostic::error(
                module.loc.clone(),
                format!("insert-reshards: profile: {e}"),
            )]
        })?;
        crate::sharding::insert_reshards::insert_reshards(module, &profile, notes)
    }
}

/// Turns the global view into the local (per-device) view.
pub struct SpmdPartition;

impl Pass for SpmdPartition {
    fn name(&self) -> &'static str {
        "spmd-partition"
    }

    fn summary(&self) -> &'static str {
        "Turn the global view into the local (per-device) view"
    }

    fn description(&self) -> &'static str {
        r#"Gives every value its per-device type (each dimension divided by the number of pieces its
sharding splits it into, rounded up: a split that does not divide a dimension pads it), keeps
the global shardings as metadata, and marks the module
`dist.local_view`. Ops keep their meaning on local pieces because `insert-reshards` left
every op's operands laid out as its factors need (the pass checks this and refuses input
that was not resharded); only attributes naming sizes of split dimensions change (`slice`
limits, `gather` slice sizes). Collectives run over the device groups of their mesh axes.
Lookups into tables split along the looked-up dimension become masked local lookups (their
results partial sums), and padding is masked with the reduction's identity before a padded
dimension is reduced; both use `dist.axis_index`, the device's position over some axes.
Slices, edge paddings and rotations of a split dimension take halos from the neighbours
(`dist.shift`), pieces from farther devices, or — where neither serves, as for a rotation
by more than a block — the whole dimension gathered, of which each device keeps its window.
A manual computation (`dist.manual_computation`, JAX's `shard_map`) is replaced by a copy of
its body, which is already per-device code: its operands are the blocks the body takes, its
collectives are kept as written (they have no sharding: their axes give their meaning), and
each result is an identity `hlo.reshape` of what the body returns, carrying the result's
sharding; the manual functions are then removed.

Example — input:

```mlir
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @main(%arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, %arg1: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}], unreduced={"tp"}>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}
```

output:

```mlir
module attributes {dist.local_view} {
dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @main(%arg0: tensor<4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}, %arg1: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<4x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}], unreduced={"tp"}>} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}
}
```"#
    }

    fn scope(&self) -> PassScope {
        PassScope::Module
    }

    fn run_on_module(
        &self,
        module: &mut Module,
        _options: &PassOptions,
        _notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        crate::sharding::partition::partition_module(module)
    }
}

/// Reduces partial sums as late as correctness allows.
pub struct SinkReductions;

impl Pass for SinkReductions {
    fn name(&self) -> &'static str {
        "sink-reductions"
    }

    fn summary(&self) -> &'static str {
        "Reduce partial sums as late as correctness allows, merging reductions of sums"
    }

    fn description(&self) -> &'static str {
        r#"Runs after `insert-reshards`, which reduces a contraction's partial sums right after it.
Summation commutes with linear ops, so an `all_reduce {kind = "add"}` whose result has one use
moves past `negate`, `reshape`, `transpose`, a product or quotient with a value that is the
same on every device of the reduction, and an `add`/`subtract` of two values reduced over the
same axes — where two reductions become one. It never moves past an op that would make the
reduced value larger (a broadcast) or that is not linear. The result is the same up to
floating-point rounding (sums are formed in another order). First, a reduced value sliced and
gathered back over the same axes into its own layout — a pair `insert-reshards` made for
readers laid out split, which canonicalization may since have folded away — is read as
itself, so the reduction can sink past the ops after the pair.

Example — input:

```mlir
dist.mesh @mesh = <["tp"=4]>
func.func @main(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> tensor<8x8xf32> {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %2 = hlo.dot_general %arg2, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %4 = hlo.add %1, %3 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  return %4 : tensor<8x8xf32>
}
```

output:

```mlir
dist.mesh @mesh = <["tp"=4]>
func.func @main(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}) -> tensor<8x8xf32> {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = hlo.dot_general %arg2, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %2 = hlo.add %0, %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>} : tensor<8x8xf32>
  %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}
```"#
    }

    fn scope(&self) -> PassScope {
        PassScope::Function
    }

    fn run_on_function(
        &self,
        f: &mut Function,
        _options: &PassOptions,
        _notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        crate::sharding::sink_reductions::sink_reductions(f);
        Ok(())
    }
}

/// Chooses shardings for everything a program leaves open (`shardc compile --auto-shard`).
pub struct AutoShard;

const AUTO_SHARD_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "memory-budget",
        description: "Bytes one device may hold at once (`5000000`, `512MiB`, `80GiB`); empty: no limit",
        kind: OptionKind::Bytes,
        default: "",
    },
    OptionSpec {
        name: "profile",
        description: "The hardware priced: `cpu`, `a100`, `h100`, `h200` or a profile file",
        kind: OptionKind::Text,
        default: "cpu",
    },
    OptionSpec {
        name: "explain",
        description: "Attach `dist.auto_shard` to each placed op: its strategy, its cost, the runner-up and how much more it costs",
        kind: OptionKind::Bool,
        default: "false",
    },
    OptionSpec {
        name: "node-limit",
        description: "Most e-nodes the e-graph may grow to (each rule set stops there and says so)",
        kind: OptionKind::UInt,
        default: "4000000",
    },
    OptionSpec {
        name: "iteration-limit",
        description: "Most iterations of each rule set",
        kind: OptionKind::UInt,
        default: "8",
    },
    OptionSpec {
        name: "time-limit-ms",
        description: "Most milliseconds the e-graph's growth may take, all rule sets together",
        kind: OptionKind::UInt,
        default: "60000",
    },
];

impl Pass for AutoShard {
    fn name(&self) -> &'static str {
        "auto-shard"
    }

    fn summary(&self) -> &'static str {
        "Choose shardings for every value the program leaves open, by an e-graph search ranked by the cost model"
    }

    fn description(&self) -> &'static str {
        r#"Builds an e-graph whose classes are (value, layout) pairs: the program computed whole,
grown by the rule sets `strategies` (`split-op`: every way to split each op's factors over
the mesh axes) and `reshards` (`reduce-partial-sums`, `reshard-between-layouts`,
`argument-in-layout`). Extraction picks one strategy per op and one layout per argument
minimizing the cost model's seconds (compute by roofline, collectives by alpha-beta), with
shared values counted once; with a memory budget, a weight on bytes per device is raised
until the plan's peak fits. The plan is written back as shardings on every argument, op
result and function result, and a `dist.constraint` before each op that reads a value in
another layout (marked `dist.searched`: `insert-reshards` does not warn when such a
constraint gathers a value in full); `sharding-propagation` and `insert-reshards` then make
the collectives explicit. Annotations already in the program are kept. A loop (`hlo.while`) is one op
whose strategy is a plan of its body — searched with each carried value's next value tied
to it, priced by the loop's trip count — chosen among a few candidates by the program
around it; its carried values, its body and its condition are annotated with that plan.
docs/auto-shard.md has the details.

Example — input (a 2-layer MLP, batch 64, width 16, nothing annotated):

```mlir
dist.mesh @mesh = <["x"=4]>
func.func @main(%x: tensor<64x16xf32>, %w1: tensor<16x16xf32>, %w2: tensor<16x16xf32>) -> tensor<64x16xf32> {
  %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
  %t = hlo.tanh %h : tensor<64x16xf32>
  %y = hlo.dot_general %t, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
  return %y : tensor<64x16xf32>
}
```

output (`auto-shard`): the batch split over "x", weights whole, no communication:

```mlir
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%arg0: tensor<64x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, %arg2: tensor<16x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> (tensor<64x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
    %1 = hlo.tanh %0 {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<64x16xf32>
    %2 = hlo.dot_general %1, %arg2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
    return %2 : tensor<64x16xf32>
  }
}
```"#
    }

    fn options(&self) -> &'static [OptionSpec] {
        AUTO_SHARD_OPTIONS
    }

    fn scope(&self) -> PassScope {
        PassScope::Module
    }

    fn run_on_module(
        &self,
        module: &mut Module,
        options: &PassOptions,
        _notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        let profile = crate::cost::HardwareProfile::load(options.text("profile")).map_err(|e| {
            vec![Diagnostic::error(
                module.loc.clone(),
                format!("auto-shard: profile: {e}"),
            )]
        })?;
        let search = crate::autoshard::AutoShardOptions {
            profile,
            memory_budget: options.bytes("memory-budget"),
            explain: options.bool("explain"),
            parity: false,
            limits: crate::autoshard::Limits {
                nodes: options.uint("node-limit") as usize,
                iterations: options.uint("iteration-limit") as usize,
                time: std::time::Duration::from_millis(options.uint("time-limit-ms")),
            },
        };
        let names: Vec<String> = module.functions.iter().map(|f| f.name.clone()).collect();
        let reports = crate::autoshard::auto_shard_module(module, &search)?;
        if options.bool("explain") {
            for (report, name) in reports.iter().zip(names) {
                let Some(f) = module.function_mut(&name) else {
                    continue;
                };
                for c in &report.choices {
                    let mut fields = vec![
                        (
                            "strategy".to_string(),
                            Attribute::String(c.strategy.clone()),
                        ),
                        (
                            "seconds".to_string(),
                            Attribute::Float(c.seconds, shardc_ir::ElementType::F64),
                        ),
                    ];
                    if let Some((alt, extra)) = &c.runner_up {
                        fields.push(("runner_up".to_string(), Attribute::String(alt.clone())));
                        fields.push((
                            "runner_up_extra_seconds".to_string(),
                            Attribute::Float(*extra, shardc_ir::ElementType::F64),
                        ));
                    }
                    f.ops[c.id]
                        .attrs
                        .push(("dist.auto_shard".into(), Attribute::Dict(fields)));
                }
            }
        }
        Ok(())
    }
}

/// `comm-fusion`'s options: the profile priced and the algebra's rule sets.
const COMM_FUSION_OPTIONS: &[OptionSpec] = &[
    PROFILE_OPTION[0],
    OptionSpec {
        name: "rule-sets",
        description: "The algebra's rule sets, comma-separated: `collective-pairs`, `reductions-through-linear-ops`, `work-on-the-shard`, `identities`; `all` (the default) or `none` (bucketing only)",
        kind: OptionKind::Text,
        default: "all",
    },
    OptionSpec {
        name: "explain",
        description: "Attach `dist.rewrites` to the module: per value the algebra rewrote, egg's chain of forms from the program's to the chosen one and the rule of each step (what `shardc compile` stores in the certificate)",
        kind: OptionKind::Bool,
        default: "false",
    },
    OptionSpec {
        name: "memory-budget",
        description: "Bytes one device may hold at once (`5000000`, `512MiB`, `80GiB`), when less than its memory: bucketing never raises the peak past the larger of this and the peak before; empty: the device's memory",
        kind: OptionKind::Bytes,
        default: "",
    },
    OptionSpec {
        name: "node-limit",
        description: "The most e-nodes the algebra's e-graph grows by beyond the program's own; a rule set's run that reaches it stops there, with a warning naming it",
        kind: OptionKind::UInt,
        default: "50000",
    },
];

/// How the warning `comm-fusion{explain=true}` gives begins when egg could not explain some
/// rewritten values' new forms (their chains are missing from [`REWRITES_ATTR`]).
pub const UNEXPLAINED_REWRITES: &str = "comm-fusion: egg could not explain the new forms";

/// The module attribute `comm-fusion{explain=true}` attaches: egg's explanations.
pub const REWRITES_ATTR: &str = "dist.rewrites";

/// The entries of [`REWRITES_ATTR`] for the explanations of function `f` (as the pass leaves
/// it) in `module`: per rewritten value, the function's name, its leaves (`argN`, `opN` or
/// `opN#R` by position in `f`'s body, `dead` when no op computes them any more), its forms
/// (modules of one function `@form`, pretty text) and its rules (`=> NAME`, or `<= NAME`
/// where egg applied the rule from right to left).
fn rewrite_entries(
    f: &shardc_ir::Function,
    meshes: &[shardc_ir::MeshDecl],
    explanations: Vec<crate::sharding::comm_algebra::Explanation>,
) -> Vec<Attribute> {
    use shardc_ir::module::ValueDef;
    let position: std::collections::HashMap<shardc_ir::OpId, usize> =
        f.body.iter().enumerate().map(|(i, &op)| (op, i)).collect();
    let name = |v: shardc_ir::Value| match f.values[v].def {
        ValueDef::Arg(i) => format!("arg{i}"),
        ValueDef::Result(op, r) => match position.get(&op) {
            Some(p) if r == 0 => format!("op{p}"),
            Some(p) => format!("op{p}#{r}"),
            None => "dead".to_string(),
        },
    };
    let strings =
        |items: Vec<String>| Attribute::Array(items.into_iter().map(Attribute::String).collect());
    explanations
        .into_iter()
        .map(|e| {
            let forms = e
                .forms
                .into_iter()
                .map(|form| {
                    let mut m = Module::new();
                    m.meshes = meshes.to_vec();
                    m.functions.push(form);
                    shardc_ir::print_module(&m, shardc_ir::Form::Pretty)
                })
                .collect();
            let rules = e
                .rules
                .into_iter()
                .map(|(r, back)| format!("{} {r}", if back { "<=" } else { "=>" }))
                .collect();
            Attribute::Dict(vec![
                ("function".to_string(), Attribute::String(f.name.clone())),
                (
                    "leaves".to_string(),
                    strings(e.leaves.into_iter().map(name).collect()),
                ),
                ("forms".to_string(), strings(forms)),
                ("rules".to_string(), strings(rules)),
            ])
        })
        .collect()
}

/// `f` with its collectives rewritten by the rule sets `sets`, then bucketed; or the number
/// of wrong merges in the algebra's e-graph. Where the algebra chose forms with more
/// collectives (work on the shard between a reduce-scatter and a gather), the program
/// without `work-on-the-shard` is bucketed too, and the one with more collectives is kept
/// only when the cost model's schedule finds its step shorter by more than one latency per
/// collective added and by at least 1% (a gradient taken out of a tuple all-reduce no longer
/// shares its latency, and a gain within the model's error is not worth a collective).
fn rewrite_and_fuse(
    f: &shardc_ir::Function,
    model: &crate::cost::CostModel,
    algebra: &AlgebraOptions,
    (explain, memory_budget): (bool, Option<i64>),
) -> Result<Fused, usize> {
    use crate::sharding::comm_algebra::{explain_rewrites, rewrite_collectives};
    use crate::sharding::comm_fusion::fuse_collectives;
    // The plan's tuples (a plan written out and compiled again) as single collectives:
    // the algebra looks into them, and bucketing makes the tuples again.
    let mut single = f.clone();
    let given = crate::sharding::comm_fusion::split_tuples(&mut single);
    let f = &single;
    let rewrite = |algebra: &AlgebraOptions| {
        let mut function = f.clone();
        let done = rewrite_collectives(&mut function, model, algebra);
        let before_fusion = (explain && done.values > 0).then(|| function.clone());
        // Ops outside the algebra can come to compute what a twin of theirs computes once
        // the algebra rewrote what they read (`all_to_all(all_slice(all_gather(x)))` beside
        // `all_to_all(x)`, once the gather and slice are undone: fuzz `--ops 12` seed
        // 805297), and so can the ops reading them. They become one, as the pipeline's
        // `cse` would make them on a second compile (else the plan would not come back as
        // itself). This is done after the algebra, not within it: its explanations reason
        // about the ops it looked into, and a twin outside them is not equal to its twin by
        // any rule of the algebra (fuzz `--loops --ops 10` seed 158); a chain's leaf that
        // was the later twin names the one kept.
        let merged = crate::transforms::cse::merge_duplicates(&mut function);
        let seconds = fuse_collectives(&mut function, model, memory_budget, &given)
            .seconds
            .1;
        Attempt {
            function,
            seconds,
            done,
            before_fusion,
            merged,
        }
    };
    // egg's explanations cost several times the rewriting (on the 96-layer GPT-3 step 7 s
    // against 0.7 s), so the plan is made without them, and they are taken afterwards, for
    // the program kept (from the e-graph of the program as given, the rewritten forms
    // added). The plan never depends on `explain`; the certificate keeps the chains that
    // end in it.
    let kept = |a: Attempt, algebra: &AlgebraOptions| Fused {
        function: a.function,
        explained: a
            .before_fusion
            .map(|before| {
                let mut explained = explain_rewrites(f, &before, model, algebra, &a.done);
                for e in &mut explained.explanations {
                    e.read_kept_twins(&a.merged);
                }
                explained
            })
            .unwrap_or_default(),
        stop_reasons: a.done.stop_reasons,
    };
    let with_all = rewrite(algebra);
    if with_all.done.violations > 0 {
        return Err(with_all.done.violations);
    }
    if with_all.done.more_collectives == 0 {
        return Ok(kept(with_all, algebra));
    }
    let without = AlgebraOptions {
        sets: algebra
            .sets
            .iter()
            .copied()
            .filter(|&s| s != crate::sharding::comm_algebra::WORK_ON_THE_SHARD)
            .collect(),
        ..algebra.clone()
    };
    let other = rewrite(&without);
    // More collectives only for a gain beyond the model's error: a latency per collective
    // added (collectives cost more than their latency and bytes say: launches,
    // synchronization), and at least MORE_COLLECTIVES_MARGIN of the step.
    let added =
        collective_count(&with_all.function).saturating_sub(collective_count(&other.function));
    let latency = model
        .profile
        .intra_node
        .latency_seconds
        .min(model.profile.inter_node.latency_seconds);
    let margin = (added as f64 * latency).max(MORE_COLLECTIVES_MARGIN * other.seconds);
    Ok(if with_all.seconds + margin < other.seconds {
        kept(with_all, algebra)
    } else {
        kept(other, &without)
    })
}

/// One way [`rewrite_and_fuse`] tries: the function rewritten by a set of rules and
/// bucketed.
struct Attempt {
    function: shardc_ir::Function,
    /// The bucketed program's step, as the cost model's schedule estimates it.
    seconds: f64,
    /// What the algebra did.
    done: Rewritten,
    /// With `explain`, where the algebra rewrote something: the program it made, before
    /// bucketing (what its explanations end in).
    before_fusion: Option<shardc_ir::Function>,
    /// The values of ops merged with a twin after the algebra, each with its twin.
    merged: std::collections::HashMap<shardc_ir::Value, shardc_ir::Value>,
}

/// What [`rewrite_and_fuse`] made of a function.
struct Fused {
    function: shardc_ir::Function,
    /// egg's explanations of the rewritten values (with `explain`).
    explained: crate::sharding::comm_algebra::Explained,
    /// Why each rule set's run stopped, for the kept program ([`Rewritten::stop_reasons`]).
    stop_reasons: Vec<(&'static str, egg::StopReason)>,
}

/// A warning for each rule set whose run stopped at a limit rather than saturating (none
/// when all saturated): the plan holds, but forms past the limit were not weighed.
fn early_stops(
    f: &shardc_ir::Function,
    stop_reasons: &[(&'static str, egg::StopReason)],
    node_limit: usize,
) -> Option<Diagnostic> {
    use egg::StopReason;
    let stopped: Vec<String> = stop_reasons
        .iter()
        .filter_map(|(theme, r)| {
            let why = match r {
                StopReason::Saturated => return None,
                StopReason::NodeLimit(_) => {
                    format!("its node limit ({node_limit} e-nodes beyond the program's)")
                }
                StopReason::IterationLimit(_) => "its iteration limit".to_string(),
                StopReason::TimeLimit(_) => "its time limit".to_string(),
                StopReason::Other(why) => why.clone(),
            };
            Some(format!("{theme} at {why}"))
        })
        .collect();
    (!stopped.is_empty()).then(|| {
        Diagnostic::warning(
            f.loc.clone(),
            format!(
                "comm-fusion: the collectives' e-graph of '@{}' stopped before it saturated ({}): the plan is correct, but equal forms past the limit were not weighed (comm-fusion{{node-limit=N}} raises it)",
                f.name,
                stopped.join("; ")
            ),
        )
    })
}

/// The share of the step a plan with more collectives must save (the cost model's error on
/// the CPU virtual mesh is larger than this).
const MORE_COLLECTIVES_MARGIN: f64 = 0.01;

/// The collectives of `f` that move data (slices are local).
fn collective_count(f: &shardc_ir::Function) -> usize {
    use crate::cost::CollectiveKind;
    f.body
        .iter()
        .filter(|&&op| CollectiveKind::exchanges(&f.ops[op].kind))
        .count()
}

/// Rewrites collectives into cheaper equal forms, then buckets independent ones into tuple
/// collectives (`comm-fusion`).
pub struct CommFusion;

impl Pass for CommFusion {
    fn name(&self) -> &'static str {
        "comm-fusion"
    }

    fn summary(&self) -> &'static str {
        "Rewrite collectives into their cheapest equal forms (an e-graph), then fuse independent all-reduces (all-gathers, reduce-scatters) over the same axes into one tuple collective when that neither lengthens the step nor outgrows the device's memory"
    }

    fn description(&self) -> &'static str {
        r#"Tuple collectives in the input (a plan written out with its buckets) are split into
their members first; bucketing, last, makes tuples again, each member first joining the tuple
the input stated where that pays (then the rest of bucketing as below), so a plan's buckets
compile back as they were.

First, the algebra of collectives (`passes/src/sharding/comm_algebra.rs`): the plan's
collectives and the transposes and elementwise ops near them (three ops deep at first, and
three more while a chosen form leaves a collective near the edge of what it looked into, up to
twelve: a plan written out then compiles back to itself), and the splat constants they read,
go into an egg e-graph whose classes are one value in one layout, grown by four themed rule
sets within explicit limits (the `node-limit` option, 50,000 e-nodes beyond the program's
by default; an iteration and a time limit; a rule set's run that stops at one is named in a
warning), in order, and again while a round adds forms; each rule searches only the
classes holding an op its left side starts with, and a class again only when its ops or its
operands' ops changed since the rule last derived from it — `collective-pairs` (`reduce-then-slice`: an `all_slice` of an `all_reduce`
over the sliced axes is a `reduce_scatter`, then an `all_reduce` over the axes left;
`gather-then-slice` and `slice-then-gather`: a gather undone by a slice, or a slice undone by
a gather, is nothing), `reductions-through-linear-ops` (`reduce-through-add`: the sum or
difference of two values reduced over the same axes is one reduction of their difference;
`reduce-through-scale`: a reduction times, or divided by, a value every device of the axes
holds whole; `reduce-through-layout`: through `negate` and `transpose`; floating-point values
only) and `work-on-the-shard` (`reduce-as-scatter-gather`: an `all_reduce` is a
`reduce_scatter` then an `all_gather`, along any dimension the axes divide evenly;
`work-through-gather`: an elementwise op of gathered values is the op on the shards, the
other operands sliced locally, then one gather — a replicated weight update after a gradient
reduction runs on each device's shard; `slice-of-splat`: a slice of a splat constant is the
splat made sliced) and `identities` (`select-same`: a select whose choices the other rules
showed equal is that value; `idempotent`: likewise `max`, `min`, `and`, `or` of one value
twice; `involution`: `negate(negate(x))`, `not(not(x))` and a transpose undoing another are
`x` — else the plan, compiled again, would have `canonicalize` fold them). Each value an op outside the algebra reads takes its
cheapest form by the cost model, counting what stays shared: a rewrite is kept only when the
ops it adds cost less than the ops it frees (rewrites worth it only together — two readers
of one gathered value — are tried together), and the program's own form wins ties; an op
of the algebra the result computes twice is made once. Which rewrites pay depends on what
the others leave shared, so the algebra then runs again on the program it made, with a new
e-graph, until a run rewrites nothing (at most four runs); then every pure op the runs made
a twin of another (an all-to-all that comes to read what its twin reads once a gather and
slice before it are undone) is made once, as `cse` would: the pass's output is its own fixed
point, and a plan written out compiles back to itself. The
`rule-sets` option names the rule sets run (`all`, `none`, or a comma-separated list).
With `explain=true` the module gets `dist.rewrites`: per rewritten value, egg's explanation
— the forms from the value as written to the chosen one, each a function `@form` of the
values the algebra did not look into, and the rule of each step — which `shardc compile`
stores in the plan's certificate and its checker replays (docs/certificates.md). The
explanations come from one e-graph of the program as given, grown by the same rules, with
each rewritten value's final form added to it: one chain per value however many runs made
it (a value egg cannot show equal to its new form is named in a warning). The plan is the
same with or without them.

A form with more collectives than the program's (work on the shard) is weighed after
bucketing, where a gradient taken out of a tuple all-reduce no longer shares its latency:
the function is also rewritten without `work-on-the-shard`, both are bucketed, and the one
with more collectives is kept only when the cost model's schedule finds its step shorter by
more than one link latency per collective added and by at least 1%.

Then bucketing. Each collective pays its link's latency once; collectives that can travel together (the
same kind — `dist.all_reduce`, `dist.all_gather` or `dist.reduce_scatter` — axes, combiner
and element type, none reading another's result) become one collective with one operand and
result per member — a tuple, as XLA's all-reduce, all-gather and reduce-scatter combiners
make of a training step's gradient reductions and parameter gathers. Members are taken in
program order and join the latest of the open buckets (up to four) that takes them — one
neither reads nor is read by, where the step's simulated time does not grow and
its peak of live bytes stays within the larger of today's peak and the device's memory (the
`memory-budget` option when that is less): the
cost model's list schedule of the `profile` option, where on a target whose collectives
run beside compute (`overlaps_communication`: the GPU profiles) a gradient reduced early
overlaps the rest of the backward pass, so holding it for a later one can cost more than
the latency saved; on the CPU virtual mesh (one op at a time) every legal fusion that fits
saves a latency (a merge that saves nothing, over axes of one device, may not raise the
peak). Then the same again over the tuples made, until a pass merges nothing (a collective
refused beside one member can fit beside a tuple of two): compiled again, the plan has
nothing left to merge. The tuple is placed as early as its operands allow, its members'
readers after it; the rest of the body keeps its order. A manual computation's body (`shard_map`)
fuses its own collectives the same way, each value one device's block.

Example (two gradients reduced over "dp") — input:

```mlir
dist.mesh @mesh = <["dp"=2]>
func.func @main(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %b: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = hlo.dot_general %a, %b {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %1 = dist.all_reduce %0 {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<4x4xf32>
  %2 = hlo.dot_general %a, %a {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %3 = dist.all_reduce %2 {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<4x4xf32>
  return %1, %3 : tensor<4x4xf32>, tensor<4x4xf32>
}
```

output:

```mlir
dist.mesh @mesh = <["dp"=2]>
func.func @main(%arg0: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %1 = hlo.dot_general %arg0, %arg0 {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %2:2 = dist.all_reduce %0, %1 {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = [#dist.sharding<@mesh, [{}, {}]>, #dist.sharding<@mesh, [{}, {}]>]} : (tensor<4x4xf32>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  return %2#0, %2#1 : tensor<4x4xf32>, tensor<4x4xf32>
}
```"#
    }

    fn options(&self) -> &'static [OptionSpec] {
        COMM_FUSION_OPTIONS
    }

    fn scope(&self) -> PassScope {
        PassScope::Module
    }

    fn run_on_module(
        &self,
        module: &mut Module,
        options: &PassOptions,
        notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        let profile = crate::cost::HardwareProfile::load(options.text("profile")).map_err(|e| {
            vec![Diagnostic::error(
                module.loc.clone(),
                format!("comm-fusion: profile: {e}"),
            )]
        })?;
        let sets = crate::sharding::comm_algebra::parse_rule_sets(options.text("rule-sets"))
            .map_err(|e| {
                vec![Diagnostic::error(
                    module.loc.clone(),
                    format!("comm-fusion: rule-sets: {e}"),
                )]
            })?;
        let algebra = AlgebraOptions {
            sets,
            node_limit: options.uint("node-limit") as usize,
        };
        let explain = options.bool("explain");
        let memory_budget = options.bytes("memory-budget");
        let meshes = module.meshes.clone();
        let mut rewrites = Vec::new();
        let mut diags = Vec::new();
        // A manual computation's body fuses its own collectives too (its values have no
        // sharding: each is one device's block).
        let manual = shardc_ir::manual::manual_functions(module);
        for fi in 0..module.functions.len() {
            let (mesh, global_view) =
                match crate::sharding::propagation::function_mesh(module, &module.functions[fi]) {
                    Ok(Some((_, m))) => (m.clone(), true),
                    Ok(None) => match manual
                        .get(&module.functions[fi].name)
                        .and_then(|c| module.mesh(&c.mesh))
                    {
                        Some(m) => (m.clone(), false),
                        None => continue,
                    },
                    Err(d) => {
                        diags.push(d);
                        continue;
                    }
                };
            let model = crate::cost::CostModel::new(profile.clone(), &mesh);
            let f = &mut module.functions[fi];
            if !global_view {
                // The algebra reasons about layouts, which a manual body's blocks do not have.
                // Bucketing starts, as on the global view, from single collectives, and from
                // live ones: a dead collective could take a place in a bucket that a live one
                // takes once it is gone, and the plan written out would compile to another
                // (fuzz `--manual --ops 24` seed 3400152).
                let given = crate::sharding::comm_fusion::split_tuples(f);
                crate::transforms::remove_dead_ops(f);
                crate::sharding::comm_fusion::fuse_manual_body_collectives(
                    f,
                    &model,
                    memory_budget,
                    &given,
                );
                continue;
            }
            match rewrite_and_fuse(f, &model, &algebra, (explain, memory_budget)) {
                Ok(done) => {
                    *f = done.function;
                    notes.extend(early_stops(f, &done.stop_reasons, algebra.node_limit));
                    if explain {
                        if done.explained.unexplained > 0 {
                            notes.push(Diagnostic::warning(
                                f.loc.clone(),
                                format!(
                                    "{UNEXPLAINED_REWRITES} of {} rewritten value(s) of '@{}' by the rules: the certificate holds no chain for them",
                                    done.explained.unexplained, f.name
                                ),
                            ));
                        }
                        rewrites.extend(rewrite_entries(f, &meshes, done.explained.explanations));
                    }
                }
                Err(violations) => diags.push(Diagnostic::error(
                    f.loc.clone(),
                    format!(
                        "comm-fusion: {violations} merge(s) of differently laid out values in the collectives' e-graph (a wrong rewrite rule)"
                    ),
                )),
            }
        }
        if explain {
            module.attrs.retain(|(k, _)| k != REWRITES_ATTR);
            module
                .attrs
                .push((REWRITES_ATTR.to_string(), Attribute::Array(rewrites)));
        }
        if diags.is_empty() { Ok(()) } else { Err(diags) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pass's `node-limit` default is the algebra's own.
    #[test]
    fn the_node_limit_option_defaults_to_the_algebras_limit() {
        let spec = COMM_FUSION_OPTIONS
            .iter()
            .find(|o| o.name == "node-limit")
            .expect("comm-fusion has a node-limit option");
        assert_eq!(
            spec.default,
            crate::sharding::comm_algebra::NODE_LIMIT.to_string()
        );
    }
}
