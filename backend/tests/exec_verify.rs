//! The kernel-level program's verifier accepts what `lower` makes and refuses damaged
//! programs with a message naming the problem: a buffer plan that lets two live buffers share
//! a slot, reads before writes, kernels launched on buffers of other types, GEMM shapes that
//! do not match their buffers, an in-place launch over another buffer, bad views.

use shardc_backend::exec::{BufferOrigin, Step, verify};
use shardc_backend::lower::lower;
use shardc_ir::parse_module;

const PROGRAM: &str = r#"module @m attributes {dist.local_view} {
  dist.mesh @mesh = <["x"=1]>
  func.func @main(%x: tensor<8x16xf32>, %w: tensor<16x8xf32>, %b: tensor<8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>) {
    %h = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %bb = hlo.broadcast_in_dim %b {broadcast_dimensions = array<i64: 1>} : (tensor<8xf32>) -> tensor<8x8xf32>
    %s = hlo.add %h, %bb : tensor<8x8xf32>
    %t = hlo.tanh %s : tensor<8x8xf32>
    %zero = hlo.constant dense<0.0> : tensor<f32>
    %r = hlo.reduce %t, %zero {dimensions = array<i64: 1>, kind = "add"} : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %u = hlo.multiply %t, %t : tensor<8x8xf32>
    return %u, %r : tensor<8x8xf32>, tensor<8xf32>
  }
}
"#;

fn program() -> shardc_backend::exec::ExecProgram {
    let module = parse_module(PROGRAM, "m.mlir").unwrap();
    lower(&module, "main").unwrap()
}

fn has(errors: &[String], needle: &str) -> bool {
    errors.iter().any(|e| e.contains(needle))
}

#[test]
fn lowered_programs_verify() {
    let p = program();
    assert_eq!(verify(&p), Vec::<String>::new());
    let (launches, gemms, collectives, host) = p.step_counts();
    assert_eq!((gemms, collectives, host), (1, 0, 0));
    assert!(launches >= 3, "{launches} launches");
    assert!(p.planned_bytes() < p.unplanned_bytes());
}

#[test]
fn two_live_buffers_in_one_slot_are_refused() {
    let mut p = program();
    // Put the GEMM's result in the slot of argument 0, which lives throughout.
    let gemm_out = p
        .steps
        .iter()
        .find_map(|s| match s {
            Step::Gemm { output, .. } => Some(*output),
            _ => None,
        })
        .unwrap();
    p.buffers[gemm_out].slot = p.buffers[p.args[0]].slot;
    let errors = verify(&p);
    assert!(has(&errors, "while both are live"), "{errors:?}");
}

#[test]
fn reading_before_writing_is_refused() {
    let mut p = program();
    p.steps.swap(0, 1);
    p.locations.swap(0, 1);
    let errors = verify(&p);
    assert!(has(&errors, "before it is written"), "{errors:?}");
}

#[test]
fn a_launch_on_buffers_of_other_types_is_refused() {
    let mut p = program();
    let i = p
        .steps
        .iter()
        .position(|s| matches!(s, Step::Launch { .. }))
        .unwrap();
    if let Step::Launch { inputs, .. } = &mut p.steps[i] {
        inputs.push(p.args[2]);
    }
    let errors = verify(&p);
    assert!(has(&errors, "on buffers of other types"), "{errors:?}");
}

#[test]
fn a_gemm_that_does_not_match_its_buffers_is_refused() {
    let mut p = program();
    for s in &mut p.steps {
        if let Step::Gemm { shape, .. } = s {
            shape.k += 1;
        }
    }
    let errors = verify(&p);
    assert!(
        has(&errors, "product does not match its buffers"),
        "{errors:?}"
    );
}

#[test]
fn an_in_place_launch_over_another_buffer_is_refused() {
    let mut p = program();
    let k = p
        .kernels
        .iter()
        .position(|k| k.in_place.is_none() && !k.params.is_empty())
        .expect("a kernel that reads a buffer and writes another");
    p.kernels[k].in_place = Some(0);
    let errors = verify(&p);
    assert!(
        has(&errors, "with an output that is not its parameter 0"),
        "{errors:?}"
    );
}

#[test]
fn a_view_of_another_size_is_refused() {
    let mut p = program();
    let b = p.buffers.len();
    let mut view = p.buffers[p.args[0]].clone();
    view.origin = BufferOrigin::View(p.args[2]);
    p.buffers.push(view);
    let errors = verify(&p);
    assert!(has(&errors, &format!("%b{b} views")), "{errors:?}");
}

#[test]
fn the_text_form_names_every_step() {
    let module = parse_module(PROGRAM, "m.mlir").unwrap();
    let p = lower(&module, "main").unwrap();
    let text = p.print(&module);
    assert!(text.contains("exec.gemm"), "{text}");
    assert!(text.contains("reduce add over [1]"), "{text}");
    assert!(text.contains("tanh"), "{text}");
    assert_eq!(
        text.matches("exec.launch").count(),
        p.step_counts().0,
        "{text}"
    );
}

