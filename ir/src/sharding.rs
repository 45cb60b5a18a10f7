//! Meshes and shardings, in Shardy's model.
//!
//! A [`Mesh`] is a named, ordered list of axes with sizes (`<["dp"=2, "tp"=4]>`). A
//! [`Sharding`] says, for each dimension of a tensor, the ordered list of mesh axes that
//! dimension is split over (major to minor), whether propagation may still add axes to it
//! (open `{?}` vs closed `{}`), and which axes hold partial sums not yet reduced
//! (`unreduced={"tp"}`). Axes can be split into sub-axes: `"x":(2)4` is the sub-axis of size 4
//! whose major part has size 2 (Shardy's `pre-size`).

use std::fmt;

/// A device mesh: named axes with sizes. The device count is the product of the sizes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Mesh {
    /// `(name, size)` pairs, major to minor.
    pub axes: Vec<(String, i64)>,
}

impl Mesh {
    /// A mesh from `(name, size)` pairs.
    pub fn new<S: Into<String>>(axes: impl IntoIterator<Item = (S, i64)>) -> Mesh {
        Mesh {
            axes: axes.into_iter().map(|(n, s)| (n.into(), s)).collect(),
        }
    }

    /// Size of the axis called `name`.
    pub fn axis_size(&self, name: &str) -> Option<i64> {
        self.axes.iter().find(|(n, _)| n == name).map(|(_, s)| *s)
    }

    /// Position of the axis called `name`.
    pub fn axis_index(&self, name: &str) -> Option<usize> {
        self.axes.iter().position(|(n, _)| n == name)
    }

    /// Number of devices (the product of the axis sizes).
    pub fn num_devices(&self) -> i64 {
        // Saturates: a parsed (not yet validated) mesh may declare huge sizes.
        self.axes
            .iter()
            .fold(1i64, |acc, (_, s)| acc.saturating_mul(*s))
    }

    /// The most devices a mesh may have (2^31): far beyond any machine, small enough that
    /// device counts, device indices and per-device tables never overflow.
    pub const MAX_DEVICES: i64 = 1 << 31;

    /// Checks that names are unique, sizes positive and the device count at most
    /// [`Mesh::MAX_DEVICES`].
    pub fn validate(&self) -> Result<(), String> {
        let devices = self
            .axes
            .iter()
            .try_fold(1i64, |acc, (_, s)| acc.checked_mul((*s).max(1)))
            .filter(|&n| n <= Self::MAX_DEVICES);
        if devices.is_none() {
            return Err(format!(
                "the mesh {self} has more than {} devices (the product of its axis sizes)",
                Self::MAX_DEVICES
            ));
        }
        for (i, (name, size)) in self.axes.iter().enumerate() {
            if *size <= 0 {
                return Err(format!(
                    "mesh axis \"{name}\" has size {size}; sizes must be positive"
                ));
            }
            if self.axes[..i].iter().any(|(n, _)| n == name) {
                return Err(format!("mesh axis \"{name}\" is declared twice"));
            }
        }
        Ok(())
    }
}

impl fmt::Display for Mesh {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<[")?;
        for (i, (name, size)) in self.axes.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{}={size}", quote(name))?;
        }
        f.write_str("]>")
    }
}

/// The part of a mesh axis a sub-axis covers: the axis is viewed as
/// `pre_size x size x (axis_size / (pre_size * size))`, and the sub-axis is the middle factor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SubAxis {
    /// Product of the sizes of the more major parts of the axis.
    pub pre_size: i64,
    /// Size of this sub-axis.
    pub size: i64,
}

/// A reference to a mesh axis or to a sub-axis of one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AxisRef {
    /// The mesh axis name.
    pub name: String,
    /// `Some` for a sub-axis.
    pub sub: Option<SubAxis>,
}

impl AxisRef {
    /// `axes` written one after another, separated by commas (`"x","y":(1)2`): how
    /// messages and explanations list axes.
    pub fn joined(axes: &[AxisRef]) -> String {
        axes.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(",")
    }

    /// A whole mesh axis.
    pub fn axis(name: impl Into<String>) -> AxisRef {
        AxisRef {
            name: name.into(),
            sub: None,
        }
    }

    /// A sub-axis `name:(pre_size)size`.
    pub fn sub_axis(name: impl Into<String>, pre_size: i64, size: i64) -> AxisRef {
        AxisRef {
            name: name.into(),
            sub: Some(SubAxis { pre_size, size }),
        }
    }

