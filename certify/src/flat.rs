//! A function with its calls inlined, as one flat list of ops: the form both programs of a
//! certificate are compared in.
//!
//! The checker flattens the input program itself (it does not trust the compiler's `inline`
//! pass): ops are numbered in the order they would run, callee bodies spliced in at their
//! call, so `op12` names the same op for the certificate's producer and its checker.

use std::fmt;

use shardc_ir::module::{Function, ValueDef};
use shardc_ir::{Location, Module, OpKind, Sharding, TensorType, Value};

/// A value of a flat program: an argument, or a result of an op (by position in
/// [`Flat::ops`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ValueRef {
    /// The `i`-th argument of the entry function.
    Arg(usize),
    /// Result `result` of op `op`.
    Result {
        /// The op's position.
        op: usize,
        /// Which of its results.
        result: usize,
    },
}

impl fmt::Display for ValueRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueRef::Arg(i) => write!(f, "arg{i}"),
            ValueRef::Result { op, result: 0 } => write!(f, "op{op}"),
            ValueRef::Result { op, result } => write!(f, "op{op}#{result}"),
        }
    }
}

impl std::str::FromStr for ValueRef {
    type Err = String;

    fn from_str(s: &str) -> Result<ValueRef, String> {
        let bad = || format!("'{s}' is not a value reference (argN, opN or opN#R)");
        if let Some(i) = s.strip_prefix("arg") {
            return i.parse().map(ValueRef::Arg).map_err(|_| bad());
        }
        let rest = s.strip_prefix("op").ok_or_else(bad)?;
        let (op, result) = match rest.split_once('#') {
            Some((o, r)) => (o, r.parse().map_err(|_| bad())?),
            None => (rest, 0),
        };
        Ok(ValueRef::Result {
            op: op.parse().map_err(|_| bad())?,
            result,
        })
    }
}

impl serde::Serialize for ValueRef {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for ValueRef {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ValueRef, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// One op of a flat program.
#[derive(Clone, Debug)]
pub struct FlatOp {
    /// What it computes.
    pub kind: OpKind,
    /// Its operands.
    pub operands: Vec<ValueRef>,
    /// Its results' types.
    pub result_types: Vec<TensorType>,
    /// Its results' shardings (plans carry them; inputs may).
    pub result_shardings: Vec<Option<Sharding>>,
    /// Where it was written.
    pub loc: Location,
}

/// A function with every call inlined.
#[derive(Clone, Debug)]
pub struct Flat {
    /// The entry function's name.
    pub name: String,
    /// Argument types.
    pub arg_types: Vec<TensorType>,
    /// Argument shardings.
    pub arg_shardings: Vec<Option<Sharding>>,
    /// The ops in program order (no calls, no return).
    pub ops: Vec<FlatOp>,
    /// The returned values.
    pub returns: Vec<ValueRef>,
    /// The entry function's declared result shardings.
    pub result_shardings: Vec<Option<Sharding>>,
}

impl Flat {
    /// The type of `v`, if it exists.
    pub fn ty(&self, v: ValueRef) -> Option<&TensorType> {
        match v {
            ValueRef::Arg(i) => self.arg_types.get(i),
            ValueRef::Result { op, result } => self.ops.get(op)?.result_types.get(result),
        }
    }

