//! `shardc`: the compiler driver.
//!
//! `compile`, `run`, `verify` and `inspect` of DESIGN.md's command-line contract, plus
//! `example` (the built-in example) and `interpret` (run a program on the reference
//! interpreter).

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use shardc::compile::{Compiled, override_mesh, parse_mesh_flag};
use shardc::execute::{run_reference, run_sharded, worst_error};
use shardc::input::{Input, RawInput, read_bytes, read_input, text_input};
use shardc::memory_guard::{HostMemoryNeed, available_host_memory};
use shardc::random_inputs::random_inputs;
use shardc::{EXIT_USAGE, EXIT_USER_ERROR};
use shardc_ir::diagnostic::render_all;
use shardc_ir::interp::{Tensor, run_function};
use shardc_ir::{Diagnostic, Form, Module, SourceMap, parse_module, print_module, verify_module};
use shardc_passes::{NoInstrumentation, PassManager, parse_pipeline};

/// The built-in example: a JAX export of a transformer training step with dp x tp shardings.
const EXAMPLE: &str = include_str!("../../examples/transformer_step.mlir");
/// Its inputs and JAX's outputs.
const EXAMPLE_DATA: &[u8] = include_bytes!("../../examples/transformer_step.safetensors");

/// shardc: a distributed-training compiler.
#[derive(Parser, Debug)]
#[command(name = "shardc", version = shardc::VERSION, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Print no progress, per-step lines or elapsed times on standard error (results and
    /// errors still print).
    #[arg(long, short = 'q', global = true)]
    quiet: bool,
}

/// `--quiet`, for the whole run (set once, from the command line).
static QUIET: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn quiet() -> bool {
    QUIET.load(std::sync::atomic::Ordering::Relaxed)
}

/// Progress of `command` on standard error (nothing with `--quiet`).
fn progress(command: &'static str) -> shardc::progress::Progress {
    shardc::progress::Progress::start(command, quiet())
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Compile a program into a sharded binary (or emit a stage of the plan).
    Compile {
        /// The program (`-` for standard input).
        input: String,
        /// Replace the program's mesh: `dp=2,tp=4`.
        #[arg(long, value_parser = parse_mesh_arg)]
        mesh: Option<String>,
        /// What to write: the sharded binary (default), the resharded global view, the
        /// per-device (local) view, or the plan report.
        #[arg(long, value_enum, default_value_t = Emit::Binary)]
        emit: Emit,
        /// Output file (`-`: standard output, the binary included).
        #[arg(short = 'o', value_name = "OUT")]
        output: String,
        /// Also write the plan report (JSON) here.
        #[arg(long)]
        report: Option<String>,
        /// The machine the kernels are for: this CPU, or NVIDIA GPUs (`cuda`: the binary
        /// also carries the kernels as PTX; `--emit llvm` prints the GPU's LLVM IR).
        #[arg(long, value_enum, default_value_t = CodeTarget::Cpu)]
        target: CodeTarget,
        /// The GPU architecture of `--target cuda`: `sm_90` (H100, H200) or `sm_80` (A100).
        #[arg(long, default_value = "sm_90", value_parser = parse_cuda_arch)]
        cuda_arch: shardc_backend::codegen::CudaArch,
        #[command(flatten)]
        train: TrainArgs,
        /// Bitwise parity with the single-device program: every order-sensitive reduction
        /// runs whole, in the single-device order, and kernels compute exactly as the
        /// reference interpreter does (slower; docs/training.md).
        #[arg(long)]
        parity: bool,
        #[command(flatten)]
        plan: PlanArgs,
    },
    /// Run a sharded binary on the CPU virtual mesh.
    Run {
        /// The sharded binary (`-` for standard input).
        binary: String,
        /// Inputs `arg0, arg1, …` (global tensors; default: seeded random inputs).
        #[arg(long)]
        inputs: Option<String>,
        /// Seed of the random inputs.
        #[arg(long, default_value_t = 0)]
        seed: i64,
        /// Write the outputs `out0, out1, …` (global tensors) here.
        #[arg(long = "save-outputs")]
        save_outputs: Option<String>,
        /// Seconds a device may wait in a collective before the run fails (at least 1).
        #[arg(long, default_value_t = 60, value_parser = parse_timeout)]
        timeout: u64,
        /// Run even when the estimated host memory exceeds what is available.
        #[arg(long)]
        force: bool,
        /// Print one JSON document on stdout instead of the text report (fields in
        /// docs/user-guide.md §9).
        #[arg(long)]
        json: bool,
        /// Run the devices on the reference interpreter instead of compiled kernels.
        #[arg(long)]
        interpret: bool,
        /// Where the compiled kernels run: this CPU's virtual mesh, or GPU 0 (`cuda`: every
        /// device of the mesh a stream and a memory region of the card).
        #[arg(long, value_enum, default_value_t = RunDevice::Cpu, conflicts_with = "interpret")]
        device: RunDevice,
        /// Run the program this many times; results feed the arguments they alias
        /// (`tf.aliasing_output`, or JAX's donated `jax.buffer_donor` arguments) from one
        /// step to the next.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
        steps: u64,
        /// Write a Chrome/Perfetto trace of the run here (compiled kernels only).
        #[arg(long)]
        trace: Option<String>,
        /// A directory of safetensors files, one per step (in name order, cycling), giving
        /// the arguments that change from step to step (`arg2`, `arg3`: a batch of tokens and
        /// targets); the others come from --inputs.
        #[arg(long)]
        data: Option<String>,
    },
    /// Compile, run on the virtual mesh and compare with the single-device reference; or,
    /// with `--certificate BIN`, check the certificate a sharded binary carries.
    Verify {
        /// The program (`-` for standard input; `.mlir.gz` is read as it is).
        #[arg(required_unless_present = "certificate")]
        input: Option<String>,
        /// Check the certificate stored in this sharded binary instead: replay the
        /// derivation of its plan from its input program, rule by rule (docs/certificates.md).
        #[arg(long, value_name = "BIN", conflicts_with_all = ["input", "inputs", "mesh", "interpret", "parity"])]
        certificate: Option<String>,
        /// Replace the program's mesh: `dp=2,tp=4`.
        #[arg(long, value_parser = parse_mesh_arg)]
        mesh: Option<String>,
        /// Inputs `arg0, arg1, …` (default: seeded random inputs).
        #[arg(long)]
        inputs: Option<String>,
        /// Seed of the random inputs.
        #[arg(long, default_value_t = 0)]
        seed: i64,
        /// Relative tolerance for floating-point outputs (integer and boolean outputs are
        /// compared exactly).
        #[arg(long, default_value_t = 1e-5, value_parser = parse_tolerance)]
        rtol: f64,
        /// Absolute tolerance for floating-point outputs.
        #[arg(long, default_value_t = 1e-6, value_parser = parse_tolerance)]
        atol: f64,
        /// Run even when the estimated host memory exceeds what is available.
        #[arg(long)]
        force: bool,
        /// Print one JSON document on stdout instead of the text report (fields in
        /// docs/user-guide.md §9).
        #[arg(long)]
        json: bool,
        /// Run the sharded program on the reference interpreter instead of compiled
        /// kernels (the reference is always the interpreter).
        #[arg(long)]
        interpret: bool,
        /// Where the sharded program's compiled kernels run: this CPU's virtual mesh, or
        /// GPU 0 (`cuda`).
        #[arg(long, value_enum, default_value_t = RunDevice::Cpu, conflicts_with = "interpret")]
        device: RunDevice,
        #[command(flatten)]
        train: TrainArgs,
        /// Bitwise parity: compile as `compile --parity` does and compare every output
        /// bit for bit (the tolerances are ignored).
        #[arg(long)]
        parity: bool,
        /// Also check the compiled kernels op by op: every op of the per-device program
        /// against the reference op on the operands the kernels computed, within its
        /// rounding bound (bit for bit with --parity); a wrong op fails the run, named
        #[arg(long, conflicts_with = "interpret")]
        check_kernels: bool,
        #[command(flatten)]
        plan: PlanArgs,
    },
    /// Print a plan: per-value shardings and per-device shapes, collectives, memory.
    Inspect {
        /// A program or a sharded binary (`-` for standard input, either kind).
        input: String,
        /// Replace the program's mesh: `dp=2,tp=4` (programs only: a binary's mesh is fixed).
        #[arg(long, value_parser = parse_mesh_arg)]
        mesh: Option<String>,
        /// Print one JSON document on stdout: every value and the plan report (fields in
        /// docs/user-guide.md §9).
        #[arg(long)]
        json: bool,
        /// Print the plan's IR instead of the summary: the global view with explicit
        /// collectives, or the per-device program (also from a binary).
        #[arg(long, value_enum, conflicts_with = "json")]
        ir: Option<PlanIr>,
        /// With the summary: the block of every argument and result that this device holds.
        #[arg(long, value_name = "R", conflicts_with_all = ["json", "ir"])]
        rank: Option<u64>,
        /// Write one self-contained HTML page (no network): per value its device-tile map,
        /// the collectives with their source lines and bytes, the memory timeline.
        #[arg(long, value_name = "OUT.html", conflicts_with_all = ["json", "ir", "rank"])]
        html: Option<String>,
        #[command(flatten)]
        plan: PlanArgs,
        /// Why the plan is what it is: with --auto-shard, per value, the sharding chosen,
        /// what it costs and the runner-up it beat; then, per value comm-fusion's algebra
        /// rewrote, egg's chain of rewrites from the value as written to the plan's form
        /// (from a binary: its certificate's).
        #[arg(long, conflicts_with_all = ["json", "ir", "rank", "html"])]
        explain: bool,
    },
    /// Compile the built-in example (a transformer training step with dp x tp shardings),
    /// run it on the CPU virtual mesh and check it against the single-device step.
    Example {
        /// Seed of random inputs (0: the example's own inputs, checked against JAX too).
        #[arg(long, default_value_t = 0)]
        seed: i64,
        /// Training steps to run on compiled kernels after checking the first.
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..))]
        steps: u64,
    },
    /// Run a program on the reference interpreter.
    Interpret {
        /// The program (`-` for standard input).
        input: String,
        /// The function to run (default: `main`, else the first public function).
        #[arg(long)]
        function: Option<String>,
        /// Inputs `arg0, arg1, …` (default: seeded random inputs).
        #[arg(long)]
        inputs: Option<String>,
        /// Seed of the random inputs.
        #[arg(long, default_value_t = 0)]
        seed: i64,
        /// Write the outputs `out0, out1, …` to this safetensors file.
        #[arg(long = "save-outputs")]
        save_outputs: Option<String>,
        /// Run `canonicalize,cse` first.
        #[arg(long)]
        canonicalize: bool,
        /// Run even when the estimated host memory exceeds what is available.
        #[arg(long)]
        force: bool,
    },
    /// Print a shell completion script for shardc (`shardc completions bash > shardc.bash`).
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Measure this machine's CPU virtual mesh (matrix and vector rates, memory bandwidth,
    /// collective latency and bandwidth) and write a hardware profile for `--profile`.
    Calibrate {
        /// Devices of the virtual mesh the collectives are timed on.
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(i64).range(2..=64))]
        devices: i64,
        /// Where to write the profile (JSON; `-`: standard output).
        #[arg(short = 'o', value_name = "OUT", default_value = "-")]
        output: String,
    },
    /// Differential fuzzing of the partitioner: random programs with random shardings, each
    /// compiled, run on the virtual mesh and compared with the single-device reference.
    /// A failure prints its seed (rerun it with `--seed S --count 1`) and a shrunk program.
    Fuzz {
        /// Number of programs.
        #[arg(long, default_value_t = 1000)]
        count: u64,
        /// Seed of the first program (program i uses seed + i).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Ops per program.
        #[arg(long, default_value_t = 8)]
        ops: usize,
        /// Programs of ui32 bit arithmetic, random bits, iotas and bitcasts (as JAX's random
        /// numbers compute), compared exactly.
        #[arg(long)]
        bits: bool,
        /// Programs of convolutions, window reductions, pooling gradients, reverses, sorts and
        /// argmaxes on NHWC tensors.
        #[arg(long, conflicts_with = "bits")]
        windows: bool,
        /// Programs with loops (`hlo.while`): sharded carried values, reshards and
        /// contractions in the body, collectives in the condition.
        #[arg(long, conflicts_with_all = ["bits", "windows"])]
        loops: bool,
        /// Programs with a manual computation (`shard_map`): a body of elementwise ops and
        /// every collective a body may hold, over random manual axes, between resharded
        /// arguments and results.
        #[arg(long, conflicts_with_all = ["bits", "windows", "loops"])]
        manual: bool,
        /// Training steps (`grad` and an optimizer update, as `--train` makes them) of random
        /// networks: embeddings, products with weights (some read transposed), biases,
        /// activations (softmax per head and layer norm among them), residuals; a squared
        /// error or cross-entropy loss; SGD, momentum or AdamW, sometimes clipped or
        /// loss-scaled. The loss, updated parameters and optimizer state are compared.
        #[arg(long, conflicts_with_all = ["bits", "windows", "loops", "manual"])]
        train: bool,
        /// Strip the programs' shardings (all of them on even seeds, all but the arguments'
        /// on odd ones) and search the plan (`--auto-shard`) instead.
        #[arg(long)]
        auto_shard: bool,
        /// With --auto-shard: search each program twice, without a memory budget and then
        /// under this fraction (0 < F <= 1) of the first plan's peak bytes per device; the
        /// plan kept must fit it (a program no plan fits is refused, counted apart).
        #[arg(long, value_name = "F", requires = "auto_shard", value_parser = parse_fraction)]
        budget_fraction: Option<f64>,
        /// Print the programs (each as the fuzzer would compile it: with --auto-shard,
        /// stripped of its shardings) to standard output instead of checking them, each
        /// after a comment naming its seed: `--seed S --count 1 --print > p.mlir` gives a
        /// seed the fuzzer names as a file to compile and inspect.
        #[arg(long, conflicts_with = "budget_fraction")]
        print: bool,
        /// Also check the compiled kernels op by op: every op of each per-device program
        /// against the reference op on the operands the kernels computed, within its
        /// rounding bound (stricter than the outputs' tolerance; each program compiles and
        /// runs once more)
        #[arg(long, conflicts_with = "print")]
        check_kernels: bool,
    },
}

