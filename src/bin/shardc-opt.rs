//! `shardc-opt`: parse, verify, transform and print shardc IR, for lit tests and for people
//! researching passes. Mirrors `mlir-opt`.

use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use clap::Parser;
use shardc::expected_diagnostics::{check, parse_expectations};
use shardc::input::{read_input, split_input};
use shardc::{EXIT_USAGE, EXIT_USER_ERROR};
use shardc_frontend::load_program_at;
use shardc_ir::diagnostic::render_all;
use shardc_ir::{Diagnostic, Form, Module, print_module_with};
use shardc_passes::{Instrumentation, Pass, PassError, PassManager, parse_pipeline, registry};

/// Parse, verify, transform and print shardc IR.
#[derive(Parser, Debug)]
#[command(name = "shardc-opt", version = shardc::VERSION)]
struct Args {
    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    input: String,
    /// Passes to run, in MLIR's syntax: `builtin.module(canonicalize,cse)`.
    #[arg(long = "pass-pipeline", value_name = "PIPELINE")]
    pass_pipeline: Option<String>,
    /// Print the output in MLIR's generic form.
    #[arg(long = "mlir-print-op-generic")]
    generic: bool,
    /// Print every op's, argument's and function's source location as `loc("file":l:c)`
    /// (read back by shardc, so locations survive round trips).
    #[arg(long = "mlir-print-debuginfo")]
    debug_info: bool,
    /// Treat each `// -----`-separated part of the input as its own module.
    #[arg(long = "split-input-file")]
    split_input_file: bool,
    /// Check diagnostics against `// expected-error {{...}}` comments in the input.
    #[arg(long = "verify-diagnostics")]
    verify_diagnostics: bool,
    /// Print the IR to stderr after every pass.
    #[arg(long = "mlir-print-ir-after-all", visible_alias = "print-ir-after-all")]
    print_ir_after_all: bool,
    /// Print the IR to stderr before every pass.
    #[arg(
        long = "mlir-print-ir-before-all",
        visible_alias = "print-ir-before-all"
    )]
    print_ir_before_all: bool,
    /// Print the IR to stderr after every pass that changed it.
    #[arg(
        long = "mlir-print-ir-after-change",
        visible_alias = "print-ir-after-change"
    )]
    print_ir_after_change: bool,
    /// Print the IR to stderr after a pass that failed (or left the IR invalid).
    #[arg(
        long = "mlir-print-ir-after-failure",
        visible_alias = "print-ir-after-failure"
    )]
    print_ir_after_failure: bool,
    /// Print each pass's wall time to stderr.
    #[arg(long, visible_alias = "mlir-timing")]
    timing: bool,
    /// Output file (standard output by default).
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<String>,
    /// List the registered passes and exit.
    #[arg(long = "list-passes")]
    list_passes: bool,
    /// Print the pass reference (docs/passes.md) and exit.
    #[arg(long = "dump-pass-docs")]
    dump_pass_docs: bool,
    /// Print a shell completion script for shardc-opt and exit.
    #[arg(long = "generate-completions", value_name = "SHELL")]
    generate_completions: Option<clap_complete::Shell>,
}

/// Collects the `--mlir-print-ir-*` dumps (in MLIR's format) and `--timing` records.
struct Tools {
    print_after_all: bool,
    print_before_all: bool,
    print_after_change: bool,
    print_after_failure: bool,
    form: Form,
    debug_info: bool,
    dumps: String,
    /// The IR before the running pass, printed (for `--mlir-print-ir-after-change`).
    before: Option<String>,
    timings: Vec<(&'static str, Duration)>,
}

impl Tools {
    fn dump(&mut self, title: String, text: &str) {
        self.dumps
            .push_str(&format!("// -----// IR Dump {title} //----- //\n"));
        self.dumps.push_str(text);
    }
}

impl Instrumentation for Tools {
    fn before_pass(&mut self, pass: &dyn Pass, module: &Module) {
        if self.print_before_all || self.print_after_change {
            let text = print_module_with(module, self.form, self.debug_info);
            if self.print_before_all {
                self.dump(format!("Before {}", pass.name()), &text);
            }
            self.before = Some(text);
        }
    }

