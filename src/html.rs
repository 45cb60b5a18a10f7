//! `shardc inspect --html OUT.html`: one self-contained page (no network, no external files)
//! showing a plan: per value, its sharding and device-tile map; the collectives with the
//! source lines that made them and their bytes; and the memory each device holds over the
//! program (every device runs the same per-device program, so one timeline holds for all).
//!
//! The page carries a small inline script: hovering a device number highlights every tile
//! that device holds, across all maps. Elements the browser test reads: `table.tiles` (one
//! per drawn value, `data-value`), `td.tile` (`data-devices`: the devices of the block),
//! `tr.collective`, `svg#memory`, and `body[data-ready]`, which the script sets once it ran.

use std::collections::HashMap;
use std::fmt::Write;

use shardc_backend::Report;
use shardc_backend::report::live_bytes_timeline_in;
use shardc_ir::{Function, Location, Mesh, Module, Sharding};

use crate::tile_map::{TileGrid, device_ranges, tile_grid};

/// The most values a page lists with their tile maps (a GPT-3-sized plan has tens of
/// thousands; the rest are counted).
pub const MAX_VALUES: usize = 2000;

/// `text` with `&`, `<`, `>` and quotes escaped for HTML text and attributes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Source lines by `file:line`, read once per file (missing files give no line).
#[derive(Default)]
struct Sources {
    files: HashMap<String, Option<Vec<String>>>,
}

impl Sources {
    fn line(&mut self, loc: &Location) -> Option<String> {
        let Location::File { file, line, .. } = loc else {
            return None;
        };
        let lines = self.files.entry(file.to_string()).or_insert_with(|| {
            std::fs::read_to_string(&*file.to_string())
                .ok()
                .map(|t| t.lines().map(str::to_string).collect())
        });
        lines
            .as_ref()?
            .get((*line as usize).checked_sub(1)?)
            .map(|l| l.trim().to_string())
    }
}

/// The page for a compiled plan: `global` (the global view with explicit collectives),
/// `local` (the per-device program) and its `report`. `title` names the program.
pub fn plan_page(global: &Module, local: &Module, report: &Report, title: &str) -> String {
    let mut sources = Sources::default();
    let mut out = String::new();
    let mesh_text = local
        .meshes
        .first()
        .map_or("one device (no mesh)".to_string(), |m| m.mesh.to_string());
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>shardc plan: {}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>shardc plan: {}</h1>\n",
        escape(title),
        escape(title)
    );
    let _ = writeln!(
        out,
        "<p class=\"summary\">mesh <code>{}</code> · {} collective(s), {} bytes moved per device per step · peak {} live per device · estimated step {:.6} s (CPU virtual mesh profile)</p>",
        escape(&mesh_text),
        report.collectives.len(),
        report.collective_bytes_per_device,
        human_bytes(report.estimate.peak_bytes_per_device),
        report.estimate.step_seconds
    );
    out.push_str(
        "<p class=\"hint\">Devices are numbered row-major over the mesh axes. Each tile is a block of the value; it lists the devices holding it. Hover a device number to see everything that device holds.</p>\n",
    );
    collectives_section(&mut out, report, &mut sources);
    for lf in &local.functions {
        if lf.visibility != shardc_ir::Visibility::Public && local.functions.len() > 1 {
            continue;
        }
        memory_section(&mut out, local, lf);
    }
    if let Some(decl) = local.meshes.first() {
        for gf in &global.functions {
            values_section(&mut out, gf, &decl.name, &decl.mesh, &mut sources);
        }
    }
    let _ = write!(out, "<script>{SCRIPT}</script>\n</body>\n</html>\n");
    out
}

fn human_bytes(b: i64) -> String {
    let units = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = b as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < units.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{b} B")
    } else {
        format!("{v:.1} {}", units[u])
    }
}

fn collectives_section(out: &mut String, report: &Report, sources: &mut Sources) {
    out.push_str("<h2>Collectives (per device, per step)</h2>\n");
    if report.collectives.is_empty() {
        out.push_str("<p>None: every op runs on local pieces.</p>\n");
        return;
    }
    out.push_str("<table class=\"collectives\"><thead><tr><th>#</th><th>collective</th><th>over</th><th>bytes</th><th>made by</th><th>source line</th></tr></thead><tbody>\n");
    for (i, c) in report.collectives.iter().enumerate() {
        let loc = parse_location(&c.location);
        let line = sources.line(&loc).unwrap_or_default();
        let _ = writeln!(
            out,
            "<tr class=\"collective\"><td>{i}</td><td>{}</td><td>{}</td><td class=\"num\">{}{}</td><td><code>{}</code></td><td><code>{}</code></td></tr>",
            escape(&c.kind),
            escape(&c.axes.join(", ")),
            c.result_bytes_per_device,
            match &c.in_loop {
                Some(l) => format!(
                    " &times; {} <span title=\"{}\">(loop)</span>",
                    c.runs,
                    escape(l)
                ),
                None => String::new(),
            },
            escape(&c.location),
            escape(&line)
        );
    }
    let _ = writeln!(
        out,
        "</tbody><tfoot><tr><td colspan=\"3\">total</td><td class=\"num\">{}</td><td colspan=\"2\"></td></tr></tfoot></table>",
        report.collective_bytes_per_device
    );
}

