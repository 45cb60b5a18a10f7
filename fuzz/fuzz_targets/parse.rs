//! Fuzzes the IR text formats: any input must give a module or a diagnostic, never a panic,
//! a hang or a stack overflow; and a module that verifies must round-trip through both
//! printed forms (print → parse → print is the identity on printed text).

#![no_main]

use libfuzzer_sys::fuzz_target;
use shardc_ir::{Form, parse_module, print_module, verify_module};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(module) = parse_module(text, "fuzz.mlir") else {
        return;
    };
    let verified = verify_module(&module).is_empty();
    for form in [Form::Pretty, Form::Generic] {
        let printed = print_module(&module, form);
        if !verified {
            // Printing an unverified module must not panic; it need not re-parse.
            continue;
        }
        let reparsed = parse_module(&printed, "printed.mlir")
            .unwrap_or_else(|d| panic!("printed {form:?} form does not parse: {d}\n{printed}"));
        let diags = verify_module(&reparsed);
        assert!(
            diags.is_empty(),
            "printed {form:?} form does not verify: {diags:?}\n{printed}"
        );
        let again = print_module(&reparsed, form);
        assert_eq!(
            again, printed,
            "{form:?} form is not a fixpoint of print∘parse"
        );
    }
});