/// `--auto-shard [--memory-budget B]` and `--profile P`: how the plan is found and priced.
#[derive(clap::Args, Debug, Clone, Default)]
struct PlanArgs {
    /// Search the plan: shardings for everything the program leaves open, by an e-graph
    /// search ranked by the cost model (docs/auto-shard.md).
    #[arg(long)]
    auto_shard: bool,
    /// Bytes one device may hold at once (5000000, 512MiB, 80GiB). With --auto-shard the
    /// search plans within it; alone, comm-fusion's bucketing stays within it, and a plan
    /// the annotations make larger is a warning.
    #[arg(long, value_name = "B", value_parser = parse_budget)]
    memory_budget: Option<i64>,
    /// The hardware the estimate (and the search) prices: cpu (this machine's virtual mesh,
    /// the default), a100, h100, h200, or a profile file (`shardc calibrate` writes one).
    #[arg(long, value_name = "NAME|FILE")]
    profile: Option<String>,
    /// Shard the program's arguments as this plan file says, by name: PyTorch's
    /// `named_parameters` (colwise, rowwise or per-dimension axes; docs/import.md §Plan files).
    #[arg(long, value_name = "PLAN.json")]
    plan_file: Option<String>,
    /// The rule sets of comm-fusion's algebra of collectives, comma-separated:
    /// collective-pairs, reductions-through-linear-ops, work-on-the-shard, identities; all (the default)
    /// or none (bucketing only). For studying what each contributes (docs/passes.md).
    #[arg(long, value_name = "LIST")]
    comm_rules: Option<String>,
}

fn parse_budget(text: &str) -> Result<i64, String> {
    shardc_passes::parse_bytes(text)
}

impl PlanArgs {
    fn options(&self, parity: bool) -> Result<shardc::compile::CompileOptions, Failure> {
        self.options_explained(parity, false)
    }

    fn options_explained(
        &self,
        parity: bool,
        explain: bool,
    ) -> Result<shardc::compile::CompileOptions, Failure> {
        let profile = match &self.profile {
            Some(p) => Some(
                shardc_passes::cost::HardwareProfile::load(p)
                    .map_err(|e| Failure::usage(format!("error: --profile: {e}")))?,
            ),
            None => None,
        };
        Ok(shardc::compile::CompileOptions {
            parity,
            profile,
            auto_shard: self
                .auto_shard
                .then(|| shardc_passes::autoshard::AutoShardOptions {
                    memory_budget: self.memory_budget,
                    explain,
                    ..Default::default()
                }),
            memory_budget: self.memory_budget.filter(|_| !self.auto_shard),
            comm_rules: match &self.comm_rules {
                // Checked here, before anything runs, and passed on in the form the pass
                // option takes (a word: `none` for no rule set).
                Some(text) => {
                    let sets = shardc_passes::sharding::comm_algebra::parse_rule_sets(text)
                        .map_err(|e| Failure::usage(format!("error: --comm-rules: {e}")))?;
                    Some(if sets.is_empty() {
                        "none".to_string()
                    } else {
                        sets.join(",")
                    })
                }
                None => None,
            },
        })
    }
}

/// `--train OPT --lr LR --params I,J,…`: compile the training step of a forward program.
#[derive(clap::Args, Debug, Clone)]
struct TrainArgs {
    /// Make the training step of the forward program (its first result is the loss): the
    /// loss, then each parameter after the update, then the optimizer's state.
    #[arg(long, value_enum, requires_all = ["lr", "params"])]
    train: Option<TrainOptimizer>,
    /// The learning rate (with --train).
    #[arg(long, value_parser = parse_learning_rate, requires = "train")]
    lr: Option<f64>,
    /// The arguments that are parameters, in the order their updates are returned (with
    /// --train): `0,1`.
    #[arg(long, value_parser = parse_params, requires = "train")]
    params: Option<ParamList>,
    /// SGD momentum (default 0: none).
    #[arg(long, value_parser = parse_unit_interval, requires = "train")]
    momentum: Option<f64>,
    /// Nesterov momentum (SGD with --momentum).
    #[arg(long, requires = "momentum")]
    nesterov: bool,
    /// AdamW's first-moment decay (default 0.9).
    #[arg(long, value_parser = parse_unit_interval, requires = "train")]
    beta1: Option<f64>,
    /// AdamW's second-moment decay (default 0.999).
    #[arg(long, value_parser = parse_unit_interval, requires = "train")]
    beta2: Option<f64>,
    /// AdamW's epsilon (default 1e-8).
    #[arg(long, value_parser = parse_non_negative, requires = "train")]
    eps: Option<f64>,
    /// AdamW's decoupled weight decay (default 1e-4, as optax).
    #[arg(long = "weight-decay", value_parser = parse_non_negative, requires = "train")]
    weight_decay: Option<f64>,
    /// Clip the gradients to this global norm (over all parameters and all shards) first.
    #[arg(long = "clip-norm", value_parser = parse_learning_rate, requires = "train")]
    clip_norm: Option<f64>,
    /// Static loss scale: the backward pass starts from it and the gradients are divided by
    /// it.
    #[arg(long = "loss-scale", value_parser = parse_learning_rate, requires = "train")]
    loss_scale: Option<f64>,
    /// Argument I (an integer scalar, such as the step folded into a dropout key) counts
    /// steps: `shardc run --steps N` gives it its input value plus the step's index, so every
    /// step draws new random numbers, the same on every mesh.
    #[arg(long = "step-counter", value_name = "I")]
    step_counter: Option<usize>,
}

/// The argument indices of `--params`.
#[derive(Clone, Debug)]
struct ParamList(Vec<usize>);

impl TrainArgs {
    /// The training step asked for, or a usage error for flags of the other optimizer.
    fn spec(&self) -> Result<Option<shardc::compile::TrainSpec>, Failure> {
        let Some(kind) = self.train else {
            return Ok(None);
        };
        let rule = match kind {
            TrainOptimizer::Sgd => {
                if self.beta1.is_some()
                    || self.beta2.is_some()
                    || self.eps.is_some()
                    || self.weight_decay.is_some()
                {
                    return Err(Failure::usage(
                        "error: --beta1, --beta2, --eps and --weight-decay are AdamW's; use --train adamw",
                    ));
                }
                shardc::compile::Rule::Sgd {
                    momentum: self.momentum.unwrap_or(0.0),
                    nesterov: self.nesterov,
                }
            }
            TrainOptimizer::Adamw => {
                if self.momentum.is_some() {
                    return Err(Failure::usage(
                        "error: --momentum is SGD's; AdamW's moments are set with --beta1 and --beta2",
                    ));
                }
                shardc::compile::Rule::AdamW {
                    beta1: self.beta1.unwrap_or(0.9),
                    beta2: self.beta2.unwrap_or(0.999),
                    eps: self.eps.unwrap_or(1e-8),
                    weight_decay: self.weight_decay.unwrap_or(1e-4),
                }
            }
        };
        Ok(Some(shardc::compile::TrainSpec {
            optimizer: shardc::compile::Optimizer {
                rule,
                lr: self.lr.unwrap_or(0.0),
                clip_norm: self.clip_norm,
                loss_scale: self.loss_scale,
            },
            params: self.params.clone().map(|p| p.0).unwrap_or_default(),
        }))
    }
}

/// The optimizers of `--train`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum TrainOptimizer {
    /// Stochastic gradient descent (with --momentum, --nesterov).
    Sgd,
    /// Adam with decoupled weight decay (--beta1, --beta2, --eps, --weight-decay).
    Adamw,
}

/// A value in [0, 1).
fn parse_unit_interval(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(v) if (0.0..1.0).contains(&v) => Ok(v),
        _ => Err(format!("must be a number in [0, 1), not {text}")),
    }
}

/// A finite value >= 0.
fn parse_non_negative(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        _ => Err(format!("must be a finite number >= 0, not {text}")),
    }
}

/// A `--lr` value: a finite positive number.
fn parse_learning_rate(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 => Ok(v),
        _ => Err(format!(
            "the learning rate must be a finite number > 0, not {text}"
        )),
    }
}

/// A `--params` value: distinct argument indices, `0,1,3`.
fn parse_params(text: &str) -> Result<ParamList, String> {
    let mut out = Vec::new();
    for part in text.split(',').map(str::trim) {
        let i: usize = part
            .parse()
            .map_err(|_| format!("'{part}' is not an argument index (write --params 0,1)"))?;
        if out.contains(&i) {
            return Err(format!("argument {i} is listed twice"));
        }
        out.push(i);
    }
    Ok(ParamList(out))
}

/// Which IR `shardc inspect --ir` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum PlanIr {
    /// The global view with explicit collectives.
    Global,
    /// The per-device program.
    Local,
}

/// What `shardc compile` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Emit {
    /// The sharded binary.
    Binary,
    /// The global view with explicit collectives.
    Global,
    /// The per-device program.
    Local,
    /// The plan report (JSON).
    Plan,
    /// The kernel-level program a device executes: buffers and their plan, fused kernels,
    /// GEMMs, collectives, host ops.
    Exec,
    /// The LLVM IR of the fused kernels, optimized at O3 for this machine (for the GPU with
    /// `--target cuda`).
    Llvm,
    /// The fused kernels as a PTX module for NVIDIA GPUs (implies `--target cuda`), with
    /// each kernel's launch configuration in a comment.
    Ptx,
}

/// What `shardc compile` generates code for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum CodeTarget {
    /// This machine's CPU.
    Cpu,
    /// NVIDIA GPUs (PTX through LLVM's NVPTX back end).
    Cuda,
}

fn parse_cuda_arch(s: &str) -> Result<shardc_backend::codegen::CudaArch, String> {
    shardc_backend::codegen::CudaArch::parse(s)
}

/// A failure, already rendered for the user.
struct Failure {
    /// The message, with its `error:` prefix.
    text: String,
    /// Whether the command line was misused (exit 2) rather than the input (exit 1).
    usage: bool,
}

impl Failure {
    /// A problem with the input or the run (exit 1).
    fn new(text: impl Into<String>) -> Failure {
        Failure {
            text: text.into(),
            usage: false,
        }
    }

    /// A misused command line (exit 2, like clap's own usage errors).
    fn usage(text: impl Into<String>) -> Failure {
        Failure {
            text: text.into(),
            usage: true,
        }
    }
}

impl From<Diagnostic> for Failure {
    fn from(d: Diagnostic) -> Failure {
        Failure::new(d.render(&SourceMap::new()))
    }
}

