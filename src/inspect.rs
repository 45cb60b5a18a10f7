//! `shardc inspect`: a readable summary of a plan.

use std::fmt::Write;

use shardc_backend::Report;
use shardc_ir::Module;

/// Per value: op, global type, sharding, per-device type; the device-tile maps of the
/// arguments and results; then the collectives, bytes and the estimate.
pub fn plan_summary(global: &Module, local: &Module, report: &Report) -> String {
    let mut out = String::new();
    let mesh = local
        .meshes
        .first()
        .map_or("none".to_string(), |m| m.mesh.to_string());
    let _ = writeln!(out, "mesh {mesh}");
    for (gf, lf) in global.functions.iter().zip(&local.functions) {
        let _ = writeln!(out, "\n@{}:", gf.name);
        let _ = writeln!(
            out,
            "  {:<4} {:<24} {:<24} {:<24} sharding",
            "#", "op", "global type", "per-device type"
        );
        for (i, &a) in gf.args.iter().enumerate() {
            let s = gf.values[a]
                .sharding
                .as_ref()
                .map_or("replicated".to_string(), |s| s.to_string());
            let _ = writeln!(
                out,
                "  {:<4} {:<24} {:<24} {:<24} {s}",
                format!("a{i}"),
                "argument",
                gf.ty(a).to_string(),
                lf.ty(lf.args[i]).to_string()
            );
        }
        for (k, &op) in gf.body.iter().enumerate() {
            let data = &gf.ops[op];
            let Some(&r) = data.results.first() else {
                continue;
            };
            let s = gf.values[r]
                .sharding
                .as_ref()
                .map_or("replicated".to_string(), |s| s.to_string());
            let local_ty = lf.values.get(r).map_or(String::new(), |v| v.ty.to_string());
            let _ = writeln!(
                out,
                "  {:<4} {:<24} {:<24} {:<24} {s}",
                k,
                data.kind.name(),
                gf.ty(r).to_string(),
                local_ty
            );
        }
    }
    if let Some(decl) = local.meshes.first() {
        for gf in &global.functions {
            out.push_str(&tile_maps(gf, &decl.name, &decl.mesh));
        }
    }
    let _ = writeln!(out, "\ncollectives (per device):");
    if report.collectives.is_empty() {
        let _ = writeln!(out, "  none");
    }
    for c in &report.collectives {
        let _ = writeln!(
            out,
            "  {:<20} over {:<12} {:>10} bytes  at {}{}",
            c.kind,
            c.axes.join(","),
            c.result_bytes_per_device,
            c.location,
            match &c.in_loop {
                Some(l) => format!("  (x{} per step: in {l})", c.runs),
                None => String::new(),
            }
        );
    }
    let _ = writeln!(
        out,
        "total collective bytes per device: {}",
        report.collective_bytes_per_device
    );
    let _ = writeln!(
        out,
        "peak live bytes per device: {}",
        report.estimate.peak_bytes_per_device
    );
    let _ = writeln!(
        out,
        "estimated step time (CPU virtual mesh profile): {:.6} s",
        report.estimate.step_seconds
    );
    out
}

/// The plan as one JSON value, for `shardc inspect --json`: `mesh` (axis → size),
/// `functions` (per function: `name` and `values`, each with `id` (`a0` for arguments, the
/// op's position otherwise), `op`, `global_type`, `local_type` and `sharding` (`null` when
/// replicated by default)), and `report` (the plan report, as `compile --emit plan` writes it).
pub fn plan_json(global: &Module, local: &Module, report: &Report) -> serde_json::Value {
    let functions: Vec<serde_json::Value> = global
        .functions
        .iter()
        .zip(&local.functions)
        .map(|(gf, lf)| {
            let row =
                |id: String, op: &str, v: shardc_ir::Value, local_v: Option<shardc_ir::Value>| {
                    serde_json::json!({
                        "id": id,
                        "op": op,
                        "global_type": gf.ty(v).to_string(),
                        "local_type": local_v
                            .and_then(|lv| lf.values.get(lv))
                            .map(|x| x.ty.to_string()),
                        "sharding": gf.values[v].sharding.as_ref().map(|s| s.to_string()),
                    })
                };
            let mut values: Vec<serde_json::Value> = gf
                .args
                .iter()
                .enumerate()
                .map(|(i, &a)| row(format!("a{i}"), "argument", a, lf.args.get(i).copied()))
                .collect();
            for (k, &op) in gf.body.iter().enumerate() {
                let data = &gf.ops[op];
                if let Some(&r) = data.results.first() {
                    values.push(row(k.to_string(), &data.kind.name(), r, Some(r)));
                }
            }
            serde_json::json!({ "name": gf.name, "values": values })
        })
        .collect();
    serde_json::json!({
        "mesh": report.mesh,
        "functions": functions,
        "report": report,
    })
}

