//! GSPMD's shardings, as JAX writes them without Shardy (`jax_use_shardy_partitioner =
//! False`) and PyTorch/XLA's SPMD mode does: `mhlo.sharding = "{devices=[2,1,4]<=[8]
//! last_tile_dim_replicate}"` on arguments, results and ops, and `custom_call @Sharding`
//! for a sharding constraint. GSPMD names devices, not mesh axes, so the importer infers one
//! mesh that expresses every sharding of the module:
//!
//! 1. the device count is split into prime factors, tried in every distinct order as mesh
//!    axes (device id = the axes' coordinates in mixed radix, the first axis major), until
//!    every sharding's tile assignment is one where each tile dimension walks a run of axes
//!    (major to minor) — which is how JAX and PyTorch/XLA build them from their meshes;
//! 2. neighbouring axes that every sharding uses together, in order, are merged (a
//!    `dp=2 × tp=4` mesh comes back as `x0=2, x1=4`).
//!
//! A sharding no single mesh expresses, `{maximal …}` (one device) and `{manual}` (outside a
//! shard_map's boundary, which `manual.rs` reads) are errors that say so.

use shardc_ir::{AxisRef, DimSharding, Sharding};

/// A parsed `mhlo.sharding`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Gspmd {
    /// `{replicated}`.
    Replicated,
    /// `{devices=[tile…]…}`: `devices` in row-major order of `tile`; with
    /// `last_tile_dim_replicate` the last tile dimension replicates (it is not a tensor
    /// dimension).
    Tiled {
        tile: Vec<i64>,
        devices: Vec<i64>,
        replicate_last: bool,
    },
    /// `{{…}, {…}}`: one per result of a multi-result op.
    Tuple(Vec<Gspmd>),
}

fn ints(text: &str) -> Result<Vec<i64>, String> {
    text.split(',')
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            s.trim()
                .parse::<i64>()
                .map_err(|_| format!("'{s}' is not an integer"))
        })
        .collect()
}

/// Parses an `mhlo.sharding` string.
pub(crate) fn parse(text: &str) -> Result<Gspmd, String> {
    let t = text.trim();
    let inner = t
        .strip_prefix('{')
        .and_then(|s| s.strip_suffix('}'))
        .ok_or_else(|| format!("a GSPMD sharding is written {{...}}, found '{text}'"))?
        .trim();
    if inner.starts_with('{') {
        // A tuple: split at the top-level commas.
        let mut parts = Vec::new();
        let (mut depth, mut start) = (0, 0);
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(parse(&inner[start..i])?);
                    start = i + 1;
                }
                _ => {}
            }
        }
        parts.push(parse(&inner[start..])?);
        return Ok(Gspmd::Tuple(parts));
    }
    if inner == "replicated" {
        return Ok(Gspmd::Replicated);
    }
    if inner.starts_with("maximal") {
        return Err(format!(
            "the GSPMD sharding '{text}' puts the value on one device; shardc shards over a mesh"
        ));
    }
    if inner == "manual" || inner.contains("manual") {
        return Err(format!(
            "the GSPMD sharding '{text}' is manual: shardc takes {{manual}} only on a shard_map's boundary (custom_call @Sharding {{manual}} before @SPMDShardToFullShape, as JAX exports it)"
        ));
    }
    let rest = inner
        .strip_prefix("devices=[")
        .ok_or_else(|| format!("unsupported GSPMD sharding '{text}'"))?;
    let close = rest
        .find(']')
        .ok_or_else(|| format!("unterminated tile shape in '{text}'"))?;
    let tile = ints(&rest[..close])?;
    let mut rest = rest[close + 1..].trim_start();
    let n: i64 = tile.iter().product();
    let devices = if let Some(iota) = rest.strip_prefix("<=[") {
        let close = iota
            .find(']')
            .ok_or_else(|| format!("unterminated iota shape in '{text}'"))?;
        let reshape = ints(&iota[..close])?;
        rest = iota[close + 1..].trim_start();
        let mut perm: Vec<usize> = (0..reshape.len()).collect();
        if let Some(t) = rest.strip_prefix("T(") {
            let close = t
                .find(')')
                .ok_or_else(|| format!("unterminated transpose in '{text}'"))?;
            perm = ints(&t[..close])?.into_iter().map(|p| p as usize).collect();
            rest = t[close + 1..].trim_start();
        }
        iota_devices(&reshape, &perm)
            .ok_or_else(|| format!("malformed iota devices in '{text}'"))?
    } else {
        let end = rest
            .find(|c: char| c.is_ascii_alphabetic())
            .unwrap_or(rest.len());
        let list = ints(&rest[..end])?;
        rest = rest[end..].trim_start();
        list
    };
    if devices.len() as i64 != n {
        return Err(format!(
            "'{text}': {} device(s) for a tile of {n}",
            devices.len()
        ));
    }
    let replicate_last = match rest.trim() {
        "" => false,
        "last_tile_dim_replicate" => true,
        other => {
            return Err(format!(
                "unsupported GSPMD sharding field '{other}' in '{text}'"
            ));
        }
    };
    if replicate_last && tile.is_empty() {
        return Err(format!(
            "'{text}': a replicated last tile dimension needs a tile"
        ));
    }
    Ok(Gspmd::Tiled {
        tile,
        devices,
        replicate_last,
    })
}

