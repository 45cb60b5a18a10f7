//! Checks of a kernel-level program: types, definitions before uses and the buffer plan.

use super::{BufferOrigin, ExecProgram, IndexExpr, Kernel, KernelBody, Node, Step, buffer_bytes};

fn index_ok(e: &IndexExpr, rank: usize) -> bool {
    match e {
        IndexExpr::Dynamic { index, lo, hi, .. } => {
            lo <= hi && index.iter().all(|x| index_ok(x, rank))
        }
        IndexExpr::Clamp { x, lo, hi } => lo <= hi && index_ok(x, rank),
        IndexExpr::Var(k) => *k < rank,
        IndexExpr::Const(_) => true,
        IndexExpr::Add(a, b) => index_ok(a, rank) && index_ok(b, rank),
        IndexExpr::Mul(a, _) => index_ok(a, rank),
        IndexExpr::Div(a, c) | IndexExpr::Rem(a, c) => *c > 0 && index_ok(a, rank),
    }
}

/// Problems with the parameters `e` reads through [`IndexExpr::Dynamic`].
fn dynamic_problems(e: &IndexExpr, params: &[shardc_ir::TensorType], out: &mut Vec<String>) {
    match e {
        IndexExpr::Var(_) | IndexExpr::Const(_) => {}
        IndexExpr::Add(a, b) => {
            dynamic_problems(a, params, out);
            dynamic_problems(b, params, out);
        }
        IndexExpr::Mul(a, _)
        | IndexExpr::Div(a, _)
        | IndexExpr::Rem(a, _)
        | IndexExpr::Clamp { x: a, .. } => dynamic_problems(a, params, out),
        IndexExpr::Dynamic { param, index, .. } => {
            match params.get(*param) {
                None => out.push(format!("an index reads parameter {param}, which does not exist")),
                Some(t) if t.element.is_float() || t.rank() != index.len() => out.push(format!(
                    "an index reads %p{param} ({t}) with {} expressions: it must be an integer tensor of that rank",
                    index.len()
                )),
                _ => {}
            }
            for x in index {
                dynamic_problems(x, params, out);
            }
        }
    }
}

