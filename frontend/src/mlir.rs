//! The MLIR 22 bridge: a context with every upstream dialect, diagnostics captured as
//! [`shardc_ir::Diagnostic`]s, parsing with a file name, verification and generic printing.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use melior::diagnostic::{Diagnostic as MlirDiagnostic, DiagnosticSeverity};
use melior::dialect::DialectRegistry;
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::ir::{Location as MlirLocation, Module, Operation};
use melior::utility::register_all_dialects;
use melior::{Context, StringRef};
use shardc_ir::diagnostic::render_all;
use shardc_ir::{Diagnostic, Location, Severity, SourceMap};

use crate::FrontendError;

/// The file name used when a caller gives none.
pub const DEFAULT_FILE_NAME: &str = "<mlir-input>";

/// An MLIR context set up for shardc, with the diagnostics MLIR emitted on it.
///
/// Every upstream dialect is registered (so `builtin`, `func` and the rest are checked by
/// their real verifiers, and an op of a registered dialect that does not exist, such as
/// `shard.x`, is an error), and unregistered dialects are allowed (shardc's `hlo` and
/// `dist`). Multithreading is off, so diagnostics come in a deterministic order.
pub struct MlirSession {
    context: Context,
    diagnostics: Arc<Mutex<Vec<Diagnostic>>>,
}

impl Default for MlirSession {
    fn default() -> Self {
        MlirSession::new()
    }
}

impl std::fmt::Debug for MlirSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MlirSession")
            .field("diagnostics", &*self.lock())
            .finish_non_exhaustive()
    }
}

impl MlirSession {
    /// A fresh context with all dialects registered, unregistered dialects allowed and a
    /// diagnostic handler that records everything MLIR reports.
    pub fn new() -> MlirSession {
        let registry = DialectRegistry::new();
        register_all_dialects(&registry);
        let context = Context::new_with_registry(&registry, false);
        context.set_allow_unregistered_dialects(true);
        let diagnostics = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&diagnostics);
        // The handler lives as long as the context (MLIR frees it when the context dies).
        context.attach_diagnostic_handler(move |d| {
            sink.lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(convert_diagnostic(&d));
            true
        });
        MlirSession {
            context,
            diagnostics,
        }
    }

    /// The underlying melior context (for importers and other passes over MLIR IR).
    pub fn context(&self) -> &Context {
        &self.context
    }

    fn lock(&self) -> MutexGuard<'_, Vec<Diagnostic>> {
        self.diagnostics
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Removes and returns the diagnostics recorded so far.
    pub fn take_diagnostics(&self) -> Vec<Diagnostic> {
        std::mem::take(&mut *self.lock())
    }

    /// Parses `text` as one top-level `builtin.module` (in either MLIR form); locations name
    /// `file_name`. MLIR's parser also runs the verifier on what it parsed.
    pub fn parse<'c>(&'c self, text: &str, file_name: &str) -> Result<Module<'c>, FrontendError> {
        self.take_diagnostics();
        // SAFETY: the context is alive for 'c, both string refs outlive the call (MLIR copies
        // what it keeps), and a null result is mapped to `None`.
        let op = unsafe {
            Operation::from_option_raw(mlir_sys::mlirOperationCreateParse(
                self.context.to_raw(),
                StringRef::new(text).to_raw(),
                StringRef::new(file_name).to_raw(),
            ))
        };
        let Some(op) = op else {
            return Err(self.rejected(text, file_name));
        };
        let name = op
            .name()
            .as_string_ref()
            .as_str()
            .unwrap_or("?")
            .to_string();
        let (line, col) = first_code_position(text);
        if name != "builtin.module" {
            return Err(FrontendError::NotAModule {
                file: file_name.to_string(),
                line,
                col,
                found: name,
            });
        }
        Module::from_operation(op).ok_or_else(|| FrontendError::NotAModule {
            file: file_name.to_string(),
            line,
            col,
            found: name,
        })
    }

    /// Runs MLIR's verifier on `module`; `text` and `file_name` are used to render errors.
    pub fn verify(
        &self,
        module: &Module,
        text: &str,
        file_name: &str,
    ) -> Result<(), FrontendError> {
        self.take_diagnostics();
        if module.as_operation().verify() {
            Ok(())
        } else {
            Err(self.rejected(text, file_name))
        }
    }

    /// Prints `module` in MLIR's generic form (without locations).
    pub fn print_generic(&self, module: &Module, file_name: &str) -> Result<String, FrontendError> {
        module
            .as_operation()
            .to_string_with_flags(OperationPrintingFlags::new().print_generic_operation_form())
            .map_err(|e| FrontendError::Print {
                file: file_name.to_string(),
                message: e.to_string(),
            })
    }

    /// The error for a failed parse or verification, from the diagnostics recorded.
    fn rejected(&self, text: &str, file_name: &str) -> FrontendError {
        let mut diagnostics = self.take_diagnostics();
        if !diagnostics.iter().any(|d| d.severity == Severity::Error) {
            diagnostics.push(Diagnostic::error(
                Location::Unknown,
                "MLIR reported a failure without an error message",
            ));
        }
        let mut sources = SourceMap::new();
        sources.add(file_name, text);
        let rendered = render_all(&diagnostics, &sources);
        FrontendError::Mlir {
            file: file_name.to_string(),
            diagnostics,
            rendered,
        }
    }
}