/// `iota(prod(reshape)).reshape(reshape).transpose(perm)`, flattened.
fn iota_devices(reshape: &[i64], perm: &[usize]) -> Option<Vec<i64>> {
    if perm.len() != reshape.len() || reshape.iter().any(|&d| d < 1) {
        return None;
    }
    let mut seen = vec![false; perm.len()];
    for &p in perm {
        if p >= perm.len() || std::mem::replace(&mut seen[p], true) {
            return None;
        }
    }
    let n: i64 = reshape.iter().product();
    let strides: Vec<i64> = (0..reshape.len())
        .map(|i| reshape[i + 1..].iter().product())
        .collect();
    let shape: Vec<i64> = perm.iter().map(|&p| reshape[p]).collect();
    Some(
        (0..n)
            .map(|flat| {
                // Coordinates in the transposed shape, mapped back to the iota's strides.
                let mut rem = flat;
                let mut device = 0;
                for d in (0..shape.len()).rev() {
                    let c = rem % shape[d];
                    rem /= shape[d];
                    device += c * strides[perm[d]];
                }
                device
            })
            .collect(),
    )
}

/// For a tiled sharding on a mesh of `sizes`: each tile dimension's axes, major to minor;
/// None when the tile assignment is not of that form on this mesh.
fn groups(tile: &[i64], devices: &[i64], sizes: &[i64]) -> Option<Vec<Vec<usize>>> {
    let strides: Vec<i64> = (0..sizes.len())
        .map(|k| sizes[k + 1..].iter().product())
        .collect();
    let tile_strides: Vec<i64> = (0..tile.len())
        .map(|i| tile[i + 1..].iter().product())
        .collect();
    if devices.first() != Some(&0) {
        return None;
    }
    let mut used = vec![false; sizes.len()];
    let mut out = Vec::with_capacity(tile.len());
    for (i, &t) in tile.iter().enumerate() {
        let mut group: Vec<usize> = Vec::new();
        let (mut remaining, mut step) = (t, 1i64);
        while remaining > 1 {
            let at = (step * tile_strides[i]) as usize;
            let off = *devices.get(at)?;
            let k = (0..sizes.len())
                .find(|&k| !used[k] && strides[k] == off && remaining % sizes[k] == 0)?;
            used[k] = true;
            group.insert(0, k);
            step *= sizes[k];
            remaining /= sizes[k];
        }
        out.push(group);
    }
    if used.iter().any(|u| !u) {
        return None;
    }
    // Every device must be where the groups put it.
    for (flat, &d) in devices.iter().enumerate() {
        let mut rem = flat as i64;
        let mut want = 0;
        for i in (0..tile.len()).rev() {
            let mut idx = rem % tile[i];
            rem /= tile[i];
            for &k in out[i].iter().rev() {
                want += (idx % sizes[k]) * strides[k];
                idx /= sizes[k];
            }
        }
        if want != d {
            return None;
        }
    }
    Some(out)
}

fn primes(mut n: i64) -> Vec<i64> {
    let mut out = Vec::new();
    let mut p = 2;
    while p * p <= n {
        while n % p == 0 {
            out.push(p);
            n /= p;
        }
        p += 1;
    }
    if n > 1 {
        out.push(n);
    }
    out
}