/// `file:line:col` back into a location (the report keeps them as text).
fn parse_location(text: &str) -> Location {
    let mut parts = text.rsplitn(3, ':');
    let (col, line, file) = (parts.next(), parts.next(), parts.next());
    match (
        file,
        line.and_then(|l| l.parse().ok()),
        col.and_then(|c| c.parse().ok()),
    ) {
        (Some(file), Some(line), Some(col)) => Location::File {
            file: file.into(),
            line,
            col,
        },
        _ => Location::Unknown,
    }
}

/// An SVG polyline of the live bytes at each op of the per-device program.
fn memory_section(out: &mut String, module: &Module, f: &Function) {
    let timeline = live_bytes_timeline_in(module, f);
    let _ = writeln!(out, "<h2>Memory on each device: @{}</h2>", escape(&f.name));
    if timeline.is_empty() {
        out.push_str("<p>The program has no ops.</p>\n");
        return;
    }
    let (w, h, pad) = (900.0, 220.0, 40.0);
    let peak = timeline.iter().copied().max().unwrap_or(0).max(1);
    let peak_at = timeline.iter().position(|&b| b == peak).unwrap_or(0);
    let n = timeline.len().max(2) - 1;
    let x = |i: usize| pad + (w - 2.0 * pad) * i as f64 / n as f64;
    let y = |b: i64| h - pad - (h - 2.0 * pad) * b as f64 / peak as f64;
    let points: Vec<String> = timeline
        .iter()
        .enumerate()
        .map(|(i, &b)| format!("{:.1},{:.1}", x(i), y(b)))
        .collect();
    let _ = writeln!(
        out,
        "<svg id=\"memory\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" role=\"img\" aria-label=\"live bytes per device over the program\">\
<line x1=\"{pad}\" y1=\"{b}\" x2=\"{r}\" y2=\"{b}\" class=\"axis\"/><line x1=\"{pad}\" y1=\"{pad}\" x2=\"{pad}\" y2=\"{b}\" class=\"axis\"/>\
<polyline points=\"{}\" class=\"live\"/>\
<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"4\" class=\"peak\"><title>peak {} at op {peak_at}</title></circle>\
<text x=\"{pad}\" y=\"{t}\">{}</text><text x=\"{pad}\" y=\"{l}\">op 0</text><text x=\"{r}\" y=\"{l}\" text-anchor=\"end\">op {}</text></svg>",
        points.join(" "),
        x(peak_at),
        y(peak),
        human_bytes(peak),
        human_bytes(peak),
        timeline.len() - 1,
        b = h - pad,
        r = w - pad,
        t = pad - 8.0,
        l = h - pad + 16.0,
    );
    let _ = writeln!(
        out,
        "<p>Live bytes while each of the {} ops runs (arguments included); peak {} at op {peak_at} (<code>{}</code>).</p>",
        timeline.len(),
        human_bytes(peak),
        escape(&f.ops[f.body[peak_at]].kind.name())
    );
}

fn values_section(
    out: &mut String,
    f: &Function,
    mesh_name: &str,
    mesh: &Mesh,
    sources: &mut Sources,
) {
    let _ = writeln!(out, "<h2>Values of @{}</h2>", escape(&f.name));
    let mut listed = 0usize;
    let mut rows: Vec<(String, String, Location, shardc_ir::Value)> = f
        .args
        .iter()
        .enumerate()
        .map(|(i, &a)| {
            let loc = f
                .arg_attrs
                .get(i)
                .map_or(Location::Unknown, |p| p.loc.clone());
            (format!("a{i}"), "argument".to_string(), loc, a)
        })
        .collect();
    for (k, &op) in f.body.iter().enumerate() {
        let data = &f.ops[op];
        if let Some(&r) = data.results.first() {
            rows.push((format!("%{k}"), data.kind.name(), data.loc.clone(), r));
        }
    }
    let total = rows.len();
    out.push_str("<div class=\"values\">\n");
    for (label, what, loc, v) in rows {
        if listed == MAX_VALUES {
            break;
        }
        listed += 1;
        let ty = f.ty(v);
        let sharding = f.values[v].sharding.clone();
        let sharding_text = sharding
            .as_ref()
            .map_or("replicated".to_string(), |s| s.to_string());
        let line = sources.line(&loc);
        let _ = write!(
            out,
            "<section class=\"value\" id=\"v-{}\"><h3><code>{}</code> {} <code>{}</code></h3><p class=\"sharding\"><code>{}</code>",
            escape(&label.replace('%', "r")),
            escape(&label),
            escape(&what),
            escape(&ty.to_string()),
            escape(&sharding_text)
        );
        if !matches!(loc, Location::Unknown) {
            let _ = write!(out, " · at <code>{}</code>", escape(&loc.to_string()));
        }
        if let Some(line) = line {
            let _ = write!(out, " · <code class=\"src\">{}</code>", escape(&line));
        }
        out.push_str("</p>\n");
        let s = sharding.unwrap_or_else(|| Sharding::replicated(mesh_name, ty.rank()));
        match tile_grid(&ty.shape, &s, mesh) {
            Ok(grid) => tile_table(out, &label, &grid),
            Err(why) => {
                let _ = writeln!(out, "<p class=\"note\">{}</p>", escape(&why));
            }
        }
        out.push_str("</section>\n");
    }
    out.push_str("</div>\n");
    if total > listed {
        let _ = writeln!(
            out,
            "<p class=\"note\">{} more values not listed (the page lists the first {MAX_VALUES}).</p>",
            total - listed
        );
    }
}

