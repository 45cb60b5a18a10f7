//! Device-tile maps: which devices hold which block of a value, drawn as a grid on the
//! terminal (like `jax.debug.visualize_array_sharding`).
//!
//! Devices are numbered row-major over the mesh axes in declaration order (the virtual
//! mesh's numbering). A map draws the value's split dimensions (at most two) as rows and
//! columns; each cell lists the devices holding that block, as ranges (`0-3`, `0,4`).

use std::fmt::Write;

use shardc_ir::{AxisRef, Mesh, Sharding};
use shardc_runtime::VirtualMesh;

/// The most rows or columns of tiles drawn.
pub const MAX_TILES: usize = 16;

/// Which devices hold which block of a value: its split dimensions (at most two) as rows
/// and columns of tiles.
#[derive(Clone, Debug)]
pub struct TileGrid {
    /// The dimension drawn as rows, and the axes it is split over.
    pub rows: Option<(usize, Vec<AxisRef>)>,
    /// The dimension drawn as columns, and the axes it is split over.
    pub cols: Option<(usize, Vec<AxisRef>)>,
    /// Per row and column, the devices holding that block (ascending).
    pub cells: Vec<Vec<Vec<usize>>>,
    /// Axes each block is a partial sum over.
    pub unreduced: Vec<AxisRef>,
}

/// The tile grid of a value of `shape` laid out by `sharding` over `mesh`; `Err` says why it
/// is not drawn (more than two split dimensions, more than [`MAX_TILES`] a side, a mesh too
/// large to enumerate).
pub fn tile_grid(shape: &[i64], sharding: &Sharding, mesh: &Mesh) -> Result<TileGrid, String> {
    let vm = VirtualMesh::new(mesh).map_err(|e| e.to_string())?;
    let split: Vec<usize> = (0..shape.len())
        .filter(|&d| sharding.dim_split(d, mesh) > 1)
        .collect();
    if split.len() > 2 {
        return Err(format!(
            "({} dimensions are split; the map draws at most two)",
            split.len()
        ));
    }
    let axes_of = |d: usize| sharding.dims[d].axes.clone();
    let (rows, cols) = match split.as_slice() {
        [] => (None, None),
        [r] if *r + 1 == shape.len() => (None, Some(*r)),
        [r] => (Some(*r), None),
        [r, c] => (Some(*r), Some(*c)),
        _ => unreachable!("at most two split dimensions here"),
    };
    let count = |d: Option<usize>| d.map_or(1, |d| sharding.dim_split(d, mesh) as usize);
    let (nr, nc) = (count(rows), count(cols));
    if nr > MAX_TILES || nc > MAX_TILES {
        return Err(format!(
            "({nr} x {nc} tiles: more than {MAX_TILES} a side, not drawn)"
        ));
    }
    let mut cells: Vec<Vec<Vec<usize>>> = vec![vec![Vec::new(); nc]; nr];
    for device in 0..vm.num_devices() {
        let at = |d: Option<usize>| -> Result<usize, String> {
            d.map_or(Ok(0), |d| {
                vm.position(device, &axes_of(d))
                    .map(|p| p as usize)
                    .map_err(|e| e.to_string())
            })
        };
        let (r, c) = (at(rows)?, at(cols)?);
        cells
            .get_mut(r)
            .and_then(|row| row.get_mut(c))
            .ok_or("a device outside the grid")?
            .push(device);
    }
    Ok(TileGrid {
        rows: rows.map(|d| (d, axes_of(d))),
        cols: cols.map(|d| (d, axes_of(d))),
        cells,
        unreduced: sharding.unreduced.clone(),
    })
}

/// The tile map of a value of `shape` laid out by `sharding` over `mesh`, one line per
/// string row, without a trailing newline. `None` when the mesh is too large to enumerate.
pub fn tile_map(shape: &[i64], sharding: &Sharding, mesh: &Mesh) -> Option<String> {
    VirtualMesh::new(mesh).ok()?;
    let grid = match tile_grid(shape, sharding, mesh) {
        Ok(g) => g,
        Err(why) => return Some(why),
    };
    let mut out = String::new();
    let texts: Vec<Vec<String>> = grid
        .cells
        .iter()
        .map(|row| row.iter().map(|ds| device_ranges(ds)).collect())
        .collect();
    let nc = grid.cells.first().map_or(1, Vec::len);
    let width = texts.iter().flatten().map(String::len).max().unwrap_or(1) + 2;
    let rule = format!("+{}", format!("{}+", "-".repeat(width)).repeat(nc));
    let describe = |d: &Option<(usize, Vec<AxisRef>)>, what: &str| {
        d.as_ref().map(|(d, axes)| {
            let axes: Vec<String> = axes.iter().map(|a| a.to_string()).collect();
            format!("{what} = dim {d} over {}", axes.join(","))
        })
    };
    let legend: Vec<String> = [
        describe(&grid.rows, "rows"),
        describe(&grid.cols, "columns"),
    ]
    .into_iter()
    .flatten()
    .collect();
    if legend.is_empty() {
        let _ = writeln!(out, "(not split: every device holds all of it)");
    } else {
        let _ = writeln!(out, "({})", legend.join(", "));
    }
    let _ = writeln!(out, "{rule}");
    for row in &texts {
        let mut line = String::from("|");
        for t in row {
            let _ = write!(line, "{t:^width$}|");
        }
        let _ = writeln!(out, "{line}");
        let _ = writeln!(out, "{rule}");
    }
    if !grid.unreduced.is_empty() {
        let axes: Vec<String> = grid.unreduced.iter().map(|a| a.to_string()).collect();
        let _ = writeln!(
            out,
            "(each block is a partial sum over {}: the devices of a cell add up to it)",
            axes.join(",")
        );
    }
    Some(out.trim_end().to_string())
}

