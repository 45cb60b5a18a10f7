//! The `Pass` trait, pass options, and the errors passes report.

use std::collections::BTreeMap;

use shardc_ir::{Diagnostic, Function, Module};

/// What a pass runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassScope {
    /// The whole module (may look across functions).
    Module,
    /// One function at a time; nests under `func.func(...)` in a pipeline, and at module level
    /// runs on every function.
    Function,
}

/// The kind of value an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `true` or `false`.
    Bool,
    /// A non-negative integer.
    UInt,
    /// A number of bytes, plain or with a unit: `5000000`, `512MiB`, `80GiB`, `2GB`.
    Bytes,
    /// A word (no spaces): a name or a path.
    Text,
}

/// Parses a byte count: a plain integer, or a number with a unit (`k`/`KB` = 1000,
/// `KiB` = 1024, likewise `M`, `G`, `T`; `B` alone is bytes). Fractions are allowed with a
/// unit (`1.5GiB`).
pub fn parse_bytes(text: &str) -> Result<i64, String> {
    let t = text.trim();
    let split = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let (number, unit) = t.split_at(split);
    let scale: f64 = match unit.trim() {
        "" | "B" => 1.0,
        "k" | "K" | "kB" | "KB" => 1e3,
        "KiB" | "Ki" => 1024.0,
        "M" | "MB" => 1e6,
        "MiB" | "Mi" => 1024f64.powi(2),
        "G" | "GB" => 1e9,
        "GiB" | "Gi" => 1024f64.powi(3),
        "T" | "TB" => 1e12,
        "TiB" | "Ti" => 1024f64.powi(4),
        other => {
            return Err(format!(
                "'{text}' is not a byte count: unknown unit '{other}' (use B, KB, KiB, MB, MiB, GB, GiB, TB or TiB)"
            ));
        }
    };
    let value: f64 = number
        .parse()
        .map_err(|_| format!("'{text}' is not a byte count (examples: 5000000, 512MiB, 80GiB)"))?;
    let bytes = (value * scale).round();
    if !(1.0..9.2e18).contains(&bytes) {
        return Err(format!(
            "'{text}' is not a usable byte count: it must be at least 1 byte and below 8 EiB"
        ));
    }
    Ok(bytes as i64)
}

/// The declaration of one pass option.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The key used in `pass{key=value}`.
    pub name: &'static str,
    /// What it controls.
    pub description: &'static str,
    /// The type of its value.
    pub kind: OptionKind,
    /// The default value, as text.
    pub default: &'static str,
}

/// Parsed, validated option values of one pass instance.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PassOptions {
    values: BTreeMap<String, String>,
}

impl PassOptions {
    /// Validates `given` (key/value pairs as written) against `specs`, filling defaults.
    pub fn parse(
        pass: &str,
        specs: &[OptionSpec],
        given: &[(String, String)],
    ) -> Result<PassOptions, String> {
        let mut values: BTreeMap<String, String> = specs
            .iter()
            .map(|s| (s.name.to_string(), s.default.to_string()))
            .collect();
        for (k, v) in given {
            let Some(spec) = specs.iter().find(|s| s.name == k) else {
                let known: Vec<&str> = specs.iter().map(|s| s.name).collect();
                return Err(if known.is_empty() {
                    format!("pass '{pass}' takes no options, but '{k}' was given")
                } else {
                    format!(
                        "pass '{pass}' has no option '{k}' (options: {})",
                        known.join(", ")
                    )
                });
            };
            let ok = match spec.kind {
                OptionKind::Bool => v == "true" || v == "false",
                OptionKind::UInt => v.parse::<u64>().is_ok(),
                OptionKind::Bytes => parse_bytes(v).is_ok(),
                OptionKind::Text => !v.is_empty(),
            };
            if !ok {
                let want = match spec.kind {
                    OptionKind::Bool => "true or false",
                    OptionKind::UInt => "a non-negative integer",
                    OptionKind::Bytes => "a byte count (5000000, 512MiB, 80GiB)",
                    OptionKind::Text => "a word",
                };
                return Err(format!(
                    "option '{k}' of pass '{pass}' must be {want}, got '{v}'"
                ));
            }
            values.insert(k.clone(), v.clone());
        }
        Ok(PassOptions { values })
    }