    /// Splits this (sub-)axis into its major part of size `major` and the rest, as sub-axes
    /// (`"x"` of size 8 split at 2 is `"x":(1)2` then `"x":(2)4`). `None` when `major` does
    /// not properly divide the axis's size or the axis is not in `mesh`.
    pub fn split_major(&self, major: i64, mesh: &Mesh) -> Option<(AxisRef, AxisRef)> {
        let size = self.size(mesh)?;
        if major <= 1 || major >= size || size % major != 0 {
            return None;
        }
        let pre = self.sub.map_or(1, |s| s.pre_size);
        Some((
            AxisRef::sub_axis(&self.name, pre, major),
            AxisRef::sub_axis(&self.name, pre * major, size / major),
        ))
    }

    /// The part of its axis this (sub-)axis covers, as `(pre, size)`: the axis viewed as
    /// `pre × size × rest`, major to minor.
    fn part_of_axis(&self, mesh: &Mesh) -> Option<(i64, i64)> {
        let full = mesh.axis_size(&self.name)?;
        Some(self.sub.map_or((1, full), |s| (s.pre_size, s.size)))
    }

    /// True when `part` is this (sub-)axis or a sub-axis inside it (`"x"` contains
    /// `"x":(2)2`; `"x":(2)4` contains `"x":(4)2`).
    pub fn contains(&self, part: &AxisRef, mesh: &Mesh) -> bool {
        if self == part {
            return true;
        }
        let (Some((p, s)), Some((q, t))) = (self.part_of_axis(mesh), part.part_of_axis(mesh))
        else {
            return false;
        };
        self.name == part.name && q % p == 0 && (p * s) % (q * t) == 0
    }

    /// What is left of this (sub-)axis once `part` (inside it) is taken: its major and minor
    /// remainders, as sub-axes (`"x"` of size 8 without `"x":(2)2` is `"x":(1)2` and
    /// `"x":(4)2`).
    pub fn without(&self, part: &AxisRef, mesh: &Mesh) -> Vec<AxisRef> {
        let (Some((p, s)), Some((q, t)), Some(full)) = (
            self.part_of_axis(mesh),
            part.part_of_axis(mesh),
            mesh.axis_size(&self.name),
        ) else {
            return Vec::new();
        };
        let make = |pre: i64, size: i64| {
            if pre == 1 && size == full {
                AxisRef::axis(&self.name)
            } else {
                AxisRef::sub_axis(&self.name, pre, size)
            }
        };
        let mut out = Vec::new();
        if q > p {
            out.push(make(p, q / p));
        }
        if p * s > q * t {
            out.push(make(q * t, (p * s) / (q * t)));
        }
        out
    }

    /// A set of (sub-)axes in one spelling: sorted by axis and position, parts of one axis
    /// merged (`{"x":(2)2, "x":(1)2}` is `{"x"}` where `"x"` has size 4). Two sets name the
    /// same devices exactly when their canonical forms are equal.
    pub fn canonical_set(mut axes: Vec<AxisRef>, mesh: &Mesh) -> Vec<AxisRef> {
        axes.sort_by(|a, b| {
            (&a.name, a.sub.map_or(1, |s| s.pre_size))
                .cmp(&(&b.name, b.sub.map_or(1, |s| s.pre_size)))
        });
        AxisRef::merge_adjacent(axes, mesh)
    }

    /// Merges neighbouring sub-axes of one axis that are major and minor parts of each other
    /// (`"x":(1)2, "x":(2)4` is `"x"` on a mesh where `"x"` has size 8), so that one layout has
    /// one spelling.
    pub fn merge_adjacent(axes: Vec<AxisRef>, mesh: &Mesh) -> Vec<AxisRef> {
        let mut out: Vec<AxisRef> = Vec::with_capacity(axes.len());
        for axis in axes {
            if let Some(last) = out.last_mut()
                && last.name == axis.name
                && let (Some(a), Some(b), Some(full)) =
                    (last.sub, axis.sub, mesh.axis_size(&axis.name))
                && a.pre_size * a.size == b.pre_size
            {
                let (pre, size) = (a.pre_size, a.size * b.size);
                *last = if pre == 1 && size == full {
                    AxisRef::axis(&axis.name)
                } else {
                    AxisRef::sub_axis(&axis.name, pre, size)
                };
                continue;
            }
            out.push(axis);
        }
        out
    }

    /// The number of devices along this (sub-)axis, or `None` if the axis is not in `mesh`.
    pub fn size(&self, mesh: &Mesh) -> Option<i64> {
        let full = mesh.axis_size(&self.name)?;
        Some(self.sub.map_or(full, |s| s.size))
    }

