//! Trip counts of counted loops: how many times a `hlo.while` runs when the program fixes it
//! (a `fori_loop` or a `scan`), for pricing a loop by what it costs over all its iterations.

use shardc_ir::interp::Tensor;
use shardc_ir::op::{BinaryOp, CompareDirection};
use shardc_ir::{Function, Module, OpId, OpKind, Value, ValueDef};

/// How many times a loop runs, and how that is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TripCount {
    /// The program fixes it ([`static_trip_count`]).
    Fixed(i64),
    /// The loop's `dist.trip_count` says so ([`shardc_ir::TRIP_COUNT_ATTR`]).
    Expected(i64),
}

impl TripCount {
    /// The number of iterations.
    pub fn count(self) -> i64 {
        match self {
            TripCount::Fixed(n) | TripCount::Expected(n) => n,
        }
    }

    /// `12 iterations`, or `12 iterations expected (dist.trip_count)`.
    pub fn describe(self) -> String {
        match self {
            TripCount::Fixed(n) => format!("{n} iterations"),
            TripCount::Expected(n) => {
                format!("{n} iterations expected ({})", shardc_ir::TRIP_COUNT_ATTR)
            }
        }
    }
}

/// The number of iterations of loop `op` of `f`: fixed by the program when it is
/// ([`static_trip_count`]), else the one its `dist.trip_count` attribute expects; `None`
/// when neither says (the estimate and the search then count the loop once).
pub fn trip_count(module: &Module, f: &Function, op: OpId) -> Option<TripCount> {
    if let Some(n) = static_trip_count(module, f, op) {
        return Some(TripCount::Fixed(n));
    }
    f.ops[op].attrs.iter().find_map(|(k, a)| match a {
        shardc_ir::Attribute::Int(n, _) if k == shardc_ir::TRIP_COUNT_ATTR && *n >= 0 => {
            Some(TripCount::Expected(*n))
        }
        _ => None,
    })
}

/// The number of iterations of the loop `op` of `f` when the program fixes it: a counter
/// carried from an integer constant, stepped by a constant in the body, compared in the
/// condition with a constant (or with a carried value the body returns unchanged, from a
/// constant: `fori_loop`'s bound).
pub fn static_trip_count(module: &Module, f: &Function, op: OpId) -> Option<i64> {
    let data = &f.ops[op];
    let OpKind::While { cond, body } = &data.kind else {
        return None;
    };
    let (cond, body) = (module.function(cond)?, module.function(body)?);
    let constant = |g: &Function, v: Value| -> Option<i64> {
        let ValueDef::Result(d, 0) = g.values[v].def else {
            return None;
        };
        let OpKind::Constant(e) = &g.ops[d].kind else {
            return None;
        };
        if !e.ty.element.is_integer() || e.ty.element.is_bool() || e.ty.num_elements() != 1 {
            return None;
        }
        Some(Tensor::from_elements(e).get_i64(0))
    };
    let arg_index = |g: &Function, v: Value| g.args.iter().position(|&a| a == v);
    let returned = body.returned_values();
    // A carried value the body returns unchanged, from a constant.
    let invariant = |k: usize| -> Option<i64> {
        (returned.get(k).copied()? == body.args[k])
            .then(|| constant(f, data.operands[k]))
            .flatten()
    };
    let &[pred] = cond.returned_values() else {
        return None;
    };
    let ValueDef::Result(cmp, 0) = cond.values[pred].def else {
        return None;
    };
    let OpKind::Compare(dir) = cond.ops[cmp].kind else {
        return None;
    };
    let (a, b) = (cond.ops[cmp].operands[0], cond.ops[cmp].operands[1]);
    let bound = |v: Value| constant(cond, v).or_else(|| invariant(arg_index(cond, v)?));
    // The counter on the left (`i < n`) or on the right (`n > i`).
    let (k, limit, dir) = match (arg_index(cond, a), bound(b)) {
        (Some(k), Some(n)) => (k, n, dir),
        _ => (arg_index(cond, b)?, bound(a)?, mirrored(dir)),
    };
    let start = constant(f, data.operands[k])?;
    // The body's next counter: the counter plus a constant.
    let ValueDef::Result(add, 0) = body.values[*returned.get(k)?].def else {
        return None;
    };
    let OpKind::Binary(BinaryOp::Add) = body.ops[add].kind else {
        return None;
    };
    let (x, y) = (body.ops[add].operands[0], body.ops[add].operands[1]);
    let step = if x == body.args[k] {
        constant(body, y)?
    } else if y == body.args[k] {
        constant(body, x)?
    } else {
        return None;
    };
    trips(start, limit, step, dir)
}

/// The direction of `b DIR a` for `a DIR' b`.
fn mirrored(dir: CompareDirection) -> CompareDirection {
    match dir {
        CompareDirection::Lt => CompareDirection::Gt,
        CompareDirection::Gt => CompareDirection::Lt,
        CompareDirection::Le => CompareDirection::Ge,
        CompareDirection::Ge => CompareDirection::Le,
        other => other,
    }
}

/// Iterations of `for (i = start; i DIR limit; i += step)`; `None` when it never ends.
fn trips(start: i64, limit: i64, step: i64, dir: CompareDirection) -> Option<i64> {
    let (start, limit, step) = (start as i128, limit as i128, step as i128);
    let count = match dir {
        CompareDirection::Lt if step > 0 => (limit - start + step - 1).div_euclid(step),
        CompareDirection::Le if step > 0 => (limit - start + step).div_euclid(step),
        CompareDirection::Gt if step < 0 => (start - limit - step - 1).div_euclid(-step),
        CompareDirection::Ge if step < 0 => (start - limit - step).div_euclid(-step),
        CompareDirection::Ne if step != 0 && (limit - start) % step == 0 => {
            let n = (limit - start) / step;
            if n < 0 {
                return None;
            }
            n
        }
        CompareDirection::Lt | CompareDirection::Le if step <= 0 => {
            return (start >= limit + i128::from(dir == CompareDirection::Le)).then_some(0);
        }
        CompareDirection::Gt | CompareDirection::Ge if step >= 0 => {
            return (start <= limit - i128::from(dir == CompareDirection::Ge)).then_some(0);
        }
        _ => return None,
    };
    i64::try_from(count.max(0)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trip_counts_of_counted_loops() {
        use CompareDirection::*;
        assert_eq!(trips(0, 3, 1, Lt), Some(3));
        assert_eq!(trips(0, 3, 1, Le), Some(4));
        assert_eq!(trips(0, 10, 3, Lt), Some(4));
        assert_eq!(trips(5, 5, 1, Lt), Some(0));
        assert_eq!(trips(7, 3, 1, Lt), Some(0));
        assert_eq!(trips(10, 0, -2, Gt), Some(5));
        assert_eq!(trips(10, 0, -2, Ge), Some(6));
        assert_eq!(trips(0, 6, 2, Ne), Some(3));
        // Never ending, or not known from the program.
        assert_eq!(trips(0, 5, 2, Ne), None);
        assert_eq!(trips(0, 3, 0, Lt), None);
        assert_eq!(trips(0, 3, -1, Lt), None);
        assert_eq!(trips(0, 3, 1, Eq), None);
    }
}