fn main() -> ExitCode {
    shardc::exit_quietly_on_closed_pipe();
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { EXIT_USAGE as u8 } else { 0 });
        }
    };
    QUIET.store(cli.quiet, std::sync::atomic::Ordering::Relaxed);
    let result = match cli.command {
        Command::Example { seed, steps } => example(seed, steps as usize),
        Command::Compile {
            input,
            mesh,
            emit,
            output,
            report,
            target,
            cuda_arch,
            train,
            parity,
            plan,
        } => plan.options(parity).and_then(|options| {
            let gpu = (target == CodeTarget::Cuda || emit == Emit::Ptx).then_some(cuda_arch);
            compile_cmd(
                &input,
                Placement::new(&mesh, &plan),
                (emit, gpu),
                &output,
                report.as_deref(),
                (&train, &options),
            )
        }),
        Command::Run {
            binary,
            inputs,
            seed,
            save_outputs,
            timeout,
            force,
            json,
            interpret,
            device,
            steps,
            trace,
            data,
        } => run_cmd(
            &binary,
            inputs.as_deref(),
            seed,
            save_outputs.as_deref(),
            (timeout, force, json),
            engine(interpret, device),
            RunExtras {
                steps: steps as usize,
                trace: trace.as_deref(),
                data: data.as_deref(),
                quiet: quiet(),
            },
        ),
        Command::Verify {
            certificate: Some(bin),
            json,
            ..
        } => certificate_cmd(&bin, json),
        Command::Verify {
            input,
            mesh,
            inputs,
            seed,
            rtol,
            atol,
            force,
            json,
            interpret,
            device,
            train,
            parity,
            check_kernels,
            plan,
            certificate: None,
        } => plan.options(parity).and_then(|options| {
            verify_cmd(
                input.as_deref().unwrap_or("-"),
                Placement::new(&mesh, &plan),
                inputs.as_deref(),
                seed,
                if parity { (0.0, 0.0) } else { (rtol, atol) },
                (force, json, check_kernels),
                (engine(interpret, device), &train, &options),
            )
        }),
        Command::Inspect {
            input,
            mesh,
            json,
            ir,
            rank,
            html,
            plan,
            explain,
        } => plan.options_explained(false, explain).and_then(|options| {
            inspect_cmd(
                &input,
                Placement::new(&mesh, &plan),
                (json, ir, rank),
                html.as_deref(),
                (&options, explain),
            )
        }),
        Command::Fuzz {
            count,
            seed,
            ops,
            bits,
            windows,
            loops,
            manual,
            train,
            auto_shard,
            budget_fraction,
            print,
            check_kernels,
        } => {
            use shardc::fuzz::Family;
            let family = [
                (bits, Family::Bits),
                (windows, Family::Windows),
                (loops, Family::Loops),
                (manual, Family::Manual),
                (train, Family::Train),
            ]
            .into_iter()
            .find_map(|(chosen, family)| chosen.then_some(family))
            .unwrap_or(Family::Mixed);
            fuzz_cmd(
                seed,
                count,
                ops,
                family,
                (auto_shard, budget_fraction, print),
                shardc::fuzz::Checks {
                    kernels_op_by_op: check_kernels,
                },
            )
        }
        Command::Calibrate { devices, output } => calibrate_cmd(devices, &output),
        Command::Completions { shell } => {
            use clap::CommandFactory;
            clap_complete::generate(shell, &mut Cli::command(), "shardc", &mut std::io::stdout());
            Ok(())
        }
        Command::Interpret {
            input,
            function,
            inputs,
            seed,
            save_outputs,
            canonicalize,
            force,
        } => interpret(
            &input,
            function.as_deref(),
            inputs.as_deref(),
            seed,
            save_outputs.as_deref(),
            canonicalize,
            force,
        ),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure { text, usage }) => {
            eprint!("{text}");
            if !text.ends_with('\n') {
                eprintln!();
            }
            ExitCode::from(if usage { EXIT_USAGE } else { EXIT_USER_ERROR } as u8)
        }
    }
}

/// Parses and verifies, rendering any problem with source lines.
/// Reads shardc IR or a JAX export (chosen from the content) and verifies it.
fn load(text: &str, name: &str, sources: &SourceMap) -> Result<Module, Failure> {
    shardc_frontend::load_program(text, name)
        .map_err(|diags| Failure::new(render_all(&diags, sources)))
}

fn canonicalize(module: &mut Module, sources: &SourceMap) -> Result<(), Failure> {
    let pipeline = parse_pipeline("builtin.module(canonicalize,cse)")
        .map_err(|e| Failure::new(e.to_string()))?;
    let notes = PassManager::new(pipeline)
        .run(module, &mut NoInstrumentation)
        .map_err(|e| Failure::new(format!("{e}\n{}", render_all(e.diagnostics(), sources))))?;
    eprint!("{}", render_all(&notes, sources));
    Ok(())
}

fn op_count(module: &Module) -> usize {
    module.functions.iter().map(|f| f.body.len()).sum()
}

fn entry_name(module: &Module, requested: Option<&str>) -> Result<String, Failure> {
    match requested {
        Some(name) => module
            .function(name)
            .map(|f| f.name.clone())
            .ok_or_else(|| Failure::new(format!("error: the program has no function '@{name}'"))),
        None => module
            .entry()
            .map(|f| f.name.clone())
            .ok_or_else(|| Failure::new("error: the program has no public function to run")),
    }
}

