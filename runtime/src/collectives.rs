//! Collectives of local-view programs on the CPU virtual mesh.
//!
//! Every device runs the same local-view function in its own thread; a collective is a
//! rendezvous in shared memory of the devices of one group (see [`VirtualMesh`] for devices,
//! groups and positions). Each member deposits its operand; once all have arrived, each
//! computes its own result from the deposited operands. Semantics, for a device `p`:
//!
//! - `dist.all_gather {gathering_axes}`: for each dimension `d` with axes `A_d` (`k_d`
//!   devices), the result's dimension `d` is `k_d` times larger and block `j` along it comes
//!   from the member at position `j` along `A_d` (one rendezvous over all the listed axes).
//! - `dist.all_slice {slicing_axes}`: no communication; along each dimension keep block
//!   number (`p`'s position along `A_d`) of size `local / k_d`.
//! - `dist.all_reduce {reduction_axes, kind}`: elementwise combination over the group, in
//!   group-position order, floats accumulated in f64 and rounded once, so every member gets
//!   bitwise the same result.
//! - `dist.reduce_scatter {scatter_axes, kind}`: `all_reduce` over all the listed axes
//!   (dimensions in order), then `all_slice` with `scatter_axes`.
//! - `dist.all_to_all {source_dim, target_dim, axes}`: the operand is cut into `k` chunks
//!   along `target_dim`, chunk `j` goes to member `j`, and each member concatenates what it
//!   receives along `source_dim` in member order.
//! - `dist.collective_permute`: the operand's sharding `S` and the result's `T` split every
//!   dimension into as many pieces; `p` receives the global block `T` assigns it from the
//!   lowest-numbered device `q` whose `S` block it is, among the devices that agree with `p`
//!   on every part of the mesh that neither `S` nor `T` splits a dimension over (so on
//!   `unreduced` axes too, which keeps partial sums partial sums of the same total; without
//!   unreduced axes any such `q` holds the same values as every other one).
//!
//! Rendezvous are keyed by group: the `n`-th collective a device runs over a set of devices
//! meets the `n`-th collective every other member runs over that set, and all must be the
//! same op (same kind, attributes, types and shardings), else the run fails with
//! [`RuntimeError::CollectiveMismatch`]. A device that errors or panics is recorded as the
//! run's failure and wakes every waiting device, which stops with "device k failed"; a
//! device whose program ends while others wait for it fails the run as a mismatch; a wait
//! longer than the timeout fails it with [`RuntimeError::CollectiveTimeout`].

use std::collections::HashMap;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use shardc_ir::interp::{CollectiveExecutor, Tensor, combine_elementwise};
use shardc_ir::op::OpKind;
use shardc_ir::{AxisRef, Location, Module, OpData, Sharding, TensorType};

use crate::RuntimeError;
use crate::layout::{extract, place};
use crate::mesh::{GroupCounters, VirtualMesh, device_list};

/// Why a run failed, as recorded by the device that saw it first.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) enum Failure {
    /// A device's program returned an error or panicked.
    Device {
        /// The device.
        device: usize,
        /// What happened (the interpreter's error with its location, or the panic message).
        message: String,
    },
    /// A device gave up waiting in a collective.
    Timeout {
        op: String,
        location: String,
        waited: Duration,
        missing: Vec<usize>,
        detail: String,
    },
    /// Devices met in one collective instance with different ops, or a device ended its
    /// program while others waited for it.
    Mismatch { message: String },
}

/// One collective as a device runs it: compared between the members of a rendezvous (as
/// text, so that it crosses process boundaries: `crate::distributed`).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct OpDesc {
    /// The op, its types and shardings: members agree when these agree.
    key: String,
    /// The op's name.
    pub(crate) name: String,
    /// Where it is.
    pub(crate) loc: String,
    /// Its operand's type.
    operand: String,
}