    fn after_pass(&mut self, pass: &dyn Pass, module: &Module) {
        let before = self.before.take();
        if self.print_after_all || self.print_after_change {
            let text = print_module_with(module, self.form, self.debug_info);
            if self.print_after_all || before.as_deref() != Some(text.as_str()) {
                self.dump(format!("After {}", pass.name()), &text);
            }
        }
    }

    fn after_failure(&mut self, pass: &dyn Pass, module: &Module) {
        self.before = None;
        if self.print_after_failure {
            let text = print_module_with(module, self.form, self.debug_info);
            self.dump(format!("After {} Failed", pass.name()), &text);
        }
    }

    fn timing(&mut self, pass: &dyn Pass, elapsed: Duration) {
        self.timings.push((pass.name(), elapsed));
    }
}

/// mlir-opt's spelling of long options with one dash (`-split-input-file`,
/// `-pass-pipeline=...`), rewritten to two. `-o`, `-` (standard input) and the value after
/// `-o` are left alone.
fn mlir_opt_style_args(
    args: impl IntoIterator<Item = std::ffi::OsString>,
) -> Vec<std::ffi::OsString> {
    let mut out: Vec<std::ffi::OsString> = Vec::new();
    for arg in args {
        let after_o = out.last().is_some_and(|p| p == "-o");
        let rewritten = match arg.to_str() {
            Some(a)
                if !after_o
                    && !out.is_empty()
                    && a.len() > 2
                    && a.starts_with('-')
                    && !a.starts_with("--")
                    && a[1..].starts_with(|c: char| c.is_ascii_alphabetic())
                    && !a.starts_with("-o") =>
            {
                format!("-{a}").into()
            }
            _ => arg,
        };
        out.push(rewritten);
    }
    out
}

fn has_errors(diags: &[Diagnostic]) -> bool {
    diags
        .iter()
        .any(|d| d.severity == shardc_ir::Severity::Error)
}

fn timing_report(timings: &[(&'static str, Duration)]) -> String {
    let total = timings
        .iter()
        .map(|(_, d)| d.as_secs_f64())
        .fold(0.0, |a, b| a + b);
    let mut out = String::from(
        "===-------------------------------------------------------------------------===\n                         ... Execution time report ...\n===-------------------------------------------------------------------------===\n",
    );
    out.push_str(&format!(
        "  Total Execution Time: {total:.6} seconds\n\n  ------Wall Time------  ----Name----\n"
    ));
    let pct = |s: f64| if total > 0.0 { 100.0 * s / total } else { 0.0 };
    for (name, d) in timings {
        let s = d.as_secs_f64();
        out.push_str(&format!("  {s:>10.6} ({:>5.1}%)  {name}\n", pct(s)));
    }
    out.push_str(&format!("  {total:>10.6} (100.0%)  Total\n"));
    out
}

fn main() -> ExitCode {
    shardc::exit_quietly_on_closed_pipe();
    let args = match Args::try_parse_from(mlir_opt_style_args(std::env::args_os())) {
        Ok(a) => a,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { EXIT_USAGE as u8 } else { 0 });
        }
    };
    match run(args) {
        Ok(code) => ExitCode::from(code as u8),
        Err(e) => {
            eprintln!("shardc-opt: error: {e:#}");
            ExitCode::from(EXIT_USER_ERROR as u8)
        }
    }
}

fn run(args: Args) -> anyhow::Result<i32> {
    if let Some(shell) = args.generate_completions {
        use clap::CommandFactory;
        clap_complete::generate(
            shell,
            &mut Args::command(),
            "shardc-opt",
            &mut std::io::stdout(),
        );
        return Ok(0);
    }
    if args.list_passes {
        let passes = registry::all();
        let width = passes.iter().map(|p| p.name().len()).max().unwrap_or(0);
        for p in passes {
            println!("{:<width$}  {}", p.name(), p.summary());
        }
        return Ok(0);
    }
    if args.dump_pass_docs {
        print!("{}", registry::render_markdown());
        return Ok(0);
    }
    let pipeline = match args
        .pass_pipeline
        .as_deref()
        .map(parse_pipeline)
        .transpose()
    {
        Ok(p) => p,
        Err(e) => {
            eprintln!("shardc-opt: {e}");
            return Ok(EXIT_USAGE);
        }
    };
    let input = match read_input(&args.input) {
        Ok(i) => i,
        Err(d) => {
            eprint!("{}", d.render(&shardc_ir::SourceMap::new()));
            return Ok(EXIT_USER_ERROR);
        }
    };
    let form = if args.generic {
        Form::Generic
    } else {
        Form::Pretty
    };
    let chunks = if args.split_input_file {
        split_input(&input.text)
    } else {
        vec![shardc::input::Chunk {
            text: &input.text,
            line_offset: 0,
        }]
    };
    let mut outputs = Vec::new();
    let mut failed = false;
    let mut tools = Tools {
        print_after_all: args.print_ir_after_all,
        print_before_all: args.print_ir_before_all,
        print_after_change: args.print_ir_after_change,
        print_after_failure: args.print_ir_after_failure,
        form,
        debug_info: args.debug_info,
        dumps: String::new(),
        before: None,
        timings: Vec::new(),
    };
    for chunk in &chunks {
        // Produce this chunk's diagnostics (or output).
        let mut diags: Vec<Diagnostic> = Vec::new();
        // shardc IR or a JAX export (StableHLO + Shardy), chosen from the content; verified.
        match load_program_at(chunk.text, &input.name, chunk.line_offset) {
            Err(d) => diags = d,
            Ok(mut module) => {
                if let Some(p) = &pipeline {
                    match PassManager::new(p.clone()).run(&mut module, &mut tools) {
                        Ok(notes) => diags = notes,
                        Err(e) => {
                            diags = e.diagnostics().to_vec();
                            if let PassError::Invalid { pass, .. } = &e {
                                let message = format!("the IR is invalid after pass '{pass}'");
                                diags.insert(0, Diagnostic::error(module.loc.clone(), message));
                            }
                        }
                    }
                }
                if !has_errors(&diags) {
                    outputs.push(print_module_with(&module, form, args.debug_info));
                }
            }
        }
        if args.verify_diagnostics {
            let expected = match parse_expectations(chunk.text, &input.name, chunk.line_offset) {
                Ok(e) => e,
                Err(d) => {
                    eprint!("{}", d.render(&input.sources));
                    failed = true;
                    continue;
                }
            };
            let problems = check(&diags, &expected);
            if !problems.is_empty() {
                eprint!("{}", render_all(&problems, &input.sources));
                failed = true;
            }
        } else if !diags.is_empty() {
            eprint!("{}", render_all(&diags, &input.sources));
            failed |= has_errors(&diags);
        }
    }
    if !tools.dumps.is_empty() {
        eprint!("{}", tools.dumps);
    }
    if args.timing {
        eprint!("{}", timing_report(&tools.timings));
    }
    let text = outputs.join("// -----\n");
    match &args.output {
        Some(path) if !failed && path != "-" => {
            std::fs::write(path, &text).with_context(|| format!("cannot write '{path}'"))?;
        }
        Some(path) if path != "-" => {}
        _ => {
            let stdout = std::io::stdout();
            let mut lock = stdout.lock();
            let _ = lock.write_all(text.as_bytes());
        }
    }
    Ok(if failed { EXIT_USER_ERROR } else { 0 })
}
