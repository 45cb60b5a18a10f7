//! The copies `insert-reshards` makes of a value for its readers in other layouts, as the
//! search prices them and its peak estimate holds them.
//!
//! `insert-reshards` visits a value's readers in program order. A reader of a layout the
//! value or one of its copies already has reads that; else a chain of collectives
//! (`plan_reshard`) makes the layout from whichever of the value and its copies — earlier
//! reshards' results, intermediate ones included — reshards to it cheapest
//! ([`reshard_source`]). So a copy can outlive its reader: a value gathered whole for one
//! reader and read split another way much later is sliced from the gathered copy (no
//! collective), which is then held until that later reader. [`plan_copies`] replays the
//! choice, so the search charges the collectives the partitioner will make (not one reshard
//! per layout from the value) and holds the copies as long as the partitioned program will.

use std::ops::Range;
use std::rc::Rc;

use shardc_ir::op::ReduceKind;
use shardc_ir::{Sharding, TensorType};
use smallvec::SmallVec;

use crate::cost::{CostModel, local_bytes};
use crate::sharding::insert_reshards::{Price, reshard_source, same_layout, steps_price};
use crate::sharding::reshard::{ReshardStep, plan_reshard};

/// Indices of reads (into the layouts [`plan_copies`] was given).
type Reads = SmallVec<[usize; 2]>;

/// The first and last op position that read each layout, by read.
pub(super) type Spans<'a> = &'a [(usize, usize)];

/// A copy of a value: the result of one collective of a reshard.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct LayoutCopy {
    /// Its layout.
    pub layout: Sharding,
    /// Its bytes per device.
    pub bytes: i128,
    /// The read whose reshard makes it (before that read's first reader).
    pub made_for: usize,
    /// The reads that read it: its layout's.
    pub read_by: Reads,
    /// The reads whose reshards start from it.
    pub source_for: Reads,
}

impl LayoutCopy {
    /// The op position before which it is made.
    pub fn made(&self, spans: Spans<'_>) -> usize {
        spans[self.made_for].0
    }

    /// The last op position that reads it.
    pub fn read_last(&self, spans: Spans<'_>) -> Option<usize> {
        self.read_by.iter().map(|&r| spans[r].1).max()
    }

    /// The last op position before which a reshard starts from it.
    pub fn source_last(&self, spans: Spans<'_>) -> Option<usize> {
        self.source_for.iter().map(|&r| spans[r].0).max()
    }

    /// The last op position it is needed at (read, or resharded from) and whether a reader
    /// reads it there, when any is later than the reshard that makes it: such a copy is
    /// held between reshards, the others only while their reshard runs.
    pub fn held_until(&self, spans: Spans<'_>) -> Option<(usize, bool)> {
        let made = self.made(spans);
        let read = self.read_last(spans);
        let source = self.source_last(spans).filter(|&s| s > made);
        match (read, source) {
            (Some(r), Some(s)) if s > r => Some((s, false)),
            (Some(r), _) => Some((r, true)),
            (None, Some(s)) => Some((s, false)),
            (None, None) => None,
        }
    }
}

/// A reshard: a chain of collectives from the value or one of its copies.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Reshard {
    /// Where it starts: the value itself (`None`) or a copy (its index).
    pub source: Option<usize>,
    /// The read it is made for (before that read's first reader).
    pub read: usize,
    /// The copies it makes, in order (indices into [`Copies::copies`]).
    pub made: Range<usize>,
    /// Its collectives' seconds on the model's target.
    pub seconds: f64,
}

/// A value's copies and the reshards that make them, in program order.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Copies {
    /// Every copy, in the order made.
    pub copies: Vec<LayoutCopy>,
    /// Every reshard, in program order.
    pub reshards: Vec<Reshard>,
    /// The reads whose reshards start from the value itself.
    pub own_source_for: Reads,
    /// The reads of a layout the value has itself (spelled otherwise).
    pub own_read_by: Reads,
}

impl Copies {
    /// True when some reshard starts from a copy, or some reader reads an intermediate
    /// copy: the value's reshards then differ from one chain per layout from the value.
    pub fn shares(&self) -> bool {
        self.reshards.iter().any(|r| r.source.is_some())
            || self.reshards.iter().any(|r| {
                let last = r.made.end.saturating_sub(1);
                r.made
                    .clone()
                    .any(|k| k != last && !self.copies[k].read_by.is_empty())
            })
    }