impl OpDesc {
    fn new(
        kind: &OpKind,
        (operand_ty, result_ty): (&TensorType, &TensorType),
        (operand_sharding, result_sharding): (Option<&Sharding>, Option<&Sharding>),
        loc: &Location,
    ) -> OpDesc {
        OpDesc {
            key: format!(
                "{kind:?}|{operand_ty}|{result_ty}|{operand_sharding:?}|{result_sharding:?}"
            ),
            name: kind.name(),
            loc: loc.to_string(),
            operand: operand_ty.to_string(),
        }
    }

    fn same_op(&self, other: &OpDesc) -> bool {
        self.key == other.key
    }

    fn describe(&self) -> String {
        format!("'{}' at {} on {}", self.name, self.loc, self.operand)
    }
}

/// Where the members of a collective meet: this process's shared memory ([`Shared`]), or
/// the run's rank-0 process over TCP (`crate::distributed`).
pub(crate) trait Rendezvous: Sync {
    /// The rendezvous of `device` in the `seq`-th collective over `members` (sorted):
    /// deposits `operand` and returns every member's operand, in `members` order.
    fn exchange(
        &self,
        device: usize,
        members: &[usize],
        seq: u64,
        desc: OpDesc,
        operand: Payload,
    ) -> Result<Vec<Payload>, String>;

    /// Marks `device` as done, with its failure if it failed.
    fn finish(&self, device: usize, failure: Option<Failure>);
}

impl Rendezvous for Shared {
    fn exchange(
        &self,
        device: usize,
        members: &[usize],
        seq: u64,
        desc: OpDesc,
        operand: Payload,
    ) -> Result<Vec<Payload>, String> {
        Shared::exchange(self, device, members, seq, desc, operand)
    }

    fn finish(&self, device: usize, failure: Option<Failure>) {
        Shared::finish(self, device, failure)
    }
}

/// What a member deposits in a rendezvous: an interpreter value, or the raw little-endian
/// elements of a compiled run's buffer.
#[derive(Clone, Debug)]
pub(crate) enum Payload {
    Tensor(Arc<Tensor>),
    Bytes(Arc<Vec<u8>>),
}

struct Slot {
    /// Per member (sorted device order): its op and operand, once arrived.
    arrivals: Vec<Option<(OpDesc, Payload)>>,
    /// Members that have not yet taken the data.
    unread: usize,
    /// Set when the members turned out to run different collectives.
    mismatched: bool,
}

struct State {
    slots: HashMap<(Vec<usize>, u64), Slot>,
    failures: Vec<Failure>,
    finished: Vec<bool>,
    /// What each device is waiting in, for timeout messages.
    waiting_in: Vec<Option<String>>,
}

/// The shared memory of one run: rendezvous slots and the failure record.
pub(crate) struct Shared {
    state: Mutex<State>,
    cond: Condvar,
    timeout: Duration,
}

fn ordinal(n: u64) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, r) if r != 11 => "st",
        (2, r) if r != 12 => "nd",
        (3, r) if r != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

