//! egg's explanations in the certificate: every value `comm-fusion`'s algebra of collectives
//! rewrote carries the chain of rule applications from its form in the program the pass was
//! given to the form the plan computes; the independent checker replays each chain
//! (`certify/src/rewrites.rs`), and rejects, with the step named, a chain whose rule is not
//! the algebra's, whose step is not an instance of the rule it names, whose forms compute
//! another value, or that ends somewhere else than the plan.

use std::path::Path;

use shardc::compile::{Compiled, compile};
use shardc_certify::{Certificate, RuleSet, check_certificate};
use shardc_ir::{Form, print_module_with};

/// The global-view program `testdata/comm/algebra/NAME.mlir`, compiled.
fn compiled(name: &str) -> Compiled {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata/comm/algebra")
        .join(format!("{name}.mlir"));
    let text = std::fs::read_to_string(&path).unwrap();
    compile(shardc_ir::parse_and_verify(&text, &path.display().to_string()).unwrap()).unwrap()
}

/// The certificate of `c` with its plan's text; the checker must accept it.
fn certified(c: &Compiled) -> (Certificate, String) {
    let cert = c
        .certificate()
        .unwrap_or_else(|e| panic!("no certificate: {e}"));
    assert!(
        cert.rewrites_refused.is_empty(),
        "{:?}",
        cert.rewrites_refused
    );
    let plan = print_module_with(&c.global, Form::Generic, true);
    check_certificate(&cert, &plan, &RuleSet::standard())
        .unwrap_or_else(|e| panic!("certificate rejected: {e}"));
    (cert, plan)
}

/// Why the checker refuses `cert`.
fn rejected(cert: &Certificate, plan: &str) -> String {
    match check_certificate(cert, plan, &RuleSet::standard()) {
        Ok(_) => panic!("a tampered certificate was accepted"),
        Err(e) => e.to_string(),
    }
}

/// `comm-fusion{explain=true}` alone on the global view `testdata/comm/algebra/NAME.mlir`
/// (the program as written is the certificate's input), the certificate derived with the
/// pass's chains: for the rewrites the compile pipeline's earlier passes make first
/// (`sink-reductions` moves reductions through linear ops before `comm-fusion` sees them).
fn fused_alone(name: &str) -> (Certificate, String) {
    use shardc_passes::{NoInstrumentation, PassManager, parse_pipeline};
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata/comm/algebra")
        .join(format!("{name}.mlir"));
    let text = std::fs::read_to_string(&path).unwrap();
    let input = shardc_ir::parse_and_verify(&text, "input.mlir").unwrap();
    let mut plan = input.clone();
    PassManager::new(parse_pipeline("builtin.module(comm-fusion{explain=true})").unwrap())
        .run(&mut plan, &mut NoInstrumentation)
        .unwrap();
    let proposed = shardc::compile::take_rewrites(&mut plan);
    let input_text = print_module_with(&input, Form::Generic, true);
    let plan_text = print_module_with(&plan, Form::Generic, true);
    let cert = shardc_certify::derive_certificate_with_rewrites(
        &shardc_ir::parse_and_verify(&input_text, "input").unwrap(),
        &shardc_ir::parse_and_verify(&plan_text, "plan").unwrap(),
        "main",
        (&input_text, &plan_text),
        &RuleSet::standard(),
        (&proposed, &Default::default()),
    )
    .unwrap();
    assert!(
        cert.rewrites_refused.is_empty(),
        "{:?}",
        cert.rewrites_refused
    );
    assert_eq!(cert.rewrites.len(), proposed.len());
    (cert, plan_text)
}

