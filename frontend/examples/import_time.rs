//! Imports a program (a JAX export or shardc's own IR; `.gz` files are decompressed) with
//! [`shardc_frontend::load_program`] and reports how long it took:
//!
//! ```text
//! cargo run --release -p shardc-frontend --example import_time -- FILE.mlir[.gz] [--print]
//! ```
//!
//! With `--print` the imported module is printed in shardc's pretty form on standard output
//! (and the time is not reported); errors are printed with their source lines on standard error (exit status 1).

use std::io::Read;
use std::process::ExitCode;
use std::time::Instant;

use shardc_ir::diagnostic::render_all;
use shardc_ir::{Form, SourceMap, print_module};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let print = args.iter().any(|a| a == "--print");
    let Some(path) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: import_time FILE.mlir[.gz] [--print]");
        return ExitCode::from(2);
    };
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: cannot read {path}: {e}");
            return ExitCode::from(1);
        }
    };
    let text = if path.ends_with(".gz") {
        let mut s = String::new();
        if let Err(e) = flate2::read::GzDecoder::new(&bytes[..]).read_to_string(&mut s) {
            eprintln!("error: cannot decompress {path}: {e}");
            return ExitCode::from(1);
        }
        s
    } else {
        String::from_utf8_lossy(&bytes).into_owned()
    };
    if std::env::var_os("IMPORT_TIME_PHASES").is_some() {
        let t = Instant::now();
        let session = shardc_frontend::MlirSession::new();
        let parsed = session.parse(&text, path).map(|_| ());
        eprintln!(
            "MLIR parse: {:.3} s ({parsed:?})",
            t.elapsed().as_secs_f64()
        );
        let t = Instant::now();
        let imported = shardc_frontend::import_mlir(&text, path);
        eprintln!("parse + import: {:.3} s", t.elapsed().as_secs_f64());
        if let Ok(m) = imported {
            let t = Instant::now();
            let n = shardc_ir::verify_module(&m).len();
            eprintln!(
                "verify: {:.3} s ({n} diagnostics)",
                t.elapsed().as_secs_f64()
            );
        }
    }
    let start = Instant::now();
    let result = shardc_frontend::load_program(&text, path);
    let seconds = start.elapsed().as_secs_f64();
    match result {
        Ok(module) => {
            if print {
                print!("{}", print_module(&module, Form::Pretty));
            }
            let ops: usize = module.functions.iter().map(|f| f.body.len()).sum();
            if print {
                return ExitCode::SUCCESS;
            }
            eprintln!(
                "{path}: {} bytes, {} function(s), {ops} ops imported and verified in {seconds:.3} s",
                text.len(),
                module.functions.len()
            );
            ExitCode::SUCCESS
        }
        Err(diagnostics) => {
            let mut sources = SourceMap::new();
            sources.add(path, &text);
            eprint!("{}", render_all(&diagnostics, &sources));
            ExitCode::from(1)
        }
    }
}
