//! `shardc`: the compiler driver.
//!
//! Today: `shardc example` (the built-in example: parse, verify, canonicalize and interpret
//! a small MLP) and `shardc interpret` (run any program on the reference interpreter).
//! `compile`, `run`, `verify` and `inspect` of DESIGN.md's command-line contract come with
//! the partitioner.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use shardc::input::read_input;
use shardc::random_inputs::random_inputs;
use shardc::{EXIT_USAGE, EXIT_USER_ERROR};
use shardc_ir::diagnostic::render_all;
use shardc_ir::interp::{Tensor, run_function};
use shardc_ir::{Diagnostic, Module, SourceMap, parse_module, verify_module};
use shardc_passes::{NoInstrumentation, PassManager, parse_pipeline};

/// The built-in example program.
const EXAMPLE: &str = include_str!("../../examples/mlp.mlir");

/// shardc: a distributed-training compiler.
#[derive(Parser, Debug)]
#[command(name = "shardc", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Parse, verify, canonicalize and interpret the built-in example (a small MLP).
    Example {
        /// Seed of the random inputs.
        #[arg(long, default_value_t = 0)]
        seed: i64,
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
    },
}

/// A failure, already rendered for the user.
struct Failure(String);

impl From<Diagnostic> for Failure {
    fn from(d: Diagnostic) -> Failure {
        Failure(d.render(&SourceMap::new()))
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { EXIT_USAGE as u8 } else { 0 });
        }
    };
    let result = match cli.command {
        Command::Example { seed } => example(seed),
        Command::Interpret {
            input,
            function,
            inputs,
            seed,
            save_outputs,
            canonicalize,
        } => interpret(
            &input,
            function.as_deref(),
            inputs.as_deref(),
            seed,
            save_outputs.as_deref(),
            canonicalize,
        ),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(text)) => {
            eprint!("{text}");
            if !text.ends_with('\n') {
                eprintln!();
            }
            ExitCode::from(EXIT_USER_ERROR as u8)
        }
    }
}

/// Parses and verifies, rendering any problem with source lines.
fn load(text: &str, name: &str, sources: &SourceMap) -> Result<Module, Failure> {
    let module = parse_module(text, name).map_err(|d| Failure(d.render(sources)))?;
    let diags = verify_module(&module);
    if !diags.is_empty() {
        return Err(Failure(render_all(&diags, sources)));
    }
    Ok(module)
}

fn canonicalize(module: &mut Module, sources: &SourceMap) -> Result<(), Failure> {
    let pipeline =
        parse_pipeline("builtin.module(canonicalize,cse)").map_err(|e| Failure(e.to_string()))?;
    let notes = PassManager::new(pipeline)
        .run(module, &mut NoInstrumentation)
        .map_err(|e| Failure(format!("{e}\n{}", render_all(e.diagnostics(), sources))))?;
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
            .ok_or_else(|| Failure(format!("error: the program has no function '@{name}'"))),
        None => module
            .entry()
            .map(|f| f.name.clone())
            .ok_or_else(|| Failure("error: the program has no public function to run".into())),
    }
}

fn describe(t: &Tensor) -> String {
    let values = t.to_f64_vec();
    let fmt = |v: f64| format!("{v:.6}");
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

fn example(seed: i64) -> Result<(), Failure> {
    let mut sources = SourceMap::new();
    let name = "examples/mlp.mlir";
    sources.add(name, EXAMPLE);
    println!("shardc example: {name} (a two-layer MLP with dp x tp shardings)");
    let mut module = load(EXAMPLE, name, &sources)?;
    let before = op_count(&module);
    println!(
        "  parsed and verified: {} function(s), {before} ops",
        module.functions.len()
    );
    let reference = run_entry(&module, None, seed)?;
    canonicalize(&mut module, &sources)?;
    println!("  canonicalize,cse: {before} -> {} ops", op_count(&module));
    let outputs = run_entry(&module, None, seed)?;
    println!("  interpreted @main on seeded inputs (seed {seed}):");
    for (i, t) in outputs.iter().enumerate() {
        println!("    out{i}: {}", describe(t));
    }
    let same = outputs == reference;
    println!(
        "  canonicalized result {} the original program's",
        if same {
            "is bitwise identical to"
        } else {
            "DIFFERS from"
        }
    );
    if !same {
        return Err(Failure("error: canonicalization changed the result".into()));
    }
    Ok(())
}

fn run_entry(module: &Module, function: Option<&str>, seed: i64) -> Result<Vec<Tensor>, Failure> {
    let name = entry_name(module, function)?;
    let f = module
        .function(&name)
        .ok_or_else(|| Failure(format!("error: no function '@{name}'")))?;
    let args = random_inputs(&f.arg_types(), seed);
    run_function(module, &name, &args)
        .map_err(|e| Failure(format!("{}: error: {}", e.location, e.message)))
}

fn interpret(
    path: &str,
    function: Option<&str>,
    inputs: Option<&str>,
    seed: i64,
    save: Option<&str>,
    canon: bool,
) -> Result<(), Failure> {
    let input = read_input(path)?;
    let mut module = load(&input.text, &input.name, &input.sources)?;
    if canon {
        canonicalize(&mut module, &input.sources)?;
    }
    let name = entry_name(&module, function)?;
    let f = module
        .function(&name)
        .ok_or_else(|| Failure(format!("error: no function '@{name}'")))?;
    let args = match inputs {
        Some(file) => shardc_runtime::load_args(file, &f.arg_types())
            .map_err(|e| Failure(format!("error: {e}")))?,
        None => random_inputs(&f.arg_types(), seed),
    };
    let outputs = run_function(&module, &name, &args).map_err(|e| {
        Failure(render_all(
            &[Diagnostic::error(e.location, e.message)],
            &input.sources,
        ))
    })?;
    for (i, t) in outputs.iter().enumerate() {
        println!("out{i}: {}", describe(t));
    }
    if let Some(out) = save {
        shardc_runtime::save_outputs(out, &outputs).map_err(|e| Failure(format!("error: {e}")))?;
    }
    Ok(())
}
