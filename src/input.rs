//! Reading input files (or standard input) and splitting them at `// -----`.

use std::io::Read;
use std::sync::Arc;

use shardc_ir::{Diagnostic, Location, SourceMap};

/// One input file's text, registered in a [`SourceMap`] for diagnostics.
pub struct Input {
    /// The name used in locations (`-` for standard input is shown as `<stdin>`).
    pub name: Arc<str>,
    /// The whole text.
    pub text: String,
    /// Sources for rendering diagnostics.
    pub sources: SourceMap,
}

/// Reads `path` (`-` for standard input). Invalid UTF-8 is an error at the offending
/// line and column.
pub fn read_input(path: &str) -> Result<Input, Diagnostic> {
    let display = if path == "-" { "<stdin>" } else { path };
    let mut bytes = Vec::new();
    let read = if path == "-" {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::read(path).map(|b| bytes = b)
    };
    let name: Arc<str> = Arc::from(display);
    read.map_err(|e| {
        Diagnostic::error(Location::Unknown, format!("cannot read '{display}': {e}"))
    })?;
    let text = match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            let valid = e.utf8_error().valid_up_to();
            let prefix = String::from_utf8_lossy(&e.as_bytes()[..valid]);
            let line = prefix.matches('\n').count() as u32 + 1;
            let col = prefix.rsplit('\n').next().map_or(0, |l| l.chars().count()) as u32 + 1;
            return Err(Diagnostic::error(
                Location::file(&name, line, col),
                format!(
                    "input is not valid UTF-8 (byte 0x{:02X})",
                    e.as_bytes()[valid]
                ),
            ));
        }
    };
    let mut sources = SourceMap::new();
    let name = sources.add(display, &text);
    Ok(Input {
        name,
        text,
        sources,
    })
}

/// A piece of an input split at `// -----` lines.
pub struct Chunk<'a> {
    /// The chunk's text.
    pub text: &'a str,
    /// Number of lines of the file before the chunk's first line.
    pub line_offset: u32,
}

/// Splits `text` at lines that consist of `// -----` (as MLIR's `--split-input-file`).
pub fn split_input(text: &str) -> Vec<Chunk<'_>> {
    let mut chunks = Vec::new();
    let (mut start, mut start_line, mut line, mut pos) = (0usize, 0u32, 0u32, 0usize);
    for l in text.split_inclusive('\n') {
        if l.trim_end() == "// -----" {
            chunks.push(Chunk {
                text: &text[start..pos],
                line_offset: start_line,
            });
            start = pos + l.len();
            start_line = line + 1;
        }
        pos += l.len();
        line += 1;
    }
    chunks.push(Chunk {
        text: &text[start..],
        line_offset: start_line,
    });
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_keeps_line_offsets() {
        let chunks = split_input("a\n// -----\nb\nc\n// -----\nd");
        let got: Vec<(&str, u32)> = chunks.iter().map(|c| (c.text, c.line_offset)).collect();
        assert_eq!(got, vec![("a\n", 0), ("b\nc\n", 2), ("d", 5)]);
    }
}
