//! The text form of a kernel-level program (`shardc compile --emit exec`).

use std::fmt::Write;

use shardc_ir::Module;

use super::{BufferOrigin, ExecProgram, IndexExpr, Kernel, KernelBody, Node, Step};

fn index_text(e: &IndexExpr) -> String {
    match e {
        IndexExpr::Var(k) => format!("d{k}"),
        IndexExpr::Const(c) => c.to_string(),
        IndexExpr::Add(a, b) => format!("{} + {}", index_text(a), index_text(b)),
        IndexExpr::Mul(a, c) => format!("{} * {c}", paren(a)),
        IndexExpr::Div(a, c) => format!("{} floordiv {c}", paren(a)),
        IndexExpr::Rem(a, c) => format!("{} mod {c}", paren(a)),
        IndexExpr::Clamp { x, lo, hi } => format!("clamp({}, {lo}, {hi})", index_text(x)),
        IndexExpr::Dynamic {
            param,
            index,
            lo,
            hi,
        } => {
            let at = format!(
                "%p{param}[{}]",
                index.iter().map(index_text).collect::<Vec<_>>().join(", ")
            );
            if *lo == i64::MIN && *hi == i64::MAX {
                at
            } else {
                format!("clamp({at}, {lo}, {hi})")
            }
        }
    }
}

fn paren(e: &IndexExpr) -> String {
    match e {
        IndexExpr::Add(..) => format!("({})", index_text(e)),
        _ => index_text(e),
    }
}