/// Each rule set of the algebra, on a plan it rewrites: the chains are stored, name the rules
/// that made them, and replay — through `shardc compile` where the algebra is the pass that
/// rewrites, and through the pass alone for the reductions `sink-reductions` moves first.
#[test]
fn every_rewrite_of_the_algebra_is_replayed_from_egg_explanations() {
    let cases: [(&str, &[&str]); 9] = [
        ("reduce_then_slice", &["reduce-then-slice"]),
        ("gather_then_slice", &["gather-then-slice"]),
        ("reductions_through_linear_ops", &["reduce-through-add"]),
        (
            "reductions_through_scale_and_transpose",
            &[
                "reduce-through-scale",
                "reduce-through-layout",
                "reduce-through-add",
            ],
        ),
        (
            "work_on_the_shard",
            &["reduce-as-scatter-gather", "work-through-gather"],
        ),
        (
            "work_past_the_reach",
            &["work-through-gather", "slice-of-splat", "gather-then-slice"],
        ),
        (
            "identities",
            &["gather-then-slice", "select-same", "idempotent"],
        ),
        ("twin_leaf", &["gather-then-slice"]),
        ("involution", &["work-through-gather", "involution"]),
    ];
    for (name, rules) in cases {
        let (cert, plan) = if name.starts_with("reductions_through") {
            fused_alone(name)
        } else {
            certified(&compiled(name))
        };
        assert!(!cert.rewrites.is_empty(), "{name}: no chain stored");
        if name == "twin_leaf" {
            // Both chains: the one whose leaf the merge of twins retired too.
            assert_eq!(cert.rewrites.len(), 2, "{name}");
        }
        let report = check_certificate(&cert, &plan, &RuleSet::standard()).unwrap();
        assert_eq!(report.rewrites, cert.rewrites.len());
        for rule in rules {
            assert!(
                report.rewrite_rules.contains_key(*rule),
                "{name}: no step by '{rule}' in {:?}",
                report.rewrite_rules
            );
        }
        // The first form is the value as written: it has the collectives the plan lost.
        let first = &cert.rewrites[0].forms[0];
        assert!(first.contains("dist."), "{name}: {first}");
    }
}

/// A certificate with its first chain edited by `edit`, and why the checker refuses it; the
/// refusal names the chain's step (after the derivation's steps).
fn refused_after(name: &str, edit: impl Fn(&mut shardc_certify::Rewrite)) -> String {
    let (mut cert, plan) = certified(&compiled(name));
    edit(&mut cert.rewrites[0]);
    let e = rejected(&cert, &plan);
    let step = format!("step {} (rewrite 0 of plan ", cert.steps.len());
    assert!(e.starts_with(&step), "{e}");
    e
}

#[test]
fn tampered_chains_are_rejected_with_the_step_named() {
    // A rule the algebra does not have.
    let e = refused_after("reduce_then_slice", |rw| {
        rw.rules[0] = "=> reduce-then-vanish".into()
    });
    assert!(e.contains("not a rule of the algebra"), "{e}");
    // Another rule of the algebra, whose shape the step does not have.
    let e = refused_after("reduce_then_slice", |rw| {
        rw.rules[0] = "=> gather-then-slice".into()
    });
    assert!(
        e.contains("is not an instance of 'gather-then-slice'"),
        "{e}"
    );
    // The right rule applied the wrong way round.
    let e = refused_after("reduce_then_slice", |rw| {
        rw.rules[0] = "<= reduce-then-slice".into()
    });
    assert!(
        e.contains("is not an instance of 'reduce-then-slice'"),
        "{e}"
    );
    // A first form that computes something else.
    let e = refused_after("reduce_then_slice", |rw| {
        rw.forms[0] = rw.forms[0].replace("hlo.tanh", "hlo.exponential");
    });
    assert!(e.contains("computes another value"), "{e}");
    // A chain that ends somewhere else in the plan.
    let e = refused_after("reduce_then_slice", |rw| {
        rw.value = shardc_certify::flat::ValueRef::Result { op: 0, result: 0 };
    });
    assert!(e.contains("is not what the plan computes"), "{e}");
    // Leaves bound to other plan values.
    let e = refused_after("reduce_then_slice", |rw| {
        rw.leaves[0] = Some(shardc_certify::flat::ValueRef::Arg(0));
    });
    assert!(e.contains("leaf 0"), "{e}");
    // A form over another mesh (its axes' sizes decide what each collective does).
    let e = refused_after("reduce_then_slice", |rw| {
        rw.forms[0] = rw.forms[0].replace("\"tp\"=2", "\"tp\"=4");
    });
    assert!(e.contains("form 0 is not over the plan's mesh"), "{e}");
    // Not a program at all.
    let e = refused_after("reduce_then_slice", |rw| {
        rw.forms[1] = "func.func @form(".into();
    });
    assert!(e.contains("form 1 does not parse"), "{e}");
    // An op outside the algebra (its meaning may lie outside the op: a loop's body).
    let e = refused_after("reduce_then_slice", |rw| {
        rw.forms[1] = rw.forms[1].replace(
            "hlo.tanh %0 {",
            "hlo.reverse %0 {dimensions = array<i64: 0>, ",
        );
    });
    assert!(
        e.contains("form 1 holds 'hlo.reverse', which is not an op of the algebra"),
        "{e}"
    );
    // A value the plan does not have.
    let e = refused_after("reduce_then_slice", |rw| {
        rw.value = shardc_certify::flat::ValueRef::Result { op: 1, result: 9 };
    });
    assert!(e.contains("the plan has no value op1#9"), "{e}");
    // A form missing: as many forms as steps.
    let e = refused_after("reduce_then_slice", |rw| {
        rw.forms.pop();
    });
    assert!(e.contains("one form more than steps"), "{e}");
}