#[test]
fn a_donation_whose_result_is_elsewhere_is_refused() {
    let mut p = program();
    p.donations.push((0, 0));
    let errors = verify(&p);
    assert!(
        has(
            &errors,
            "argument 0 is donated to result 0, but the result is not in its slot"
        ),
        "{errors:?}"
    );
}

/// A loop: a constant read inside the body (its slot must survive every iteration), a
/// carried counter and a carried matrix.
const LOOP: &str = r#"module @m attributes {dist.local_view} {
  dist.mesh @mesh = <["x"=1]>
  func.func private @c(%i: tensor<i32>, %x: tensor<8x8xf32>) -> tensor<i1> {
    %n = hlo.constant dense<4> : tensor<i32>
    %0 = hlo.compare %i, %n {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @b(%i: tensor<i32>, %x: tensor<8x8xf32>) -> (tensor<i32>, tensor<8x8xf32>) {
    %one = hlo.constant dense<1> : tensor<i32>
    %0 = hlo.add %i, %one : tensor<i32>
    %k = hlo.constant dense<[[0.5, 1.0, 0.5, 1.0, 0.5, 1.0, 0.5, 1.0]]> : tensor<1x8xf32>
    %kb = hlo.broadcast_in_dim %k {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %t = hlo.tanh %x : tensor<8x8xf32>
    %1 = hlo.multiply %t, %kb : tensor<8x8xf32>
    return %0, %1 : tensor<i32>, tensor<8x8xf32>
  }
  func.func @main(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %zero = hlo.constant dense<0> : tensor<i32>
    %r:2 = hlo.while %zero, %x {cond = @c, body = @b} : (tensor<i32>, tensor<8x8xf32>) -> (tensor<i32>, tensor<8x8xf32>)
    %y = hlo.exponential %r#1 : tensor<8x8xf32>
    return %y : tensor<8x8xf32>
  }
}
"#;

fn loop_program() -> shardc_backend::exec::ExecProgram {
    let module = parse_module(LOOP, "m.mlir").unwrap();
    lower(&module, "main").unwrap()
}

#[test]
fn lowered_loops_verify() {
    let p = loop_program();
    assert_eq!(verify(&p), Vec::<String>::new());
    assert_eq!(p.loop_ranges().len(), 1);
    assert_eq!(p.functions, vec!["main", "c", "b"]);
    let states = p
        .buffers
        .iter()
        .filter(|b| b.origin == BufferOrigin::LoopState)
        .count();
    assert_eq!(states, 2);
    // The constant the body reads is live over the whole loop: nothing made later in the
    // body shares its slot.
    let (first, last) = p.loop_ranges()[0];
    let constant = p
        .buffers
        .iter()
        .position(|b| matches!(&b.origin, BufferOrigin::Constant(e) if e.ty.rank() == 2))
        .unwrap();
    // Nor the state, which the next iteration reads.
    let states: Vec<usize> = (0..p.buffers.len())
        .filter(|&b| p.buffers[b].origin == BufferOrigin::LoopState)
        .collect();
    for (i, s) in p.steps.iter().enumerate().take(last + 1).skip(first) {
        for w in s.writes() {
            assert_ne!(p.buffers[w].slot, p.buffers[constant].slot, "step {i}");
            if !states.contains(&w) {
                for &st in &states {
                    assert_ne!(p.buffers[w].slot, p.buffers[st].slot, "step {i}: %b{w}");
                }
            }
        }
    }
}

#[test]
fn a_slot_reused_across_iterations_is_refused() {
    let mut p = loop_program();
    // Give a buffer the body writes the slot of the counter's state, which the next
    // iteration reads.
    let state = p
        .buffers
        .iter()
        .position(|b| b.origin == BufferOrigin::LoopState && b.ty.rank() == 0)
        .unwrap();
    let (_, last) = p.loop_ranges()[0];
    let written = p.steps[..last]
        .iter()
        .rev()
        .flat_map(|s| s.writes())
        .find(|&b| p.buffers[b].origin == BufferOrigin::Step && p.buffers[b].ty.rank() == 0)
        .unwrap();
    p.buffers[written].slot = p.buffers[state].slot;
    let errors = verify(&p);
    assert!(has(&errors, "while both are live"), "{errors:?}");
}

#[test]
fn a_test_that_leaves_the_loop_elsewhere_is_refused() {
    let mut p = loop_program();
    let test = p
        .steps
        .iter()
        .position(|s| matches!(s, Step::LoopTest { .. }))
        .unwrap();
    if let Step::LoopTest { exit, .. } = &mut p.steps[test] {
        *exit = test + 1;
    }
    let errors = verify(&p);
    assert!(
        has(&errors, "does not follow the loop's jump back"),
        "{errors:?}"
    );
    let mut p = loop_program();
    let jump = p
        .steps
        .iter()
        .position(|s| matches!(s, Step::Jump { .. }))
        .unwrap();
    if let Step::Jump { to, .. } = &mut p.steps[jump] {
        *to = jump + 1;
    }
    assert!(has(&verify(&p), "jumps forward"));
}
