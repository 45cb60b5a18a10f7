//! The frontend's error type.

use shardc_ir::Diagnostic;

/// Why the frontend could not accept its input.
#[derive(Debug, thiserror::Error)]
pub enum FrontendError {
    /// MLIR's parser or verifier rejected the text. `rendered` holds MLIR's diagnostics as
    /// `file:line:col: error: message` lines, each followed by the source line and a caret.
    #[error("MLIR rejected {file}:\n{rendered}")]
    Mlir {
        /// The file name the text was given under.
        file: String,
        /// MLIR's diagnostics (errors, warnings and their notes), in emission order.
        diagnostics: Vec<Diagnostic>,
        /// The diagnostics rendered against the input text.
        rendered: String,
    },
    /// The text parsed, but its top-level operation is not a `builtin.module`.
    #[error("{file}:{line}:{col}: expected a 'builtin.module' at the top level, found '{found}'")]
    NotAModule {
        /// The file name the text was given under.
        file: String,
        /// Line of the top-level operation (1-based).
        line: u32,
        /// Column of the top-level operation (1-based).
        col: u32,
        /// The name of the top-level operation found.
        found: String,
    },
    /// MLIR could not print the module.
    #[error("{file}: MLIR could not print the module: {message}")]
    Print {
        /// The file name the text was given under.
        file: String,
        /// What went wrong.
        message: String,
    },
}

impl FrontendError {
    /// The diagnostics behind this error (MLIR's own for [`FrontendError::Mlir`], one
    /// synthesized error otherwise).
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        match self {
            FrontendError::Mlir { diagnostics, .. } => diagnostics.clone(),
            FrontendError::NotAModule {
                file,
                line,
                col,
                found,
            } => vec![Diagnostic::error(
                shardc_ir::Location::file(&std::sync::Arc::from(file.as_str()), *line, *col),
                format!("expected a 'builtin.module' at the top level, found '{found}'"),
            )],
            other => vec![Diagnostic::error(
                shardc_ir::Location::Unknown,
                other.to_string(),
            )],
        }
    }
}