/// The first step of `cert`'s chains made by `rule` (left to right): its chain and step.
fn step_by(cert: &Certificate, rule: &str) -> (usize, usize) {
    cert.rewrites
        .iter()
        .enumerate()
        .find_map(|(i, rw)| {
            rw.rules
                .iter()
                .position(|r| *r == format!("=> {rule}"))
                .map(|k| (i, k))
        })
        .unwrap_or_else(|| panic!("no chain has a '{rule}' step"))
}

/// A constant made where it was sliced (`slice-of-splat`) is the same splat: a chain whose
/// step makes another one, or calls a slice of a tensor that is not a splat one, is refused.
#[test]
fn a_sliced_splat_keeps_its_value() {
    let (cert, plan) = certified(&compiled("work_past_the_reach"));
    let (index, step) = step_by(&cert, "slice-of-splat");
    let tampered = |edit: &dyn Fn(&str) -> String| {
        let mut cert = cert.clone();
        let rw = &mut cert.rewrites[index];
        for form in &mut rw.forms[step + 1..] {
            *form = edit(form);
        }
        rejected(&cert, &plan)
    };
    // Another value where the slice was.
    let e = tampered(&|f: &str| f.replace("dense<0.01>", "dense<0.02>"));
    assert!(
        e.contains(&format!("step {step} ('slice-of-splat')"))
            && e.contains("computes another value"),
        "{e}"
    );
}

/// An identity step (`select-same`, `idempotent`) must fold an op reading one value twice: a
/// step of another rule relabelled as one, or one identity cited for the other, is refused
/// with the step named.
#[test]
fn an_identity_step_must_fold_one_value_read_twice() {
    let (cert, plan) = certified(&compiled("identities"));
    let relabelled = |from: &str, to: &str| {
        let (index, step) = step_by(&cert, from);
        let mut cert = cert.clone();
        cert.rewrites[index].rules[step] = format!("=> {to}");
        (step, rejected(&cert, &plan))
    };
    let (step, e) = relabelled("gather-then-slice", "select-same");
    assert!(
        e.contains(&format!("step {step} is not an instance of 'select-same'")),
        "{e}"
    );
    let (step, e) = relabelled("select-same", "idempotent");
    assert!(
        e.contains(&format!("step {step} is not an instance of 'idempotent'")),
        "{e}"
    );
}

/// An `involution` step must fold an op undoing its operand's op: a step of another rule
/// cited as one is refused with the step named, and so is one whose forms are the rule's
/// shape with the inner op another (`negate(abs(x))` is not `x`).
#[test]
fn an_involution_step_must_fold_an_op_undoing_its_operand() {
    let (cert, plan) = certified(&compiled("involution"));
    let (index, step) = step_by(&cert, "work-through-gather");
    let mut relabelled = cert.clone();
    relabelled.rewrites[index].rules[step] = "=> involution".to_string();
    let e = rejected(&relabelled, &plan);
    assert!(
        e.contains(&format!("step {step} is not an instance of 'involution'")),
        "{e}"
    );
    // The inner negation made an absolute value in every form before the involution step:
    // the steps before still hold, but `negate(abs(x))` is not `x`.
    let (index, step) = step_by(&cert, "involution");
    let mut forged = cert.clone();
    for form in &mut forged.rewrites[index].forms[..=step] {
        let inner = form
            .lines()
            .find(|l| l.contains("hlo.negate %arg0"))
            .unwrap()
            .to_string();
        *form = form.replace(&inner, &inner.replace("hlo.negate", "hlo.abs"));
    }
    let e = rejected(&forged, &plan);
    assert!(
        e.contains(&format!(
            "step {step} ('involution'): form {} computes another value than form {step}",
            step + 1
        )),
        "{e}"
    );
}