fn describe(t: &Tensor) -> String {
    let values = t.to_f64_vec();
    let integer = t.ty.element.is_integer();
    let fmt = |v: f64| {
        if integer {
            format!("{v}")
        } else {
            format!("{v:.6}")
        }
    };
    if values.len() <= 8 {
        return format!(
            "{} = [{}]",
            t.ty,
            values
                .iter()
                .map(|&v| fmt(v))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    let min = values.iter().copied().fold(f64::INFINITY, f64::min);
    let max = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    format!(
        "{}  mean {}  min {}  max {}  first [{}, …]",
        t.ty,
        fmt(mean),
        fmt(min),
        fmt(max),
        values[..4]
            .iter()
            .map(|&v| fmt(v))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

fn example(seed: i64, steps: usize) -> Result<(), Failure> {
    let name = "examples/transformer_step.mlir";
    let mut sources = SourceMap::new();
    sources.add(name, EXAMPLE);
    println!("shardc example: one SGD step of a small transformer block (attention + MLP),");
    println!(
        "  exported from JAX with Megatron tensor parallelism over \"tp\" and data parallelism over \"dp\""
    );
    let module = load(EXAMPLE, name, &sources)?;
    println!(
        "  imported and verified {name}: {} function(s), {} ops",
        module.functions.len(),
        op_count(&module)
    );
    let (compiled, _) = compile_loaded(module, &sources)?;
    let f = compiled
        .input
        .function(&compiled.entry)
        .ok_or_else(|| Failure::new("error: no entry"))?;
    let mesh = compiled
        .local
        .meshes
        .first()
        .map(|m| m.mesh.clone())
        .unwrap_or_default();
    println!(
        "  compiled for mesh {} ({} devices) in {:.1} ms: {} ops per device",
        mesh,
        mesh.num_devices(),
        compiled.report.compile_seconds * 1e3,
        op_count(&compiled.local)
    );
    println!("\nper-device plan:");
    let lf = compiled
        .local
        .function(&compiled.entry)
        .ok_or_else(|| Failure::new("error: no entry"))?;
    for (i, (&g, &l)) in f.args.iter().zip(&lf.args).enumerate() {
        let s = lf.values[l]
            .sharding
            .as_ref()
            .map_or("replicated".to_string(), |s| s.to_string());
        println!("  arg{i}: {} -> {} per device  {s}", f.ty(g), lf.ty(l));
    }
    for c in &compiled.report.collectives {
        println!(
            "  {:<15} over {:<3} {:>6} bytes  (from {})",
            c.kind,
            c.axes.join(","),
            c.result_bytes_per_device,
            c.location
        );
    }
    println!(
        "  {} collectives, {} bytes per device; peak live memory {} bytes per device",
        compiled.report.collectives.len(),
        compiled.report.collective_bytes_per_device,
        compiled.report.estimate.peak_bytes_per_device
    );
    let data = shardc_runtime::read_tensors_from_bytes(
        EXAMPLE_DATA,
        "examples/transformer_step.safetensors",
    )
    .map_err(|e| Failure::new(format!("error: {e}")))?;
    let inputs: Vec<Tensor> = if seed == 0 {
        (0..f.args.len())
            .filter_map(|i| data.get(&format!("arg{i}")).cloned())
            .collect()
    } else {
        random_inputs(&f.arg_types(), seed)
    };
    let reference = run_reference(&compiled.input, &compiled.entry, &inputs)
        .map_err(|e| Failure::new(format!("error: {e}")))?;
    let compiled_kernels = shardc_runtime::RunOptions {
        engine: shardc_runtime::Engine::Compiled,
        ..shardc_runtime::RunOptions::default()
    };
    let sharded = run_sharded(&compiled.local, &compiled.entry, &inputs, &compiled_kernels)
        .map_err(|e| Failure::new(format!("error: {e}")))?;
    let prog = shardc_runtime::compiled::lower_checked(&compiled.local, &compiled.entry)
        .map_err(|e| Failure::new(format!("error: {e}")))?;
    let (launches, gemms, collectives, host) = prog.step_counts();
    println!(
        "\nkernel-level program per device: {launches} launches of {} fused kernels, {gemms} GEMMs, {collectives} collectives, {host} host ops; buffers {} bytes ({} without reuse)",
        prog.kernels.len(),
        prog.planned_bytes(),
        prog.unplanned_bytes()
    );
    println!(
        "ran one step on the CPU virtual mesh ({} devices as threads, compiled kernels); loss = {:.6}",
        mesh.num_devices(),
        sharded[0].get_f64(0)
    );
    let (rtol, atol) = (1e-4, 1e-5);
    let mut ok = true;
    for (i, (r, s)) in reference.iter().zip(&sharded).enumerate() {
        let ratio = worst_error(r, s, rtol, atol).map_or(0.0, |w| w.ratio);
        let vs_jax = match data.get(&format!("out{i}")) {
            Some(j) if seed == 0 => worst_error(j, s, rtol, atol).map_or(0.0, |w| w.ratio),
            _ => 0.0,
        };
        ok &= ratio <= 1.0 && vs_jax <= 1.0;
        println!(
            "  out{i} {:<18} vs single-device reference: {:.2e} of tolerance{}",
            r.ty.to_string(),
            ratio,
            if seed == 0 {
                format!("; vs JAX: {vs_jax:.2e}")
            } else {
                String::new()
            }
        );
    }
    if !ok {
        return Err(Failure::new(format!(
            "error: the sharded step differs from the reference (rtol {rtol}, atol {atol})"
        )));
    }
    println!("  sharded step matches the single-device step (rtol {rtol}, atol {atol})");
    train_example(&compiled, &inputs, &data, seed, steps)
}

/// Trains the example for `steps` steps on compiled kernels, the donated parameters fed back
/// each step, printing the loss per step (next to JAX's for the example's own inputs).
fn train_example(
    compiled: &Compiled,
    inputs: &[Tensor],
    data: &std::collections::BTreeMap<String, Tensor>,
    seed: i64,
    steps: usize,
) -> Result<(), Failure> {
    let lf = compiled
        .local
        .function(&compiled.entry)
        .ok_or_else(|| Failure::new("error: no entry"))?;
    let mesh_name = compiled
        .local
        .meshes
        .first()
        .map_or(String::new(), |m| m.name.clone());
    let feedback = shardc::execute::feedback_pairs(lf, &mesh_name)
        .map_err(|e| Failure::new(format!("error: {e}")))?;
    println!(
        "\ntraining {steps} steps on compiled kernels (donated parameters {} fed back each step):",
        feedback
            .iter()
            .map(|(a, r)| format!("out{r}->arg{a}"))
            .collect::<Vec<_>>()
            .join(" ")
    );
    let options = shardc_runtime::RunOptions {
        engine: shardc_runtime::Engine::Compiled,
        ..shardc_runtime::RunOptions::default()
    };
    let plan = shardc_runtime::compiled::Steps {
        count: steps,
        feedback,
        ..Default::default()
    };
    let last = std::sync::Mutex::new(std::time::Instant::now());
    let worst = std::sync::Mutex::new(0.0f64);
    let after_step = |i: usize, first: Option<&Tensor>| {
        let mut t = last.lock().unwrap_or_else(|e| e.into_inner());
        let took = t.elapsed().as_secs_f64();
        *t = std::time::Instant::now();
        let loss = first.map_or(f64::NAN, |l| l.get_f64(0));
        let jax = if seed == 0 {
            data.get(&format!("loss{i}")).map(|j| j.get_f64(0))
        } else {
            None
        };
        if let Some(j) = jax {
            let mut w = worst.lock().unwrap_or_else(|e| e.into_inner());
            *w = w.max((loss - j).abs() / j.abs().max(1e-6));
        }
        println!(
            "  step {:>w$}/{steps} {}  loss {loss:.6}{}  {}",
            i + 1,
            progress_bar(i + 1, steps),
            jax.map_or(String::new(), |j| format!("  (JAX {j:.6})")),
            seconds(took),
            w = steps.to_string().len()
        );
    };
    shardc::execute::run_sharded_steps(
        &compiled.local,
        &compiled.entry,
        inputs,
        &options,
        &plan,
        &after_step,
    )
    .map_err(|e| Failure::new(format!("error: {e}")))?;
    let worst = *worst.lock().unwrap_or_else(|e| e.into_inner());
    if seed == 0 && data.contains_key("loss0") {
        if worst > 1e-4 {
            return Err(Failure::new(format!(
                "error: the trained losses differ from JAX's by up to {worst:.1e} (relative)"
            )));
        }
        println!("  losses match JAX's step by step (worst relative difference {worst:.1e})");
    }
    Ok(())
}

fn interpret(
    path: &str,
    function: Option<&str>,
    inputs: Option<&str>,
    seed: i64,
    save: Option<&str>,
    canon: bool,
    force: bool,
) -> Result<(), Failure> {
    if let Some(out) = save {
        check_writable("--save-outputs", out)?;
    }
    let input = read_input(path)?;
    let mut module = load(&input.text, &input.name, &input.sources)?;
    if canon {
        canonicalize(&mut module, &input.sources)?;
    }
    let name = entry_name(&module, function)?;
    let f = module
        .function(&name)
        .ok_or_else(|| Failure::new(format!("error: no function '@{name}'")))?;
    check_host_memory(HostMemoryNeed::estimate((&module, f), None, true), force)?;
    let args = match inputs {
        Some(file) => shardc_runtime::load_args(file, &f.arg_types())
            .map_err(|e| Failure::new(format!("error: {e}")))?,
        None => random_inputs(&f.arg_types(), seed),
    };
    let started = std::time::Instant::now();
    let mut shown = progress("interpret");
    shown.stage(&format!("running @{name} on the reference interpreter"));
    let outputs = run_function(&module, &name, &args).map_err(|e| {
        Failure::new(render_all(
            &[Diagnostic::error(e.location, e.message)],
            &input.sources,
        ))
    })?;
    shown.finish();
    // Saved before anything is printed: a reader that closes standard output early (`| head`)
    // must not cost the file.
    if let Some(out) = save {
        shardc_runtime::save_outputs(out, &outputs)
            .map_err(|e| Failure::new(format!("error: {e}")))?;
    }
    for (i, t) in outputs.iter().enumerate() {
        println!("out{i}: {}", describe(t));
    }
    if !quiet() {
        eprintln!(
            "time: {} on the reference interpreter",
            seconds(started.elapsed().as_secs_f64())
        );
    }
    Ok(())
}

/// Where a program's values go, from the command line: `--mesh` and `--plan-file`.
#[derive(Clone, Copy, Debug, Default)]
struct Placement<'a> {
    mesh: Option<&'a str>,
    plan_file: Option<&'a str>,
}

impl<'a> Placement<'a> {
    fn new(mesh: &'a Option<String>, plan: &'a PlanArgs) -> Placement<'a> {
        Placement {
            mesh: mesh.as_deref(),
            plan_file: plan.plan_file.as_deref(),
        }
    }

    /// The flags given, for messages (`--mesh`, `--plan-file`, or both).
    fn flags(&self) -> &'static str {
        match (self.mesh.is_some(), self.plan_file.is_some()) {
            (true, true) => "--mesh and --plan-file",
            (false, true) => "--plan-file",
            _ => "--mesh",
        }
    }
}

/// Reads, parses and verifies a program, applying `--mesh` and `--plan-file`.
fn load_program(path: &str, placement: Placement) -> Result<(Module, SourceMap), Failure> {
    load_placed(read_input(path)?, placement)
}

/// Parses and verifies a program already read, applying `--mesh` and `--plan-file`.
fn load_placed(input: Input, placement: Placement) -> Result<(Module, SourceMap), Failure> {
    let mut module = load(&input.text, &input.name, &input.sources)?;
    let mut sources = input.sources;
    if let Some(m) = placement.mesh {
        let mesh = parse_mesh_flag(m).map_err(|e| Failure::new(format!("error: --mesh: {e}")))?;
        override_mesh(&mut module, mesh).map_err(|d| Failure::new(d.render(&sources)))?;
    }
    if let Some(path) = placement.plan_file {
        let plan = shardc::plan_file::read_plan(path, &mut sources)
            .map_err(|d| Failure::new(d.render(&sources)))?;
        let applied = shardc::plan_file::apply_plan(&mut module, &plan, placement.mesh.is_some())
            .map_err(|d| Failure::new(d.render(&sources)))?;
        if !quiet() {
            eprintln!(
                "plan file {path}: {} arguments sharded by name ({} replacing the program's \
                 shardings), {} results given their parameter's sharding",
                applied.arguments, applied.replaced, applied.results
            );
        }
    }
    if placement.mesh.is_some() || placement.plan_file.is_some() {
        let diags = verify_module(&module);
        if !diags.is_empty() {
            return Err(Failure::new(format!(
                "error: the program does not fit the {}:\n{}",
                match (placement.mesh, placement.plan_file) {
                    (Some(_), None) => "mesh given with --mesh",
                    (None, _) => "plan file's shardings",
                    (Some(_), Some(_)) => "mesh and plan file given",
                },
                render_all(&diags, &sources)
            )));
        }
    }
    Ok((module, sources))
}

fn compile_program(
    path: &str,
    placement: Placement,
    (train, step_counter): (Option<&shardc::compile::TrainSpec>, Option<usize>),
    options: &shardc::compile::CompileOptions,
) -> Result<(Compiled, SourceMap), Failure> {
    let (mut module, sources) = load_program(path, placement)?;
    if let Some(i) = step_counter {
        shardc::compile::mark_step_counter(&mut module, i)
            .map_err(|d| Failure::new(render_all(&[d], &sources)))?;
    }
    if let Some(spec) = train {
        shardc::compile::make_train_step(&mut module, spec)
            .map_err(|d| Failure::new(render_all(&d, &sources)))?;
    }
    compile_loaded_with(module, &sources, options)
}

fn compile_loaded(module: Module, sources: &SourceMap) -> Result<(Compiled, SourceMap), Failure> {
    compile_loaded_with(module, sources, &shardc::compile::CompileOptions::default())
}

fn compile_loaded_with(
    module: Module,
    sources: &SourceMap,
    options: &shardc::compile::CompileOptions,
) -> Result<(Compiled, SourceMap), Failure> {
    let mut shown = progress("compile");
    let compiled =
        shardc::compile::compile_with_options(module, options, &|pass| shown.stage(pass))
            .map_err(|d| Failure::new(render_all(&d, sources)))?;
    shown.finish();
    eprint!("{}", render_all(&compiled.warnings, sources));
    // `inspect --explain` prints the search's report itself.
    let explained = options.auto_shard.as_ref().is_some_and(|a| a.explain);
    if !quiet() && !explained {
        for r in &compiled.auto_shard {
            eprint!("{}", r.render(false));
        }
    }
    Ok((compiled, sources.clone()))
}

/// Writes `bytes` to `path` (`-` for standard output).
fn write_file(path: &str, bytes: &[u8]) -> Result<(), Failure> {
    if path == "-" {
        use std::io::Write;
        return std::io::stdout()
            .write_all(bytes)
            .map_err(|e| Failure::new(format!("error: cannot write to standard output: {e}")));
    }
    std::fs::write(path, bytes)
        .map_err(|e| Failure::new(format!("error: cannot write '{path}': {e}")))
}

fn report_json(report: &shardc_backend::Report) -> String {
    serde_json::to_string_pretty(report).unwrap_or_default() + "\n"
}

fn calibrate_cmd(devices: i64, output: &str) -> Result<(), Failure> {
    check_writable("-o", output)?;
    let mut shown = progress("calibrate");
    shown.stage("timing kernels and collectives");
    let c = shardc::calibrate::calibrate(devices)
        .map_err(|e| Failure::new(format!("error: calibration failed: {e}")))?;
    shown.finish();
    if !quiet() {
        for line in &c.lines {
            eprintln!("  {line}");
        }
    }
    write_file(output, c.profile.to_json().as_bytes())
}

fn compile_cmd(
    path: &str,
    placement: Placement,
    (emit, gpu): (Emit, Option<shardc_backend::codegen::CudaArch>),
    output: &str,
    report: Option<&str>,
    (train, options): (&TrainArgs, &shardc::compile::CompileOptions),
) -> Result<(), Failure> {
    let counter = train.step_counter;
    let train = train.spec()?;
    check_writable("-o", output)?;
    if let Some(r) = report {
        check_writable("--report", r)?;
    }
    let (compiled, _) = compile_program(path, placement, (train.as_ref(), counter), options)?;
    match emit {
        Emit::Binary => {
            let mut bin = with_kernels(&compiled)?;
            if let Some(arch) = gpu {
                bin.ptx = Some(ptx_module(&compiled, &bin.entry, arch)?);
            }
            if output == "-" {
                // `-o -`: the binary on standard output, like every other output.
                write_file(output, &shardc_backend::encode(&bin))?
            } else {
                shardc_backend::write_shardbin(output, &bin)
                    .map_err(|e| Failure::new(format!("error: {e}")))?
            }
        }
        Emit::Global => write_file(
            output,
            print_module(&compiled.global, Form::Pretty).as_bytes(),
        )?,
        Emit::Local => write_file(
            output,
            print_module(&compiled.local, Form::Pretty).as_bytes(),
        )?,
        Emit::Plan => write_file(output, report_json(&compiled.report).as_bytes())?,
        Emit::Ptx => {
            let arch = gpu.unwrap_or(shardc_backend::codegen::CudaArch::Sm90);
            let entry = compiled.to_binary().entry;
            let module = ptx_module(&compiled, &entry, arch)?;
            write_file(output, annotated_ptx(&module).as_bytes())?
        }
        Emit::Exec | Emit::Llvm => {
            let entry = compiled.to_binary().entry;
            let prog = shardc_runtime::compiled::lower_checked_with(
                &compiled.local,
                &entry,
                compiled.parity,
            )
            .map_err(|e| Failure::new(format!("error: {e}")))?;
            let text = if emit == Emit::Exec {
                prog.print(&compiled.local)
            } else if let Some(arch) = gpu {
                shardc_backend::codegen::ptx_llvm_ir(&prog.kernels, arch)
                    .map_err(|e| Failure::new(format!("error: {e}")))?
            } else {
                shardc_backend::codegen::llvm_ir(&prog.kernels, true)
                    .map_err(|e| Failure::new(format!("error: {e}")))?
            };
            write_file(output, text.as_bytes())?
        }
    }
    if let Some(r) = report {
        write_file(r, report_json(&compiled.report).as_bytes())?;
    }
    Ok(())
}

/// The PTX module of `compiled`'s kernels for `arch`.
fn ptx_module(
    compiled: &Compiled,
    entry: &str,
    arch: shardc_backend::codegen::CudaArch,
) -> Result<shardc_backend::codegen::PtxModule, Failure> {
    let prog =
        shardc_runtime::compiled::lower_checked_with(&compiled.local, entry, compiled.parity)
            .map_err(|e| Failure::new(format!("error: {e}")))?;
    shardc_backend::codegen::compile_ptx(&prog.kernels, arch)
        .map_err(|e| Failure::new(format!("error: {e}")))
}

/// The PTX text of `module`, after a header that gives each kernel's strategy and launches.
fn annotated_ptx(module: &shardc_backend::codegen::PtxModule) -> String {
    let mut out = format!(
        "// shardc: {} kernel(s) for {}{}\n",
        module.kernels.len(),
        module.arch.name(),
        match &module.libdevice {
            Some(p) => format!(", libdevice linked from {p}"),
            None => String::new(),
        }
    );
    for (i, k) in module.kernels.iter().enumerate() {
        let launches: Vec<String> = k
            .launches
            .iter()
            .map(|l| format!("{} <<<{}, {}>>>", l.entry, l.grid, l.block))
            .collect();
        out.push_str(&format!(
            "//   k{i}: {}: {}\n",
            shardc_backend::codegen::describe_strategy(&k.strategy),
            if launches.is_empty() {
                "nothing to launch (empty)".to_string()
            } else {
                launches.join(", then ")
            }
        ));
    }
    out.push_str(&module.ptx);
    out
}

/// The machine code `bin`'s program runs with on this CPU: the binary's own when it fits
/// the program as this build lowers it, else compiled now — before the run, so that the
/// steps' times do not include it — with a note saying why (a binary written by another
/// build of shardc, or for another CPU). `None` when the program has no compiled form (the
/// run then says why).
fn fitting_kernels(
    bin: &shardc_backend::ShardedBinary,
    local: &shardc_ir::Module,
    quiet: bool,
) -> Result<Option<shardc_backend::codegen::KernelObjects>, Failure> {
    let Ok(prog) = shardc_runtime::compiled::lower_checked_with(local, &bin.entry, bin.parity)
    else {
        return Ok(bin.kernels.clone());
    };
    if let Some(objects) = &bin.kernels
        && shardc_backend::codegen::objects_fit(objects, &prog.kernels)
    {
        return Ok(Some(objects.clone()));
    }
    if !quiet {
        let why = if bin.kernels.is_some() {
            format!(
                "the binary's kernels were made by another build of shardc (it was written by shardc {}) or for another CPU",
                bin.shardc_version
            )
        } else {
            "the binary carries no machine code for its kernels".to_string()
        };
        eprintln!(
            "note: {why}; compiling its {} kernels for this one before the run (`shardc compile` again stores them)",
            prog.kernels.len()
        );
    }
    shardc_backend::codegen::compile_objects(&prog.kernels)
        .map(Some)
        .map_err(|e| Failure::new(format!("error: {e}")))
}

/// The sharded binary of `compiled`, with its kernels compiled to machine code for this
/// CPU (a program without a compiled form gets none, with a warning: it runs with
/// `shardc run --interpret`).
fn with_kernels(compiled: &Compiled) -> Result<shardc_backend::ShardedBinary, Failure> {
    // The kernels are lowered and compiled while the certificate is derived: neither reads
    // the other, and the certificate alone would leave a core idle.
    let (mut bin, kernels) = std::thread::scope(|scope| {
        let kernels = scope.spawn(|| {
            shardc_runtime::compiled::lower_checked_with(
                &compiled.local,
                &compiled.entry,
                compiled.parity,
            )
            .map(|prog| shardc_backend::codegen::compile_objects(&prog.kernels))
        });
        let bin = compiled.to_binary();
        let kernels = kernels
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (bin, kernels)
    });
    match kernels {
        Ok(objects) => {
            bin.kernels = Some(objects.map_err(|e| Failure::new(format!("error: {e}")))?);
        }
        Err(e) => eprintln!("warning: {e}; the binary runs with `shardc run --interpret` only"),
    }
    if let Some(why) = &bin.certificate_missing {
        if !quiet() {
            eprintln!(
                "warning: the plan carries no certificate (`shardc verify` checks it numerically): {why}"
            );
        }
    }
    Ok(bin)
}

fn global_inputs(
    f: &shardc_ir::Function,
    inputs: Option<&str>,
    seed: i64,
) -> Result<Vec<Tensor>, Failure> {
    // A training step's optimizer state (its last arguments) starts at zero unless the
    // inputs give it.
    let types = f.arg_types();
    let state = f
        .arg_attrs
        .iter()
        .rev()
        .take_while(|a| shardc_passes::transforms::optimizer::is_optimizer_state(a))
        .count();
    let given = types.len() - state;
    let zeros = |ts: &[shardc_ir::TensorType]| -> Vec<Tensor> {
        ts.iter().map(|t| Tensor::filled(t.clone(), 0.0)).collect()
    };
    match inputs {
        Some(file) => {
            if state > 0
                && let Ok(mut args) = shardc_runtime::load_args(file, &types[..given])
            {
                args.extend(zeros(&types[given..]));
                return Ok(args);
            }
            shardc_runtime::load_args(file, &types).map_err(|e| Failure::new(format!("error: {e}")))
        }
        None => {
            let mut args = random_inputs(&types[..given], seed);
            args.extend(zeros(&types[given..]));
            Ok(args)
        }
    }
}

/// Where `shardc run` and `verify` run compiled kernels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum RunDevice {
    /// This CPU (the virtual mesh: a thread per device).
    Cpu,
    /// GPU 0 (a stream and a memory region per device).
    Cuda,
}

