//! The documentation's commands are tests, so they stay true:
//!
//! - a ` ```text ` block right after `<!-- output of: CMD -->` is what `CMD` prints on its
//!   standard output: the test runs it and compares line by line, with timings (`11.7 ms`, `589 us`, `0.25 s`) masked
//!   and a line `…` standing for any number of lines;
//! - every command of a ` ```sh ` block right after `<!-- each line runs -->` must succeed
//!   (`$S` and `target/release/…` name the tools this test builds);
//! - the block right after `<!-- file: NAME -->` is written to `NAME` first (a program the
//!   text asks to save).
//!
//! The blocks of one file run in order in one scratch directory, so later commands see the
//! files earlier ones made.
//!
//! The files: README.md and the guides under docs/.

use std::path::{Path, PathBuf};
use std::process::Command;

const DOCS: &[&str] = &[
    "README.md",
    "docs/user-guide.md",
    "docs/training.md",
    "docs/backend.md",
    "docs/import.md",
];

/// One checked block: where it is, and either its command and expected output, or the
/// commands to run.
struct Block {
    at: String,
    kind: Kind,
}

enum Kind {
    Output {
        command: String,
        expected: Vec<String>,
    },
    Run {
        commands: Vec<String>,
    },
    File {
        name: String,
        text: String,
    },
}

enum Marker {
    Output(String),
    File(String),
    Run,
}

fn blocks(file: &str, text: &str) -> Vec<Block> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        let inner = |prefix: &str| {
            line.strip_prefix(prefix)
                .and_then(|r| r.strip_suffix("-->"))
                .map(|r| r.trim().to_string())
        };
        let marker = if let Some(cmd) = inner("<!-- output of:") {
            Some((Marker::Output(cmd), "```text"))
        } else if let Some(name) = inner("<!-- file:") {
            Some((Marker::File(name), "```"))
        } else if line == "<!-- each line runs -->" {
            Some((Marker::Run, "```sh"))
        } else {
            None
        };
        let Some((marker, fence)) = marker else {
            i += 1;
            continue;
        };
        let at = format!("{file}:{}", i + 1);
        let start = i + 1;
        assert!(
            lines
                .get(start)
                .is_some_and(|l| l.trim().starts_with(fence)),
            "{at}: a {fence} block must follow the marker on the next line"
        );
        let end = lines[start + 1..]
            .iter()
            .position(|l| l.trim() == "```")
            .map(|p| start + 1 + p)
            .unwrap_or_else(|| panic!("{at}: the block is not closed"));
        let body: Vec<String> = lines[start + 1..end]
            .iter()
            .map(|l| l.to_string())
            .collect();
        out.push(Block {
            at,
            kind: match marker {
                Marker::Output(command) => Kind::Output {
                    command,
                    expected: body,
                },
                Marker::File(name) => Kind::File {
                    name,
                    text: body.join("\n") + "\n",
                },
                Marker::Run => Kind::Run {
                    commands: body
                        .iter()
                        .map(|l| l.split(" # ").next().unwrap_or("").trim().to_string())
                        .filter(|l| !l.is_empty() && !l.starts_with('#'))
                        .collect(),
                },
            },
        });
        i = end + 1;
    }
    out
}

/// `line` with every duration (a number followed by s, ms, us, µs or ns) replaced by `<t>`
/// and trailing spaces dropped.
fn mask_times(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let starts_number =
            chars[i].is_ascii_digit() && (i == 0 || !chars[i - 1].is_alphanumeric());
        if starts_number {
            let mut j = i;
            while j < chars.len() && (chars[j].is_ascii_digit() || chars[j] == '.') {
                j += 1;
            }
            let mut k = j;
            if k < chars.len() && chars[k] == ' ' {
                k += 1;
            }
            let rest: String = chars[k..].iter().take(3).collect();
            let unit = ["ms", "us", "µs", "ns", "s"]
                .iter()
                .find(|u| rest.starts_with(**u))
                .map(|u| u.chars().count());
            if let Some(n) = unit {
                let after = chars.get(k + n);
                if after.is_none_or(|c| !c.is_alphanumeric()) {
                    out.push_str("<t>");
                    i = k + n;
                    continue;
                }
            }
            out.extend(&chars[i..j]);
            i = j;
            continue;
        }
        out.push(chars[i]);
        i += 1;
    }
    out.trim_end().to_string()
}