    /// The op defining `v` (`None` for arguments).
    pub fn def(&self, v: ValueRef) -> Option<(usize, &FlatOp)> {
        match v {
            ValueRef::Arg(_) => None,
            ValueRef::Result { op, .. } => self.ops.get(op).map(|o| (op, o)),
        }
    }
}

/// Calls nested deeper than this are refused (a certificate is untrusted input: the
/// checker's stack must not overflow on a chain of calls).
pub const MAX_CALL_DEPTH: usize = 256;

/// Ops (calls included) the flattening visits at most: calls that inline their callees
/// twice, nested, would otherwise double the work at each level.
pub const MAX_INLINED_OPS: usize = 2_000_000;

/// Flattens function `entry` of `module`: calls are replaced by their callees' bodies
/// (recursively; a recursive call, calls nested deeper than [`MAX_CALL_DEPTH`] or more than
/// [`MAX_INLINED_OPS`] ops inlined are errors).
pub fn flatten(module: &Module, entry: &str) -> Result<Flat, String> {
    let f = module
        .function(entry)
        .ok_or_else(|| format!("the program has no function @{entry}"))?;
    let mut flat = Flat {
        name: f.name.clone(),
        arg_types: f.arg_types(),
        arg_shardings: f
            .args
            .iter()
            .map(|&a| f.values[a].sharding.clone())
            .collect(),
        ops: Vec::new(),
        returns: Vec::new(),
        result_shardings: f.result_shardings.clone(),
    };
    let args: Vec<ValueRef> = (0..f.args.len()).map(ValueRef::Arg).collect();
    let mut stack = vec![entry.to_string()];
    let mut visits = 0;
    flat.returns = splice(module, f, &args, &mut flat, (&mut stack, &mut visits))?;
    Ok(flat)
}

/// Appends `f`'s body to `flat` with its arguments bound to `args`; returns what it returns.
fn splice(
    module: &Module,
    f: &Function,
    args: &[ValueRef],
    flat: &mut Flat,
    (stack, visits): (&mut Vec<String>, &mut usize),
) -> Result<Vec<ValueRef>, String> {
    let mut map: std::collections::HashMap<Value, ValueRef> = std::collections::HashMap::new();
    for (&a, &r) in f.args.iter().zip(args) {
        map.insert(a, r);
    }
    let lookup = |map: &std::collections::HashMap<Value, ValueRef>, v: Value| {
        map.get(&v).copied().ok_or_else(|| {
            let what = match f.values[v].def {
                ValueDef::Arg(i) => format!("argument {i}"),
                ValueDef::Result(_, r) => format!("result {r} of an op"),
            };
            format!("@{}: {what} is used before it is defined", f.name)
        })
    };
    for &op in &f.body {
        *visits += 1;
        if *visits > MAX_INLINED_OPS {
            return Err(format!(
                "the program inlines to more than {MAX_INLINED_OPS} ops (from @{})",
                stack[0]
            ));
        }
        let data = &f.ops[op];
        let operands = data
            .operands
            .iter()
            .map(|&v| lookup(&map, v))
            .collect::<Result<Vec<_>, _>>()?;
        match &data.kind {
            OpKind::Return => {
                return Ok(operands);
            }
            OpKind::Call { callee } => {
                if stack.len() >= MAX_CALL_DEPTH {
                    return Err(format!(
                        "calls nest more than {MAX_CALL_DEPTH} deep (from @{} to @{callee})",
                        stack[0]
                    ));
                }
                if stack.contains(callee) {
                    return Err(format!(
                        "@{callee} calls itself (through {})",
                        stack.join(" -> ")
                    ));
                }
                let g = module
                    .function(callee)
                    .ok_or_else(|| format!("@{} calls @{callee}, which does not exist", f.name))?;
                stack.push(callee.clone());
                let results = splice(module, g, &operands, flat, (&mut *stack, &mut *visits))?;
                stack.pop();
                if results.len() != data.results.len() {
                    return Err(format!(
                        "@{callee} returns {} value(s) where its call takes {}",
                        results.len(),
                        data.results.len()
                    ));
                }
                for (&r, v) in data.results.iter().zip(results) {
                    map.insert(r, v);
                }
            }
            kind => {
                let index = flat.ops.len();
                flat.ops.push(FlatOp {
                    kind: kind.clone(),
                    operands,
                    result_types: data.results.iter().map(|&r| f.ty(r).clone()).collect(),
                    result_shardings: data
                        .results
                        .iter()
                        .map(|&r| f.values[r].sharding.clone())
                        .collect(),
                    loc: data.loc.clone(),
                });
                for (i, &r) in data.results.iter().enumerate() {
                    map.insert(
                        r,
                        ValueRef::Result {
                            op: index,
                            result: i,
                        },
                    );
                }
            }
        }
    }
    Err(format!("@{} has no return", f.name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_refs_round_trip() {
        for s in ["arg0", "op12", "op3#2"] {
            assert_eq!(s.parse::<ValueRef>().unwrap().to_string(), s);
        }
        assert!("op".parse::<ValueRef>().is_err());
        assert!("x1".parse::<ValueRef>().is_err());
        assert!("op1#".parse::<ValueRef>().is_err());
    }

    #[test]
    fn calls_are_spliced() {
        let m = shardc_ir::parse_and_verify(
            r#"module {
  func.func private @sq(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = hlo.multiply %x, %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = func.call @sq(%a) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = func.call @sq(%0) : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}"#,
            "t.mlir",
        )
        .unwrap();
        let flat = flatten(&m, "main").unwrap();
        assert_eq!(flat.ops.len(), 2);
        let first = ValueRef::Result { op: 0, result: 0 };
        assert_eq!(flat.ops[1].operands, vec![first, first]);
        assert_eq!(flat.returns, vec![ValueRef::Result { op: 1, result: 0 }]);
    }

    /// A module of `n` functions `@f0 … @f{n-1}`, each calling the next `calls` times
    /// (the last one squares its argument), and `@main` calling `@f0`.
    fn chain(n: usize, calls: usize) -> Module {
        let mut text = String::from("module {\n");
        for i in (0..n).rev() {
            text.push_str(&format!(
                "  func.func private @f{i}(%x: tensor<4xf32>) -> tensor<4xf32> {{\n"
            ));
            let mut v = "%x".to_string();
            for k in 0..calls {
                let (op, next) = if i + 1 == n {
                    (
                        format!("hlo.multiply {v}, {v} : tensor<4xf32>"),
                        format!("%m{k}"),
                    )
                } else {
                    (
                        format!(
                            "func.call @f{}({v}) : (tensor<4xf32>) -> tensor<4xf32>",
                            i + 1
                        ),
                        format!("%c{k}"),
                    )
                };
                text.push_str(&format!("    {next} = {op}\n"));
                v = next;
            }
            text.push_str(&format!("    return {v} : tensor<4xf32>\n  }}\n"));
        }
        text.push_str(
            "  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n    %0 = func.call @f0(%a) : (tensor<4xf32>) -> tensor<4xf32>\n    return %0 : tensor<4xf32>\n  }\n}\n",
        );
        shardc_ir::parse_and_verify(&text, "chain.mlir").unwrap()
    }

    /// Untrusted programs cannot overflow the checker's stack or blow up its work: a chain
    /// of calls deeper than the limit, or calls that double at each of 40 levels (2^40 ops
    /// inlined), are refused (after at most MAX_INLINED_OPS visits).
    #[test]
    fn deep_and_exploding_calls_are_refused() {
        assert_eq!(flatten(&chain(10, 1), "main").unwrap().ops.len(), 1);
        assert_eq!(flatten(&chain(4, 2), "main").unwrap().ops.len(), 16);
        let e = flatten(&chain(2 * MAX_CALL_DEPTH, 1), "main").unwrap_err();
        assert!(e.contains("calls nest more than 256 deep"), "{e}");
        let e = flatten(&chain(40, 2), "main").unwrap_err();
        assert!(e.contains("inlines to more than"), "{e}");
    }
}