/// A testing hook: when set, `shardc verify` moves the first element of each float output of
/// its compiled run by 1% (as a wrong kernel would), so a test can check that it names the
/// back end (lit `backend/verify_blames_backend.mlir`). The interpreted runs are untouched.
const CORRUPT_KERNELS_ENV: &str = "SHARDC_VERIFY_CORRUPT_KERNELS";

/// What [`CORRUPT_KERNELS_ENV`] does to a compiled run's outputs.
fn corrupt_first_elements(outputs: &mut [Tensor]) {
    for t in outputs.iter_mut().filter(|t| t.ty.element.is_float()) {
        let mut values = t.to_f64_vec();
        if let Some(first) = values.first_mut() {
            *first = *first * 1.01 + 0.01;
        }
        *t = Tensor::from_f64(t.ty.clone(), values);
    }
}

/// The engine `--interpret` and `--device` ask for.
fn engine(interpret: bool, device: RunDevice) -> shardc_runtime::Engine {
    match (interpret, device) {
        (true, _) => shardc_runtime::Engine::Interpreter,
        (false, RunDevice::Cpu) => shardc_runtime::Engine::Compiled,
        (false, RunDevice::Cuda) => shardc_runtime::Engine::Cuda,
    }
}

/// With `--device cuda`, that a GPU and its driver are there (before any work is done); the
/// GPU's name on standard error.
fn check_gpu(engine: shardc_runtime::Engine) -> Result<(), Failure> {
    if engine != shardc_runtime::Engine::Cuda {
        return Ok(());
    }
    let gpu = shardc_runtime::cuda::probe()
        .map_err(|e| Failure::new(format!("error: --device cuda: {e}")))?;
    if !quiet() {
        eprintln!(
            "device: {} (compute capability {}.{}, {:.1} GiB), {} GPU(s) seen; every mesh device runs on GPU 0",
            gpu.name,
            gpu.capability.0,
            gpu.capability.1,
            gpu.memory as f64 / (1u64 << 30) as f64,
            gpu.count
        );
    }
    Ok(())
}

/// The engine's name in reports.
fn engine_name(engine: shardc_runtime::Engine) -> &'static str {
    match engine {
        shardc_runtime::Engine::Interpreter => "interpreter",
        shardc_runtime::Engine::Compiled => "compiled",
        shardc_runtime::Engine::Cuda => "cuda",
    }
}

/// `shardc run`'s options for several steps and tracing.
struct RunExtras<'a> {
    steps: usize,
    trace: Option<&'a str>,
    data: Option<&'a str>,
    quiet: bool,
}

/// The per-step data of `--data DIR`: for each file (in name order), its `argK` tensors,
/// checked against the arguments of `f` (global types); the arguments fed by results
/// (`feedback`) cannot take data.
fn load_step_data(
    dir: &str,
    f: &shardc_ir::Function,
    feedback: &[(usize, usize)],
) -> Result<Vec<Vec<(usize, Tensor)>>, Failure> {
    let fail = |m: String| Failure::new(format!("error: --data '{dir}': {m}"));
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| fail(e.to_string()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "safetensors"))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(fail("the directory holds no .safetensors file".into()));
    }
    let mut out = Vec::new();
    for path in files {
        let shown = path.display().to_string();
        let tensors = shardc_runtime::read_tensors(&path).map_err(|e| fail(e.to_string()))?;
        let mut step = Vec::new();
        for (name, t) in tensors {
            let Some(k) = name
                .strip_prefix("arg")
                .and_then(|k| k.parse::<usize>().ok())
            else {
                continue;
            };
            let Some(&v) = f.args.get(k) else {
                return Err(fail(format!(
                    "'{shown}' holds {name}, but '@{}' has {} arguments",
                    f.name,
                    f.args.len()
                )));
            };
            if t.ty != *f.ty(v) {
                return Err(fail(format!(
                    "{name} in '{shown}' is {}, the argument is {}",
                    t.ty,
                    f.ty(v)
                )));
            }
            if feedback.iter().any(|&(a, _)| a == k) {
                return Err(fail(format!(
                    "{name} in '{shown}': argument {k} is fed by a result from step to step"
                )));
            }
            step.push((k, t));
        }
        if step.is_empty() {
            return Err(fail(format!("'{shown}' holds no argK tensor")));
        }
        out.push(step);
    }
    Ok(out)
}

/// `[=====>    ]` for `done` of `total`.
fn progress_bar(done: usize, total: usize) -> String {
    const WIDTH: usize = 24;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(WIDTH);
    let mut bar = "=".repeat(filled);
    if filled < WIDTH {
        bar.push('>');
        bar.push_str(&" ".repeat(WIDTH - filled - 1));
    }
    format!("[{bar}]")
}

fn run_cmd(
    path: &str,
    inputs: Option<&str>,
    seed: i64,
    save: Option<&str>,
    (timeout, force, json): (u64, bool, bool),
    engine: shardc_runtime::Engine,
    extras: RunExtras,
) -> Result<(), Failure> {
    check_gpu(engine)?;
    // Launched by torchrun or Slurm (WORLD_SIZE > 1): this process runs its share of the
    // mesh's devices; rank 0 reports, saves and traces.
    let launch = shardc_runtime::distributed::Launch::from_env()
        .map_err(|e| Failure::new(format!("error: the launcher's environment: {e}")))?;
    let follower = launch.as_ref().is_some_and(|l| l.rank > 0);
    let (save, extras) = if follower {
        (
            None,
            RunExtras {
                trace: None,
                ..extras
            },
        )
    } else {
        (save, extras)
    };
    if let Some(out) = save {
        check_writable("--save-outputs", out)?;
    }
    if let Some(t) = extras.trace {
        check_writable("--trace", t)?;
        if engine == shardc_runtime::Engine::Interpreter {
            return Err(Failure::usage(
                "error: --trace records compiled kernels; it cannot be combined with --interpret",
            ));
        }
    }
    if extras.steps > 1 && engine == shardc_runtime::Engine::Interpreter {
        return Err(Failure::usage(
            "error: --steps runs compiled kernels; it cannot be combined with --interpret",
        ));
    }
    let raw = read_bytes(path).map_err(Failure::from)?;
    if !raw.is_sharded_binary() {
        return Err(Failure::new(format!(
            "error: '{}' is not a sharded binary; make one with `shardc compile PROGRAM -o OUT`",
            raw.display
        )));
    }
    let (bin, local, global) = decode_binary(raw)?;
    // A binary's checksum says it was not damaged, not that it was made by shardc: run only
    // programs the verifier accepts.
    for (what, module) in [("program", &local), ("plan", &global)] {
        let errors: Vec<String> = verify_module(module)
            .iter()
            .filter(|d| d.severity == shardc_ir::Severity::Error)
            .map(|d| d.to_string())
            .collect();
        if !errors.is_empty() {
            return Err(Failure::new(format!(
                "error: the {what} in '{path}' fails verification ({} error(s)); it was not run:\n{}",
                errors.len(),
                errors.join("\n")
            )));
        }
    }
    let f = global
        .function(&bin.entry)
        .ok_or_else(|| Failure::new(format!("error: no function '@{}'", bin.entry)))?;
    let lf = local
        .function(&bin.entry)
        .ok_or_else(|| Failure::new(format!("error: no function '@{}'", bin.entry)))?;
    let devices = local.meshes.first().map_or(1, |m| m.mesh.num_devices());
    check_host_memory(
        HostMemoryNeed::estimate((&global, f), Some((&local, lf, devices)), false),
        force,
    )?;
    let args = global_inputs(f, inputs, seed)?;
    let mut options =
        shardc_runtime::RunOptions::with_timeout(std::time::Duration::from_secs(timeout));
    options.engine = engine;
    let log = extras
        .trace
        .map(|_| std::sync::Arc::new(shardc_runtime::trace::TraceLog::new()));
    options.trace = log.clone();
    options.kernels = bin.kernels.clone().map(std::sync::Arc::new);
    if engine == shardc_runtime::Engine::Compiled {
        options.kernels = fitting_kernels(&bin, &local, extras.quiet)?.map(std::sync::Arc::new);
    }
    options.ptx = bin.ptx.clone().map(std::sync::Arc::new);
    options.launch = launch;
    if let Some(launch) = &options.launch {
        if engine == shardc_runtime::Engine::Interpreter {
            return Err(Failure::usage(
                "error: a multi-process run (WORLD_SIZE > 1) runs compiled kernels; it cannot be combined with --interpret",
            ));
        }
        let devices = launch
            .devices(devices as usize)
            .map_err(|e| Failure::new(format!("error: {e}")))?;
        if !extras.quiet && launch.rank > 0 {
            eprintln!(
                "rank {} of {}: devices {}..{} of the mesh; rank 0 at {} reports the results",
                launch.rank,
                launch.world,
                devices.start,
                devices.end - 1,
                launch.master
            );
        }
    }
    options.exact = bin.parity;
    let mesh_name = local
        .meshes
        .first()
        .map_or("", |m| m.name.as_str())
        .to_string();
    let feedback = if extras.steps > 1 {
        shardc::execute::feedback_pairs(lf, &mesh_name)
            .map_err(|e| Failure::new(format!("error: {e}")))?
    } else {
        Vec::new()
    };
    if extras.steps > 1 && feedback.is_empty() && !extras.quiet {
        eprintln!(
            "warning: no argument of '@{}' is aliased to a result (tf.aliasing_output or jax.buffer_donor); every step runs on the same inputs",
            bin.entry
        );
    }
    let data = match extras.data {
        Some(dir) => {
            if engine == shardc_runtime::Engine::Interpreter {
                return Err(Failure::usage(
                    "error: --data runs compiled kernels; it cannot be combined with --interpret",
                ));
            }
            let files = load_step_data(dir, f, &feedback)?;
            shardc::execute::shard_step_data(&local, &bin.entry, &files)
                .map_err(|e| Failure::new(format!("error: --data '{dir}': {e}")))?
        }
        None => Vec::new(),
    };
    let counters: Vec<usize> = (0..lf.args.len())
        .filter(|&i| {
            lf.arg_attrs.get(i).is_some_and(|a| {
                a.attrs
                    .iter()
                    .any(|(k, _)| k == shardc_runtime::compiled::STEP_COUNTER_ATTR)
            })
        })
        .collect();
    let steps = shardc_runtime::compiled::Steps {
        count: extras.steps,
        feedback,
        data,
        counters,
    };
    let started = std::time::Instant::now();
    let last_step = std::sync::Mutex::new(started);
    // (seconds, loss) of each step.
    let history = std::sync::Mutex::new(Vec::<(f64, Option<f64>)>::new());
    let total = extras.steps;
    let show = !extras.quiet && !json && total > 1;
    let scalar_first = lf.result_types.first().is_some_and(|t| t.rank() == 0);
    let after_step = |i: usize, first: Option<&Tensor>| {
        let mut last = last_step.lock().unwrap_or_else(|e| e.into_inner());
        let now = std::time::Instant::now();
        let took = now.duration_since(*last).as_secs_f64();
        *last = now;
        let value = match first {
            Some(t) if scalar_first && t.len() == 1 => Some(t.get_f64(0)),
            _ => None,
        };
        history
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((took, value));
        if !show {
            return;
        }
        let loss = value.map_or(String::new(), |v| format!("  loss {v:.6}"));
        eprintln!(
            "step {:>w$}/{total} {}{loss}  {}",
            i + 1,
            progress_bar(i + 1, total),
            seconds(took),
            w = total.to_string().len()
        );
    };
    // One step shows progress while it runs; several print a line per step.
    let mut shown = progress("run");
    if show || json {
        shown.finish();
    } else {
        shown.stage(&format!("running @{} on the virtual mesh", bin.entry));
    }
    let outputs = shardc::execute::run_sharded_steps(
        &local,
        &bin.entry,
        &args,
        &options,
        &steps,
        &after_step,
    )
    .map_err(|e| Failure::new(format!("error: {e}")))?;
    shown.finish();
    if follower {
        // Rank 0 holds the results and prints them.
        return Ok(());
    }
    let elapsed = started.elapsed().as_secs_f64();
    // Saved before anything is printed: a reader that closes standard output early (`| head`)
    // must not cost the file.
    if let Some(out) = save {
        shardc_runtime::save_outputs(out, &outputs)
            .map_err(|e| Failure::new(format!("error: {e}")))?;
    }
    if let (Some(path), Some(log)) = (extras.trace, &log) {
        let mut text = Vec::new();
        log.write_chrome_json(&mut text)
            .map_err(|e| Failure::new(format!("error: cannot write the trace: {e}")))?;
        write_file(path, &text)?;
        if !extras.quiet && !json {
            let summary = log.summary();
            let all: f64 = summary.iter().map(|(_, d, _)| d.as_secs_f64()).sum();
            for (kind, d, n) in summary {
                eprintln!(
                    "  trace: {:<10} {:>6} steps {:>10}  {:5.1}% of device time",
                    kind.name(),
                    n,
                    seconds(d.as_secs_f64()),
                    100.0 * d.as_secs_f64() / all.max(1e-12)
                );
            }
        }
    }
    if json {
        let doc = serde_json::json!({
            "entry": bin.entry,
            "devices": devices,
            "mesh": bin.report.mesh,
            "outputs": outputs
                .iter()
                .enumerate()
                .map(|(i, t)| output_json(i, t))
                .collect::<Vec<_>>(),
            "seconds": elapsed,
            "steps": extras.steps,
            "seconds_per_step": elapsed / extras.steps as f64,
            "step_seconds": history.lock().unwrap_or_else(|e| e.into_inner()).iter().map(|h| h.0).collect::<Vec<_>>(),
            "losses": history.lock().unwrap_or_else(|e| e.into_inner()).iter().map(|h| h.1).collect::<Vec<_>>(),
            "kernels_stored": bin.kernels.is_some(),
            "engine": engine_name(engine),
            "estimate_seconds_per_step": bin.report.estimate.step_seconds,
        });
        println!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
    } else {
        println!(
            "ran @{} on {} ({})",
            bin.entry,
            plural(devices as usize, "device"),
            mesh_text(&local)
        );
        for (i, t) in outputs.iter().enumerate() {
            println!("  out{i}: {}", describe(t));
        }
        if !quiet() {
            eprintln!(
                "  time: {} on the virtual mesh{} (the plan's estimate: {} per step)",
                seconds(elapsed),
                if extras.steps > 1 {
                    format!(
                        " for {} steps, {} per step",
                        extras.steps,
                        seconds(elapsed / extras.steps as f64)
                    )
                } else {
                    String::new()
                },
                seconds(bin.report.estimate.step_seconds)
            );
        }
    }
    Ok(())
}