/// The device-tile map of each argument and result of `f` (see [`crate::tile_map`]).
fn tile_maps(f: &shardc_ir::Function, mesh_name: &str, mesh: &shardc_ir::Mesh) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\n@{} tiles (devices numbered row-major over the mesh axes; each cell: the devices holding that block):",
        f.name
    );
    for (label, v, sharding) in boundary_values(f, mesh_name) {
        let ty = f.ty(v);
        let Some(map) = crate::tile_map::tile_map(&ty.shape, &sharding, mesh) else {
            continue;
        };
        let _ = writeln!(out, "  {label}: {ty}");
        for line in map.lines() {
            let _ = writeln!(out, "    {line}");
        }
    }
    out
}

/// For `shardc inspect --rank R`: device `R`'s mesh coordinates and, for each argument and
/// result of every function, the block of the global value it holds (half-open ranges per
/// dimension; a padded block of an uneven split is cut at the dimension's end). An error
/// names the valid ranks when `R` is out of range.
pub fn device_blocks(global: &Module, rank: u64) -> Result<String, String> {
    let decl = global
        .meshes
        .first()
        .ok_or("the program declares no mesh")?;
    let mesh = &decl.mesh;
    let vm = shardc_runtime::VirtualMesh::new(mesh).map_err(|e| e.to_string())?;
    let devices = vm.num_devices();
    let device = usize::try_from(rank)
        .ok()
        .filter(|&d| d < devices)
        .ok_or_else(|| {
            format!(
                "error: --rank {rank} is not a device of mesh {mesh} (ranks 0 to {})",
                devices - 1
            )
        })?;
    let mut out = String::new();
    let coords: Vec<String> = mesh
        .axes
        .iter()
        .map(|(name, _)| {
            let c = vm
                .axis_coordinate(device, &shardc_ir::AxisRef::axis(name.clone()))
                .unwrap_or(0);
            format!("{name}={c}")
        })
        .collect();
    let _ = writeln!(out, "device {device} of mesh {mesh}: {}", coords.join(", "));
    for f in &global.functions {
        let _ = writeln!(out, "\n@{}:", f.name);
        for (label, v, sharding) in boundary_values(f, &decl.name) {
            let ty = f.ty(v);
            let local = sharding.local_shape(mesh, &ty.shape);
            let mut ranges = Vec::new();
            for (d, (&n, &size)) in local.iter().zip(&ty.shape).enumerate() {
                let block = vm
                    .position(device, &sharding.dims[d].axes)
                    .map_err(|e| e.to_string())?;
                let start = (block * n).min(size);
                let end = (start + n).min(size);
                ranges.push(format!("{start}:{end}"));
            }
            let partial = if sharding.unreduced.is_empty() {
                String::new()
            } else {
                let axes: Vec<String> = sharding.unreduced.iter().map(|a| a.to_string()).collect();
                format!("  (a partial sum over {})", axes.join(","))
            };
            let _ = writeln!(
                out,
                "  {label:<6} {:<24} holds [{}]{partial}",
                ty.to_string(),
                ranges.join(", ")
            );
        }
    }
    Ok(out)
}

/// `f`'s arguments (`a0, a1, …`) and results (`out0, …`) with their layouts: a result's
/// declared sharding, else its value's; replicated over `mesh_name` where none is set.
fn boundary_values<'f>(
    f: &'f shardc_ir::Function,
    mesh_name: &'f str,
) -> impl Iterator<Item = (String, shardc_ir::Value, shardc_ir::Sharding)> + 'f {
    let layout = move |v: shardc_ir::Value, declared: Option<shardc_ir::Sharding>| {
        declared
            .or_else(|| f.values[v].sharding.clone())
            .unwrap_or_else(|| shardc_ir::Sharding::replicated(mesh_name, f.ty(v).shape.len()))
    };
    let args = f
        .args
        .iter()
        .enumerate()
        .map(move |(i, &a)| (format!("a{i}"), a, layout(a, None)));
    let results = f.returned_values().iter().enumerate().map(move |(i, &v)| {
        let declared = f.result_shardings.get(i).cloned().flatten();
        (format!("out{i}"), v, layout(v, declared))
    });
    args.chain(results)
}
