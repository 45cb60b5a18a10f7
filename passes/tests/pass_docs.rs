//! `docs/passes.md` is generated from the pass registry; this test fails when it is stale.
//! Regenerate with `SHARDC_BLESS=1 cargo test -p shardc-passes --test pass_docs` or
//! `cargo run --bin shardc-opt -- --dump-pass-docs > docs/passes.md`.

use shardc_passes::registry;

#[test]
fn docs_passes_md_is_current() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/passes.md");
    let generated = registry::render_markdown();
    if std::env::var_os("SHARDC_BLESS").is_some() {
        std::fs::write(path, &generated).unwrap();
        return;
    }
    let on_disk = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        on_disk == generated,
        "docs/passes.md is stale: run `SHARDC_BLESS=1 cargo test -p shardc-passes --test pass_docs`"
    );
}

#[test]
fn every_pass_is_documented_with_an_example() {
    for p in registry::all() {
        assert!(!p.summary().is_empty(), "{} has no summary", p.name());
        assert!(
            p.description().contains("```"),
            "{} has no example",
            p.name()
        );
        for o in p.options() {
            assert!(
                !o.description.is_empty(),
                "option {} of {} is undocumented",
                o.name,
                p.name()
            );
        }
    }
}

/// The `mlir` code blocks of a description, in order.
fn mlir_blocks(description: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut rest = description;
    while let Some(start) = rest.find("```mlir\n") {
        let body = &rest[start + 8..];
        let end = body.find("```").expect("unterminated code block");
        blocks.push(body[..end].to_string());
        rest = &body[end + 3..];
    }
    blocks
}

#[test]
fn documented_examples_are_what_the_passes_do() {
    use shardc_ir::{Form, parse_module, print_module};
    use shardc_passes::{NoInstrumentation, PassManager, parse_pipeline};
    for p in registry::all() {
        let blocks = mlir_blocks(p.description());
        if blocks.len() < 2 {
            continue;
        }
        let wrap = |t: &str| {
            if t.trim_start().starts_with("module") {
                t.to_string()
            } else {
                format!("module {{\n{t}}}\n")
            }
        };
        let mut module = parse_module(&wrap(&blocks[0]), "before.mlir").unwrap();
        let expected = parse_module(&wrap(&blocks[1]), "after.mlir").unwrap();
        let pm = PassManager::new(parse_pipeline(p.name()).unwrap());
        pm.run(&mut module, &mut NoInstrumentation).unwrap();
        assert_eq!(
            print_module(&module, Form::Pretty),
            print_module(&expected, Form::Pretty),
            "the example of pass '{}' does not match what it does",
            p.name()
        );
    }
}