fn mesh_text(m: &Module) -> String {
    m.meshes.first().map_or("no mesh".to_string(), |d| {
        shardc::compile::mesh_flag_text(&d.mesh)
    })
}

/// `shardc verify --certificate BIN`: replays the binary's certificate.
fn certificate_cmd(path: &str, json: bool) -> Result<(), Failure> {
    let raw = read_bytes(path).map_err(Failure::from)?;
    if !raw.is_sharded_binary() {
        return Err(Failure::new(format!(
            "error: '{}' is not a sharded binary; make one with `shardc compile PROGRAM -o OUT`",
            raw.display
        )));
    }
    let bin = shardc_backend::shardbin::decode(&raw.bytes, &raw.display)
        .map_err(|e| Failure::new(format!("error: {e}")))?;
    let Some(cert) = &bin.certificate else {
        return Err(Failure::new(format!(
            "error: '{path}' carries no certificate: {}",
            bin.certificate_missing
                .as_deref()
                .unwrap_or("it was written before certificates were stored")
        )));
    };
    let started = std::time::Instant::now();
    let result = if cert.entry != bin.entry {
        // The certificate must be of the function the binary runs.
        Err(shardc_certify::CheckError {
            step: None,
            message: format!(
                "the certificate is of @{}, but the binary runs @{}",
                cert.entry, bin.entry
            ),
        })
    } else {
        shardc_certify::check_certificate(
            cert,
            &bin.global_program,
            &shardc_certify::RuleSet::standard(),
        )
    };
    let seconds = started.elapsed().as_secs_f64();
    match result {
        Ok(report) => {
            if json {
                let doc = serde_json::json!({
                    "accepted": true,
                    "format": cert.format,
                    "steps": report.steps,
                    "ops_by_class": report.ops_by_class,
                    "layout_rules": report.layout_rules,
                    "relation_rules": report.relation_rules,
                    "functions": report.functions,
                    "rewrite_chains": report.rewrites,
                    "rewrite_rules": report.rewrite_rules,
                    "rewrite_chains_refused": cert.rewrites_refused,
                    "validated_rules": report.validated.iter().map(|(r, v)| (r.clone(), v.instances)).collect::<std::collections::BTreeMap<_, _>>(),
                    "seconds": seconds,
                });
                println!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
            } else {
                println!("{}", report.summary());
                println!("  checked in {:.1} ms", seconds * 1e3);
            }
            Ok(())
        }
        Err(e) => {
            if json {
                let doc = serde_json::json!({
                    "accepted": false,
                    "step": e.step.as_ref().map(|(i, _)| *i),
                    "error": e.to_string(),
                });
                println!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
            }
            Err(Failure::new(format!("error: certificate rejected: {e}")))
        }
    }
}

fn verify_cmd(
    path: &str,
    placement: Placement,
    inputs: Option<&str>,
    seed: i64,
    (rtol, atol): (f64, f64),
    (force, json, check_kernels): (bool, bool, bool),
    (engine, train, options): (
        shardc_runtime::Engine,
        &TrainArgs,
        &shardc::compile::CompileOptions,
    ),
) -> Result<(), Failure> {
    check_gpu(engine)?;
    let parity = options.parity;
    let counter = train.step_counter;
    let train = train.spec()?;
    let (compiled, _sources) =
        compile_program(path, placement, (train.as_ref(), counter), options)?;
    let f = compiled
        .global
        .function(&compiled.entry)
        .ok_or_else(|| Failure::new("error: no entry function"))?;
    let lf = compiled
        .local
        .function(&compiled.entry)
        .ok_or_else(|| Failure::new("error: no entry function"))?;
    let devices = compiled
        .local
        .meshes
        .first()
        .map_or(1, |m| m.mesh.num_devices());
    check_host_memory(
        HostMemoryNeed::estimate(
            (&compiled.global, f),
            Some((&compiled.local, lf, devices)),
            true,
        ),
        force,
    )?;
    let args = global_inputs(f, inputs, seed)?;
    let mut shown = progress("verify");
    shown.stage("running the single-device reference");
    let started = std::time::Instant::now();
    let reference = run_reference(&compiled.input, &compiled.entry, &args)
        .map_err(|e| Failure::new(format!("error: {e}")))?;
    let reference_seconds = started.elapsed().as_secs_f64();
    shown.stage("running on the virtual mesh");
    let started = std::time::Instant::now();
    let options = shardc_runtime::RunOptions {
        engine,
        exact: parity,
        ..shardc_runtime::RunOptions::default()
    };
    let mut sharded = run_sharded(&compiled.local, &compiled.entry, &args, &options)
        .map_err(|e| Failure::new(format!("error: {e}")))?;
    let sharded_seconds = started.elapsed().as_secs_f64();
    if engine.is_compiled() && std::env::var_os(CORRUPT_KERNELS_ENV).is_some() {
        corrupt_first_elements(&mut sharded);
    }
    shown.stage("comparing (and locating a divergence)");
    let comparisons = shardc::execute::compare_outputs(&reference, &sharded, (rtol, atol));
    let failed = comparisons.iter().flatten().any(|w| w.ratio > 1.0);
    // The kernels op by op (`--check-kernels`), on the run's engine.
    let kernel_check = (check_kernels && engine.is_compiled()).then(|| {
        shown.stage("checking the kernels op by op");
        shardc::kernel_check::check_kernels_op_by_op(
            &compiled.local,
            &compiled.entry,
            &args,
            &options,
        )
    });
    let cause = failed.then(|| {
        mismatch_cause(
            &compiled,
            &args,
            &reference,
            &comparisons,
            (rtol, atol),
            (&options, kernel_check.as_ref()),
        )
    });
    let kernel_fault = match &kernel_check {
        Some(Ok(c)) => c
            .fault()
            .map(|e| format!("a compiled kernel computes an op wrongly: {}", e.describe())),
        Some(Err(e)) => Some(format!("the kernels could not be checked op by op ({e})")),
        None => None,
    };
    if json {
        let divergence = if failed {
            shardc::execute::first_divergence(
                &compiled.input,
                &compiled.global,
                &compiled.local,
                &compiled.entry,
                &args,
                rtol,
                atol,
            )
            .ok()
            .flatten()
            .map(|d| {
                serde_json::json!({
                    "op": d.op_name,
                    "location": d.location.to_string(),
                    "value": d.value_index,
                    "detail": d.detail,
                })
            })
        } else {
            None
        };
        let outputs: Vec<serde_json::Value> = comparisons
            .iter()
            .zip(&reference)
            .enumerate()
            .map(|(i, (w, r))| match w {
                Some(w) => serde_json::json!({
                    "name": format!("out{i}"),
                    "type": r.ty.to_string(),
                    "ok": w.ratio <= 1.0,
                    "worst_ratio": w.ratio.is_finite().then_some(w.ratio),
                    "how_far": w.how_far(),
                    "worst_index": w.index,
                    "sharded": w.got,
                    "reference": w.expected,
                    "max_abs_error": w.max_abs_error,
                }),
                None => serde_json::json!({
                    "name": format!("out{i}"),
                    "type": r.ty.to_string(),
                    "ok": true,
                    "empty": true,
                }),
            })
            .collect();
        let doc = serde_json::json!({
            "entry": compiled.entry,
            "devices": devices,
            "mesh": compiled.report.mesh,
            "collectives": compiled.report.collectives.len(),
            "collective_bytes_per_device": compiled.report.collective_bytes_per_device,
            "rtol": rtol,
            "atol": atol,
            "ok": !failed,
            "outputs": outputs,
            "first_divergence": divergence,
            "cause": cause.as_ref().map(|c| match c {
                MismatchCause::Plan => serde_json::json!({"kind": "plan"}),
                MismatchCause::PlanRounding(shift) => {
                    serde_json::json!({"kind": "plan rounding", "detail": shift})
                }
                MismatchCause::BackEnd(detail) => {
                    serde_json::json!({"kind": "back end", "detail": detail})
                }
                MismatchCause::IllConditioned(shift) => {
                    serde_json::json!({"kind": "ill-conditioned", "detail": shift})
                }
            }),
            "seconds": {
                "compile": compiled.report.compile_seconds,
                "reference": reference_seconds,
                "virtual_mesh": sharded_seconds,
            },
            "estimate_seconds_per_step": compiled.report.estimate.step_seconds,
            "kernel_check": kernel_check.as_ref().map(|c| match c {
                Ok(c) => serde_json::json!({
                    "ok": c.fault().is_none(),
                    "checked": c.checked,
                    "unchecked": c.unchecked,
                    "closest": c.worst.as_ref().map(|e| serde_json::json!({
                        "op": e.op_name,
                        "location": e.location.to_string(),
                        "device": e.device,
                        "index": e.index,
                        "kernels": e.got,
                        "reference": e.expected,
                        "ratio": e.ratio.is_finite().then_some(e.ratio),
                    })),
                }),
                Err(e) => serde_json::json!({"ok": false, "error": e}),
            }),
        });
        println!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
        if failed {
            return Err(Failure::new(
                "error: the sharded program differs from the reference",
            ));
        }
        if let Some(fault) = kernel_fault {
            return Err(Failure::new(format!("error: {fault}")));
        }
        return Ok(());
    }
    println!(
        "verify: @{} on {} ({}), {} collective(s), {} bytes per device",
        compiled.entry,
        plural(devices as usize, "device"),
        mesh_text(&compiled.local),
        compiled.report.collectives.len(),
        compiled.report.collective_bytes_per_device
    );
    for (i, w) in comparisons.iter().enumerate() {
        match w {
            Some(w) if w.ratio > 1.0 => {
                println!(
                    "  out{i}: MISMATCH at element {}: sharded {} vs reference {} ({})",
                    w.index,
                    w.got,
                    w.expected,
                    w.how_far()
                );
            }
            Some(w) => println!(
                "  out{i}: ok (worst error {:.3e} of the tolerance)",
                w.ratio
            ),
            None => println!("  out{i}: ok (empty)"),
        }
    }
    if let Some(Ok(c)) = &kernel_check {
        let closest = c.worst.as_ref().map_or_else(
            || "every one exactly as the reference".to_string(),
            |e| format!("the furthest from the reference: {}", e.describe()),
        );
        println!(
            "  kernels checked op by op: {} ops (once per device), {} not checked on their own (collectives, loops); {closest}",
            c.checked, c.unchecked
        );
    }
    if failed {
        match cause {
            Some(MismatchCause::IllConditioned(shift)) => {
                return Err(Failure::new(format!(
                    "error: the compiled kernels differ from the reference, but the interpreter's run of the same per-device program matches it, and the program is ill-conditioned on these inputs: {shift}; the compiled kernels' rounding (f32 sums in another order, their own functions) is of that size, not evidence of a back-end fault (loosen `--rtol`, or give better-conditioned `--inputs`)"
                )));
            }
            Some(MismatchCause::BackEnd(detail)) => {
                return Err(Failure::new(format!(
                    "error: the compiled kernels differ from the reference where the interpreter's run of the same per-device program matches it: the back end is at fault, not the plan; {detail} (`shardc compile --emit exec` shows the kernels; `--interpret` runs without them)",
                )));
            }
            Some(MismatchCause::PlanRounding(shift)) => {
                let first = first_divergence(&compiled, &args, rtol, atol);
                return Err(Failure::new(format!(
                    "error: the sharded program differs from the reference by what its own partial sums' rounding explains: the plan splits sums over devices (each device's part of a reduction or contraction rounded to its element type, the parts added by a collective in another order), and {shift}; not evidence of a wrong plan (loosen `--rtol`, or `--parity` to keep the reference's sums and compare bit for bit){first}"
                )));
            }
            _ => {}
        }
        let first = first_divergence(&compiled, &args, rtol, atol);
        return Err(Failure::new(format!(
            "error: the sharded program differs from the reference{first}"
        )));
    }
    if let Some(fault) = kernel_fault {
        return Err(Failure::new(format!(
            "error: the outputs match the reference, but {fault}"
        )));
    }
    println!(
        "  sharded outputs match the single-device reference (normwise: rtol {rtol}, atol {atol})"
    );
    shown.finish();
    if quiet() {
        return Ok(());
    }
    eprintln!(
        "  time: compile {}, reference {}, virtual mesh {} (the plan's estimate: {} per step)",
        seconds(compiled.report.compile_seconds),
        seconds(reference_seconds),
        seconds(sharded_seconds),
        seconds(compiled.report.estimate.step_seconds)
    );
    Ok(())
}