    /// The half-open range `[lo, hi)` of "positions" of the axis this reference covers, in
    /// units where the whole axis is `[0, axis_size)` viewed major to minor: used to detect
    /// overlapping uses of the same axis.
    fn span(&self, axis_size: i64) -> (i64, i64) {
        match self.sub {
            None => (0, axis_size),
            Some(SubAxis { pre_size, size }) => {
                // Major-to-minor: the sub-axis covers the factor after `pre_size`. In terms of
                // log-positions we represent it by the interval [pre_size, pre_size * size) in a
                // multiplicative sense; overlap is then interval overlap of the logs, which we
                // compare through the products directly.
                (pre_size, pre_size.saturating_mul(size))
            }
        }
    }

    /// True when `self` and `other` name overlapping parts of the same axis.
    pub fn overlaps(&self, other: &AxisRef, mesh: &Mesh) -> bool {
        if self.name != other.name {
            return false;
        }
        if self == other {
            // Even a size-1 axis (whose span is empty) is used twice when named twice.
            return true;
        }
        let Some(size) = mesh.axis_size(&self.name) else {
            return true;
        };
        let (a0, a1) = self.span(size);
        let (b0, b1) = other.span(size);
        // Whole-axis references cover [1, size) multiplicatively.
        let (a0, b0) = (
            if self.sub.is_none() { 1 } else { a0 },
            if other.sub.is_none() { 1 } else { b0 },
        );
        a0 < b1 && b0 < a1
    }
}

impl fmt::Display for AxisRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&quote(&self.name))?;
        if let Some(SubAxis { pre_size, size }) = self.sub {
            write!(f, ":({pre_size}){size}")?;
        }
        Ok(())
    }
}

/// How one tensor dimension is split.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct DimSharding {
    /// Axes the dimension is split over, major to minor. Empty means not split.
    pub axes: Vec<AxisRef>,
    /// Closed dimensions may not be refined by propagation; open ones (`?`) may.
    pub is_closed: bool,
    /// Optional propagation priority (`p0` is the highest); `None` means lowest.
    pub priority: Option<u32>,
}

impl DimSharding {
    /// A closed dimension split over `axes` (each a whole mesh axis).
    pub fn closed<S: Into<String>>(axes: impl IntoIterator<Item = S>) -> DimSharding {
        DimSharding {
            axes: axes.into_iter().map(AxisRef::axis).collect(),
            is_closed: true,
            priority: None,
        }
    }

    /// An open dimension split over `axes`.
    pub fn open<S: Into<String>>(axes: impl IntoIterator<Item = S>) -> DimSharding {
        DimSharding {
            is_closed: false,
            ..DimSharding::closed(axes)
        }
    }
}

impl fmt::Display for DimSharding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, a) in self.axes.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{a}")?;
        }
        if !self.is_closed {
            f.write_str(if self.axes.is_empty() { "?" } else { ", ?" })?;
        }
        f.write_str("}")?;
        if let Some(p) = self.priority {
            write!(f, "p{p}")?;
        }
        Ok(())
    }
}

/// The sharding of one tensor value over a mesh.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sharding {
    /// The symbol name of the `dist.mesh` this sharding refers to (without `@`).
    pub mesh: String,
    /// One entry per tensor dimension.
    pub dims: Vec<DimSharding>,
    /// Axes explicitly replicated (not to be used by propagation for this value).
    pub replicated: Vec<AxisRef>,
    /// Axes over which the value holds partial sums that still need a reduction.
    pub unreduced: Vec<AxisRef>,
}

impl Sharding {
    /// A sharding with the given per-dimension shardings and nothing replicated or unreduced.
    pub fn new(mesh: impl Into<String>, dims: Vec<DimSharding>) -> Sharding {
        Sharding {
            mesh: mesh.into(),
            dims,
            replicated: Vec::new(),
            unreduced: Vec::new(),
        }
    }

    /// A fully replicated, closed sharding of a rank-`rank` tensor.
    pub fn replicated(mesh: impl Into<String>, rank: usize) -> Sharding {
        Sharding::new(mesh, vec![DimSharding::closed::<String>([]); rank])
    }

    /// The number of pieces dimension `dim` is split into (product of its axis sizes).
    pub fn dim_split(&self, dim: usize, mesh: &Mesh) -> i64 {
        // Saturates: axis sizes come from the input and their product may not fit in i64.
        self.dims.get(dim).map_or(1, |d| {
            d.axes
                .iter()
                .fold(1i64, |acc, a| acc.saturating_mul(a.size(mesh).unwrap_or(1)))
        })
    }