/// `[0, 1, 2, 3, 8, 9]` as `0-3,8,9` (runs of three or more as ranges).
pub fn device_ranges(devices: &[usize]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < devices.len() {
        let start = devices[i];
        let mut end = start;
        while i + 1 < devices.len() && devices[i + 1] == end + 1 {
            i += 1;
            end = devices[i];
        }
        if end >= start + 2 {
            parts.push(format!("{start}-{end}"));
        } else {
            parts.extend((start..=end).map(|d| d.to_string()));
        }
        i += 1;
    }
    parts.join(",")
}

#[cfg(test)]
mod tests {
    use super::*;
    use shardc_ir::{AxisRef, DimSharding};

    fn mesh() -> Mesh {
        Mesh::new([("dp", 2), ("tp", 4)])
    }

    #[test]
    fn a_matrix_split_both_ways_has_one_device_per_tile() {
        let s = Sharding::new(
            "mesh",
            vec![DimSharding::closed(["dp"]), DimSharding::closed(["tp"])],
        );
        let map = tile_map(&[8, 16], &s, &mesh()).unwrap();
        assert_eq!(
            map,
            "(rows = dim 0 over \"dp\", columns = dim 1 over \"tp\")\n\
             +---+---+---+---+\n\
             | 0 | 1 | 2 | 3 |\n\
             +---+---+---+---+\n\
             | 4 | 5 | 6 | 7 |\n\
             +---+---+---+---+"
        );
    }

    #[test]
    fn replicated_axes_put_several_devices_in_a_tile() {
        // Rows over tp: each tile is held by both dp coordinates (devices t and 4 + t).
        let s = Sharding::new(
            "mesh",
            vec![
                DimSharding::closed(["tp"]),
                DimSharding::closed(Vec::<String>::new()),
            ],
        );
        let map = tile_map(&[8, 16], &s, &mesh()).unwrap();
        assert!(map.contains("| 0,4 |\n"), "{map}");
        assert!(map.contains("| 3,7 |\n"), "{map}");
        // A vector split over dp: columns; and not split at all: one tile of every device.
        let v = Sharding::new("mesh", vec![DimSharding::closed(["dp"])]);
        assert!(
            tile_map(&[8], &v, &mesh())
                .unwrap()
                .contains("| 0-3 | 4-7 |")
        );
        let r = Sharding::replicated("mesh", 2);
        let map = tile_map(&[8, 16], &r, &mesh()).unwrap();
        assert!(
            map.starts_with("(not split") && map.contains("| 0-7 |"),
            "{map}"
        );
    }

    #[test]
    fn sub_axes_and_partial_sums() {
        // Rows over the major half of tp: devices with tp in {0,1} hold block 0.
        let s = Sharding {
            unreduced: vec![AxisRef::axis("dp")],
            ..Sharding::new(
                "mesh",
                vec![
                    DimSharding {
                        axes: vec![AxisRef::sub_axis("tp", 1, 2)],
                        ..DimSharding::closed(Vec::<String>::new())
                    },
                    DimSharding::closed(Vec::<String>::new()),
                ],
            )
        };
        let big = Mesh::new([("x", 64)]);
        let v = Sharding::new("mesh", vec![DimSharding::closed(["x"])]);
        assert_eq!(
            tile_map(&[64], &v, &big).unwrap(),
            "(1 x 64 tiles: more than 16 a side, not drawn)"
        );
        let map = tile_map(&[4, 4], &s, &mesh()).unwrap();
        assert!(
            map.contains("| 0,1,4,5 |") && map.contains("| 2,3,6,7 |"),
            "{map}"
        );
        assert!(map.contains("partial sum over \"dp\""), "{map}");
        assert_eq!(device_ranges(&[0, 1, 2, 3, 8, 10, 11]), "0-3,8,10,11");
    }
}