/// Every distinct ordering of `items`.
fn orderings(items: &[i64]) -> Vec<Vec<i64>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    let mut tried = Vec::new();
    for i in 0..items.len() {
        if tried.contains(&items[i]) {
            continue;
        }
        tried.push(items[i]);
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut tail in orderings(&rest) {
            tail.insert(0, first);
            out.push(tail);
        }
    }
    out
}

fn tiled(all: &[&Gspmd]) -> Vec<(Vec<i64>, Vec<i64>)> {
    let mut out = Vec::new();
    for g in all {
        match g {
            Gspmd::Tiled { tile, devices, .. } => out.push((tile.clone(), devices.clone())),
            Gspmd::Tuple(parts) => out.extend(tiled(&parts.iter().collect::<Vec<_>>())),
            Gspmd::Replicated => {}
        }
    }
    out
}

/// The axis sizes of one mesh of `devices` devices that expresses every sharding in `all`.
pub(crate) fn infer_mesh(devices: i64, all: &[&Gspmd]) -> Result<Vec<i64>, String> {
    let shardings = tiled(all);
    for (tile, _) in &shardings {
        let n: i64 = tile.iter().product();
        if n != devices {
            return Err(format!(
                "a GSPMD sharding tiles {n} devices, but the module runs on {devices} (mhlo.num_partitions)"
            ));
        }
    }
    let factors = primes(devices);
    let orders = if factors.len() <= 8 {
        orderings(&factors)
    } else {
        vec![factors.clone()]
    };
    for sizes in orders {
        let Some(all_groups) = shardings
            .iter()
            .map(|(t, d)| groups(t, d, &sizes))
            .collect::<Option<Vec<_>>>()
        else {
            continue;
        };
        return Ok(merge(&sizes, &all_groups));
    }
    Err(format!(
        "no mesh of {devices} devices expresses every GSPMD sharding of the module (their tile assignments are not iota-like on one mesh); export with Shardy (JAX's default), which names the mesh"
    ))
}

/// Merges neighbouring axes that every sharding uses together, in order.
fn merge(sizes: &[i64], all_groups: &[Vec<Vec<usize>>]) -> Vec<i64> {
    let mut out: Vec<i64> = Vec::new();
    let mut k = 0;
    while k < sizes.len() {
        let mut size = sizes[k];
        let mut last = k;
        while last + 1 < sizes.len()
            && all_groups.iter().all(|gs| {
                gs.iter().all(|g| {
                    let a = g.iter().position(|&x| x == last);
                    let b = g.iter().position(|&x| x == last + 1);
                    match (a, b) {
                        (Some(i), Some(j)) => j == i + 1,
                        (None, None) => true,
                        _ => false,
                    }
                })
            })
        {
            last += 1;
            size *= sizes[last];
        }
        out.push(size);
        k = last + 1;
    }
    out
}

/// The name of mesh axis `k` of an inferred mesh.
pub(crate) fn axis_name(k: usize) -> String {
    format!("x{k}")
}