/// Parses `text` with MLIR 22 as a module and runs MLIR's verifier on it. Registered dialects
/// (`builtin`, `func`, ...) are checked by their real verifiers; shardc's `hlo` and `dist`
/// are unregistered and only checked for syntax. On failure the error carries MLIR's
/// diagnostics, located in `file_name`.
pub fn check_with_mlir(text: &str, file_name: &str) -> Result<(), FrontendError> {
    let session = MlirSession::new();
    let module = session.parse(text, file_name)?;
    session.verify(&module, text, file_name)
}

/// Parses `text` with MLIR 22 (verifying it) and prints it back in MLIR's generic form.
pub fn mlir_round_trip_generic(text: &str) -> Result<String, FrontendError> {
    let session = MlirSession::new();
    let module = session.parse(text, DEFAULT_FILE_NAME)?;
    session.print_generic(&module, DEFAULT_FILE_NAME)
}

fn convert_diagnostic(d: &MlirDiagnostic) -> Diagnostic {
    let severity = match d.severity() {
        DiagnosticSeverity::Error => Severity::Error,
        DiagnosticSeverity::Warning => Severity::Warning,
        DiagnosticSeverity::Note | DiagnosticSeverity::Remark => Severity::Note,
    };
    // MLIR attaches the whole failing op to verifier errors ("see current operation: ...",
    // which for a module is the whole text); the location and source line already show it.
    let notes = (0..d.note_count())
        .filter_map(|i| d.note(i).ok())
        .filter(|n| !n.to_string().starts_with("see current operation"))
        .map(|n| Diagnostic {
            severity: Severity::Note,
            ..convert_diagnostic(&n)
        })
        .collect();
    Diagnostic {
        severity,
        message: d.to_string(),
        location: convert_location(d.location()),
        notes,
    }
}

/// An MLIR location as a shardc location: the file position it names, looking through name,
/// call-site (callee) and fused (first known) locations.
pub fn convert_location(loc: MlirLocation) -> Location {
    if loc.is_file_line_col_range() {
        let file = loc.file_line_col_range_filename();
        let file = file.as_string_ref().as_str().unwrap_or("?").to_string();
        return Location::File {
            file: Arc::from(file),
            line: loc.file_line_col_range_start_line() as u32,
            col: loc.file_line_col_range_start_column() as u32,
        };
    }
    if loc.is_name() {
        return convert_location(loc.name_child_location());
    }
    if loc.is_call_site() {
        return convert_location(loc.call_site_callee());
    }
    if loc.is_fused() {
        return (0..loc.fused_num_locations())
            .map(|i| convert_location(loc.fused_location(i)))
            .find(|l| *l != Location::Unknown)
            .unwrap_or_default();
    }
    Location::Unknown
}

/// Line and column (1-based) of the first character of `text` outside blank lines and `//`
/// comments: where the top-level operation starts.
fn first_code_position(text: &str) -> (u32, u32) {
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if !trimmed.is_empty() && !trimmed.starts_with("//") {
            return (i as u32 + 1, (line.len() - trimmed.len()) as u32 + 1);
        }
    }
    (1, 1)
}
