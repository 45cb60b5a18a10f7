//! MLIR's `--pass-pipeline` syntax and the pass manager that runs a pipeline.
//!
//! ```text
//! pipeline := anchor '(' entries? ')'
//! anchor   := 'builtin.module' | 'func.func'
//! entries  := entry (',' entry)*
//! entry    := pass-name ('{' (key '=' value)* '}')? | anchor '(' entries? ')'
//! ```
//! Options inside braces are separated by spaces, as in MLIR: `canonicalize{max-iterations=4}`.
//! A bare list (`canonicalize,cse`) is taken as `builtin.module(canonicalize,cse)`.

use std::time::{Duration, Instant};

use shardc_ir::{Diagnostic, Module, verify_module};

use crate::pass::{Pass, PassError, PassOptions, PassScope};
use crate::registry;

/// One step of a pipeline.
#[derive(Clone)]
pub enum Step {
    /// Run a pass with options.
    Pass {
        /// The pass.
        pass: &'static dyn Pass,
        /// Its validated options.
        options: PassOptions,
    },
    /// Run the nested steps on every function.
    OnEachFunction(Vec<Step>),
}

impl std::fmt::Debug for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Step::Pass { pass, options } => write!(
                f,
                "Pass({} {{{}}})",
                pass.name(),
                options.to_pipeline_text()
            ),
            Step::OnEachFunction(steps) => f.debug_tuple("OnEachFunction").field(steps).finish(),
        }
    }
}

/// A parsed pipeline.
#[derive(Clone, Debug)]
pub struct Pipeline {
    /// Steps run on the module in order.
    pub steps: Vec<Step>,
}

impl Pipeline {
    /// Sets option `name` of every step running pass `pass` (nested steps included) to
    /// `value`. Returns how many steps were changed.
    pub fn set_option(&mut self, pass: &str, name: &str, value: &str) -> Result<usize, PassError> {
        fn walk(
            steps: &mut [Step],
            pass: &str,
            name: &str,
            value: &str,
        ) -> Result<usize, PassError> {
            let mut n = 0;
            for step in steps {
                match step {
                    Step::Pass { pass: p, options } if p.name() == pass => {
                        options
                            .set(pass, p.options(), name, value)
                            .map_err(PassError::Pipeline)?;
                        n += 1;
                    }
                    Step::Pass { .. } => {}
                    Step::OnEachFunction(inner) => n += walk(inner, pass, name, value)?,
                }
            }
            Ok(n)
        }
        walk(&mut self.steps, pass, name, value)
    }
}

/// Parses pipeline text.
pub fn parse_pipeline(text: &str) -> Result<Pipeline, PassError> {
    let mut p = PipelineParser {
        chars: text.chars().collect(),
        pos: 0,
    };
    p.skip_ws();
    let name = p.ident()?;
    let steps = if name == "builtin.module" && p.peek() == Some('(') {
        p.nested(PassScope::Module)?
    } else if name == "func.func" && p.peek() == Some('(') {
        vec![Step::OnEachFunction(p.nested(PassScope::Function)?)]
    } else {
        // A bare list of passes.
        p.pos = 0;
        p.entries(PassScope::Module, None)?
    };
    p.skip_ws();
    if p.pos != p.chars.len() {
        return Err(p.error("unexpected text after the pipeline"));
    }
    Ok(Pipeline { steps })
}

struct PipelineParser {
    chars: Vec<char>,
    pos: usize,
}