    /// Sets option `name` to `value`, validated against `specs` as [`PassOptions::parse`]
    /// does; the value may hold text a pipeline could not spell (spaces, braces).
    pub fn set(
        &mut self,
        pass: &str,
        specs: &[OptionSpec],
        name: &str,
        value: &str,
    ) -> Result<(), String> {
        let checked = PassOptions::parse(pass, specs, &[(name.to_string(), value.to_string())])?;
        self.values
            .insert(name.to_string(), checked.values[name].clone());
        Ok(())
    }

    /// A boolean option (its default when unset).
    pub fn bool(&self, name: &str) -> bool {
        self.values.get(name).is_some_and(|v| v == "true")
    }

    /// An unsigned option (0 when unset).
    pub fn uint(&self, name: &str) -> u64 {
        self.values
            .get(name)
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    }

    /// A byte-count option (`None` when unset or empty).
    pub fn bytes(&self, name: &str) -> Option<i64> {
        self.values
            .get(name)
            .filter(|v| !v.is_empty())
            .and_then(|v| parse_bytes(v).ok())
    }

    /// A text option (empty when unset).
    pub fn text(&self, name: &str) -> &str {
        self.values.get(name).map_or("", |v| v.as_str())
    }

    /// `key=value` pairs as written in a pipeline, in key order.
    pub fn to_pipeline_text(&self) -> String {
        self.values
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// A transformation or analysis over the IR.
///
/// A pass is documented where it is declared: [`Pass::description`] is Markdown with a
/// before/after example, and `docs/passes.md` is generated from it.
pub trait Pass: Sync {
    /// The name used in `--pass-pipeline`.
    fn name(&self) -> &'static str;
    /// One line saying what the pass does.
    fn summary(&self) -> &'static str;
    /// Markdown: what the pass does, its guarantees, and an example input and output.
    fn description(&self) -> &'static str;
    /// The options the pass accepts.
    fn options(&self) -> &'static [OptionSpec] {
        &[]
    }
    /// What the pass runs on.
    fn scope(&self) -> PassScope;
    /// Runs on the whole module. The default applies [`Pass::run_on_function`] to every
    /// function. Errors stop the pipeline; warnings and remarks go to `notes` and do not.
    fn run_on_module(
        &self,
        module: &mut Module,
        options: &PassOptions,
        notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        let mut diags = Vec::new();
        for f in &mut module.functions {
            if let Err(d) = self.run_on_function(f, options, notes) {
                diags.extend(d);
            }
        }
        if diags.is_empty() { Ok(()) } else { Err(diags) }
    }
    /// Runs on one function (for function-scoped passes).
    fn run_on_function(
        &self,
        _function: &mut Function,
        _options: &PassOptions,
        _notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        Ok(())
    }
}

/// Errors of building or running a pass pipeline.
#[derive(Debug, thiserror::Error)]
pub enum PassError {
    /// The pipeline text is malformed or names unknown passes or options.
    #[error("invalid pass pipeline: {0}")]
    Pipeline(String),
    /// A pass reported problems with the input.
    #[error("pass '{pass}' failed")]
    Failed {
        /// The pass.
        pass: String,
        /// What it reported.
        diagnostics: Vec<Diagnostic>,
    },
    /// The IR was invalid after a pass (a bug in that pass, or invalid input).
    #[error("the IR is invalid after pass '{pass}'")]
    Invalid {
        /// The pass after which verification failed.
        pass: String,
        /// The verifier's diagnostics.
        diagnostics: Vec<Diagnostic>,
    },
}

impl PassError {
    /// The diagnostics carried by the error (empty for pipeline syntax errors).
    pub fn diagnostics(&self) -> &[Diagnostic] {
        match self {
            PassError::Pipeline(_) => &[],
            PassError::Failed { diagnostics, .. } | PassError::Invalid { diagnostics, .. } => {
                diagnostics
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::parse_bytes;

    #[test]
    fn byte_counts() {
        assert_eq!(parse_bytes("5000000"), Ok(5_000_000));
        assert_eq!(parse_bytes("512MiB"), Ok(512 << 20));
        assert_eq!(parse_bytes("80GiB"), Ok(80 << 30));
        assert_eq!(parse_bytes("2GB"), Ok(2_000_000_000));
        assert_eq!(parse_bytes("1.5KiB"), Ok(1536));
        assert!(
            parse_bytes("12parsecs")
                .unwrap_err()
                .contains("unknown unit 'parsecs'")
        );
        assert!(parse_bytes("MiB").unwrap_err().contains("not a byte count"));
        assert!(parse_bytes("0").unwrap_err().contains("at least 1 byte"));
        assert!(
            parse_bytes("99999999TiB")
                .unwrap_err()
                .contains("below 8 EiB")
        );
    }
}
