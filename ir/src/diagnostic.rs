//! Source locations and diagnostics.
//!
//! Diagnostics are plain data (severity, message, location, notes). They are rendered at the
//! edge — by the command-line tools — with [`Diagnostic::render`], which prints
//! `file:line:col: error: message`, the source line and a caret under the column.

use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// Where something came from: a file position, or unknown (ops built from Rust).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Location {
    /// No source position (for example an op created by a pass or the builder).
    #[default]
    Unknown,
    /// A 1-based line and column in a named file.
    File {
        /// The file name as given by the user (`-` for standard input).
        file: Arc<str>,
        /// 1-based line.
        line: u32,
        /// 1-based column (in characters).
        col: u32,
    },
}

impl Location {
    /// A location in `file` at `line`:`col` (both 1-based).
    pub fn file(file: &Arc<str>, line: u32, col: u32) -> Location {
        Location::File {
            file: Arc::clone(file),
            line,
            col,
        }
    }

    /// The line number, if known.
    pub fn line(&self) -> Option<u32> {
        match self {
            Location::File { line, .. } => Some(*line),
            Location::Unknown => None,
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Unknown => f.write_str("<unknown>"),
            Location::File { file, line, col } => write!(f, "{file}:{line}:{col}"),
        }
    }
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// Additional information attached to another diagnostic.
    Note,
    /// Something suspicious that does not stop compilation.
    Warning,
    /// The input is invalid.
    Error,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        })
    }
}

/// One message about the input, with where it applies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error, warning or note.
    pub severity: Severity,
    /// The message, starting lower-case, without a trailing period.
    pub message: String,
    /// Where the problem is.
    pub location: Location,
    /// Notes attached to this diagnostic (each a note-severity diagnostic).
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `location`.
    pub fn error(location: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            location,
            notes: Vec::new(),
        }
    }

    /// A warning at `location`.
    pub fn warning(location: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(location, message)
        }
    }

    /// Attaches a note at `location`.
    pub fn with_note(mut self, location: Location, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            ..Diagnostic::error(location, message)
        });
        self
    }

    /// Renders the diagnostic and its notes: `file:line:col: error: message`, then the source
    /// line and a caret when `sources` has the file's text.
    pub fn render(&self, sources: &SourceMap) -> String {
        let mut out = String::new();
        self.render_into(sources, &mut out);
        for note in &self.notes {
            note.render_into(sources, &mut out);
        }
        out
    }

    fn render_into(&self, sources: &SourceMap, out: &mut String) {
        use std::fmt::Write;
        let _ = writeln!(
            out,
            "{}: {}: {}",
            self.location, self.severity, self.message
        );
        if let Location::File { file, line, col } = &self.location
            && let Some(text) = sources.line(file, *line)
        {
            let _ = writeln!(out, "{text}");
            let pad: String = text
                .chars()
                .take(col.saturating_sub(1) as usize)
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            let _ = writeln!(out, "{pad}^");
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}: {}", self.location, self.severity, self.message)
    }
}

/// The text of every source file seen, so diagnostics can quote the offending line.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: HashMap<Arc<str>, Arc<str>>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Records the text of `name`, returning the shared name to put in locations.
    pub fn add(&mut self, name: &str, text: &str) -> Arc<str> {
        let name: Arc<str> = Arc::from(name);
        self.files.insert(Arc::clone(&name), Arc::from(text));
        name
    }

    /// Line `line` (1-based) of `file`, without its line terminator.
    pub fn line(&self, file: &str, line: u32) -> Option<&str> {
        let text = self.files.get(file)?;
        text.split('\n')
            .nth(line.checked_sub(1)? as usize)
            .map(|l| l.strip_suffix('\r').unwrap_or(l))
    }
}

/// Renders every diagnostic in `diags`, one after the other.
pub fn render_all(diags: &[Diagnostic], sources: &SourceMap) -> String {
    diags.iter().map(|d| d.render(sources)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn render_points_at_column() {
        let mut sources = SourceMap::new();
        let file = sources.add("a.mlir", "first\n  %0 = bad\n");
        let d = Diagnostic::error(Location::file(&file, 2, 8), "unknown op 'bad'");
        assert_eq!(
            d.render(&sources),
            "a.mlir:2:8: error: unknown op 'bad'\n  %0 = bad\n       ^\n"
        );
    }

    #[test]
    fn render_without_source_prints_location_only() {
        let d = Diagnostic::error(Location::Unknown, "oops").with_note(Location::Unknown, "here");
        assert_eq!(
            d.render(&SourceMap::new()),
            "<unknown>: error: oops\n<unknown>: note: here\n"
        );
    }
}
