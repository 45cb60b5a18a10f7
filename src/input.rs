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

/// The first bytes of a sharded binary (`shardc compile`'s output).
const SHARDBIN_MAGIC: &[u8] = b"SHARDBIN";
/// The first bytes of a gzip stream.
const GZIP_MAGIC: &[u8] = &[0x1f, 0x8b];

/// What [`read_bytes`] found.
pub struct RawInput {
    /// The name used in messages (`<stdin>` for `-`).
    pub display: String,
    /// The bytes, decompressed when the file was gzip (`.mlir.gz`).
    pub bytes: Vec<u8>,
}

impl RawInput {
    /// Whether these bytes are a sharded binary.
    pub fn is_sharded_binary(&self) -> bool {
        self.bytes.starts_with(SHARDBIN_MAGIC)
    }
}

/// Reads `path` (`-` for standard input) as bytes, decompressing gzip input (recognized by
/// its content, so `.mlir.gz` and `zcat`-less pipes both work).
pub fn read_bytes(path: &str) -> Result<RawInput, Diagnostic> {
    let display = if path == "-" { "<stdin>" } else { path }.to_string();
    let mut bytes = Vec::new();
    let read = if path == "-" {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::read(path).map(|b| bytes = b)
    };
    read.map_err(|e| {
        Diagnostic::error(Location::Unknown, format!("cannot read '{display}': {e}"))
    })?;
    if bytes.starts_with(GZIP_MAGIC) {
        let mut plain = Vec::new();
        flate2::read::MultiGzDecoder::new(bytes.as_slice())
            .read_to_end(&mut plain)
            .map_err(|e| {
                Diagnostic::error(
                    Location::Unknown,
                    format!("'{display}' looks gzip-compressed but cannot be decompressed: {e}"),
                )
            })?;
        bytes = plain;
    }
    Ok(RawInput { display, bytes })
}

/// Reads a program's text from `path` (`-` for standard input; gzip is decompressed).
/// Invalid UTF-8 is an error at the offending line and column; a sharded binary is an error
/// that names the commands that read one.
pub fn read_input(path: &str) -> Result<Input, Diagnostic> {
    read_bytes(path).and_then(text_input)
}

/// Turns bytes read by [`read_bytes`] into a program's text (see [`read_input`]).
pub fn text_input(raw: RawInput) -> Result<Input, Diagnostic> {
    let RawInput { display, bytes } = raw;
    if bytes.starts_with(SHARDBIN_MAGIC) {
        return Err(Diagnostic::error(
            Location::file(&Arc::from(display.as_str()), 1, 1),
            format!(
                "'{display}' is a sharded binary (written by `shardc compile`), not a program; \
                 run it with `shardc run` or look at its plan with `shardc inspect`"
            ),
        ));
    }
    let name: Arc<str> = Arc::from(display.as_str());
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
    let name = sources.add(&display, &text);
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
