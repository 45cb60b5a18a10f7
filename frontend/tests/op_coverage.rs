//! docs/import.md §8 lists every op of the StableHLO specification with what the importer
//! does: the ops it marks imported must be exactly the ones the importer reads (plus
//! `return`, read as the end of a region body), so the table cannot drift.

use std::collections::BTreeSet;

#[test]
fn the_coverage_table_matches_the_importer() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/import.md")).unwrap();
    let section = doc
        .split("## 8. Coverage of the StableHLO specification")
        .nth(1)
        .expect("docs/import.md has §8");
    let mut imported = BTreeSet::new();
    let mut rejected = BTreeSet::new();
    for line in section.lines() {
        let Some(rest) = line.strip_prefix("| `") else {
            continue;
        };
        let (op, status) = rest.split_once("` | ").expect("a row: | `op` | status |");
        if status.starts_with("imported") {
            imported.insert(op.to_string());
        } else {
            assert!(status.starts_with("rejected"), "{op}: {status}");
            rejected.insert(op.to_string());
        }
    }
    let mut reads: BTreeSet<String> = shardc_frontend::import::supported_stablehlo_ops()
        .into_iter()
        .map(str::to_string)
        .collect();
    reads.insert("return".into());
    assert_eq!(
        imported, reads,
        "ops marked imported in docs/import.md §8 vs the ops the importer reads"
    );
    assert!(imported.is_disjoint(&rejected));
    assert!(
        imported.len() + rejected.len() >= 110,
        "the table lists the whole spec"
    );
}