/// Whether `got` matches `expected`, where an expected line `…` skips any number of lines.
fn matches(expected: &[String], got: &[String]) -> Result<(), String> {
    fn go(e: &[String], g: &[String]) -> bool {
        match e.split_first() {
            None => g.is_empty(),
            Some((first, rest)) if first.trim() == "…" => {
                (0..=g.len()).any(|k| go(rest, &g[k..]))
            }
            Some((first, rest)) => {
                !g.is_empty() && mask_times(first) == mask_times(&g[0]) && go(rest, &g[1..])
            }
        }
    }
    if go(expected, got) {
        return Ok(());
    }
    // Point at the first line that differs (ignoring what a `…` may skip).
    let first_diff = expected
        .iter()
        .zip(got)
        .position(|(e, g)| e.trim() != "…" && mask_times(e) != mask_times(g));
    Err(match first_diff {
        Some(i) => format!(
            "line {}: expected\n  {}\ngot\n  {}",
            i + 1,
            expected[i],
            got[i]
        ),
        None => format!("{} line(s) expected, {} printed", expected.len(), got.len()),
    })
}

/// A scratch directory holding links to the repository's inputs.
fn scratch(name: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("shardc-docs-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for entry in ["examples", "testdata", "lit-tests", "scripts", "bench"] {
        std::os::unix::fs::symlink(root.join(entry), dir.join(entry)).unwrap();
    }
    dir
}

/// Runs `command` with `sh` in `dir`, the tools this test builds first on the PATH; whether
/// it succeeded, its standard output, and its standard error (timings, progress).
fn run(command: &str, dir: &Path) -> (bool, String, String) {
    let bin = Path::new(env!("CARGO_BIN_EXE_shardc"))
        .parent()
        .unwrap()
        .to_path_buf();
    let command = command
        .replace("$S ", &format!("{}/shardc ", bin.display()))
        .replace("target/release/", &format!("{}/", bin.display()));
    let path = format!(
        "{}:/usr/lib/llvm-22/bin:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("sh")
        .arg("-c")
        .arg(command)
        .current_dir(dir)
        .env("PATH", path)
        .env("S", bin.join("shardc"))
        .output()
        .expect("sh runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_documented_commands_print_what_the_docs_show() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    let mut failures = Vec::new();
    for (n, file) in DOCS.iter().enumerate() {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        let dir = scratch(&n.to_string());
        for block in blocks(file, &text) {
            match block.kind {
                Kind::File { name, text } => {
                    std::fs::write(dir.join(&name), text).unwrap();
                }
                Kind::Output { command, expected } => {
                    let (_, printed, _) = run(&command, &dir);
                    let got: Vec<String> = printed.lines().map(str::to_string).collect();
                    if let Err(e) = matches(&expected, &got) {
                        failures.push(format!(
                            "{}: `{command}` no longer prints what the docs show: {e}\n--- printed ---\n{printed}",
                            block.at
                        ));
                    }
                }
                Kind::Run { commands } => {
                    for c in commands {
                        if c.starts_with("cargo build") || c.starts_with("S=") {
                            continue;
                        }
                        let (ok, printed, errors) = run(&c, &dir);
                        if !ok {
                            failures
                                .push(format!("{}: `{c}` failed:\n{printed}{errors}", block.at));
                        }
                    }
                }
            }
            checked += 1;
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(checked >= 8, "only {checked} documented blocks are checked");
}

#[test]
fn timings_are_masked_and_ellipses_skip_lines() {
    assert_eq!(
        mask_times("compiled in 11.7 ms: 189 ops; 589 us, 0.25 s, 3s"),
        "compiled in <t>: 189 ops; <t>, <t>, <t>"
    );
    assert_eq!(
        mask_times("dp=2,tp=4 8 devices x2s"),
        "dp=2,tp=4 8 devices x2s"
    );
    let lines = |t: &str| t.lines().map(str::to_string).collect::<Vec<_>>();
    assert!(matches(&lines("a\n…\nd"), &lines("a\nb\nc\nd")).is_ok());
    assert!(matches(&lines("a 1 ms\nb"), &lines("a 7.5 ms\nb")).is_ok());
    assert!(matches(&lines("a\nb"), &lines("a\nc")).is_err());
    assert!(matches(&lines("a\n…"), &lines("b")).is_err());
}