    /// The same layout in its one spelling: neighbouring parts of an axis on a dimension
    /// merged (`[{"x":(1)2, "x":(2)2}]` is `[{"x"}]` where `"x"` has size 4), `unreduced` as a
    /// canonical set ([`AxisRef::canonical_set`]).
    pub fn canonical(&self, mesh: &Mesh) -> Sharding {
        let mut s = self.clone();
        for d in &mut s.dims {
            d.axes = AxisRef::merge_adjacent(std::mem::take(&mut d.axes), mesh);
        }
        s.unreduced = AxisRef::canonical_set(std::mem::take(&mut s.unreduced), mesh);
        s
    }

    /// The layout in its one spelling with axes of size 1 left out: they split nothing and
    /// sum over one device, so `[{"x", "p"}]` where `"p"` has size 1 is `[{"x"}]`.
    pub fn plain(&self, mesh: &Mesh) -> Sharding {
        let unit = |a: &AxisRef| a.size(mesh) == Some(1);
        let mut s = self.clone();
        for d in &mut s.dims {
            d.axes.retain(|a| !unit(a));
        }
        s.unreduced.retain(|a| !unit(a));
        s.canonical(mesh)
    }

    /// The dimensions of a tensor of `shape` that this sharding splits into pieces that do
    /// not divide them: each device's piece is `ceil(size / split)` long and the last pieces
    /// end in padding (as in GSPMD).
    pub fn uneven_dims(&self, mesh: &Mesh, shape: &[i64]) -> Vec<usize> {
        (0..shape.len().min(self.dims.len()))
            .filter(|&d| {
                let k = self.dim_split(d, mesh);
                k > 1 && shape[d] % k != 0
            })
            .collect()
    }

    /// The per-device piece of a tensor of `shape`: each dimension `ceil(size / split)` long
    /// (padded where the split does not divide it).
    pub fn local_shape(&self, mesh: &Mesh, shape: &[i64]) -> Vec<i64> {
        shape
            .iter()
            .enumerate()
            .map(|(d, &n)| {
                let k = self.dim_split(d, mesh).max(1);
                n / k + i64::from(n % k != 0)
            })
            .collect()
    }

    /// Checks this sharding against `mesh` and the tensor `shape`: rank, axes exist, valid
    /// sub-axes, no axis used twice. Returns every problem found. A dimension its split does
    /// not divide is valid: it is padded (see [`Sharding::uneven_dims`]).
    pub fn check(&self, mesh: &Mesh, shape: &[i64]) -> Vec<String> {
        let mut errors = Vec::new();
        if self.dims.len() != shape.len() {
            errors.push(format!(
                "sharding has {} dimension(s) but the tensor has rank {}",
                self.dims.len(),
                shape.len()
            ));
        }
        let mut used: Vec<&AxisRef> = Vec::new();
        let all = self
            .dims
            .iter()
            .flat_map(|d| d.axes.iter())
            .chain(&self.replicated)
            .chain(&self.unreduced);
        for axis in all {
            let Some(axis_size) = mesh.axis_size(&axis.name) else {
                let known: Vec<String> = mesh.axes.iter().map(|(n, _)| quote(n)).collect();
                errors.push(format!(
                    "unknown mesh axis {} (the mesh @{} has axes {})",
                    quote(&axis.name),
                    self.mesh,
                    if known.is_empty() {
                        "none".to_string()
                    } else {
                        known.join(", ")
                    }
                ));
                continue;
            };
            if let Some(SubAxis { pre_size, size }) = axis.sub {
                if pre_size < 1 || size <= 1 || axis_size % (pre_size.saturating_mul(size)) != 0 {
                    errors.push(format!(
                        "invalid sub-axis {axis}: pre-size x size ({pre_size} x {size}) must divide the axis size {axis_size} and size must exceed 1"
                    ));
                    continue;
                }
            }
            if let Some(prev) = used.iter().find(|u| u.overlaps(axis, mesh)) {
                errors.push(format!(
                    "mesh axis {} is used more than once in this sharding (also as {prev})",
                    axis
                ));
            }
            used.push(axis);
        }
        errors
    }

    /// True when no dimension is split and nothing is unreduced.
    pub fn is_fully_replicated(&self) -> bool {
        self.dims.iter().all(|d| d.axes.is_empty()) && self.unreduced.is_empty()
    }
}