/// What a mismatch of `shardc verify` comes from.
enum MismatchCause {
    /// The plan: the interpreter's run of the per-device program differs too (or the run was
    /// on the interpreter), by more than its partial sums' rounding explains.
    Plan,
    /// The plan's partial sums' rounding (each device's part of a split sum rounded to its
    /// element type, the parts added in another order), amplified by the program: the
    /// reference's own shift, described.
    PlanRounding(String),
    /// The compiled kernels, on a program that does not amplify rounding there (what the
    /// op-by-op check of the kernels found, described).
    BackEnd(String),
    /// The compiled kernels' rounding, amplified by a program ill-conditioned on these
    /// inputs (the reference's own shift, described).
    IllConditioned(String),
}

/// Why the run (on compiled kernels when `compiled_run`) differs from `reference`
/// (`comparisons`, per output).
fn mismatch_cause(
    compiled: &Compiled,
    args: &[Tensor],
    reference: &[Tensor],
    comparisons: &[Option<shardc::execute::Mismatch>],
    tolerance: (f64, f64),
    (run, checked): (&shardc_runtime::RunOptions, Option<&KernelCheckResult>),
) -> MismatchCause {
    use shardc::conditioning::Rounding;
    let compiled_run = run.engine.is_compiled();
    let interpreted = if compiled_run {
        match interpreted_plan_comparisons(compiled, args, reference, tolerance) {
            Some(c) => c,
            None => return MismatchCause::Plan,
        }
    } else {
        comparisons.to_vec()
    };
    if interpreted.iter().flatten().any(|w| w.ratio > 1.0) {
        // The plan's own sums (parts on each device, rounded to their type, then added by
        // a collective) round otherwise than the reference's one sum: in bf16, or where the
        // program amplifies rounding, that alone can exceed the tolerance.
        let Some(shift) = explained_by_rounding(
            compiled,
            args,
            reference,
            &interpreted,
            tolerance,
            Rounding::PartialSums,
        ) else {
            return MismatchCause::Plan;
        };
        // An output only the compiled kernels got wrong is theirs to explain.
        let kernels_only: Vec<Option<shardc::execute::Mismatch>> = comparisons
            .iter()
            .zip(&interpreted)
            .map(|(c, i)| match i {
                Some(i) if i.ratio > 1.0 => None,
                _ => c.clone(),
            })
            .collect();
        if kernels_only.iter().flatten().any(|w| w.ratio > 1.0)
            && let cause @ MismatchCause::BackEnd(_) = kernels_cause(
                compiled,
                args,
                (reference, &kernels_only),
                tolerance,
                (run, checked),
            )
        {
            return cause;
        }
        return MismatchCause::PlanRounding(shift);
    }
    kernels_cause(
        compiled,
        args,
        (reference, comparisons),
        tolerance,
        (run, checked),
    )
}

/// The op-by-op check of the kernels ([`shardc::kernel_check::check_kernels_op_by_op`]),
/// or why it could not run.
type KernelCheckResult = Result<shardc::kernel_check::KernelCheck, String>;

/// Why the compiled kernels' run differs from `reference` (`comparisons`, per output) where
/// the interpreter's run of the same plan does not: rounding the program amplifies (the
/// reference itself moves as much under rounding, or the kernels are right op by op and
/// reproduce the wrong values), or the back end (an op computed wrongly, named, or the
/// fusion). The op-by-op check is `checked` where `--check-kernels` already ran it, else it
/// runs here on `run`'s engine.
fn kernels_cause(
    compiled: &Compiled,
    args: &[Tensor],
    (reference, comparisons): (&[Tensor], &[Option<shardc::execute::Mismatch>]),
    tolerance: (f64, f64),
    (run, checked): (&shardc_runtime::RunOptions, Option<&KernelCheckResult>),
) -> MismatchCause {
    use shardc::kernel_check::{KernelVerdict, check_kernels_op_by_op};
    if let Some(shift) = explained_by_rounding(
        compiled,
        args,
        reference,
        comparisons,
        tolerance,
        shardc::conditioning::Rounding::Kernels,
    ) {
        return MismatchCause::IllConditioned(shift);
    }
    let mismatches: Vec<(usize, &shardc::execute::Mismatch)> = comparisons
        .iter()
        .enumerate()
        .filter_map(|(i, c)| c.as_ref().filter(|m| m.ratio > 1.0).map(|m| (i, m)))
        .collect();
    let ran;
    let check = match checked {
        Some(c) => c,
        None => {
            ran = check_kernels_op_by_op(&compiled.local, &compiled.entry, args, run);
            &ran
        }
    };
    match check {
        Ok(c) => match c.judge(&mismatches, tolerance) {
            v @ KernelVerdict::Amplified { .. } => MismatchCause::IllConditioned(v.describe()),
            v => MismatchCause::BackEnd(v.describe()),
        },
        Err(e) => {
            MismatchCause::BackEnd(format!("the kernels could not be checked op by op ({e})"))
        }
    }
}

/// How far a compiled run's error may exceed the reference's own shift under rounding moved
/// by one unit in the last place and still count as rounding: the kernels round every op
/// (and sum in f32), a handful of ulps where the perturbation moves each value by one.
const ROUNDING_AMPLIFICATION: f64 = 16.0;

/// How far the interpreted plan's error may exceed the reference's own shift under its sums'
/// and contractions' results moved by one unit in the last place and still count as the
/// plan's partial sums' rounding: each device's part rounds once to the element type, and a
/// collective adds the parts of an axis of `n` devices with `n - 1` more roundings.
const PARTIAL_SUM_AMPLIFICATION: f64 = 8.0;

/// Seeded draws of the reference's perturbed runs ([`shardc::conditioning`]).
const ROUNDING_DRAWS: u64 = 4;

/// When rounding of kind `rounding` explains every output the run got wrong
/// (`comparisons`, against `reference`): why, described ("moving … moves the reference's
/// out1 by 1.91x the tolerance (the compiled kernels: 8.43x)"). `None` when the program is
/// well-conditioned there (a fault), or the perturbed reference cannot run.
fn explained_by_rounding(
    compiled: &Compiled,
    args: &[Tensor],
    reference: &[Tensor],
    comparisons: &[Option<shardc::execute::Mismatch>],
    tolerance: (f64, f64),
    rounding: shardc::conditioning::Rounding,
) -> Option<String> {
    use shardc::conditioning::{Explanation, Rounding};
    let (moved, run, amplification) = match rounding {
        Rounding::Kernels => (
            "its inputs, and the results of the ops the kernels round otherwise,",
            "the compiled kernels",
            ROUNDING_AMPLIFICATION,
        ),
        Rounding::PartialSums => (
            "the results of its sums and contractions",
            "the sharded program, interpreted",
            PARTIAL_SUM_AMPLIFICATION,
        ),
    };
    let explanation = shardc::conditioning::explained_by_rounding(
        (&compiled.input, &compiled.entry, args),
        reference,
        comparisons,
        tolerance,
        rounding,
        (ROUNDING_DRAWS, amplification),
    )?;
    Some(match explanation {
        Explanation::Spread {
            output,
            spread,
            got,
        } => format!(
            "moving {moved} by up to one unit in the last place moves the reference's out{output} by {spread:.3}x the tolerance ({run}: {got:.3}x)"
        ),
        Explanation::Overflow { output } => format!(
            "the reference itself leaves the float range (an infinity or a NaN from finite inputs), and computes out{output} from there"
        ),
    })
}

/// The per-device program's outputs, run on the interpreter, compared with `reference`
/// (so that a mismatch of the compiled run that these do not show is the back end's);
/// `None` when that run fails.
fn interpreted_plan_comparisons(
    compiled: &Compiled,
    args: &[Tensor],
    reference: &[Tensor],
    tolerance: (f64, f64),
) -> Option<Vec<Option<shardc::execute::Mismatch>>> {
    let options = shardc_runtime::RunOptions::default();
    let outputs = run_sharded(&compiled.local, &compiled.entry, args, &options).ok()?;
    Some(shardc::execute::compare_outputs(
        reference, &outputs, tolerance,
    ))
}

/// One output of a run, for `--json`: type, mean, min, max and the first elements (up to 8);
/// non-finite statistics are `null`.
fn output_json(i: usize, t: &Tensor) -> serde_json::Value {
    let values = t.to_f64_vec();
    let finite = |v: f64| v.is_finite().then_some(v);
    let n = values.len();
    let (mean, min, max) = if n == 0 {
        (None, None, None)
    } else {
        (
            finite(values.iter().sum::<f64>() / n as f64),
            finite(values.iter().copied().fold(f64::INFINITY, f64::min)),
            finite(values.iter().copied().fold(f64::NEG_INFINITY, f64::max)),
        )
    };
    serde_json::json!({
        "name": format!("out{i}"),
        "type": t.ty.to_string(),
        "mean": mean,
        "min": min,
        "max": max,
        "first": values.iter().take(8).map(|&v| finite(v)).collect::<Vec<_>>(),
    })
}

/// Names the first op (in program order) whose sharded value, gathered, differs from the
/// reference value.
fn first_divergence(c: &Compiled, args: &[Tensor], rtol: f64, atol: f64) -> String {
    match shardc::execute::first_divergence(
        &c.input, &c.global, &c.local, &c.entry, args, rtol, atol,
    ) {
        Ok(Some(d)) => format!(
            "\n{}: note: first divergence: '{}' (value {}) — {}",
            d.location, d.op_name, d.value_index, d.detail
        ),
        Ok(None) => String::new(),
        Err(e) => format!("\nnote: could not locate the first divergence: {e}"),
    }
}

fn inspect_cmd(
    path: &str,
    placement: Placement,
    (json, ir, rank): (bool, Option<PlanIr>, Option<u64>),
    html: Option<&str>,
    (options, explain): (&shardc::compile::CompileOptions, bool),
) -> Result<(), Failure> {
    if let Some(out) = html {
        check_writable("--html", out)?;
    }
    let raw = read_bytes(path).map_err(Failure::from)?;
    let title = raw.display.clone();
    let mut searched = Vec::new();
    // The certificate's chains of comm-fusion's rewrites, for --explain.
    let mut chains: Result<Vec<(String, shardc_certify::Rewrite)>, String> = Ok(Vec::new());
    let (global, local, report) = if raw.is_sharded_binary() {
        if options.auto_shard.is_some() {
            return Err(Failure::usage(format!(
                "error: --auto-shard needs a program, and '{}' is a sharded binary (its plan is fixed)",
                raw.display
            )));
        }
        if placement.mesh.is_some() || placement.plan_file.is_some() {
            return Err(Failure::usage(format!(
                "error: {} cannot change '{}': a sharded binary is compiled for its mesh and shardings; \
                 recompile the program with `shardc compile {} ...`",
                placement.flags(),
                raw.display,
                placement.flags()
            )));
        }
        let (bin, local, global) = decode_binary(raw)?;
        chains = match (&bin.certificate, &bin.certificate_missing) {
            (Some(c), _) => Ok(certificate_chains(c)),
            (None, why) => Err(why.clone().unwrap_or_default()),
        };
        (global, local, bin.report)
    } else {
        let input = text_input(raw)?;
        let (module, sources) = load_placed(input, placement)?;
        let (c, _) = compile_loaded_with(module, &sources, options)?;
        if explain {
            chains = c.certificate().map(|cert| certificate_chains(&cert));
        }
        searched = c.auto_shard;
        (c.global, c.local, c.report)
    };
    if explain {
        for r in &searched {
            print!("{}", r.render(true));
        }
        print!("{}", explain_rewrites(&global, chains));
        return Ok(());
    }
    if let Some(which) = ir {
        let module = if which == PlanIr::Global {
            &global
        } else {
            &local
        };
        print!("{}", print_module(module, Form::Pretty));
        return Ok(());
    }
    if let Some(out) = html {
        let page = shardc::html::plan_page(&global, &local, &report, &title);
        write_file(out, page.as_bytes())?;
        if out != "-" && !quiet() {
            eprintln!("wrote {out} ({} bytes)", page.len());
        }
        return Ok(());
    }
    if let Some(r) = rank {
        let text = shardc::inspect::device_blocks(&global, r).map_err(Failure::usage)?;
        print!("{text}");
        return Ok(());
    }
    if json {
        let doc = shardc::inspect::plan_json(&global, &local, &report);
        println!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
    } else {
        print!(
            "{}",
            shardc::inspect::plan_summary(&global, &local, &report)
        );
    }
    Ok(())
}