    /// Where reshard `r` starts and ends: the value's own layout `own` or a copy's, and the
    /// last copy it makes.
    pub fn ends<'a>(&'a self, r: &Reshard, own: &'a Sharding) -> (&'a Sharding, &'a Sharding) {
        let from = match r.source {
            None => own,
            Some(k) => &self.copies[k].layout,
        };
        (from, &self.copies[r.made.end - 1].layout)
    }

    /// Whether the reshard's source is still needed after the reshard: read or resharded
    /// from later (the value itself also when `value_kept(at)`, `at` the reshard's op
    /// position: an argument, or read at or after `at` in its own layout).
    pub fn source_kept(
        &self,
        r: &Reshard,
        spans: Spans<'_>,
        value_kept: &dyn Fn(usize) -> bool,
    ) -> bool {
        let at = spans[r.read].0;
        let (read_by, source_for) = match r.source {
            None if value_kept(at) => return true,
            None => (&self.own_read_by, &self.own_source_for),
            Some(k) => (&self.copies[k].read_by, &self.copies[k].source_for),
        };
        read_by.iter().any(|&q| spans[q].1 >= at) || source_for.iter().any(|&q| spans[q].0 > at)
    }
}

/// A reshard's collectives (`plan_reshard`) and their price (seconds, bytes received).
pub(super) type Planned = Rc<(Price, Vec<ReshardStep>)>;

/// The reshard from one layout to another of a value of type `ty`, priced by `model`: what
/// [`plan_copies`] is given when no one keeps the reshards it plans.
pub(super) fn planned(
    from: &Sharding,
    to: &Sharding,
    ty: &TensorType,
    model: &CostModel,
) -> Planned {
    let steps = plan_reshard(from, to, &ty.shape, model.mesh(), ReduceKind::Add);
    Rc::new((steps_price(&steps, ty, model), steps))
}

/// The copies `insert-reshards` makes of a value of type `ty` laid out as `own` for readers
/// of the layouts `wanted` (in the order of their first readers); `reshard(from, to)` plans
/// and prices one reshard ([`planned`], or a cache of it). What it makes depends on that
/// order only; where the readers are ([`Spans`]) says how long each copy is held.
pub(super) fn plan_copies(
    own: &Sharding,
    wanted: &[&Sharding],
    ty: &TensorType,
    model: &CostModel,
    reshard: &mut dyn FnMut(&Sharding, &Sharding) -> Planned,
) -> Copies {
    let mesh = model.mesh();
    let mut out = Copies::default();
    for (read, &want) in wanted.iter().enumerate() {
        if same_layout(own, want, mesh) {
            out.own_read_by.push(read);
            continue;
        }
        if let Some(c) = out
            .copies
            .iter_mut()
            .find(|c| same_layout(&c.layout, want, mesh))
        {
            c.read_by.push(read);
            continue;
        }
        let price = |from: &Sharding| {
            let planned = reshard(from, want);
            (planned.0, planned)
        };
        let ((_, planned), source) =
            reshard_source(own, out.copies.iter().map(|c| &c.layout), want, price);
        match source {
            None => out.own_source_for.push(read),
            Some(k) => out.copies[k].source_for.push(read),
        }
        let steps = &planned.1;
        let start = out.copies.len();
        for (j, step) in steps.iter().enumerate() {
            out.copies.push(LayoutCopy {
                layout: step.result.clone(),
                bytes: local_bytes(ty, &step.result, mesh) as i128,
                made_for: read,
                read_by: if j + 1 == steps.len() {
                    SmallVec::from_slice(&[read])
                } else {
                    SmallVec::new()
                },
                source_for: SmallVec::new(),
            });
        }
        out.reshards.push(Reshard {
            source,
            read,
            made: start..out.copies.len(),
            seconds: model.reshard_seconds(steps, ty),
        });
    }
    out
}