/// `g` as a shardc sharding of a rank-`rank` value on the mesh `mesh` of `sizes`.
pub(crate) fn to_sharding(
    g: &Gspmd,
    mesh: &str,
    sizes: &[i64],
    rank: usize,
) -> Result<Sharding, String> {
    match g {
        Gspmd::Replicated => Ok(Sharding::new(
            mesh,
            (0..rank)
                .map(|_| DimSharding::closed(Vec::<String>::new()))
                .collect(),
        )),
        Gspmd::Tuple(_) => Err("a tuple sharding for a single value".into()),
        Gspmd::Tiled {
            tile,
            devices,
            replicate_last,
        } => {
            let dims = tile.len() - usize::from(*replicate_last);
            if dims != rank {
                return Err(format!(
                    "a GSPMD sharding of {dims} dimension(s) on a value of rank {rank}"
                ));
            }
            let gs = groups(tile, devices, sizes)
                .ok_or_else(|| "a GSPMD sharding the inferred mesh does not express".to_string())?;
            Ok(Sharding::new(
                mesh,
                gs[..dims]
                    .iter()
                    .map(|g| DimSharding {
                        axes: g.iter().map(|&k| AxisRef::axis(axis_name(k))).collect(),
                        is_closed: true,
                        priority: None,
                    })
                    .collect(),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiled(text: &str) -> (Vec<i64>, Vec<i64>, bool) {
        match parse(text).unwrap() {
            Gspmd::Tiled {
                tile,
                devices,
                replicate_last,
            } => (tile, devices, replicate_last),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn iota_and_listed_devices_parse() {
        assert_eq!(parse("{replicated}"), Ok(Gspmd::Replicated));
        let (tile, devices, last) = tiled("{devices=[2,1,4]<=[8] last_tile_dim_replicate}");
        assert_eq!((tile, last), (vec![2, 1, 4], true));
        assert_eq!(devices, (0..8).collect::<Vec<_>>());
        // <=[2,4]T(1,0): the transpose of a 2x4 iota.
        let (_, devices, _) = tiled("{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}");
        assert_eq!(devices, vec![0, 4, 1, 5, 2, 6, 3, 7]);
        let (_, devices, _) = tiled("{devices=[2,2]0,2,1,3}");
        assert_eq!(devices, vec![0, 2, 1, 3]);
        assert_eq!(
            parse("{{replicated}, {devices=[2]<=[2]}}").unwrap(),
            Gspmd::Tuple(vec![
                Gspmd::Replicated,
                Gspmd::Tiled {
                    tile: vec![2],
                    devices: vec![0, 1],
                    replicate_last: false
                }
            ])
        );
        for (bad, why) in [
            ("{maximal device=0}", "one device"),
            ("{manual}", "manual"),
            ("{devices=[2,2]0,1,2}", "3 device(s) for a tile of 4"),
            ("replicated", "written {...}"),
            ("{devices=[2]<=[2] last_tile_dims={manual}}", "manual"),
            ("{devices=[2]<=[2]T(0,0)}", "malformed iota"),
        ] {
            let err = parse(bad).unwrap_err();
            assert!(err.contains(why), "{bad}: {err}");
        }
    }

    #[test]
    fn meshes_are_inferred_and_merged() {
        // JAX's dp=2 x tp=4: rows over dp, columns over tp.
        let a = parse("{devices=[2,1,4]<=[8] last_tile_dim_replicate}").unwrap();
        let b = parse("{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}").unwrap();
        let sizes = infer_mesh(8, &[&a, &b]).unwrap();
        assert_eq!(sizes, vec![2, 4]);
        let sa = to_sharding(&a, "mesh", &sizes, 2).unwrap();
        assert_eq!(sa.to_string(), "#dist.sharding<@mesh, [{\"x0\"}, {}]>");
        let sb = to_sharding(&b, "mesh", &sizes, 2).unwrap();
        assert_eq!(sb.to_string(), "#dist.sharding<@mesh, [{}, {\"x1\"}]>");
        // Both axes on one dimension, minor first: the transposed order.
        let c = parse("{devices=[8,1]<=[2,4]T(1,0)}").unwrap();
        let sizes = infer_mesh(8, &[&a, &b, &c]).unwrap();
        let sc = to_sharding(&c, "mesh", &sizes, 2).unwrap();
        assert_eq!(
            sc.to_string(),
            "#dist.sharding<@mesh, [{\"x1\", \"x0\"}, {}]>"
        );
        // Six devices, 3 major: the factors' order is found (2 x 3 would not do).
        let d = parse("{devices=[3,2]<=[6]}").unwrap();
        assert_eq!(infer_mesh(6, &[&d]).unwrap(), vec![3, 2]);
        // Both on one dimension: one axis of 6.
        let one = parse("{devices=[6,1]<=[6]}").unwrap();
        assert_eq!(infer_mesh(6, &[&one]).unwrap(), vec![6]);
        let e = parse("{devices=[3,1,2]<=[6] last_tile_dim_replicate}").unwrap();
        let sizes = infer_mesh(6, &[&e]).unwrap();
        assert_eq!(sizes, vec![3, 2]);
        // Not iota-like on any mesh.
        let f = parse("{devices=[4]0,3,1,2}").unwrap();
        assert!(
            infer_mesh(4, &[&f])
                .unwrap_err()
                .contains("export with Shardy")
        );
        // A rank mismatch.
        assert!(to_sharding(&a, "mesh", &[2, 4], 3).is_err());
    }
}