/// Checks one kernel; messages name it `@kN`.
fn verify_kernel(id: usize, k: &Kernel, errors: &mut Vec<String>) {
    let mut problems = Vec::new();
    let mut indices: Vec<&IndexExpr> = Vec::new();
    for n in &k.nodes {
        match n {
            Node::Load { index, .. } => indices.extend(index),
            Node::Index { index, .. } => indices.push(index),
            _ => {}
        }
    }
    if let KernelBody::Scatter {
        index,
        window_start,
        ..
    } = &k.body
    {
        indices.extend(index);
        indices.extend(window_start);
    }
    for e in indices {
        dynamic_problems(e, &k.params, &mut problems);
    }
    for p in problems {
        errors.push(format!("kernel @k{id}: {p}"));
    }
    let mut fail = |m: String| errors.push(format!("kernel @k{id}: {m}"));
    let rank = k.space.len();
    for (i, n) in k.nodes.iter().enumerate() {
        let refs: Vec<usize> = match n {
            Node::Load { param, index } => {
                match k.params.get(*param) {
                    None => fail(format!(
                        "%{i} loads parameter {param}, which does not exist"
                    )),
                    Some(t) if t.rank() != index.len() => fail(format!(
                        "%{i} indexes the rank-{} parameter %p{param} with {} expressions",
                        t.rank(),
                        index.len()
                    )),
                    _ => {}
                }
                if index.iter().any(|e| !index_ok(e, rank)) {
                    fail(format!(
                        "%{i} uses a loop variable outside the {rank} loops"
                    ));
                }
                Vec::new()
            }
            Node::Index { index, .. } => {
                if !index_ok(index, rank) {
                    fail(format!(
                        "%{i} uses a loop variable outside the {rank} loops"
                    ));
                }
                Vec::new()
            }
            Node::Const { .. } => Vec::new(),
            Node::Unary { x, .. } | Node::Convert { x, .. } | Node::Bitcast { x, .. } => vec![*x],
            Node::Binary { x, y, .. } | Node::Compare { x, y, .. } => vec![*x, *y],
            Node::Select {
                pred,
                on_true,
                on_false,
            } => vec![*pred, *on_true, *on_false],
            Node::RowReduce {
                value, init, dims, ..
            } => {
                if *dims == 0 || *dims > rank || Some(*dims) != k.row_dims() {
                    fail(format!(
                        "%{i} reduces {dims} loop(s) of {rank}; every row reduction of a kernel must reduce the same innermost loops"
                    ));
                }
                if !matches!(k.body, KernelBody::Map { .. })
                    && !matches!(&k.body, KernelBody::Reduce { reduced, .. }
                        if reduced.iter().rev().take(*dims).all(|r| *r)
                            && reduced.iter().filter(|r| **r).count() == *dims)
                {
                    fail(format!(
                        "%{i} is a row reduction in a kernel that does not run row by row"
                    ));
                }
                vec![*value, *init]
            }
        };
        if let Some(r) = refs.iter().find(|&&r| r >= i) {
            fail(format!("%{i} uses %{r}, which is not computed before it"));
        }
    }
    let valid = |n: usize| n < k.nodes.len();
    match &k.body {
        KernelBody::Map { value } => {
            if !valid(*value) {
                fail(format!("stores %{value}, which does not exist"));
            }
            if k.space != k.output.shape {
                fail(format!(
                    "a map over [{:?}] cannot write {}",
                    k.space, k.output
                ));
            }
        }
        KernelBody::Scatter {
            base,
            update,
            index,
            window_start,
            window,
            ..
        } => {
            if !valid(*base) || !valid(*update) {
                fail("scatters a node that does not exist".into());
            }
            if window_start.len() != k.output.rank()
                || window.len() != k.output.rank()
                || window_start.iter().any(|e| !index_ok(e, rank))
            {
                fail(format!(
                    "the scatter window ({} starts, {} extents) does not fit the output {}",
                    window_start.len(),
                    window.len(),
                    k.output
                ));
            }
            if index.len() != k.output.rank() || index.iter().any(|e| !index_ok(e, rank)) {
                fail(format!(
                    "the scatter index [{}] does not index the output {} from the {rank} loops",
                    index.len(),
                    k.output
                ));
            }
        }
        KernelBody::Reduce {
            value,
            init,
            reduced,
            ..
        } => {
            if !valid(*value) || !valid(*init) {
                fail("combines a node that does not exist".into());
            }
            if reduced.len() != rank {
                fail(format!(
                    "marks {} dimensions as reduced or kept, the space has {rank}",
                    reduced.len()
                ));
            } else {
                let kept: Vec<i64> = k
                    .space
                    .iter()
                    .zip(reduced)
                    .filter(|(_, r)| !**r)
                    .map(|(s, _)| *s)
                    .collect();
                if kept != k.output.shape {
                    fail(format!(
                        "the kept dimensions {kept:?} are not the output's shape {}",
                        k.output
                    ));
                }
            }
        }
    }
}