/// What a reshard holds while it runs beyond what the peak's scan already holds at its
/// moment (its source, its result, and the copies it makes that are held past it): each
/// collective holds its operand and its result, the reshard's source only until the second
/// collective unless `kept` (needed later), and the copies made before its operand that are
/// held past the reshard. `start`: the source's bytes; `steps`: per collective in order, its
/// result's bytes and whether that copy is held past the reshard. Negative when the result
/// is made only after the source is gone.
pub(super) fn reshard_extra(start: i128, steps: &[(i128, bool)], kept: bool) -> i128 {
    let Some(&(result, _)) = steps.last() else {
        return 0;
    };
    let held_intermediates: i128 = steps[..steps.len() - 1]
        .iter()
        .filter(|s| s.1)
        .map(|s| s.0)
        .sum();
    let mut operand = start;
    let mut before_operand = 0;
    let mut most = i128::MIN;
    for (j, &(made, _)) in steps.iter().enumerate() {
        let held_start = if j > 0 && kept { start } else { 0 };
        most = most.max(operand + made + held_start + before_operand);
        if j > 0 && steps[j - 1].1 {
            before_operand += steps[j - 1].0;
        }
        operand = made;
    }
    most - start - result - held_intermediates
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::HardwareProfile;
    use shardc_ir::{DimSharding, ElementType, Mesh};

    fn sharded(mesh: &str, dims: &[&[&str]]) -> Sharding {
        Sharding::new(
            mesh,
            dims.iter()
                .map(|axes| DimSharding::closed(axes.iter().copied()))
                .collect(),
        )
    }

    #[test]
    fn a_later_reader_slices_an_earlier_gathered_copy() {
        let mesh = Mesh::new([("dp", 2), ("tp", 2)]);
        let model = CostModel::new(HardwareProfile::cpu(), &mesh);
        let ty = TensorType::new(vec![4, 8, 32], ElementType::F32);
        let own = sharded("mesh", &[&["dp", "tp"], &[], &[]]);
        let whole = sharded("mesh", &[&[], &[], &[]]);
        let split = sharded("mesh", &[&[], &[], &["tp"]]);
        let copies = plan_copies(&own, &[&whole, &split], &ty, &model, &mut |a, b| {
            planned(a, b, &ty, &model)
        });
        let spans = [(3, 3), (10, 12)];
        // Gathered whole for the reader at 3, then sliced from that copy at 10: one
        // collective moves data, and the whole copy is held until 10.
        assert_eq!(copies.reshards.len(), 2);
        assert_eq!(copies.reshards[0].source, None);
        assert_eq!(copies.reshards[1].source, Some(0));
        let from_value = planned(&own, &split, &ty, &model);
        assert!(copies.reshards[1].seconds < from_value.0.0 / 10.0);
        assert!(copies.shares());
        assert_eq!(copies.copies[0].layout, whole);
        assert_eq!(copies.copies[0].held_until(&spans), Some((10, false)));
        assert_eq!(copies.own_source_for.as_slice(), &[0]);
        assert_eq!(copies.copies[1].held_until(&spans), Some((12, true)));
        // The value itself is not needed after the gather; the gathered copy is.
        assert!(!copies.source_kept(&copies.reshards[0], &spans, &|_| false));
        assert!(!copies.source_kept(&copies.reshards[1], &spans, &|_| false));
    }

    #[test]
    fn a_layout_an_earlier_reshard_made_is_read_from_its_copy() {
        let mesh = Mesh::new([("x", 4)]);
        let model = CostModel::new(HardwareProfile::cpu(), &mesh);
        let ty = TensorType::new(vec![16, 16], ElementType::F32);
        let own = sharded("mesh", &[&["x"], &[]]);
        let whole = sharded("mesh", &[&[], &[]]);
        let copies = plan_copies(&own, &[&whole, &whole], &ty, &model, &mut |a, b| {
            planned(a, b, &ty, &model)
        });
        let spans = [(1, 1), (5, 9)];
        assert_eq!(copies.reshards.len(), 1);
        assert!(!copies.shares());
        assert_eq!(copies.copies[0].held_until(&spans), Some((9, true)));
        // The whole layout spelled with an empty axis list is still the value's own.
        let copies = plan_copies(&whole, &[&whole.clone()], &ty, &model, &mut |a, b| {
            planned(a, b, &ty, &model)
        });
        assert!(copies.reshards.is_empty());
        assert_eq!(copies.own_read_by.as_slice(), &[0]);
    }

    #[test]
    fn a_single_collective_holds_nothing_beyond_its_operand_and_result() {
        assert_eq!(reshard_extra(192, &[(320, true)], false), 0);
        assert_eq!(reshard_extra(192, &[(320, true)], true), 0);
    }

    #[test]
    fn a_gather_then_slice_holds_the_whole_beside_one_end_at_a_time() {
        // 192-byte blocks gathered to 320 bytes, then sliced to 160: first block and whole
        // (512), then whole and slice (480); the scan holds block and slice (352).
        assert_eq!(
            reshard_extra(192, &[(320, false), (160, true)], false),
            512 - 352
        );
        // The block read again later stays beside the whole and the slice (672).
        assert_eq!(
            reshard_extra(192, &[(320, false), (160, true)], true),
            672 - 352
        );
        // The whole held past the reshard (a later reader slices it) is the scan's already.
        assert_eq!(
            reshard_extra(192, &[(320, true), (160, true)], false),
            512 - 672
        );
    }

    #[test]
    fn a_reshard_whose_operand_is_freed_early_can_hold_less_than_both_ends() {
        // 100 -> 10 -> 1000: the large result is made after the operand is gone.
        assert_eq!(
            reshard_extra(100, &[(10, false), (1000, true)], false),
            1010 - 1100
        );
    }
}