/// A wrong rule, cited by its name: "an all_reduce then a slice is just the slice" drops the
/// reduction. Written as a step of a chain, the checker refuses it — the slice of partial
/// sums has no layout rule, and its value is not the reduced one.
#[test]
fn a_wrong_rule_in_a_chain_is_rejected() {
    let e = refused_after("reduce_then_slice", |rw| {
        let scatter = rw.forms[1]
            .lines()
            .find(|l| l.contains("dist.reduce_scatter"))
            .unwrap()
            .to_string();
        // %0 = dist.reduce_scatter %arg0 {scatter_axes = <A>, kind = "add", dist.sharding = S}
        // becomes %0 = dist.all_slice %arg0 {slicing_axes = <A>, dist.sharding = S}: the
        // partial sums sliced, never reduced.
        let sliced = scatter
            .replace("dist.reduce_scatter", "dist.all_slice")
            .replace("scatter_axes", "slicing_axes")
            .replace("kind = \"add\", ", "");
        rw.forms[1] = rw.forms[1].replace(&scatter, &sliced);
    });
    // The IR verifier already refuses the form: its slice of partial sums keeps them partial,
    // and the result is declared whole.
    assert!(e.contains("form 1 does not parse"), "{e}");
    assert!(e.contains("'dist.all_slice' turns"), "{e}");
}

/// A plan `comm-fusion`'s algebra did not rewrite (the Megatron MLP example, whose one
/// all-reduce is already the cheapest form) carries no chain.
#[test]
fn plans_without_rewrites_carry_no_chain() {
    let c = compiled("gather_then_slice");
    assert!(!c.rewrites.is_empty());
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/mlp.mlir");
    let text = std::fs::read_to_string(&path).unwrap();
    let c = compile(shardc_ir::parse_and_verify(&text, "mlp.mlir").unwrap()).unwrap();
    let (cert, _) = certified(&c);
    assert!(cert.rewrites.is_empty());
}

/// A forged chain whose forms share values heavily (each op adds a value to itself, 250
/// times) is refused in time linear in the forms — the checker does not walk their trees —
/// and one longer than the algebra's forms ever are is refused outright.
#[test]
fn forged_forms_cost_the_checker_little() {
    let (cert, plan) = certified(&compiled("reduce_then_slice"));
    let form = |ops: usize| {
        let ty = "tensor<8x8xf32>";
        let s = r#"#dist.sharding<@mesh, [{"tp"}, {}]>"#;
        let mut text = format!(
            "dist.mesh @mesh = <[\"dp\"=2, \"tp\"=2]>\nfunc.func @form(%arg0: {ty} {{dist.sharding = {s}}}) -> ({ty} {{dist.sharding = {s}}}) {{\n  %v0 = hlo.negate %arg0 {{dist.sharding = {s}}} : {ty}\n"
        );
        for i in 1..ops {
            text.push_str(&format!(
                "  %v{i} = hlo.add %v{}, %v{} {{dist.sharding = {s}}} : {ty}\n",
                i - 1,
                i - 1
            ));
        }
        text.push_str(&format!("  return %v{} : {ty}\n}}\n", ops - 1));
        text
    };
    for (ops, why) in [
        (250, "computes another value"),
        (300, "has 300 ops; the algebra's forms have at most 256"),
    ] {
        let mut forged = cert.clone();
        let rw = &mut forged.rewrites[0];
        rw.forms = vec![form(ops), form(ops).replacen("hlo.negate", "hlo.abs", 1)];
        rw.rules = vec!["=> reduce-through-layout".into()];
        rw.leaves = vec![None];
        let e = rejected(&forged, &plan);
        assert!(e.contains(why), "{e}");
    }
}

/// A rewrite inside a loop's body: the chain is kept with the body's own certificate,
/// replayed with it, shown by `inspect --explain` in the body, and a tampered one is refused
/// naming the body.
#[test]
fn chains_in_a_loops_body_are_kept_with_its_certificate() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata/comm/loops/reduce_then_slice_in_a_loop.mlir");
    let text = std::fs::read_to_string(&path).unwrap();
    let c =
        compile(shardc_ir::parse_and_verify(&text, &path.display().to_string()).unwrap()).unwrap();
    let (cert, plan) = certified(&c);
    assert!(cert.rewrites.is_empty());
    let body = cert
        .functions
        .iter()
        .position(|f| f.plan == "body")
        .unwrap();
    assert_eq!(cert.functions[body].rewrites.len(), 1);
    assert_eq!(
        cert.functions[body].rewrites[0].rules,
        vec!["=> reduce-then-slice".to_string()]
    );
    let report = check_certificate(&cert, &plan, &RuleSet::standard()).unwrap();
    assert_eq!(report.rewrites, 1);
    assert_eq!(report.rewrite_rules["reduce-then-slice"], 1);

    let mut t = cert.clone();
    t.functions[body].rewrites[0].rules[0] = "=> gather-then-slice".into();
    let e = rejected(&t, &plan);
    let steps = cert.functions[body].steps.len();
    assert!(
        e.starts_with(&format!("step {steps} (in @body: rewrite 0 of plan ")),
        "{e}"
    );
}
