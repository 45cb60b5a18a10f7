//! The CPU virtual mesh: N devices as N threads of one process, collectives through shared
//! memory (the way JAX fakes several host devices).
//!
//! Devices are numbered row-major over the mesh axes (listed major to minor): on
//! `<["dp"=2, "tp"=4]>` device `4 * dp + tp`. A sub-axis `"x":(pre)size` of an axis of size
//! `n` is the middle factor of `n = pre x size x (n / (pre * size))`: the coordinate of a
//! device on it is `(c / (n / (pre * size))) % size` for its coordinate `c` on `"x"`.
//!
//! The *group* of a device for an ordered list of (sub-)axes `A` is every device whose
//! coordinates agree with it on every part of the mesh not in `A`; a member's *position* in
//! the group is its coordinates over `A` linearized row-major in the order `A` lists them.
//!
//! [`VirtualMesh::run_local`] runs a local-view program (module attribute `dist.local_view`)
//! on every device at once, giving each collective its real meaning over these groups (see
//! the [`collectives`](crate::collectives) module for the exact semantics and the failure
//! handling).

use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

use std::cell::Cell;

use shardc_ir::interp::{Tensor, run_function_observed_with};
use shardc_ir::{AxisRef, Mesh, Module, OpId};

use crate::RuntimeError;
use crate::collectives::{DeviceExecutor, Failure, Rendezvous, Shared};

pub use shardc_ir::verify::LOCAL_VIEW_ATTR;

/// How [`VirtualMesh::run_local`] runs.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// How long a device waits in a collective for the other members of its group before the
    /// run fails (default 60 s).
    pub collective_timeout: Duration,
    /// Stack size of each device thread in bytes (default 16 MiB).
    pub stack_size: usize,
    /// How devices execute their program (default: the reference interpreter).
    pub engine: Engine,
    /// Where compiled runs record what each device did and when (`shardc run --trace`).
    pub trace: Option<std::sync::Arc<crate::trace::TraceLog>>,
    /// Machine code of the program's kernels (from a sharded binary): used when it was
    /// compiled for this CPU from the same kernels, else the kernels are compiled again.
    pub kernels: Option<std::sync::Arc<shardc_backend::codegen::KernelObjects>>,
    /// The kernels as PTX (from a sharded binary compiled with `--target cuda`): used by
    /// [`Engine::Cuda`] when made from the same kernels, else PTX is generated at load.
    pub ptx: Option<std::sync::Arc<shardc_backend::codegen::PtxModule>>,
    /// This process's place in a multi-process run (torchrun, Slurm: see
    /// [`crate::distributed`]); None for a run in one process.
    pub launch: Option<crate::distributed::Launch>,
    /// Compiled runs use exact kernels, computing as the reference interpreter does
    /// (`--parity`), IEEE subnormals included; without it, compiled runs on the CPU flush
    /// subnormals to zero ([`crate::subnormals`]).
    pub exact: bool,
}

/// How a device executes its program.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Engine {
    /// The reference interpreter, op by op (the oracle).
    #[default]
    Interpreter,
    /// The kernel-level program with JIT-compiled kernels (see [`crate::compiled`]).
    Compiled,
    /// The kernel-level program on an NVIDIA GPU: every device of the mesh a stream and a
    /// memory region of GPU 0 (see [`crate::cuda`]).
    Cuda,
}

impl Engine {
    /// Whether devices run the kernel-level program (on the CPU or a GPU) rather than the
    /// interpreter.
    pub fn is_compiled(self) -> bool {
        self != Engine::Interpreter
    }
}

impl Default for RunOptions {
    fn default() -> RunOptions {
        RunOptions {
            collective_timeout: Duration::from_secs(60),
            stack_size: 16 << 20,
            engine: Engine::Interpreter,
            trace: None,
            kernels: None,
            ptx: None,
            launch: None,
            exact: false,
        }
    }
}

impl RunOptions {
    /// The default options with another collective timeout.
    pub fn with_timeout(timeout: Duration) -> RunOptions {
        RunOptions {
            collective_timeout: timeout,
            ..RunOptions::default()
        }
    }
}

