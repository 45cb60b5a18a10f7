//! `shardc inspect --html`: the page loads in a real browser (Debian's chromium, headless)
//! with no console errors, its script runs, and the DOM holds the expected tiles. Skipped,
//! with a message, where no browser is installed (`SHARDC_BROWSER` names one explicitly).

use std::path::{Path, PathBuf};
use std::process::Command;

fn browser() -> Option<PathBuf> {
    if let Ok(b) = std::env::var("SHARDC_BROWSER") {
        return Some(PathBuf::from(b));
    }
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .find_map(|name| {
            std::env::var_os("PATH").and_then(|paths| {
                std::env::split_paths(&paths)
                    .map(|p| p.join(name))
                    .find(|p| p.is_file())
            })
        })
}

/// Loads `page` headless; the DOM after the scripts ran, and the console errors.
fn load(browser: &Path, page: &Path) -> (String, Vec<String>) {
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--enable-logging=stderr",
            "--v=0",
            "--virtual-time-budget=2000",
            "--dump-dom",
        ])
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("the browser starts");
    let stderr = String::from_utf8_lossy(&out.stderr);
    // Console messages are logged as `…:CONSOLE(line)] "message", source: …`.
    let errors = stderr
        .lines()
        .filter(|l| l.contains("CONSOLE") && (l.contains("Error") || l.contains("Uncaught")))
        .map(str::to_string)
        .collect();
    (String::from_utf8_lossy(&out.stdout).into_owned(), errors)
}

fn page_of(program: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(program);
    let text = std::fs::read_to_string(&path).unwrap();
    let module = shardc_frontend::load_program(&text, program).unwrap();
    let c = shardc::compile::compile(module).unwrap();
    shardc::html::plan_page(&c.global, &c.local, &c.report, program)
}

#[test]
fn the_page_loads_in_a_browser_with_its_tiles_and_no_errors() {
    let Some(browser) = browser() else {
        eprintln!(
            "skipped: no browser (install Debian's chromium, or set SHARDC_BROWSER) to load the --html page"
        );
        return;
    };
    let dir = std::env::temp_dir().join(format!("shardc-html-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let html = page_of("examples/mlp.mlir");
    let page = dir.join("mlp.html");
    std::fs::write(&page, &html).unwrap();
    let tiles = html.matches("<td class=\"tile\"").count();
    // x [dp, -] and the output: 2 tiles each; w1 and w2 over tp: 4 each; every other value
    // of the plan drawn too.
    assert!(tiles >= 12, "{tiles} tiles in the page");
    let (dom, errors) = load(&browser, &page);
    assert!(errors.is_empty(), "console errors: {errors:?}");
    assert!(
        dom.contains("data-ready=\"1\""),
        "the page's script did not run:\n{dom}"
    );
    assert!(
        dom.contains(&format!("data-tiles=\"{tiles}\"")),
        "the DOM does not hold the {tiles} tiles"
    );
    assert!(dom.contains("class=\"collective\""), "no collectives row");
    assert!(dom.contains("id=\"memory\""), "no memory timeline");
    // The x argument, split over dp: devices 0-3 in one tile, 4-7 in the other.
    assert!(dom.contains("data-devices=\"0,1,2,3\"") && dom.contains("data-devices=\"4,5,6,7\""));

    // The check can fail: a page whose script throws is caught.
    let broken = dir.join("broken.html");
    std::fs::write(
        &broken,
        "<!DOCTYPE html><html><body><script>undefinedFunction();</script></body></html>",
    )
    .unwrap();
    let (_, errors) = load(&browser, &broken);
    assert!(
        !errors.is_empty(),
        "a throwing script was not reported on the console"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
