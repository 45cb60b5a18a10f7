//! Printing then parsing is the identity on printed text, in both forms.

use shardc_ir::{Form, parse_module, print_module, verify_module};

fn check_round_trip(text: &str) {
    let m = parse_module(text, "input.mlir").unwrap_or_else(|d| panic!("{d}"));
    let diags = verify_module(&m);
    assert!(diags.is_empty(), "{diags:?}");
    for form in [Form::Pretty, Form::Generic] {
        let printed = print_module(&m, form);
        let reparsed =
            parse_module(&printed, "printed.mlir").unwrap_or_else(|d| panic!("{d}\n{printed}"));
        assert_eq!(
            print_module(&reparsed, form),
            printed,
            "{form:?} form is not a fixpoint"
        );
        assert!(verify_module(&reparsed).is_empty());
        // The other form of the reparsed module equals the other form of the original.
        let other = if form == Form::Pretty {
            Form::Generic
        } else {
            Form::Pretty
        };
        assert_eq!(print_module(&reparsed, other), print_module(&m, other));
    }
}

#[test]
fn mlp_example_round_trips() {
    check_round_trip(include_str!("../../examples/mlp.mlir"));
}