impl PipelineParser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }

    fn error(&self, msg: &str) -> PassError {
        let text: String = self.chars.iter().collect();
        PassError::Pipeline(format!("{msg} at column {} of '{text}'", self.pos + 1))
    }

    fn ident(&mut self) -> Result<String, PassError> {
        self.skip_ws();
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(self.error("expected a pass name"));
        }
        Ok(self.chars[start..self.pos].iter().collect())
    }

    fn nested(&mut self, scope: PassScope) -> Result<Vec<Step>, PassError> {
        self.pos += 1; // '('
        let steps = self.entries(scope, Some(')'))?;
        self.skip_ws();
        if self.peek() != Some(')') {
            return Err(self.error("expected ')'"));
        }
        self.pos += 1;
        Ok(steps)
    }

    fn entries(&mut self, scope: PassScope, close: Option<char>) -> Result<Vec<Step>, PassError> {
        let mut steps = Vec::new();
        self.skip_ws();
        if close.is_some() && self.peek() == close {
            return Ok(steps);
        }
        loop {
            let name = self.ident()?;
            self.skip_ws();
            if (name == "func.func" || name == "builtin.module") && self.peek() == Some('(') {
                if name == "builtin.module" || scope == PassScope::Function {
                    return Err(self.error(&format!("'{name}' cannot be nested here")));
                }
                steps.push(Step::OnEachFunction(self.nested(PassScope::Function)?));
            } else {
                let options = if self.peek() == Some('{') {
                    self.options()?
                } else {
                    Vec::new()
                };
                let pass = registry::lookup(&name).ok_or_else(|| {
                    PassError::Pipeline(format!(
                        "unknown pass '{name}'; registered passes: {}",
                        registry::all()
                            .iter()
                            .map(|p| p.name())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                })?;
                if scope == PassScope::Function && pass.scope() == PassScope::Module {
                    return Err(PassError::Pipeline(format!(
                        "pass '{name}' runs on 'builtin.module' and cannot be nested under 'func.func'"
                    )));
                }
                // A bare name sets a boolean option; any other option needs its value.
                let specs = pass.options();
                let mut given = Vec::with_capacity(options.len());
                for (key, value) in options {
                    let value = match value {
                        Some(v) => v,
                        None if specs
                            .iter()
                            .any(|o| o.name == key && o.kind != crate::pass::OptionKind::Bool) =>
                        {
                            return Err(PassError::Pipeline(format!(
                                "expected '=' after option '{key}' of pass '{name}' (only \
                                 true/false options may be given by name alone)"
                            )));
                        }
                        None => "true".to_string(),
                    };
                    given.push((key, value));
                }
                let options =
                    PassOptions::parse(&name, specs, &given).map_err(PassError::Pipeline)?;
                steps.push(Step::Pass { pass, options });
            }
            self.skip_ws();
            match self.peek() {
                Some(',') => self.pos += 1,
                c if c == close => return Ok(steps),
                None => return Err(self.error("expected ',' or ')'")),
                Some(_) => return Err(self.error("expected ','")),
            }
        }
    }

    /// `{key=value key}`: each option with its value, `None` for a bare name.
    fn options(&mut self) -> Result<Vec<(String, Option<String>)>, PassError> {
        self.pos += 1; // '{'
        let mut out = Vec::new();
        loop {
            self.skip_ws();
            match self.peek() {
                Some('}') => {
                    self.pos += 1;
                    return Ok(out);
                }
                None => return Err(self.error("unterminated options: expected '}'")),
                _ => {}
            }
            let key = self.ident()?;
            self.skip_ws();
            // A bare name is a boolean option set to true (`{explain}`), as in MLIR.
            if matches!(self.peek(), Some('}')) || self.peek().is_some_and(char::is_alphabetic) {
                out.push((key, None));
                continue;
            }
            if self.peek() != Some('=') {
                return Err(self.error(&format!("expected '=' after option '{key}'")));
            }
            self.pos += 1;
            self.skip_ws();
            let start = self.pos;
            while self.peek().is_some_and(|c| !c.is_whitespace() && c != '}') {
                self.pos += 1;
            }
            if start == self.pos {
                return Err(self.error(&format!("expected a value for option '{key}'")));
            }
            let value: String = self.chars[start..self.pos].iter().collect();
            // `{a=1,b=2}`: MLIR separates options with spaces; a comma separates list items.
            if let Some(comma) = value.find(',')
                && value[comma + 1..].contains('=')
            {
                self.pos = start + value[..comma].chars().count();
                return Err(self.error(&format!(
                    "pass options are separated by spaces, as in MLIR: write \
                     '{{{key}={} {}}}', not a comma",
                    &value[..comma],
                    &value[comma + 1..]
                )));
            }
            out.push((key, Some(value)));
        }
    }
}

/// Hooks called by the pass manager around each pass.
pub trait Instrumentation {
    /// Called before `pass` runs on `module`.
    fn before_pass(&mut self, _pass: &dyn Pass, _module: &Module) {}
    /// Called when `pass` failed, or left `module` invalid, with the module as the pass left it.
    fn after_failure(&mut self, _pass: &dyn Pass, _module: &Module) {}
    /// Called after `pass` ran successfully on `module`.
    fn after_pass(&mut self, _pass: &dyn Pass, _module: &Module) {}
    /// Called with each pass's wall time.
    fn timing(&mut self, _pass: &dyn Pass, _elapsed: Duration) {}
}

/// Instrumentation that does nothing.
pub struct NoInstrumentation;
impl Instrumentation for NoInstrumentation {}

/// Runs pipelines, verifying the module after every pass.
pub struct PassManager {
    pipeline: Pipeline,
    /// Run the verifier after every pass (on by default).
    pub verify_each: bool,
}

impl PassManager {
    /// A pass manager for `pipeline`.
    pub fn new(pipeline: Pipeline) -> PassManager {
        PassManager {
            pipeline,
            verify_each: true,
        }
    }

    /// Runs the pipeline on `module`. Returns the warnings and remarks the passes emitted;
    /// on failure they come first in the error's diagnostics.
    pub fn run(
        &self,
        module: &mut Module,
        inst: &mut dyn Instrumentation,
    ) -> Result<Vec<Diagnostic>, PassError> {
        let mut notes = Vec::new();
        match self.run_steps(&self.pipeline.steps, module, None, inst, &mut notes) {
            Ok(()) => Ok(notes),
            Err(mut e) => {
                if let PassError::Failed { diagnostics, .. }
                | PassError::Invalid { diagnostics, .. } = &mut e
                {
                    notes.append(diagnostics);
                    *diagnostics = notes;
                }
                Err(e)
            }
        }
    }

    fn run_steps(
        &self,
        steps: &[Step],
        module: &mut Module,
        function: Option<usize>,
        inst: &mut dyn Instrumentation,
        notes: &mut Vec<Diagnostic>,
    ) -> Result<(), PassError> {
        for step in steps {
            match step {
                Step::Pass { pass, options } => {
                    inst.before_pass(*pass, module);
                    let start = Instant::now();
                    let result = match function {
                        Some(i) => pass.run_on_function(&mut module.functions[i], options, notes),
                        None => pass.run_on_module(module, options, notes),
                    };
                    inst.timing(*pass, start.elapsed());
                    if let Err(diagnostics) = result {
                        inst.after_failure(*pass, module);
                        return Err(PassError::Failed {
                            pass: pass.name().to_string(),
                            diagnostics,
                        });
                    }
                    if self.verify_each {
                        let diagnostics = verify_module(module);
                        if !diagnostics.is_empty() {
                            inst.after_failure(*pass, module);
                            return Err(PassError::Invalid {
                                pass: pass.name().to_string(),
                                diagnostics,
                            });
                        }
                    }
                    inst.after_pass(*pass, module);
                }
                Step::OnEachFunction(nested) => {
                    for i in 0..module.functions.len() {
                        self.run_steps(nested, module, Some(i), inst, notes)?;
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(steps: &[Step]) -> String {
        steps
            .iter()
            .map(|s| match s {
                Step::Pass { pass, options } => {
                    let o = options.to_pipeline_text();
                    if o.is_empty() {
                        pass.name().to_string()
                    } else {
                        format!("{}{{{o}}}", pass.name())
                    }
                }
                Step::OnEachFunction(n) => format!("func.func({})", names(n)),
            })
            .collect::<Vec<_>>()
            .join(",")
    }

    #[test]
    fn parses_nested_pipelines_with_options() {
        let p = parse_pipeline(
            "builtin.module(verify, func.func(canonicalize{max-iterations=3}), cse)",
        )
        .unwrap();
        assert_eq!(
            names(&p.steps),
            "verify,func.func(canonicalize{fold-limit=4096 max-iterations=3}),cse"
        );
        assert_eq!(names(&parse_pipeline("cse,cse").unwrap().steps), "cse,cse");
        assert_eq!(
            names(&parse_pipeline("builtin.module()").unwrap().steps),
            ""
        );
    }

    #[test]
    fn rejects_bad_pipelines_with_reasons() {
        let err = |t: &str| parse_pipeline(t).unwrap_err().to_string();
        assert!(err("builtin.module(nope)").contains("unknown pass 'nope'"));
        assert!(err("builtin.module(cse{x=1})").contains("takes no options"));
        // MLIR's spellings: a bare boolean option, and a clear message for commas.
        let p = parse_pipeline("builtin.module(sharding-propagation{explain})").unwrap();
        assert_eq!(names(&p.steps), "sharding-propagation{explain=true}");
        let e = err("builtin.module(sharding-propagation{explain=true,foo=1})");
        assert!(
            e.contains("pass options are separated by spaces, as in MLIR: write '{explain=true foo=1}', not a comma"),
            "{e}"
        );
        assert!(
            err("builtin.module(canonicalize{max-iterations=many})")
                .contains("non-negative integer")
        );
        assert!(err("builtin.module(cse").contains("expected ',' or ')'"));
        assert!(err("func.func(verify)").contains("cannot be nested"));
        assert!(err("builtin.module(cse))").contains("unexpected text"));
    }
}