fn list(xs: &[i64]) -> String {
    xs.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Prints one kernel as `exec.kernel @kN(...) -> T loop [...] { ... }`.
pub fn print_kernel(out: &mut String, id: usize, k: &Kernel) {
    let params = k
        .params
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%p{i}: {t}"))
        .collect::<Vec<_>>()
        .join(", ");
    let kind = match &k.body {
        KernelBody::Map { .. } => "map".to_string(),
        KernelBody::Reduce { kind, reduced, .. } => {
            let dims: Vec<i64> = reduced
                .iter()
                .enumerate()
                .filter(|(_, r)| **r)
                .map(|(d, _)| d as i64)
                .collect();
            format!("reduce {} over [{}]", kind.keyword(), list(&dims))
        }
        KernelBody::Scatter { kind, .. } => {
            format!("scatter {}", kind.map_or("replace", |k| k.keyword()))
        }
    };
    let in_place = k
        .in_place
        .map_or(String::new(), |p| format!(" in_place(%p{p})"))
        + if k.exact { " exact" } else { "" };
    let _ = writeln!(
        out,
        "  exec.kernel @k{id}({params}) -> {}{in_place} {kind} loop [{}] {{",
        k.output,
        list(&k.space)
    );
    for (i, n) in k.nodes.iter().enumerate() {
        let text = match n {
            Node::Load { param, index } => format!(
                "load %p{param}[{}]",
                index.iter().map(index_text).collect::<Vec<_>>().join(", ")
            ),
            Node::Const { ty, bits } => {
                if ty.is_float() {
                    format!(
                        "constant {:e} : {}",
                        f64::from_bits(*bits as u64),
                        ty.keyword()
                    )
                } else {
                    format!("constant {bits} : {}", ty.keyword())
                }
            }
            Node::Index { ty, index } => format!("index {} : {}", index_text(index), ty.keyword()),
            Node::Unary { op, ty, x } => format!("{} %{x} : {}", op.mnemonic(), ty.keyword()),
            Node::Binary { op, ty, x, y } => {
                format!("{} %{x}, %{y} : {}", op.mnemonic(), ty.keyword())
            }
            Node::Compare { dir, ty, x, y } => {
                format!("compare {} %{x}, %{y} : {}", dir.keyword(), ty.keyword())
            }
            Node::Select {
                pred,
                on_true,
                on_false,
            } => format!("select %{pred}, %{on_true}, %{on_false}"),
            Node::Convert { from, to, x } => {
                format!("convert %{x} : {} -> {}", from.keyword(), to.keyword())
            }
            Node::Bitcast { from, to, x } => {
                format!("bitcast %{x} : {} -> {}", from.keyword(), to.keyword())
            }
            Node::RowReduce {
                kind,
                ty,
                value,
                init,
                dims,
            } => format!(
                "row_reduce {} %{value} init %{init} over the last {dims} loop(s) : {}",
                kind.keyword(),
                ty.keyword()
            ),
        };
        let _ = writeln!(out, "    %{i} = {text}");
    }
    match &k.body {
        KernelBody::Map { value } => {
            let _ = writeln!(out, "    store %{value}");
        }
        KernelBody::Reduce { value, init, .. } => {
            let _ = writeln!(out, "    combine %{value} init %{init}");
        }
        KernelBody::Scatter {
            base,
            update,
            index,
            window_start,
            window,
            ..
        } => {
            let _ = writeln!(
                out,
                "    base %{base}\n    update %{update} at [{}] if the window [{}] of {:?} fits",
                index.iter().map(index_text).collect::<Vec<_>>().join(", "),
                window_start
                    .iter()
                    .map(index_text)
                    .collect::<Vec<_>>()
                    .join(", "),
                window
            );
        }
    }
    let _ = writeln!(out, "  }}");
}

impl ExecProgram {
    /// The program as text. `module` is the local-view program it was lowered from (for op
    /// names and locations).
    pub fn print(&self, module: &Module) -> String {
        let functions: Vec<Option<&shardc_ir::Function>> = self
            .functions
            .iter()
            .map(|name| module.function(name))
            .collect();
        let entry = module.function(&self.function);
        // The op of step `i` is in the function the step belongs to.
        let op_name = |i: usize, op| {
            let f = match self.step_functions.get(i) {
                Some(&k) => functions.get(k).copied().flatten(),
                None => entry,
            };
            f.map_or(String::from("?"), |f| f.ops[op].kind.name())
        };
        let mut out = String::new();
        let (launches, gemms, collectives, host) = self.step_counts();
        let _ = writeln!(
            out,
            "// {} steps: {launches} kernel launches ({} distinct kernels), {gemms} GEMMs, {collectives} collectives, {host} host ops",
            self.steps.len(),
            self.kernels.len()
        );
        let _ = writeln!(
            out,
            "// buffer plan: {} buffers in {} slots, {} bytes ({} without reuse)",
            self.buffers.len(),
            self.slots.len(),
            self.planned_bytes(),
            self.unplanned_bytes()
        );
        if !self.donations.is_empty() {
            let pairs: Vec<String> = self
                .donations
                .iter()
                .map(|(a, r)| format!("arg {a} <- result {r}"))
                .collect();
            let _ = writeln!(
                out,
                "// donated arguments updated in place: {}",
                pairs.join(", ")
            );
        }
        let _ = writeln!(out, "exec.program @{} {{", self.function);
        for (i, k) in self.kernels.iter().enumerate() {
            print_kernel(&mut out, i, k);
        }
        for (b, d) in self.buffers.iter().enumerate() {
            match &d.origin {
                BufferOrigin::Argument(i) => {
                    let _ = writeln!(
                        out,
                        "  %b{b} = exec.argument {i} : {} slot {}",
                        d.ty, d.slot
                    );
                }
                BufferOrigin::Constant(_) => {
                    let _ = writeln!(out, "  %b{b} = exec.constant : {} slot {}", d.ty, d.slot);
                }
                BufferOrigin::LoopState => {
                    let _ = writeln!(out, "  %b{b} = exec.loop_state : {} slot {}", d.ty, d.slot);
                }
                _ => {}
            }
        }
        let mut shown = std::collections::HashSet::new();
        for (i, s) in self.steps.iter().enumerate() {
            // Views appear where their base is first available: just before the step that
            // reads them.
            for r in s.reads() {
                self.print_views_of(&mut out, &mut shown, r);
            }
            let ty = |b: usize| self.buffers[b].ty.to_string();
            let slot = |b: usize| self.buffers[b].slot;
            let loc = &self.locations[i];
            let text = match s {
                Step::Launch {
                    kernel,
                    inputs,
                    output,
                    op,
                } => format!(
                    "%b{output} = exec.launch @k{kernel}({}) : {} slot {}  // {} at {loc}",
                    bufs(inputs),
                    ty(*output),
                    slot(*output),
                    op_name(i, *op)
                ),
                Step::Gemm {
                    shape,
                    lhs,
                    rhs,
                    output,
                    scale,
                    accumulate,
                    ..
                } => format!(
                    "%b{output} = exec.gemm %b{lhs}, %b{rhs} {{batch = {}, m = {}, n = {}, k = {}, lhs = \"{}\", rhs = \"{}\"{}{}}} : {} slot {}  // at {loc}",
                    shape.batch,
                    shape.m,
                    shape.n,
                    shape.k,
                    if shape.lhs_transposed { "km" } else { "mk" },
                    if shape.rhs_transposed { "nk" } else { "kn" },
                    if *scale != 1.0 {
                        format!(", scale = {scale:e}")
                    } else {
                        String::new()
                    },
                    accumulate.map_or(String::new(), |b| format!(", accumulate = %b{b}")),
                    ty(*output),
                    slot(*output)
                ),
                Step::Collective {
                    op,
                    inputs,
                    outputs,
                } => format!(
                    "{} = exec.collective \"{}\"({}) : {}  // at {loc}",
                    outputs
                        .iter()
                        .map(|b| format!("%b{b}"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    op_name(i, *op),
                    bufs(inputs),
                    outputs
                        .iter()
                        .map(|&b| format!("{} slot {}", ty(b), slot(b)))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                Step::Host {
                    op,
                    inputs,
                    outputs,
                } => format!(
                    "{} = exec.host \"{}\"({}) : {}  // no compiled kernel; at {loc}",
                    outputs
                        .iter()
                        .map(|b| format!("%b{b}"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    op_name(i, *op),
                    bufs(inputs),
                    outputs
                        .iter()
                        .map(|&b| format!("{} slot {}", ty(b), slot(b)))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                Step::LoopTest { pred, exit, .. } => format!(
                    "exec.loop_test %b{pred} else step {exit}  // step {i}: the loop's condition at {loc}"
                ),
                Step::Jump { to, .. } => {
                    format!("exec.jump step {to}  // step {i}: the loop's end at {loc}")
                }
            };
            let _ = writeln!(out, "  {text}");
        }
        for &r in &self.results {
            self.print_views_of(&mut out, &mut shown, r);
        }
        let _ = writeln!(out, "  exec.return {}", bufs(&self.results));
        let _ = writeln!(out, "}}");
        out
    }

    fn print_views_of(
        &self,
        out: &mut String,
        shown: &mut std::collections::HashSet<usize>,
        b: usize,
    ) {
        if let BufferOrigin::View(of) = self.buffers[b].origin
            && shown.insert(b)
        {
            self.print_views_of(out, shown, of);
            let _ = writeln!(
                out,
                "  %b{b} = exec.view %b{of} : {} slot {}",
                self.buffers[b].ty, self.buffers[b].slot
            );
        }
    }
}

fn bufs(bs: &[usize]) -> String {
    bs.iter()
        .map(|b| format!("%b{b}"))
        .collect::<Vec<_>>()
        .join(", ")
}