/// One (sub-)axis resolved against the mesh: the coordinate on it is
/// `(coords[axis] / stride) % size`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Part {
    /// Index of the mesh axis.
    pub axis: usize,
    /// Product of the sizes of the more major parts of the axis.
    pub pre: i64,
    /// Number of coordinates.
    pub size: i64,
    /// `axis_size / (pre * size)`.
    pub stride: i64,
}

/// A mesh whose devices are threads of this process.
#[derive(Clone, Debug)]
pub struct VirtualMesh {
    mesh: Mesh,
    /// Coordinates of each device over the mesh axes.
    coords: Vec<Vec<i64>>,
}

fn mesh_error(message: impl Into<String>) -> RuntimeError {
    RuntimeError::Mesh {
        message: message.into(),
    }
}

fn list(devices: &[usize]) -> String {
    devices
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl VirtualMesh {
    /// The most devices the CPU virtual mesh runs (one thread each).
    pub const MAX_DEVICES: i64 = 1 << 16;

    /// Checks that `mesh` can run as a virtual mesh (unique names, positive sizes, at most
    /// [`VirtualMesh::MAX_DEVICES`] devices) before anything is allocated for its devices.
    pub fn check(mesh: &Mesh) -> Result<(), RuntimeError> {
        mesh.validate().map_err(mesh_error)?;
        let n = mesh.num_devices();
        if n > Self::MAX_DEVICES {
            return Err(mesh_error(format!(
                "the mesh {mesh} has {n} devices; the CPU virtual mesh runs at most {}",
                Self::MAX_DEVICES
            )));
        }
        Ok(())
    }

    /// The virtual mesh of `mesh` (checked by [`VirtualMesh::check`]).
    pub fn new(mesh: &Mesh) -> Result<VirtualMesh, RuntimeError> {
        Self::check(mesh)?;
        let n = mesh.num_devices();
        let sizes: Vec<i64> = mesh.axes.iter().map(|(_, s)| *s).collect();
        let coords = (0..n as usize)
            .map(|d| shardc_ir::interp::unravel(d, &sizes))
            .collect();
        Ok(VirtualMesh {
            mesh: mesh.clone(),
            coords,
        })
    }

    /// The mesh.
    pub fn mesh(&self) -> &Mesh {
        &self.mesh
    }

    /// Number of devices.
    pub fn num_devices(&self) -> usize {
        self.coords.len()
    }

    /// Coordinates of `device` over the mesh axes (major to minor).
    pub fn coordinates(&self, device: usize) -> &[i64] {
        &self.coords[device]
    }

    /// The device at `coords`, if they lie in the mesh.
    pub fn device_at(&self, coords: &[i64]) -> Option<usize> {
        if coords.len() != self.mesh.axes.len()
            || coords
                .iter()
                .zip(&self.mesh.axes)
                .any(|(&c, (_, s))| c < 0 || c >= *s)
        {
            return None;
        }
        Some(
            coords
                .iter()
                .zip(&self.mesh.axes)
                .fold(0i64, |acc, (&c, (_, s))| acc * s + c) as usize,
        )
    }

    pub(crate) fn part(&self, axis: &AxisRef) -> Result<Part, String> {
        let index = self
            .mesh
            .axis_index(&axis.name)
            .ok_or_else(|| format!("unknown mesh axis {axis} (the mesh is {})", self.mesh))?;
        let n = self.mesh.axes[index].1;
        let (pre, size) = axis.sub.map_or((1, n), |s| (s.pre_size, s.size));
        if pre < 1 || size < 1 || n % pre.saturating_mul(size) != 0 {
            return Err(format!(
                "invalid sub-axis {axis}: pre-size x size ({pre} x {size}) must divide the axis size {n}"
            ));
        }
        Ok(Part {
            axis: index,
            pre,
            size,
            stride: n / (pre * size),
        })
    }

    pub(crate) fn part_coordinate(&self, device: usize, p: Part) -> i64 {
        (self.coords[device][p.axis] / p.stride) % p.size
    }

    /// The coordinate of `device` on the (sub-)axis `axis`.
    pub fn axis_coordinate(&self, device: usize, axis: &AxisRef) -> Result<i64, RuntimeError> {
        let p = self.part(axis).map_err(mesh_error)?;
        Ok(self.part_coordinate(device, p))
    }

    pub(crate) fn position_of(&self, device: usize, axes: &[AxisRef]) -> Result<i64, String> {
        let mut pos = 0;
        for a in axes {
            let p = self.part(a)?;
            pos = pos * p.size + self.part_coordinate(device, p);
        }
        Ok(pos)
    }

    /// The position of `device` along `axes`: its coordinates over them, linearized
    /// row-major in the order listed. For a sharded dimension this is the device's block.
    pub fn position(&self, device: usize, axes: &[AxisRef]) -> Result<i64, RuntimeError> {
        self.position_of(device, axes).map_err(mesh_error)
    }

    pub(crate) fn group_of(&self, device: usize, axes: &[AxisRef]) -> Result<Vec<usize>, String> {
        let parts = axes
            .iter()
            .map(|a| self.part(a))
            .collect::<Result<Vec<_>, _>>()?;
        let k: i64 = parts.iter().map(|p| p.size).product();
        let sizes: Vec<i64> = parts.iter().map(|p| p.size).collect();
        let mut members = Vec::with_capacity(k as usize);
        for j in 0..k as usize {
            let digits = shardc_ir::interp::unravel(j, &sizes);
            let mut c = self.coords[device].clone();
            for (p, &digit) in parts.iter().zip(&digits) {
                let old = (c[p.axis] / p.stride) % p.size;
                c[p.axis] += (digit - old) * p.stride;
            }
            let q = self
                .device_at(&c)
                .ok_or_else(|| format!("internal error: coordinates {c:?} outside the mesh"))?;
            if self.position_of(q, axes)? != j as i64 {
                return Err(format!(
                    "the axes {{{}}} overlap: a group cannot be formed over them",
                    axes.iter()
                        .map(|a| a.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            members.push(q);
        }
        Ok(members)
    }

    /// The group of `device` over `axes`, in position order: the member at index `j` is the
    /// device at position `j` along `axes` whose coordinates on every other part of the mesh
    /// are `device`'s. Its length is the product of the axes' sizes.
    pub fn group(&self, device: usize, axes: &[AxisRef]) -> Result<Vec<usize>, RuntimeError> {
        self.group_of(device, axes).map_err(mesh_error)
    }

    /// The devices whose coordinates agree with `device`'s on every part of the mesh not
    /// covered by `used` (which may overlap), in increasing order.
    pub(crate) fn span_of(&self, device: usize, used: &[AxisRef]) -> Result<Vec<usize>, String> {
        let parts = used
            .iter()
            .map(|a| self.part(a))
            .collect::<Result<Vec<_>, _>>()?;
        // Per mesh axis, the factors its used parts cut it into, and which are used.
        let mut factors: Vec<Vec<(i64, i64, bool)>> = Vec::new(); // (stride, size, used)
        for (axis, (name, n)) in self.mesh.axes.iter().enumerate() {
            let on_axis: Vec<&Part> = parts.iter().filter(|p| p.axis == axis).collect();
            let mut bounds = vec![1, *n];
            for p in &on_axis {
                bounds.push(p.pre);
                bounds.push(p.pre * p.size);
            }
            bounds.sort_unstable();
            bounds.dedup();
            let mut fs = Vec::new();
            for w in bounds.windows(2) {
                if w[1] % w[0] != 0 {
                    return Err(format!(
                        "the sub-axes used on mesh axis \"{name}\" do not nest"
                    ));
                }
                let used = on_axis
                    .iter()
                    .any(|p| p.pre <= w[0] && w[1] <= p.pre * p.size);
                fs.push((n / w[1], w[1] / w[0], used));
            }
            factors.push(fs);
        }
        let key = |d: usize| -> Vec<i64> {
            let mut k = Vec::new();
            for (axis, fs) in factors.iter().enumerate() {
                for &(stride, size, used) in fs {
                    if !used {
                        k.push((self.coords[d][axis] / stride) % size);
                    }
                }
            }
            k
        };
        let mine = key(device);
        Ok((0..self.num_devices())
            .filter(|&q| key(q) == mine)
            .collect())
    }

    /// Runs function `function` of the local-view program `module` on every device at once,
    /// one thread per device, device `d` on `per_device_args[d]`. Returns each device's
    /// results, indexed by device.
    ///
    /// Collectives rendezvous in shared memory over the groups their axes define. A device
    /// that returns an error or panics fails the run with [`RuntimeError::DeviceFailed`]
    /// naming it; devices waiting for it in a collective are woken and stop. A device that
    /// waits in a collective longer than `options.collective_timeout` fails the run with
    /// [`RuntimeError::CollectiveTimeout`], naming the op and the devices that did not arrive;
    /// devices meeting in one collective instance while running different collectives fail it
    /// with [`RuntimeError::CollectiveMismatch`]. The run never hangs.
    pub fn run_local(
        &self,
        module: &Module,
        function: &str,
        per_device_args: Vec<Vec<Tensor>>,
        options: &RunOptions,
    ) -> Result<Vec<Vec<Tensor>>, RuntimeError> {
        if options.engine.is_compiled() {
            self.check_local_view(module)?;
            return self.run_compiled(module, function, per_device_args, options);
        }
        let functions = vec![function.to_string(); self.num_devices()];
        self.run_local_programs(module, &functions, per_device_args, options)
    }

    fn check_local_view(&self, module: &Module) -> Result<(), RuntimeError> {
        if !module.attrs.iter().any(|(k, _)| k == LOCAL_VIEW_ATTR) {
            return Err(mesh_error(format!(
                "the module is not a local-view program (it lacks the '{LOCAL_VIEW_ATTR}' attribute); run global-view programs with the interpreter, or partition them first (spmd-partition)"
            )));
        }
        Ok(())
    }

    /// Like [`VirtualMesh::run_local`], with a function per device: device `d` runs
    /// `functions[d]` (MPMD, as pipeline stages do). Collectives still meet by group: the
    /// `n`-th collective a device runs over a set of devices meets the `n`-th collective each
    /// other member runs over the same set, and they must be the same collective.
    pub fn run_local_programs(
        &self,
        module: &Module,
        functions: &[String],
        per_device_args: Vec<Vec<Tensor>>,
        options: &RunOptions,
    ) -> Result<Vec<Vec<Tensor>>, RuntimeError> {
        let n = self.num_devices();
        self.check_local_view(module)?;
        if functions.len() != n {
            return Err(mesh_error(format!(
                "{} function(s) given for the {n} devices of the mesh {}",
                functions.len(),
                self.mesh
            )));
        }
        if let Some(f) = functions.iter().find(|f| module.function(f).is_none()) {
            return Err(mesh_error(format!("the module has no function '@{f}'")));
        }
        if per_device_args.len() != n {
            return Err(mesh_error(format!(
                "arguments given for {} device(s), but the mesh {} has {n}",
                per_device_args.len(),
                self.mesh
            )));
        }
        self.run_devices(
            module,
            functions,
            per_device_args,
            options,
            |device, args, exec, last| {
                run_function_observed_with(
                    module,
                    &functions[device],
                    &args,
                    &mut |op, _| last.set(Some(op)),
                    exec,
                )
                .map_err(|e| e.to_string())
            },
        )
    }

    /// The device threads of a run: device `d` runs `body(d, args[d], executor, last_op)` in
    /// its own thread, where `last_op` is to be set to the last op it completed (to say where
    /// a panic happened) and `executor` gives collectives their meaning. Failures, panics
    /// and collective timeouts are reported as [`VirtualMesh::run_local`] says.
    pub(crate) fn run_devices<A: Send, R: Send, F>(
        &self,
        module: &Module,
        functions: &[String],
        per_device_args: Vec<A>,
        options: &RunOptions,
        body: F,
    ) -> Result<Vec<R>, RuntimeError>
    where
        F: Fn(usize, A, &mut DeviceExecutor, &Cell<Option<OpId>>) -> Result<R, String> + Sync,
    {
        let n = self.num_devices();
        let shared = Shared::new(n, options.collective_timeout);
        let local = per_device_args.into_iter().enumerate().collect();
        let outcomes = self.run_device_threads(module, functions, local, &shared, options, body);
        if let Some(err) = shared.into_error() {
            return Err(err);
        }
        let mut results = Vec::with_capacity(n);
        for (device, o) in outcomes.into_iter().enumerate() {
            results.push(o.ok_or_else(|| RuntimeError::DeviceFailed {
                device,
                message: "stopped without a result".into(),
                also_failed: Vec::new(),
            })?);
        }
        Ok(results)
    }

    /// Runs the devices of `local` (device, its arguments) in threads of this process, their
    /// collectives meeting through `rv`; returns each one's result (None when it failed: its
    /// failure is recorded in `rv`).
    pub(crate) fn run_device_threads<A: Send, R: Send, F>(
        &self,
        module: &Module,
        functions: &[String],
        local: Vec<(usize, A)>,
        rv: &dyn Rendezvous,
        options: &RunOptions,
        body: F,
    ) -> Vec<Option<R>>
    where
        F: Fn(usize, A, &mut DeviceExecutor, &Cell<Option<OpId>>) -> Result<R, String> + Sync,
    {
        let mut outcomes: Vec<Option<R>> = (0..local.len()).map(|_| None).collect();
        std::thread::scope(|scope| {
            let mut handles = Vec::with_capacity(local.len());
            for (device, args) in local {
                let function = functions[device].as_str();
                let body = &body;
                let handle = std::thread::Builder::new()
                    .name(format!("device {device}"))
                    .stack_size(options.stack_size)
                    .spawn_scoped(scope, move || {
                        // Compiled kernels run with subnormals flushed, as XLA's CPU client
                        // runs; parity mode and the interpreter keep IEEE subnormals.
                        let _flush = (options.engine == Engine::Compiled && !options.exact)
                            .then(crate::subnormals::FlushSubnormals::enable);
                        let mut exec = DeviceExecutor::new(device, self, module, rv);
                        // The last op that completed, to say where a panic happened.
                        let last = Cell::new(None::<OpId>);
                        let outcome =
                            catch_unwind(AssertUnwindSafe(|| body(device, args, &mut exec, &last)));
                        match outcome {
                            Ok(Ok(results)) => {
                                rv.finish(device, None);
                                Some(results)
                            }
                            Ok(Err(message)) => {
                                let failure = (!exec.reported())
                                    .then_some(Failure::Device { device, message });
                                rv.finish(device, failure);
                                None
                            }
                            Err(panic) => {
                                let message = panic
                                    .downcast_ref::<&str>()
                                    .map(|s| s.to_string())
                                    .or_else(|| panic.downcast_ref::<String>().cloned())
                                    .unwrap_or_else(|| "(no message)".to_string());
                                let at = panic_site(module, function, last.get());
                                rv.finish(
                                    device,
                                    Some(Failure::Device {
                                        device,
                                        message: format!("panicked{at}: {message}"),
                                    }),
                                );
                                None
                            }
                        }
                    });
                handles.push((device, handle));
            }
            for (i, (device, handle)) in handles.into_iter().enumerate() {
                match handle {
                    Ok(h) => outcomes[i] = h.join().unwrap_or(None),
                    Err(e) => rv.finish(
                        device,
                        Some(Failure::Device {
                            device,
                            message: format!("could not start its thread: {e}"),
                        }),
                    ),
                }
            }
        });
        outcomes
    }
}

/// Runs `function` of the local-view program `module` on the CPU virtual mesh of the one mesh
/// the module declares (see [`VirtualMesh::run_local`]).
pub fn run_local(
    module: &Module,
    function: &str,
    per_device_args: Vec<Vec<Tensor>>,
    options: &RunOptions,
) -> Result<Vec<Vec<Tensor>>, RuntimeError> {
    // A program without a mesh runs on one device.
    let single = Mesh::new(Vec::<(String, i64)>::new());
    let mesh = match module.meshes.as_slice() {
        [one] => &one.mesh,
        [] => &single,
        many => {
            return Err(mesh_error(format!(
                "the module declares {} meshes ({}); build a VirtualMesh for the one to run on",
                many.len(),
                many.iter()
                    .map(|m| format!("@{}", m.name))
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        }
    };
    VirtualMesh::new(mesh)?.run_local(module, function, per_device_args, options)
}

/// ` in 'OP' at LOC`: the op of `function` that runs after `last` (the first op when
/// `last` is `None`), where a panic happened; empty when unknown.
fn panic_site(module: &Module, function: &str, last: Option<OpId>) -> String {
    let Some(f) = module.function(function) else {
        return String::new();
    };
    let next = match last {
        None => f.body.first(),
        Some(op) => f
            .body
            .iter()
            .position(|&o| o == op)
            .and_then(|i| f.body.get(i + 1)),
    };
    next.map_or_else(String::new, |&op| {
        format!(" in '{}' at {}", f.ops[op].kind.name(), f.ops[op].loc)
    })
}

/// Formats a device list for messages.
pub(crate) fn device_list(devices: &[usize]) -> String {
    list(devices)
}

/// Counts collectives per group for one device: the key of its `n`-th collective over a set
/// of devices.
#[derive(Debug, Default)]
pub(crate) struct GroupCounters {
    counts: HashMap<Vec<usize>, u64>,
}

impl GroupCounters {
    /// The sequence number of the next collective over `members` (sorted).
    pub fn next(&mut self, members: &[usize]) -> u64 {
        let c = self.counts.entry(members.to_vec()).or_insert(0);
        *c += 1;
        *c - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_are_row_major() {
        let vm = VirtualMesh::new(&Mesh::new([("x", 2), ("y", 4)])).unwrap();
        assert_eq!(vm.num_devices(), 8);
        assert_eq!(vm.coordinates(6), &[1, 2]);
        assert_eq!(vm.device_at(&[1, 2]), Some(6));
        assert_eq!(vm.device_at(&[2, 0]), None);
        assert_eq!(
            vm.group(6, &[AxisRef::axis("y")]).unwrap(),
            vec![4, 5, 6, 7]
        );
        assert_eq!(vm.group(6, &[AxisRef::axis("x")]).unwrap(), vec![2, 6]);
        // Group over {"y", "x"}: position 2 * y + x.
        assert_eq!(
            vm.group(0, &[AxisRef::axis("y"), AxisRef::axis("x")])
                .unwrap(),
            vec![0, 4, 1, 5, 2, 6, 3, 7]
        );
        assert_eq!(
            vm.position(6, &[AxisRef::axis("y"), AxisRef::axis("x")])
                .unwrap(),
            5
        );
    }

    #[test]
    fn sub_axes_split_an_axis_major_to_minor() {
        let vm = VirtualMesh::new(&Mesh::new([("x", 8)])).unwrap();
        let hi = AxisRef::sub_axis("x", 1, 2);
        let lo = AxisRef::sub_axis("x", 2, 4);
        // Device 6 = 1 * 4 + 2.
        assert_eq!(vm.axis_coordinate(6, &hi).unwrap(), 1);
        assert_eq!(vm.axis_coordinate(6, &lo).unwrap(), 2);
        assert_eq!(vm.group(6, std::slice::from_ref(&hi)).unwrap(), vec![2, 6]);
        assert_eq!(
            vm.group(6, std::slice::from_ref(&lo)).unwrap(),
            vec![4, 5, 6, 7]
        );
        assert_eq!(
            vm.group(1, &[lo.clone(), hi.clone()]).unwrap(),
            vec![0, 4, 1, 5, 2, 6, 3, 7]
        );
        let mid = AxisRef::sub_axis("x", 2, 2);
        assert_eq!(vm.group(0, std::slice::from_ref(&mid)).unwrap(), vec![0, 2]);
        assert!(vm.group(0, &[hi.clone(), AxisRef::axis("x")]).is_err());
        // Span of overlapping parts: {"x":(1)2} and {"x":(1)4} cover the 4 major coordinates.
        assert_eq!(
            vm.span_of(1, &[hi, AxisRef::sub_axis("x", 1, 4)]).unwrap(),
            vec![1, 3, 5, 7]
        );
    }
}