impl fmt::Display for Sharding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#dist.sharding<@{}, [", crate::print::symbol(&self.mesh))?;
        for (i, d) in self.dims.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{d}")?;
        }
        f.write_str("]")?;
        for (label, axes) in [
            ("replicated", &self.replicated),
            ("unreduced", &self.unreduced),
        ] {
            if !axes.is_empty() {
                write!(f, ", {label}={{")?;
                for (i, a) in axes.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                f.write_str("}")?;
            }
        }
        f.write_str(">")
    }
}

/// Quotes `s` as an MLIR string literal.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\{:02X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mesh() -> Mesh {
        Mesh::new([("dp", 2), ("tp", 4)])
    }

    #[test]
    fn prints_shardy_syntax() {
        let mut s = Sharding::new(
            "mesh",
            vec![DimSharding::closed(["dp"]), DimSharding::open::<&str>([])],
        );
        s.unreduced.push(AxisRef::axis("tp"));
        assert_eq!(
            s.to_string(),
            r#"#dist.sharding<@mesh, [{"dp"}, {?}], unreduced={"tp"}>"#
        );
        assert_eq!(mesh().to_string(), r#"<["dp"=2, "tp"=4]>"#);
        assert_eq!(AxisRef::sub_axis("tp", 1, 2).to_string(), r#""tp":(1)2"#);
    }

    #[test]
    fn check_reports_every_problem() {
        let s = Sharding::new(
            "mesh",
            vec![
                DimSharding::closed(["dp", "pp"]),
                DimSharding::closed(["tp", "dp"]),
            ],
        );
        let errors = s.check(&mesh(), &[8, 6]);
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(errors[0].contains("unknown mesh axis \"pp\""));
        assert!(errors[1].contains("used more than once"));
    }

    #[test]
    fn sub_axes_contain_and_leave_remainders() {
        let m = Mesh::new([("x", 8)]);
        let x = AxisRef::axis("x");
        let mid = AxisRef::sub_axis("x", 2, 2);
        assert!(x.contains(&mid, &m) && !mid.contains(&x, &m));
        assert_eq!(
            x.without(&mid, &m),
            vec![AxisRef::sub_axis("x", 1, 2), AxisRef::sub_axis("x", 4, 2)]
        );
        let minor = AxisRef::sub_axis("x", 2, 4);
        assert!(minor.contains(&AxisRef::sub_axis("x", 4, 2), &m));
        assert!(!minor.contains(&AxisRef::sub_axis("x", 1, 2), &m));
        assert_eq!(
            minor.without(&AxisRef::sub_axis("x", 2, 2), &m),
            vec![AxisRef::sub_axis("x", 4, 2)]
        );
        assert_eq!(x.without(&x, &m), Vec::<AxisRef>::new());
        // Merging the remainders back with the part gives the axis.
        assert_eq!(
            AxisRef::merge_adjacent(
                vec![
                    AxisRef::sub_axis("x", 1, 2),
                    mid.clone(),
                    AxisRef::sub_axis("x", 4, 2)
                ],
                &m
            ),
            vec![x]
        );
    }

    #[test]
    fn uneven_dimensions_are_padded() {
        // 50257 over 8: pieces of 6283, the last one with 7 padding elements.
        let m = Mesh::new([("tp", 8), ("dp", 2)]);
        let s = Sharding::new(
            "mesh",
            vec![DimSharding::closed(["tp"]), DimSharding::closed(["dp"])],
        );
        assert!(s.check(&m, &[50257, 6]).is_empty());
        assert_eq!(s.uneven_dims(&m, &[50257, 6]), vec![0]);
        assert_eq!(s.local_shape(&m, &[50257, 6]), vec![6283, 3]);
        assert!(s.uneven_dims(&m, &[64, 6]).is_empty());
    }

    #[test]
    fn sub_axes_overlap_only_when_they_share_a_part() {
        let m = Mesh::new([("x", 8)]);
        let a = AxisRef::sub_axis("x", 1, 2);
        let b = AxisRef::sub_axis("x", 2, 4);
        let c = AxisRef::sub_axis("x", 1, 4);
        assert!(!a.overlaps(&b, &m));
        assert!(a.overlaps(&c, &m));
        assert!(b.overlaps(&c, &m));
        assert!(a.overlaps(&AxisRef::axis("x"), &m));
        let s = Sharding::new(
            "m",
            vec![DimSharding {
                axes: vec![a, b],
                is_closed: true,
                priority: None,
            }],
        );
        assert!(s.check(&m, &[16]).is_empty());
    }
}