fn tile_table(out: &mut String, label: &str, grid: &TileGrid) {
    let legend = |d: &Option<(usize, Vec<shardc_ir::AxisRef>)>, what: &str| {
        d.as_ref().map(|(d, axes)| {
            let axes: Vec<String> = axes.iter().map(|a| a.to_string()).collect();
            format!("{what}: dim {d} over {}", axes.join(", "))
        })
    };
    let caption: Vec<String> = [legend(&grid.rows, "rows"), legend(&grid.cols, "columns")]
        .into_iter()
        .flatten()
        .collect();
    let caption = if caption.is_empty() {
        "not split: every device holds all of it".to_string()
    } else {
        caption.join("; ")
    };
    let _ = write!(
        out,
        "<table class=\"tiles\" data-value=\"{}\"><caption>{}</caption>",
        escape(label),
        escape(&caption)
    );
    for row in &grid.cells {
        out.push_str("<tr>");
        for devices in row {
            let list: Vec<String> = devices.iter().map(|d| d.to_string()).collect();
            let hue = devices.first().map_or(0, |&d| (d * 47) % 360);
            let _ = write!(
                out,
                "<td class=\"tile\" data-devices=\"{}\" style=\"background:hsl({hue},60%,88%)\">",
                list.join(",")
            );
            for (i, d) in devices.iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                let _ = write!(out, "<span class=\"dev\" data-dev=\"{d}\">{d}</span>");
            }
            let _ = write!(
                out,
                "<span class=\"ranges\" hidden>{}</span></td>",
                device_ranges(devices)
            );
        }
        out.push_str("</tr>");
    }
    out.push_str("</table>\n");
    if !grid.unreduced.is_empty() {
        let axes: Vec<String> = grid.unreduced.iter().map(|a| a.to_string()).collect();
        let _ = writeln!(
            out,
            "<p class=\"note\">Each block is a partial sum over {}: the devices of a tile add up to it.</p>",
            escape(&axes.join(", "))
        );
    }
}

const STYLE: &str = "body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}\
code{font:12px ui-monospace,monospace}h3{font-size:14px;margin:.2em 0}\
table{border-collapse:collapse;margin:.3em 0}th,td{border:1px solid #bbb;padding:2px 8px}\
td.num{text-align:right}table.tiles td{min-width:2.5em;text-align:center}\
table.tiles caption{caption-side:top;text-align:left;color:#555;font-size:12px;white-space:nowrap}\
section.value{display:inline-block;vertical-align:top;margin:.4em 1.2em .8em 0;max-width:46em}\
.sharding{margin:0;color:#333}.note,.hint{color:#666}span.dev{cursor:default;padding:0 1px}\
span.dev.on{background:#d33;color:#fff;border-radius:3px}td.tile.on{outline:3px solid #d33}\
svg .axis{stroke:#888}svg .live{fill:none;stroke:#2a6fdb;stroke-width:1.5}svg .peak{fill:#d33}\
svg text{font:11px system-ui,sans-serif;fill:#444}";

const SCRIPT: &str = "(function(){\
var tiles=document.querySelectorAll('td.tile');\
function mark(dev,on){tiles.forEach(function(t){\
var has=t.dataset.devices.split(',').indexOf(dev)>=0;t.classList.toggle('on',on&&has);});\
document.querySelectorAll('span.dev').forEach(function(s){s.classList.toggle('on',on&&s.dataset.dev===dev);});}\
document.querySelectorAll('span.dev').forEach(function(s){\
s.addEventListener('mouseenter',function(){mark(s.dataset.dev,true);});\
s.addEventListener('mouseleave',function(){mark(s.dataset.dev,false);});});\
document.body.dataset.tiles=String(tiles.length);\
document.body.dataset.ready='1';})();";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup() {
        assert_eq!(
            escape("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }

    #[test]
    fn locations_round_trip_through_text() {
        let loc = parse_location("examples/mlp.mlir:14:5");
        assert_eq!(loc.to_string(), "examples/mlp.mlir:14:5");
        assert!(matches!(parse_location("<unknown>"), Location::Unknown));
    }

    #[test]
    fn sizes_read_well() {
        assert_eq!(human_bytes(512), "512 B");
        assert_eq!(human_bytes(3 << 20), "3.0 MiB");
    }
}
