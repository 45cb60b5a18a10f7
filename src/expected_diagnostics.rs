//! MLIR's `--verify-diagnostics`: comments such as `// expected-error@+1 {{message}}` state
//! which diagnostics a file must produce; every produced diagnostic must be expected and
//! every expectation met.
//!
//! Forms: `expected-error`, `expected-warning`, `expected-note`, `expected-remark` (never
//! produced), each with an optional `@+N`, `@-N`, `@above`, `@below` line designator and a
//! `{{substring}}` of the message.

use std::sync::Arc;

use shardc_ir::{Diagnostic, Location, Severity};

/// One expectation read from a comment.
#[derive(Clone, Debug, PartialEq)]
pub struct Expected {
    /// Error, warning or note.
    pub severity: Severity,
    /// The line the diagnostic must be on (1-based, in the whole file).
    pub line: u32,
    /// A substring of the message.
    pub message: String,
    /// Where the comment is.
    pub location: Location,
}

/// Reads the expectations of `text`, whose first line is line `line_offset + 1` of `file`.
pub fn parse_expectations(
    text: &str,
    file: &Arc<str>,
    line_offset: u32,
) -> Result<Vec<Expected>, Diagnostic> {
    let mut out = Vec::new();
    for (i, line_text) in text.lines().enumerate() {
        let line = line_offset + i as u32 + 1;
        let mut rest = line_text;
        while let Some(pos) = rest.find("expected-") {
            let col = (line_text.len() - rest.len() + pos) as u32 + 1;
            let loc = Location::file(file, line, col);
            let after = &rest[pos + "expected-".len()..];
            let (severity, after) = if let Some(a) = after.strip_prefix("error") {
                (Severity::Error, a)
            } else if let Some(a) = after.strip_prefix("warning") {
                (Severity::Warning, a)
            } else if let Some(a) = after.strip_prefix("note") {
                (Severity::Note, a)
            } else {
                rest = after;
                continue;
            };
            let (target, after) = match after.strip_prefix('@') {
                None => (line as i64, after),
                Some(a) => {
                    if let Some(a2) = a.strip_prefix("above") {
                        (line as i64 - 1, a2)
                    } else if let Some(a2) = a.strip_prefix("below") {
                        (line as i64 + 1, a2)
                    } else {
                        let sign_len = usize::from(a.starts_with(['+', '-']));
                        let digits = a[sign_len..]
                            .chars()
                            .take_while(char::is_ascii_digit)
                            .count();
                        let n: i64 = a[..sign_len + digits].parse().map_err(|_| {
                            Diagnostic::error(
                                loc.clone(),
                                "malformed line designator: expected @+N, @-N, @above or @below",
                            )
                        })?;
                        (line as i64 + n, &a[sign_len + digits..])
                    }
                }
            };
            let after = after.trim_start();
            let Some(body) = after.strip_prefix("{{") else {
                return Err(Diagnostic::error(
                    loc,
                    "expected '{{' to start the expected message",
                ));
            };
            let Some(end) = body.find("}}") else {
                return Err(Diagnostic::error(
                    loc,
                    "expected '}}' to end the expected message",
                ));
            };
            if target < 1 {
                return Err(Diagnostic::error(
                    loc,
                    "the expected diagnostic's line is before the start of the file",
                ));
            }
            out.push(Expected {
                severity,
                line: target as u32,
                message: body[..end].to_string(),
                location: loc,
            });
            rest = &body[end + 2..];
        }
    }
    Ok(out)
}

/// Matches produced diagnostics (with their notes flattened) against expectations.
/// Returns the problems: unexpected diagnostics and unmet expectations.
pub fn check(produced: &[Diagnostic], expected: &[Expected]) -> Vec<Diagnostic> {
    let mut flat: Vec<&Diagnostic> = Vec::new();
    for d in produced {
        flat.push(d);
        flat.extend(d.notes.iter());
    }
    let mut met = vec![false; expected.len()];
    let mut problems = Vec::new();
    for d in flat {
        let found = expected.iter().enumerate().position(|(i, e)| {
            !met[i]
                && e.severity == d.severity
                && d.location.line() == Some(e.line)
                && d.message.contains(&e.message)
        });
        match found {
            Some(i) => met[i] = true,
            None => problems.push(Diagnostic::error(
                d.location.clone(),
                format!("unexpected {}: {}", d.severity, d.message),
            )),
        }
    }
    for (e, ok) in expected.iter().zip(met) {
        if !ok {
            problems.push(Diagnostic::error(
                e.location.clone(),
                format!(
                    "expected {} \"{}\" on line {} was not produced",
                    e.severity, e.message, e.line
                ),
            ));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_designator() {
        let file: Arc<str> = Arc::from("t.mlir");
        let text = "x // expected-error {{same}}\n// expected-warning@+2 {{two}}\n// expected-note@above {{up}}\n// expected-error@-3 {{back}} expected-error@below {{down}}\n";
        let e = parse_expectations(text, &file, 10).unwrap();
        let got: Vec<(Severity, u32, &str)> = e
            .iter()
            .map(|e| (e.severity, e.line, e.message.as_str()))
            .collect();
        assert_eq!(
            got,
            vec![
                (Severity::Error, 11, "same"),
                (Severity::Warning, 14, "two"),
                (Severity::Note, 12, "up"),
                (Severity::Error, 11, "back"),
                (Severity::Error, 15, "down"),
            ]
        );
    }

    #[test]
    fn reports_unexpected_and_unmet() {
        let file: Arc<str> = Arc::from("t.mlir");
        let expected = parse_expectations("// expected-error@+1 {{boom}}\n", &file, 0).unwrap();
        let ok = Diagnostic::error(Location::file(&file, 2, 3), "it went boom here");
        assert!(check(std::slice::from_ref(&ok), &expected).is_empty());
        let wrong_line = Diagnostic::error(Location::file(&file, 3, 3), "boom");
        let problems = check(&[wrong_line], &expected);
        assert_eq!(problems.len(), 2);
        assert!(problems[0].message.starts_with("unexpected error: boom"));
        assert!(problems[1].message.contains("was not produced"));
    }
}