/// Checks `p`; returns every problem found (empty when it is well formed).
pub fn verify(p: &ExecProgram) -> Vec<String> {
    let mut errors = Vec::new();
    for (i, k) in p.kernels.iter().enumerate() {
        verify_kernel(i, k, &mut errors);
    }
    let n = p.buffers.len();
    // Step at which each buffer becomes available (0 for arguments and constants).
    let mut written: Vec<Option<usize>> = vec![None; n];
    for (b, d) in p.buffers.iter().enumerate() {
        match &d.origin {
            BufferOrigin::Argument(_) | BufferOrigin::Constant(_) => written[b] = Some(0),
            BufferOrigin::View(of) => {
                if *of >= b {
                    errors.push(format!("%b{b} is a view of the later buffer %b{of}"));
                } else if buffer_bytes(&p.buffers[*of].ty) != buffer_bytes(&d.ty) {
                    errors.push(format!(
                        "%b{b} views %b{of} with another size ({} vs {})",
                        d.ty, p.buffers[*of].ty
                    ));
                }
            }
            BufferOrigin::Step | BufferOrigin::LoopState => {}
        }
        if !matches!(d.origin, BufferOrigin::View(_)) && d.slot >= p.slots.len() {
            errors.push(format!("%b{b} is in slot {}, which does not exist", d.slot));
        } else if !matches!(d.origin, BufferOrigin::View(_))
            && p.slots[d.slot] < buffer_bytes(&d.ty)
        {
            errors.push(format!(
                "%b{b} ({} bytes) does not fit its slot {} ({} bytes)",
                buffer_bytes(&d.ty),
                d.slot,
                p.slots[d.slot]
            ));
        }
    }
    if errors.iter().any(|e| e.contains("view")) {
        return errors;
    }
    let mut last_read = vec![0usize; n];
    for (i, s) in p.steps.iter().enumerate() {
        for b in s.reads() {
            if b >= n {
                errors.push(format!("step {i} reads %b{b}, which does not exist"));
                continue;
            }
            let base = p.base(b);
            if written[base].is_none() {
                errors.push(format!("step {i} reads %b{b} before it is written"));
            }
            last_read[base] = last_read[base].max(i);
        }
        for b in s.writes() {
            if b >= n {
                errors.push(format!("step {i} writes %b{b}, which does not exist"));
                continue;
            }
            if p.buffers[b].origin == BufferOrigin::LoopState {
                // Written before its loop and again at the end of every iteration.
                written[b].get_or_insert(i);
            } else if p.buffers[b].origin != BufferOrigin::Step {
                errors.push(format!(
                    "step {i} writes %b{b}, which is not a step's buffer"
                ));
            } else if written[b].is_some() {
                errors.push(format!("step {i} writes %b{b} a second time"));
            } else {
                written[b] = Some(i);
                last_read[b] = last_read[b].max(i);
            }
        }
        let ty = |b: usize| &p.buffers[b].ty;
        match s {
            Step::Launch {
                kernel,
                inputs,
                output,
                ..
            } => match p.kernels.get(*kernel) {
                None => errors.push(format!(
                    "step {i} launches @k{kernel}, which does not exist"
                )),
                Some(k) => {
                    // A kernel may read a buffer in another shape with as many elements.
                    let fits = |b: usize, t: &shardc_ir::TensorType| {
                        ty(b).element == t.element && ty(b).num_elements() == t.num_elements()
                    };
                    if inputs.len() != k.params.len()
                        || !inputs.iter().zip(&k.params).all(|(&b, t)| fits(b, t))
                        || !fits(*output, &k.output)
                    {
                        errors.push(format!(
                            "step {i} launches @k{kernel} on buffers of other types than its parameters"
                        ));
                    }
                }
            },
            Step::Gemm {
                shape,
                lhs,
                rhs,
                output,
                accumulate,
                ..
            } => {
                let count = |b: usize| ty(b).num_elements() as usize;
                let (bt, m, nn, k) = (shape.batch, shape.m, shape.n, shape.k);
                if count(*lhs) != bt * m * k
                    || count(*rhs) != bt * k * nn
                    || count(*output) != bt * m * nn
                {
                    errors.push(format!(
                        "step {i}: a {bt} x ({m} x {k}) x ({k} x {nn}) product does not match its buffers {}, {} -> {}",
                        ty(*lhs),
                        ty(*rhs),
                        ty(*output)
                    ));
                }
                let e = ty(*output).element;
                if ty(*lhs).element != e || ty(*rhs).element != e {
                    errors.push(format!("step {i}: a product of mixed element types"));
                }
                if let Some(a) = accumulate
                    && (*a >= n || ty(*a) != ty(*output))
                {
                    errors.push(format!(
                        "step {i}: a product accumulating into a buffer of another type"
                    ));
                }
            }
            Step::Collective { .. } | Step::Host { .. } => {}
            Step::LoopTest { pred, exit, .. } => {
                let is_predicate = p.buffers.get(*pred).is_some_and(|b| {
                    b.ty.rank() == 0 && b.ty.element == shardc_ir::ElementType::I1
                });
                if !is_predicate {
                    errors.push(format!(
                        "step {i} tests %b{pred}, which is not a tensor<i1>"
                    ));
                }
                let closed = matches!(p.steps.get(exit.wrapping_sub(1)), Some(Step::Jump { to, .. }) if *to <= i);
                if *exit <= i || *exit > p.steps.len() || !closed {
                    errors.push(format!(
                        "step {i} leaves its loop for step {exit}, which does not follow the loop's jump back"
                    ));
                }
            }
            Step::Jump { to, .. } => {
                if *to >= i {
                    errors.push(format!("step {i} jumps forward to step {to}"));
                }
            }
        }
    }
    for &b in &p.results {
        if b >= n || written[p.base(b)].is_none() {
            errors.push(format!("the result %b{b} is never written"));
        }
    }
    for (i, &b) in p.args.iter().enumerate() {
        if b >= n || p.buffers[b].origin != BufferOrigin::Argument(i) {
            errors.push(format!("argument {i} is not an argument buffer"));
        }
    }
    // A buffer read inside a loop but available before it is read in every iteration.
    p.extend_over_loops(&written, &mut last_read);
    // The buffer plan: buffers sharing a slot are never live at the same time.
    let end = p.steps.len();
    let mut by_slot: Vec<Vec<(usize, usize, usize)>> = vec![Vec::new(); p.slots.len()];
    for (b, d) in p.buffers.iter().enumerate() {
        if matches!(d.origin, BufferOrigin::View(_)) || d.slot >= p.slots.len() {
            continue;
        }
        let Some(start) = written[b] else { continue };
        let mut stop = last_read[b];
        // Arguments live to the end (the next step reads them), but for donated ones, which
        // their result takes over; constants and results live to the end.
        let donated = matches!(d.origin, BufferOrigin::Argument(a) if p.donations.iter().any(|&(x, _)| x == a));
        if (matches!(
            d.origin,
            BufferOrigin::Argument(_) | BufferOrigin::Constant(_)
        ) && !donated)
            || p.results.iter().any(|&r| p.base(r) == b)
        {
            stop = end;
        }
        by_slot[d.slot].push((start, stop, b));
    }
    // An in-place launch hands its input's slot to its output at the same step.
    let hands_over = |step: usize, from: usize, to: usize| match p.steps.get(step) {
        Some(Step::Gemm {
            accumulate: Some(acc),
            output,
            lhs,
            rhs,
            ..
        }) => *output == to && p.base(*acc) == from && p.base(*lhs) != from && p.base(*rhs) != from,
        Some(Step::Launch {
            kernel,
            inputs,
            output,
            ..
        }) => {
            *output == to
                && p.kernels
                    .get(*kernel)
                    .and_then(|k| k.in_place)
                    .and_then(|q| inputs.get(q))
                    .is_some_and(|&b| p.base(b) == from)
        }
        _ => false,
    };
    for (slot, mut lives) in by_slot.into_iter().enumerate() {
        lives.sort();
        let mut live: Option<(usize, usize)> = None; // (stop, buffer) of the latest-ending
        for (start, stop, b) in lives {
            if let Some((prev_stop, a)) = live
                && start <= prev_stop
                && !(start == prev_stop && hands_over(start, a, b))
            {
                errors.push(format!(
                    "slot {slot} holds %b{a} and %b{b} while both are live (step {start})"
                ));
            }
            if live.is_none_or(|(s, _)| stop >= s) {
                live = Some((stop, b));
            }
        }
    }
    // A donated argument's result is in the argument's slot.
    for &(a, r) in &p.donations {
        match (p.args.get(a), p.results.get(r)) {
            (Some(&ab), Some(&rb)) if p.buffers[ab].slot == p.buffers[p.base(rb)].slot => {}
            _ => errors.push(format!(
                "argument {a} is donated to result {r}, but the result is not in its slot"
            )),
        }
    }
    // An in-place launch must write over the buffer its kernel reads as the output.
    for (i, s) in p.steps.iter().enumerate() {
        if let Step::Launch {
            kernel,
            inputs,
            output,
            ..
        } = s
            && let Some(q) = p.kernels.get(*kernel).and_then(|k| k.in_place)
        {
            let same = inputs
                .get(q)
                .is_some_and(|&b| p.buffers[p.base(b)].slot == p.buffers[*output].slot);
            if !same {
                errors.push(format!(
                    "step {i} launches the in-place kernel @k{kernel} with an output that is not its parameter {q}"
                ));
            }
        }
    }
    errors
}