/// The chains of rewrites a certificate keeps, with the plan function of each: the entry's,
/// then those of the functions loops call.
fn certificate_chains(
    cert: &shardc_certify::Certificate,
) -> Vec<(String, shardc_certify::Rewrite)> {
    let entry = cert
        .rewrites
        .iter()
        .map(|rw| (cert.entry.clone(), rw.clone()));
    let functions = cert
        .functions
        .iter()
        .flat_map(|f| f.rewrites.iter().map(|rw| (f.plan.clone(), rw.clone())));
    entry.chain(functions).collect()
}

/// `inspect --explain`'s part on comm-fusion: each chain of rewrites the certificate keeps,
/// at the plan op it ends in (in the function it is in).
fn explain_rewrites(
    global: &Module,
    chains: Result<Vec<(String, shardc_certify::Rewrite)>, String>,
) -> String {
    let chains = match chains {
        Ok(c) => c,
        Err(why) => {
            return format!("comm-fusion's rewrites: the plan has no certificate ({why})\n");
        }
    };
    if chains.is_empty() {
        return "comm-fusion's rewrites: none (its algebra kept every collective as planned)\n"
            .to_string();
    }
    let mut out = format!(
        "comm-fusion's rewrites ({} value(s), egg's explanations as the certificate keeps them):\n",
        chains.len()
    );
    let entry = global.entry().map(|f| f.name.clone()).unwrap_or_default();
    for (function, rw) in &chains {
        let f = global.function(function);
        let at = match (rw.value, f) {
            (shardc_certify::flat::ValueRef::Result { op, .. }, Some(f)) => f
                .body
                .get(op)
                .map(|&o| format!(" ('{}' at {})", f.ops[o].kind.name(), f.ops[o].loc))
                .unwrap_or_default(),
            _ => String::new(),
        };
        let within = if *function == entry {
            String::new()
        } else {
            format!(" in @{function}")
        };
        out.push_str(&format!("plan {}{within}{at}:\n", rw.value));
        match shardc_certify::rewrites::render_chain(rw) {
            Ok(text) => out.push_str(&text),
            Err(e) => out.push_str(&format!("    (unreadable: {e})\n")),
        }
    }
    out
}

/// Decodes a sharded binary and parses its two programs (per-device and global plan).
fn decode_binary(
    raw: RawInput,
) -> Result<(shardc_backend::ShardedBinary, Module, Module), Failure> {
    let bin = shardc_backend::shardbin::decode(&raw.bytes, &raw.display)
        .map_err(|e| Failure::new(format!("error: {e}")))?;
    let path = &raw.display;
    let local = parse_module(&bin.program, path)
        .map_err(|d| Failure::new(format!("error: the program in '{path}' is invalid: {d}")))?;
    let global = parse_module(&bin.global_program, path)
        .map_err(|d| Failure::new(format!("error: the plan in '{path}' is invalid: {d}")))?;
    Ok((bin, local, global))
}

/// Checks, before any long work, that `path` can be written (`-`: standard output): an
/// existing file must be writable (it is not truncated here), a new one must be creatable in
/// an existing directory (it is created and removed again).
fn check_writable(flag: &str, path: &str) -> Result<(), Failure> {
    if path == "-" {
        return Ok(());
    }
    let target = std::path::Path::new(path);
    let fail =
        |why: String| Failure::new(format!("error: {flag} '{path}' cannot be written: {why}"));
    if target.is_dir() {
        return Err(fail("it is a directory".into()));
    }
    if target.exists() {
        return std::fs::OpenOptions::new()
            .write(true)
            .open(target)
            .map(drop)
            .map_err(|e| fail(e.to_string()));
    }
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(target)
        .map_err(|e| fail(e.to_string()))?;
    std::fs::remove_file(target).map_err(|e| fail(e.to_string()))
}

/// Refuses a run that would not fit in the host's memory (unless `force`), before any input
/// is made or read.
fn check_host_memory(need: HostMemoryNeed, force: bool) -> Result<(), Failure> {
    let available = available_host_memory().map_err(|e| Failure::new(format!("error: {e}")))?;
    match need.check(available) {
        Ok(()) => Ok(()),
        Err(why) if force => {
            eprintln!("warning: {why}; running anyway (--force)");
            Ok(())
        }
        Err(why) => Err(Failure::new(format!(
            "error: {why}; the run was not started. Use a smaller mesh or smaller shapes, or \
             --force to run anyway"
        ))),
    }
}

/// A duration for people: `850 us`, `12.3 ms`, `4.56 s`.
fn seconds(s: f64) -> String {
    if !s.is_finite() || s < 0.0 {
        format!("{s} s")
    } else if s < 1e-3 {
        format!("{:.0} us", s * 1e6)
    } else if s < 1.0 {
        format!("{:.1} ms", s * 1e3)
    } else {
        format!("{s:.2} s")
    }
}

/// A `--timeout` value: whole seconds, at least 1 (0 would fail every collective at once).
fn parse_timeout(text: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(0) => Err("the timeout must be at least 1 second".into()),
        Ok(s) => Ok(s),
        Err(_) => Err(format!("'{text}' is not a whole number of seconds")),
    }
}

/// A `--mesh` value, checked when the command line is read (so a bad one is a usage error).
fn parse_mesh_arg(text: &str) -> Result<String, String> {
    parse_mesh_flag(text).map(|_| text.to_string())
}

/// A tolerance: a finite, non-negative number (`nan`, `inf` and negative values would make
/// every comparison pass or fail regardless of the values).
fn parse_tolerance(text: &str) -> Result<f64, String> {
    let value: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a number"))?;
    if !value.is_finite() || value < 0.0 {
        return Err(format!(
            "a tolerance must be a finite number >= 0, not {text}"
        ));
    }
    Ok(value)
}

/// A fraction in (0, 1].
fn parse_fraction(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(f) if f > 0.0 && f <= 1.0 => Ok(f),
        _ => Err(format!("a fraction must be a number in (0, 1], not {text}")),
    }
}

/// `shardc fuzz --print`: the programs, each after a comment naming its seed, to standard
/// output (a closed pipe ends the listing quietly).
fn print_fuzz_programs(
    first: u64,
    count: u64,
    ops: usize,
    family: shardc::fuzz::Family,
    auto_shard: bool,
) -> Result<(), Failure> {
    use std::io::Write;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for seed in shardc::fuzz::seeds(first, count) {
        let module = shardc::fuzz::program(family, seed, ops, auto_shard);
        let text = shardc_ir::print_module(&module, shardc_ir::Form::Pretty);
        let written = writeln!(
            out,
            "// fuzz seed {seed} ({family:?}, {ops} ops{})\n{text}",
            if auto_shard {
                ", shardings stripped for --auto-shard"
            } else {
                ""
            }
        )
        .and_then(|_| out.flush());
        if let Err(e) = written {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                return Ok(());
            }
            return Err(Failure::new(format!("error: writing the programs: {e}")));
        }
    }
    Ok(())
}

fn fuzz_cmd(
    first: u64,
    count: u64,
    ops: usize,
    family: shardc::fuzz::Family,
    (auto_shard, budget_fraction, print): (bool, Option<f64>, bool),
    checks: shardc::fuzz::Checks,
) -> Result<(), Failure> {
    use shardc::fuzz;
    let start = std::time::Instant::now();
    let mut last_report = start;
    if print {
        return print_fuzz_programs(first, count, ops, family, auto_shard);
    }
    let progress = |seed, s: &fuzz::Summary| {
        if last_report.elapsed().as_secs() >= 10 {
            last_report = std::time::Instant::now();
            eprintln!(
                "fuzz: {} programs, {} failed, through seed {seed} ({:.0} s)",
                s.passed + s.failed,
                s.failed,
                start.elapsed().as_secs_f64()
            );
        }
    };
    let campaign = fuzz::Campaign {
        first,
        count,
        ops,
        family,
        auto_shard,
        budget_fraction,
        checks,
    };
    let summary = fuzz::run_campaign(&campaign, progress);
    println!(
        "fuzz: {} programs from seed {first}, {} ops each, in {:.1} s: {} passed, {} failed; {} collectives, {} dist.axis_index ops, {} padded values, {} halo exchanges, {} tuple collectives; {} certificate steps replayed ({} plan ops left to the partitioner's halos and lookups), {} chains of comm-fusion's rewrites replayed",
        summary.passed + summary.failed + summary.refused_budgets,
        ops,
        start.elapsed().as_secs_f64(),
        summary.passed,
        summary.failed,
        summary.collectives,
        summary.split_lookups,
        summary.padded_values,
        summary.halo_shifts,
        summary.tuple_collectives,
        summary.certified_steps,
        summary.partitioner_ops,
        summary.rewrite_chains
    );
    if let Some(f) = budget_fraction {
        println!(
            "  memory budget {f} of each program's unbounded plan: {} fitted, {} refused (no plan fits)",
            summary.passed + summary.failed,
            summary.refused_budgets
        );
    }
    let peaks = &summary.peak_estimates;
    if let Some((seed, searched, partitioned)) = peaks.furthest {
        println!(
            "  the search's peak against the partitioned program's: {} of {} searched plans to the byte, {} within 1%, {} below; furthest off: seed {seed}, {searched} bytes estimated against {partitioned}",
            peaks.exact, peaks.plans, peaks.within_one_percent, peaks.below
        );
    }
    if let Some((seed, searched, partitioned)) = peaks.furthest_below {
        println!(
            "  furthest below: seed {seed}, {searched} bytes estimated against {partitioned}; seeds below: {}",
            peaks
                .below_seeds
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
    if summary.searched_loops > 0 {
        println!(
            "  {} loop(s) planned by searching their bodies (in the plans kept)",
            summary.searched_loops
        );
    }
    println!(
        "  global views compiled again: {} came back as themselves",
        summary.passed
    );
    if summary.ill_conditioned > 0 {
        println!(
            "  {} output(s) outside the tolerance only by what rounding moves the reference itself (ill-conditioned: within {}x its spread under an ulp of its inputs and of each rounded result, or not finite where the reference overflows)",
            summary.ill_conditioned,
            shardc::fuzz::SPREAD_FACTOR
        );
    }
    if checks.kernels_op_by_op {
        let closest = summary.kernel_closest.as_ref().map_or_else(
            || "every one exactly as the reference".to_string(),
            |(seed, e)| format!("the closest to its bound: seed {seed}, {}", e.describe()),
        );
        println!(
            "  kernels checked op by op: {} ops (once per device); {closest}",
            summary.kernel_ops
        );
    }
    if summary.kernel_rounding > 0 {
        println!(
            "  {} output(s) the compiled kernels got wrong by rounding the program amplifies: computed one op at a time they make the same values, every op within its rounding of the reference op on the same operands",
            summary.kernel_rounding
        );
    }
    let mesh: Vec<String> = summary
        .by_mesh
        .iter()
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
    println!("  by mesh: {}", mesh.join(", "));
    let op: Vec<String> = summary
        .by_op
        .iter()
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
    println!("  by op: {}", op.join(", "));
    let Some(first_failure) = summary.failures.first() else {
        return Ok(());
    };
    for f in &summary.failures {
        println!("  seed {}: {}", f.seed, f.message);
    }
    // Shrinking replays the mixed family's plans as annotated, not searched.
    if family != fuzz::Family::Mixed || auto_shard {
        let flag = match family {
            fuzz::Family::Mixed => "",
            fuzz::Family::Bits => " --bits",
            fuzz::Family::Windows => " --windows",
            fuzz::Family::Loops => " --loops",
            fuzz::Family::Manual => " --manual",
            fuzz::Family::Train => " --train",
        };
        println!("seed {}:\n{}", first_failure.seed, first_failure.program);
        let flag = if auto_shard {
            format!("{flag} --auto-shard")
        } else {
            flag.to_string()
        };
        return Err(Failure::new(format!(
            "error: {} of {} programs differ from the reference; rerun one with `shardc fuzz{flag} --seed {} --count 1 --ops {ops}`",
            summary.failed,
            summary.passed + summary.failed,
            first_failure.seed
        )));
    }
    let (shape, shrunk) = fuzz::shrink(first_failure.seed, ops);
    println!(
        "shrunk seed {} to {} op(s){}{}: {}\n{}",
        shrunk.seed,
        shape.ops,
        if shape.no_constraints {
            ", no constraints"
        } else {
            ""
        },
        if shape.replicated_args.is_empty() {
            String::new()
        } else {
            format!(", arguments {:?} replicated", shape.replicated_args)
        },
        shrunk.message,
        shrunk.program
    );
    Err(Failure::new(format!(
        "error: {} of {} programs differ from the reference; rerun one with `shardc fuzz --seed {} --count 1 --ops {ops}`",
        summary.failed,
        summary.passed + summary.failed,
        first_failure.seed
    )))
}

/// `n` and the noun, plural unless `n` is 1 ("1 device", "8 devices").
fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