impl Shared {
    pub(crate) fn new(devices: usize, timeout: Duration) -> Shared {
        Shared {
            state: Mutex::new(State {
                slots: HashMap::new(),
                failures: Vec::new(),
                finished: vec![false; devices],
                waiting_in: vec![None; devices],
            }),
            cond: Condvar::new(),
            timeout,
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A panicking device never leaves the state half-updated; keep going after one.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Marks `device` as done (with its failure, if it is the first to see one) and wakes
    /// every waiting device.
    pub(crate) fn finish(&self, device: usize, failure: Option<Failure>) {
        let mut st = self.lock();
        st.finished[device] = true;
        st.waiting_in[device] = None;
        if let Some(f) = failure {
            st.failures.push(f);
        }
        drop(st);
        self.cond.notify_all();
    }

    fn secondary(f: &Failure) -> String {
        match f {
            Failure::Device { device, .. } => format!("device {device} failed"),
            Failure::Timeout { op, location, .. } => {
                format!("the run failed: '{op}' at {location} timed out")
            }
            Failure::Mismatch { .. } => "the run failed: devices disagree on collectives".into(),
        }
    }

    /// The rendezvous of `device` in the `seq`-th collective over `members` (sorted): deposits
    /// `operand` and returns every member's operand, in `members` order. On an error the
    /// failure is already recorded (by this device or another one).
    fn exchange(
        &self,
        device: usize,
        members: &[usize],
        seq: u64,
        desc: OpDesc,
        operand: Payload,
    ) -> Result<Vec<Payload>, String> {
        let key = (members.to_vec(), seq);
        let me = members
            .iter()
            .position(|&m| m == device)
            .ok_or("internal error: a device outside its own group")?;
        let what = format!(
            "{} (its {} collective over devices {{{}}})",
            desc.describe(),
            ordinal(seq + 1),
            device_list(members)
        );
        let mut st = self.lock();
        if let Some(f) = st.failures.first() {
            return Err(Self::secondary(f));
        }
        let slot = st.slots.entry(key.clone()).or_insert_with(|| Slot {
            arrivals: vec![None; members.len()],
            unread: members.len(),
            mismatched: false,
        });
        slot.arrivals[me] = Some((desc.clone(), operand));
        if slot.arrivals.iter().all(Option::is_some) {
            let first = slot.arrivals[0].as_ref().map(|a| &a.0);
            let disagree = slot.arrivals.iter().any(|a| {
                !a.as_ref()
                    .map(|a| &a.0)
                    .zip(first)
                    .is_some_and(|(x, y)| x.same_op(y))
            });
            if disagree {
                slot.mismatched = true;
                let runs: Vec<String> = members
                    .iter()
                    .zip(&slot.arrivals)
                    .map(|(d, a)| {
                        format!(
                            "device {d} runs {}",
                            a.as_ref().map_or(String::new(), |a| a.0.describe())
                        )
                    })
                    .collect();
                let message = format!(
                    "devices disagree on their {} collective over devices {{{}}}: {}",
                    ordinal(seq + 1),
                    device_list(members),
                    runs.join("; ")
                );
                st.failures.push(Failure::Mismatch {
                    message: message.clone(),
                });
                drop(st);
                self.cond.notify_all();
                return Err(message);
            }
            self.cond.notify_all();
        }
        st.waiting_in[device] = Some(what.clone());
        let start = Instant::now();
        let deadline = start + self.timeout;
        loop {
            let slot = st
                .slots
                .get_mut(&key)
                .ok_or("internal error: a rendezvous slot vanished")?;
            let missing: Vec<usize> = members
                .iter()
                .zip(&slot.arrivals)
                .filter(|(_, a)| a.is_none())
                .map(|(&d, _)| d)
                .collect();
            if missing.is_empty() && slot.mismatched {
                st.waiting_in[device] = None;
                return Err("the run failed: devices disagree on collectives".into());
            }
            if missing.is_empty() {
                let data: Vec<Payload> = slot
                    .arrivals
                    .iter()
                    .map(|a| a.as_ref().map(|a| a.1.clone()))
                    .collect::<Option<_>>()
                    .ok_or("internal error: a rendezvous lost an operand")?;
                slot.unread -= 1;
                if slot.unread == 0 {
                    st.slots.remove(&key);
                }
                st.waiting_in[device] = None;
                return Ok(data);
            }
            // A complete rendezvous goes through even after a failure elsewhere, so that
            // every device that can fail by itself does (the run's error is deterministic).
            if let Some(f) = st.failures.first() {
                let message = Self::secondary(f);
                st.waiting_in[device] = None;
                return Err(message);
            }
            let arrived: Vec<usize> = members
                .iter()
                .filter(|m| !missing.contains(m))
                .copied()
                .collect();
            if let Some(&gone) = missing.iter().find(|&&m| st.finished[m]) {
                let message = format!(
                    "device {gone} finished its program without joining {what}, which device(s) {} wait in",
                    device_list(&arrived)
                );
                st.failures.push(Failure::Mismatch {
                    message: message.clone(),
                });
                st.waiting_in[device] = None;
                drop(st);
                self.cond.notify_all();
                return Err(message);
            }
            let now = Instant::now();
            if now >= deadline {
                let detail: Vec<String> = missing
                    .iter()
                    .map(|&m| match &st.waiting_in[m] {
                        Some(w) => format!("device {m} waits in {w}"),
                        None => format!("device {m} is not in a collective"),
                    })
                    .collect();
                let failure = Failure::Timeout {
                    op: desc.name.clone(),
                    location: desc.loc.clone(),
                    waited: now - start,
                    missing: missing.clone(),
                    detail: format!(
                        "device(s) {} waited in it, their {} collective over devices {{{}}}; {}",
                        device_list(&arrived),
                        ordinal(seq + 1),
                        device_list(members),
                        detail.join("; ")
                    ),
                };
                let message = format!(
                    "'{}' at {} timed out: device(s) {} did not arrive",
                    desc.name,
                    desc.loc,
                    device_list(&missing)
                );
                st.failures.push(failure);
                st.waiting_in[device] = None;
                drop(st);
                self.cond.notify_all();
                return Err(message);
            }
            st = self
                .cond
                .wait_timeout(st, deadline - now)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// The run's error, if any device failed: the lowest-numbered device whose program failed
    /// by itself, else the first collective failure recorded.
    pub(crate) fn into_error(self) -> Option<RuntimeError> {
        self.run_error()
    }

    /// The run's error so far (see [`Shared::into_error`]).
    pub(crate) fn run_error(&self) -> Option<RuntimeError> {
        let st = self.lock();
        let mut devices: Vec<(usize, String)> = st
            .failures
            .iter()
            .filter_map(|f| match f {
                Failure::Device { device, message } => Some((*device, message.clone())),
                _ => None,
            })
            .collect();
        devices.sort_by_key(|(d, _)| *d);
        if let Some((device, message)) = devices.first().cloned() {
            return Some(RuntimeError::DeviceFailed {
                device,
                message,
                also_failed: devices[1..].iter().map(|(d, _)| *d).collect(),
            });
        }
        st.failures.first().cloned().map(|f| match f {
            Failure::Timeout {
                op,
                location,
                waited,
                missing,
                detail,
            } => RuntimeError::CollectiveTimeout {
                op,
                location,
                seconds: waited.as_secs_f64(),
                missing,
                detail,
            },
            Failure::Mismatch { message } => RuntimeError::CollectiveMismatch { message },
            Failure::Device { device, message } => RuntimeError::DeviceFailed {
                device,
                message,
                also_failed: Vec::new(),
            },
        })
    }
}

/// The members' raw operands in group order, and (for a gather or a scatter) the pieces per
/// dimension.
pub(crate) type RawParts = (Vec<Arc<Vec<u8>>>, Vec<i64>);

/// Runs the collectives of one device.
pub(crate) struct DeviceExecutor<'a> {
    device: usize,
    vm: &'a VirtualMesh,
    module: &'a Module,
    shared: &'a dyn Rendezvous,
    counters: GroupCounters,
    /// Set once a collective failed through the shared record (the run's failure is
    /// recorded already).
    reported: bool,
}

impl<'a> DeviceExecutor<'a> {
    pub(crate) fn new(
        device: usize,
        vm: &'a VirtualMesh,
        module: &'a Module,
        shared: &'a dyn Rendezvous,
    ) -> DeviceExecutor<'a> {
        DeviceExecutor {
            device,
            vm,
            module,
            shared,
            counters: GroupCounters::default(),
            reported: false,
        }
    }

    /// True when this device's error came from the shared failure record (so it must not
    /// be recorded again).
    pub(crate) fn reported(&self) -> bool {
        self.reported
    }

    /// Every member's operand, in the order of `group`.
    fn exchange(
        &mut self,
        group: &[usize],
        desc: OpDesc,
        operand: &Tensor,
    ) -> Result<Vec<Arc<Tensor>>, String> {
        if group.len() == 1 {
            return Ok(vec![Arc::new(operand.clone())]);
        }
        let parts = self.rendezvous(group, desc, Payload::Tensor(Arc::new(operand.clone())))?;
        parts
            .into_iter()
            .map(|p| match p {
                Payload::Tensor(t) => Ok(t),
                Payload::Bytes(_) => {
                    Err("devices disagree on how they run (compiled and interpreted)".into())
                }
            })
            .collect()
    }

    /// Every member's payload, in the order of `group`.
    fn rendezvous(
        &mut self,
        group: &[usize],
        desc: OpDesc,
        operand: Payload,
    ) -> Result<Vec<Payload>, String> {
        let mut sorted = group.to_vec();
        sorted.sort_unstable();
        let seq = self.counters.next(&sorted);
        let data = self
            .shared
            .exchange(self.device, &sorted, seq, desc, operand)
            .inspect_err(|_| self.reported = true)?;
        Ok(group
            .iter()
            .map(|d| {
                let i = sorted.binary_search(d).unwrap_or(0);
                data[i].clone()
            })
            .collect())
    }

    /// For a `dist.all_gather`, `dist.reduce_scatter` or `dist.all_slice`, the number of
    /// pieces along each dimension.
    pub(crate) fn piece_splits(&self, op: &OpData) -> Option<Vec<i64>> {
        if let OpKind::AllToAll { axes, .. } = &op.kind {
            return self.group_size(axes).ok().map(|k| vec![k]);
        }
        let (OpKind::AllGather {
            gathering_axes: axes,
        }
        | OpKind::ReduceScatter {
            scatter_axes: axes, ..
        }
        | OpKind::AllSlice { slicing_axes: axes }) = &op.kind
        else {
            return None;
        };
        axes.iter()
            .map(|a| self.group_size(a))
            .collect::<Result<Vec<_>, _>>()
            .ok()
    }

    /// This device's block of a `dist.reduce_scatter` or `dist.all_slice` `op`'s operand: its
    /// position along each dimension's scatter (slicing) axes; for a `dist.all_to_all`, its
    /// position in the group (the chunk of every member's target dimension it receives).
    pub(crate) fn own_block(&self, op: &OpData) -> Result<Vec<i64>, String> {
        if let OpKind::AllToAll { axes, .. } = &op.kind {
            return Ok(vec![self.vm.position_of(self.device, axes)?]);
        }
        let (OpKind::ReduceScatter {
            scatter_axes: axes, ..
        }
        | OpKind::AllSlice { slicing_axes: axes }) = &op.kind
        else {
            return Err(format!("'{}' keeps no block", op.kind.name()));
        };
        axes.iter()
            .map(|a| self.vm.position_of(self.device, a))
            .collect()
    }

    /// The raw elements of every member of the group of a compiled run's `dist.all_reduce`,
    /// `dist.all_gather`, `dist.reduce_scatter` or `dist.all_to_all` `op`, in group order
    /// (the run combines or places them itself); `bytes` holds this device's operand of type
    /// `operand_ty`. For a gather or a scatter, also the number of pieces along each
    /// dimension.
    pub(crate) fn raw_parts(
        &mut self,
        op: &OpData,
        operand_ty: &TensorType,
        result_ty: &TensorType,
        shardings: (Option<&Sharding>, Option<&Sharding>),
        bytes: Arc<Vec<u8>>,
    ) -> Result<RawParts, String> {
        let (axes, splits) = match &op.kind {
            OpKind::AllReduce { reduction_axes, .. } => (reduction_axes.clone(), Vec::new()),
            OpKind::AllToAll { axes, .. } => (axes.clone(), Vec::new()),
            OpKind::AllGather {
                gathering_axes: axes,
            }
            | OpKind::ReduceScatter {
                scatter_axes: axes, ..
            } => (
                axes.concat(),
                axes.iter()
                    .map(|a| self.group_size(a))
                    .collect::<Result<Vec<_>, _>>()?,
            ),
            other => return Err(format!("'{}' has no raw form", other.name())),
        };
        self.check_mesh(shardings.0)?;
        self.check_mesh(shardings.1)?;
        let group = self.vm.group_of(self.device, &axes)?;
        if group.len() == 1 {
            return Ok((vec![bytes], splits));
        }
        let desc = OpDesc::new(&op.kind, (operand_ty, result_ty), shardings, &op.loc);
        let parts = self
            .rendezvous(&group, desc, Payload::Bytes(bytes))?
            .into_iter()
            .map(|p| match p {
                Payload::Bytes(b) => Ok(b),
                Payload::Tensor(_) => {
                    Err("devices disagree on how they run (compiled and interpreted)".to_string())
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok((parts, splits))
    }

    fn check_mesh(&self, s: Option<&Sharding>) -> Result<(), String> {
        let Some(s) = s else { return Ok(()) };
        match self.module.mesh(&s.mesh) {
            Some(m) if m == self.vm.mesh() => Ok(()),
            Some(m) => Err(format!(
                "the value is sharded over mesh @{} = {m}, but the run is on the mesh {}",
                s.mesh,
                self.vm.mesh()
            )),
            None => Err(format!("the module declares no mesh @{}", s.mesh)),
        }
    }

    /// The device's block of `x` along the slicing axes, as long as `result` says: a
    /// dimension its pieces do not divide is padded, the last blocks ending in zeros.
    fn all_slice(
        &self,
        x: &Tensor,
        slicing_axes: &[Vec<AxisRef>],
        result: &[i64],
    ) -> Result<Tensor, String> {
        check_rank(x, slicing_axes.len())?;
        let mut offsets = Vec::with_capacity(x.ty.rank());
        let mut extent = Vec::with_capacity(x.ty.rank());
        for (d, axes) in slicing_axes.iter().enumerate() {
            let k = self.group_size(axes)?;
            let n = x.ty.shape[d];
            let c = result.get(d).copied().unwrap_or(n);
            // A piece of `c` must be `ceil(n / k)`.
            if k < 1 || c.saturating_mul(k) < n || (c - 1).saturating_mul(k) >= n.max(1) {
                return Err(format!(
                    "dimension {d} of size {n} cannot be sliced into {k} pieces of {c}"
                ));
            }
            extent.push(c);
            offsets.push(self.vm.position_of(self.device, axes)? * c);
        }
        Ok(extract(x, &offsets, &extent))
    }

    fn group_size(&self, axes: &[AxisRef]) -> Result<i64, String> {
        axes.iter()
            .map(|a| self.vm.part(a).map(|p| p.size))
            .product()
    }
}

fn check_rank(x: &Tensor, listed: usize) -> Result<(), String> {
    if listed != x.ty.rank() {
        return Err(format!(
            "axes are listed for {listed} dimension(s) but the operand has rank {}",
            x.ty.rank()
        ));
    }
    Ok(())
}

/// The all_gather result from every member's operand (in position order over the
/// concatenated axes of all dimensions, dimension by dimension).
fn gather_parts(parts: &[Arc<Tensor>], splits: &[i64]) -> Tensor {
    let local = parts[0].ty.shape.clone();
    let shape: Vec<i64> = local.iter().zip(splits).map(|(n, k)| n * k).collect();
    let mut out = Tensor::filled(TensorType::new(shape, parts[0].ty.element), 0.0);
    for (j, part) in parts.iter().enumerate() {
        let digits = shardc_ir::interp::unravel(j, splits);
        let offsets: Vec<i64> = digits.iter().zip(&local).map(|(j, n)| j * n).collect();
        place(&mut out, part, &offsets);
    }
    out
}

impl CollectiveExecutor for DeviceExecutor<'_> {
    fn execute(
        &mut self,
        op: &OpData,
        operands: &[&Tensor],
        operand_shardings: &[Option<&Sharding>],
        result_type: &TensorType,
        result_sharding: Option<&Sharding>,
    ) -> Result<Tensor, String> {
        if let OpKind::Shift {
            axes,
            offset,
            circular,
        } = &op.kind
        {
            // Every member contributes its operand; each takes the one `offset` positions
            // before it (zeros past the ends of the group).
            let x = *operands.first().ok_or("missing operand")?;
            let group = self.vm.group_of(self.device, axes)?;
            let me = group.iter().position(|&d| d == self.device).unwrap_or(0) as i64;
            let desc = OpDesc::new(
                &op.kind,
                (&x.ty, result_type),
                (
                    operand_shardings.first().copied().flatten(),
                    result_sharding,
                ),
                &op.loc,
            );
            let parts = self.exchange(&group, desc, x)?;
            let size = group.len() as i64;
            let from = if *circular {
                (me - offset).rem_euclid(size)
            } else {
                me - offset
            };
            return Ok(if (0..size).contains(&from) {
                parts[from as usize].as_ref().clone()
            } else {
                Tensor::filled(x.ty.clone(), 0.0)
            });
        }
        if let OpKind::AxisIndex { axes } = &op.kind {
            let group = self.vm.group_of(self.device, axes)?;
            let position = group.iter().position(|&d| d == self.device).unwrap_or(0);
            return Ok(Tensor::from_i64(result_type.clone(), vec![position as i64]));
        }
        let x = *operands.first().ok_or("missing operand")?;
        let operand_sharding = operand_shardings.first().copied().flatten();
        self.check_mesh(operand_sharding)?;
        self.check_mesh(result_sharding)?;
        let desc = OpDesc::new(
            &op.kind,
            (&x.ty, result_type),
            (operand_sharding, result_sharding),
            &op.loc,
        );
        let me = self.device;
        let result = match &op.kind {
            OpKind::AllSlice { slicing_axes } => {
                self.all_slice(x, slicing_axes, &result_type.shape)?
            }
            OpKind::AllGather { gathering_axes } => {
                check_rank(x, gathering_axes.len())?;
                let splits = gathering_axes
                    .iter()
                    .map(|a| self.group_size(a))
                    .collect::<Result<Vec<_>, _>>()?;
                let group = self.vm.group_of(me, &gathering_axes.concat())?;
                let parts = self.exchange(&group, desc, x)?;
                let gathered = gather_parts(&parts, &splits);
                // A padded dimension: its padding sits at the end of the last blocks, so
                // gathering it whole and cutting it to the global size drops it. The cut
                // may remove padding only (the declared size must give the operand's pieces),
                // and only when the dimension is gathered whole: a partial gather of a padded
                // dimension would need elements held outside the group (`insert-reshards`
                // never makes one). Anything else is left for the type check to report.
                let padding_only = (0..result_type.rank().min(x.ty.rank())).all(|d| {
                    let (got, want) = (gathered.ty.shape[d], result_type.shape[d]);
                    let whole = result_sharding
                        .and_then(|s| s.dims.get(d))
                        .is_none_or(|s| s.axes.is_empty());
                    got == want || (whole && want < got && (x.ty.shape[d] - 1) * splits[d] < want)
                });
                if gathered.ty.shape != result_type.shape
                    && gathered.ty.rank() == result_type.rank()
                    && padding_only
                {
                    extract(&gathered, &vec![0; result_type.rank()], &result_type.shape)
                } else {
                    gathered
                }
            }
            OpKind::AllReduce {
                reduction_axes,
                kind,
            } => {
                let group = self.vm.group_of(me, reduction_axes)?;
                let parts = self.exchange(&group, desc, x)?;
                let refs: Vec<&Tensor> = parts.iter().map(|p| p.as_ref()).collect();
                combine_elementwise(*kind, &refs)?
            }
            OpKind::ReduceScatter { scatter_axes, kind } => {
                check_rank(x, scatter_axes.len())?;
                let group = self.vm.group_of(me, &scatter_axes.concat())?;
                let parts = self.exchange(&group, desc, x)?;
                let refs: Vec<&Tensor> = parts.iter().map(|p| p.as_ref()).collect();
                let reduced = combine_elementwise(*kind, &refs)?;
                self.all_slice(&reduced, scatter_axes, &result_type.shape)?
            }
            OpKind::AllToAll {
                source_dim,
                target_dim,
                axes,
            } => {
                let rank = x.ty.rank() as i64;
                let (s, t) = (*source_dim, *target_dim);
                if s < 0 || s >= rank || t < 0 || t >= rank || s == t {
                    return Err(format!(
                        "source_dim {s} and target_dim {t} must be different dimensions of the rank-{rank} operand"
                    ));
                }
                let (s, t) = (s as usize, t as usize);
                let group = self.vm.group_of(me, axes)?;
                let k = group.len() as i64;
                let n = x.ty.shape[t];
                if n % k != 0 {
                    return Err(format!(
                        "target dimension {t} of size {n} cannot be split into {k} chunks"
                    ));
                }
                let i = group.iter().position(|&d| d == me).unwrap_or(0) as i64;
                let parts = self.exchange(&group, desc, x)?;
                let mut shape = x.ty.shape.clone();
                shape[s] *= k;
                shape[t] /= k;
                let mut out = Tensor::filled(TensorType::new(shape, x.ty.element), 0.0);
                let mut chunk = x.ty.shape.clone();
                chunk[t] /= k;
                let mut from = vec![0i64; x.ty.rank()];
                from[t] = i * chunk[t];
                for (j, part) in parts.iter().enumerate() {
                    let piece = extract(part, &from, &chunk);
                    let mut to = vec![0i64; x.ty.rank()];
                    to[s] = j as i64 * x.ty.shape[s];
                    place(&mut out, &piece, &to);
                }
                out
            }
            OpKind::CollectivePermute => {
                let (Some(src), Some(dst)) = (operand_sharding, result_sharding) else {
                    return Err(
                        "'dist.collective_permute' needs the shardings of its operand and its result"
                            .into(),
                    );
                };
                if src.dims.len() != x.ty.rank() || dst.dims.len() != x.ty.rank() {
                    return Err(format!(
                        "the shardings {src} and {dst} do not have the operand's rank {}",
                        x.ty.rank()
                    ));
                }
                for d in 0..x.ty.rank() {
                    let (a, b) = (
                        self.group_size(&src.dims[d].axes)?,
                        self.group_size(&dst.dims[d].axes)?,
                    );
                    if a != b {
                        return Err(format!(
                            "dimension {d} is split into {a} pieces by {src} but {b} by {dst}"
                        ));
                    }
                }
                let used: Vec<AxisRef> = src
                    .dims
                    .iter()
                    .chain(&dst.dims)
                    .flat_map(|d| d.axes.iter().cloned())
                    .collect();
                let span = self.vm.span_of(me, &used)?;
                let block = |q: usize, s: &Sharding| -> Result<Vec<i64>, String> {
                    s.dims
                        .iter()
                        .map(|d| self.vm.position_of(q, &d.axes))
                        .collect()
                };
                let want = block(me, dst)?;
                let mut source = None;
                for (i, &q) in span.iter().enumerate() {
                    if block(q, src)? == want {
                        source = Some(i);
                        break;
                    }
                }
                let source = source.ok_or_else(|| {
                    format!(
                        "no device holds block {want:?} of {src} (needed by {dst} on device {me})"
                    )
                })?;
                let parts = self.exchange(&span, desc, x)?;
                parts[source].as_ref().clone()
            }
            other => return Err(format!("'{}' is not a collective", other.name())),
        };
        if result.ty != *result_type {
            return Err(format!(
                "'{}' computes {} on device {me}, but its result is declared {result_type} (is this a local-view program?)",
                op.kind.name(),
                result.ty
            ));
        }
        Ok(result)
    }
}
