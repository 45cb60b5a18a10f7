//! Compiled execution: a local-view function lowered to its kernel-level program
//! ([`shardc_backend::exec`]), its kernels JIT-compiled for this CPU, and every device of the
//! virtual mesh running the program's steps in its own thread.
//!
//! - Each device holds the program's storage slots (the buffer plan) as its own memory;
//!   arguments and constants are written into their slots before the first step.
//! - Kernel launches call the compiled code; matrix products run on the `gemm` crate's
//!   kernels (one thread per device); collectives and host ops go through the same code as
//!   the reference (the collectives of [`crate::collectives`], the interpreter's `eval_op`),
//!   so their results are bitwise those of `shardc run --interpret`.
//! - Scheduling: at most as many devices compute at once as the machine has cores; a device
//!   gives its core up while it waits in a collective, so 8 virtual devices on 2 cores take
//!   turns instead of thrashing.

use std::borrow::Cow;
use std::cell::Cell;
use std::sync::{Condvar, Mutex};

use shardc_backend::codegen::{KernelFn, compile_objects, objects_fit, with_objects};
use shardc_backend::exec::{BufferOrigin, ExecProgram, GemmShape, Step, buffer_bytes, verify};
use shardc_ir::interp::{CollectiveExecutor, Tensor, eval_op};
use shardc_ir::op::OpKind;
use shardc_ir::{ElementType, Module, OpId, TensorType};

use crate::trace::{StepKind, TraceEvent, TraceLog};

use crate::RuntimeError;
use crate::collectives::DeviceExecutor;
use crate::distributed::{Client, Hub, Launch};
use crate::mesh::{Engine, RunOptions, VirtualMesh};
use crate::tensor_io::{tensor_from_bytes, tensor_to_bytes};

fn run_error(message: impl Into<String>) -> RuntimeError {
    RuntimeError::Mesh {
        message: message.into(),
    }
}

/// Lowers `function` of `module` to its kernel-level program and checks it.
pub fn lower_checked(module: &Module, function: &str) -> Result<ExecProgram, RuntimeError> {
    lower_checked_with(module, function, false)
}

/// Like [`lower_checked`]; `exact` asks for exact kernels (`--parity`, see
/// [`shardc_backend::exec::Kernel::exact`]).
pub fn lower_checked_with(
    module: &Module,
    function: &str,
    exact: bool,
) -> Result<ExecProgram, RuntimeError> {
    let prog = shardc_backend::lower::lower_with(module, function, exact)
        .map_err(|e| run_error(e.message))?;
    let errors = verify(&prog);
    if !errors.is_empty() {
        return Err(run_error(format!(
            "internal error: the kernel-level program of '@{function}' is invalid:\n{}",
            errors.join("\n")
        )));
    }
    Ok(prog)
}

/// Counting semaphore of the machine's cores.
pub(crate) struct Cores {
    free: Mutex<usize>,
    cond: Condvar,
}

impl Cores {
    pub(crate) fn new(n: usize) -> Cores {
        Cores {
            free: Mutex::new(n.max(1)),
            cond: Condvar::new(),
        }
    }

    fn acquire(&self) {
        let mut free = self.free.lock().unwrap_or_else(|e| e.into_inner());
        while *free == 0 {
            free = self.cond.wait(free).unwrap_or_else(|e| e.into_inner());
        }
        *free -= 1;
    }

    fn release(&self) {
        *self.free.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        self.cond.notify_one();
    }
}

/// Holds a core while alive.
struct CoreGuard<'a>(&'a Cores);

impl<'a> CoreGuard<'a> {
    fn take(c: &'a Cores) -> CoreGuard<'a> {
        c.acquire();
        CoreGuard(c)
    }
}

impl Drop for CoreGuard<'_> {
    fn drop(&mut self) {
        self.0.release();
    }
}

impl VirtualMesh {
    /// Like [`VirtualMesh::run_local`], with compiled kernels instead of the interpreter
    /// (see the module documentation). Programs the compiled path cannot take (calls,
    /// send/recv) are refused with an error that says so.
    pub fn run_compiled(
        &self,
        module: &Module,
        function: &str,
        per_device_args: Vec<Vec<Tensor>>,
        options: &RunOptions,
    ) -> Result<Vec<Vec<Tensor>>, RuntimeError> {
        let prog = lower_checked_with(module, function, options.exact)?;
        self.run_program(module, &prog, per_device_args, options)
    }

    /// Runs the kernel-level program `prog` (lowered from `module`) once on every device.
    pub fn run_program(
        &self,
        module: &Module,
        prog: &ExecProgram,
        per_device_args: Vec<Vec<Tensor>>,
        options: &RunOptions,
    ) -> Result<Vec<Vec<Tensor>>, RuntimeError> {
        let steps = Steps {
            count: 1,
            ..Steps::default()
        };
        let args = per_device_args
            .into_iter()
            .map(|device| device.iter().map(tensor_to_bytes).collect())
            .collect::<Result<Vec<_>, _>>()
            .map_err(run_error)?;
        let outputs = self.run_program_steps(module, prog, args, options, &steps, &|_, _| {})?;
        outputs
            .into_iter()
            .map(|device| {
                device
                    .iter()
                    .zip(&prog.results)
                    .map(|(bytes, &b)| {
                        let ty = &prog.buffers[b].ty;
                        let shape: Vec<usize> = ty.shape.iter().map(|&d| d as usize).collect();
                        tensor_from_bytes(ty.element, &shape, bytes)
                    })
                    .collect::<Result<Vec<_>, _>>()
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(run_error)
    }

    /// Runs `prog` `steps.count` times on every device, device `d` on the arguments
    /// `per_device_args[d]` (each as its little-endian elements, see
    /// [`tensor_to_bytes`]); after each run but the last, every
    /// `(argument, result)` pair of `steps.feedback` copies the result into the argument
    /// (a training step's updated parameters feed the next step). After each run, device 0
    /// calls `after_step(run, its first result)`. Returns the last run's results, per device,
    /// each as its little-endian elements.
    pub fn run_program_steps(
        &self,
        module: &Module,
        prog: &ExecProgram,
        per_device_args: Vec<Vec<Vec<u8>>>,
        options: &RunOptions,
        steps: &Steps,
        after_step: &(dyn Fn(usize, Option<&Tensor>) + Sync),
    ) -> Result<Vec<Vec<Vec<u8>>>, RuntimeError> {
        let n = self.num_devices();
        if per_device_args.len() != n {
            return Err(run_error(format!(
                "arguments given for {} device(s), but the mesh {} has {n}",
                per_device_args.len(),
                self.mesh()
            )));
        }
        for &(a, r) in &steps.feedback {
            let (Some(&ab), Some(&rb)) = (prog.args.get(a), prog.results.get(r)) else {
                return Err(run_error(format!(
                    "result {r} cannot feed argument {a}: the program has {} arguments and {} results",
                    prog.args.len(),
                    prog.results.len()
                )));
            };
            if prog.buffers[ab].ty != prog.buffers[rb].ty {
                return Err(run_error(format!(
                    "result {r} ({}) cannot feed argument {a} ({}) on a device: their types differ",
                    prog.buffers[rb].ty, prog.buffers[ab].ty
                )));
            }
        }
        for file in &steps.data {
            for (a, pieces) in file {
                if *a >= prog.args.len() || pieces.len() != n {
                    return Err(run_error(format!(
                        "per-step data for argument {a} does not fit the program's {} arguments on {n} devices",
                        prog.args.len()
                    )));
                }
                if steps.feedback.iter().any(|&(x, _)| x == *a)
                    || prog.donations.iter().any(|&(x, _)| x == *a)
                {
                    return Err(run_error(format!(
                        "argument {a} is fed by a result from step to step; per-step data cannot replace it"
                    )));
                }
            }
        }
        if options.engine == Engine::Cuda {
            let gpu = options.launch.as_ref().map_or(0, |l| l.local_rank);
            let loaded = crate::cuda::LoadedProgram::load(prog, options.ptx.as_deref(), gpu)
                .map_err(run_error)?;
            let make: &MakeEngine = &|| {
                crate::cuda::CudaEngine::new(&loaded, prog)
                    .map(|e| Box::new(e) as Box<dyn DeviceEngine>)
            };
            return self.run_engines(
                module,
                prog,
                per_device_args,
                (options, steps),
                after_step,
                make,
            );
        }
        let stored = options
            .kernels
            .as_deref()
            .filter(|o| objects_fit(o, &prog.kernels));
        let compiled;
        let objects = match stored {
            Some(o) => o,
            None => {
                compiled = compile_objects(&prog.kernels).map_err(|e| run_error(e.to_string()))?;
                &compiled
            }
        };
        with_objects(objects, |fns| {
            let make: &MakeEngine =
                &|| Ok(Box::new(HostEngine::new(prog, fns)) as Box<dyn DeviceEngine>);
            self.run_engines(
                module,
                prog,
                per_device_args,
                (options, steps),
                after_step,
                make,
            )
        })
        .map_err(|e| run_error(e.to_string()))?
    }

    /// Runs `prog` on every device, each on the engine `make` gives it (in the device's
    /// thread).
    pub(crate) fn run_engines<'e>(
        &self,
        module: &Module,
        prog: &ExecProgram,
        per_device_args: Vec<Vec<Vec<u8>>>,
        (options, steps): (&RunOptions, &Steps),
        after_step: &(dyn Fn(usize, Option<&Tensor>) + Sync),
        make: &MakeEngine<'e>,
    ) -> Result<Vec<Vec<Vec<u8>>>, RuntimeError> {
        let cores = Cores::new(
            std::thread::available_parallelism()
                .map(|c| c.get())
                .unwrap_or(1),
        );
        let body = |device: usize,
                    args: Vec<Vec<u8>>,
                    exec: &mut DeviceExecutor,
                    last: &Cell<Option<OpId>>| {
            let _core = CoreGuard::take(&cores);
            let mut dev = Device {
                device,
                module,
                prog,
                cores: &cores,
                trace: options.trace.as_deref(),
                events: Vec::new(),
            };
            let mut mem = make()?;
            let result = dev.run(&mut *mem, args, exec, last, steps, after_step);
            if let Some(t) = dev.trace {
                t.record(std::mem::take(&mut dev.events));
            }
            result
        };
        let functions = vec![prog.function.clone(); self.num_devices()];
        match &options.launch {
            None => self.run_devices(module, &functions, per_device_args, options, body),
            Some(launch) => {
                self.run_distributed(module, &functions, per_device_args, options, launch, body)
            }
        }
    }

    /// Runs this process's share of the devices of a multi-process run (see
    /// [`crate::distributed`]): rank 0 returns every device's results, the other ranks none.
    fn run_distributed<F>(
        &self,
        module: &Module,
        functions: &[String],
        per_device_args: Vec<Vec<Vec<u8>>>,
        options: &RunOptions,
        launch: &Launch,
        body: F,
    ) -> Result<Vec<Vec<Vec<u8>>>, RuntimeError>
    where
        F: Fn(
                usize,
                Vec<Vec<u8>>,
                &mut DeviceExecutor,
                &Cell<Option<OpId>>,
            ) -> Result<Vec<Vec<u8>>, String>
            + Sync,
    {
        let n = self.num_devices();
        let mine = launch.devices(n).map_err(run_error)?;
        let local: Vec<(usize, Vec<Vec<u8>>)> = per_device_args
            .into_iter()
            .enumerate()
            .filter(|(d, _)| mine.contains(d))
            .collect();
        if launch.rank > 0 {
            let client = Client::connect(launch, options.collective_timeout).map_err(run_error)?;
            let outcomes =
                self.run_device_threads(module, functions, local, &client, options, body);
            for (device, out) in mine.clone().zip(outcomes) {
                if let Some(out) = out {
                    client.send_results(device, &out).map_err(run_error)?;
                }
            }
            return match client.wait_done() {
                None => Ok(Vec::new()),
                Some(e) => Err(run_error(format!("the run failed (rank 0 reports): {e}"))),
            };
        }
        let (hub, streams) =
            Hub::start(launch, n, options.collective_timeout).map_err(run_error)?;
        let k = mine.len();
        let hub = &hub;
        std::thread::scope(|scope| {
            for (i, stream) in streams.into_iter().enumerate() {
                let rank = i + 1;
                scope.spawn(move || hub.serve(rank, stream, rank * k..(rank + 1) * k));
            }
            let outcomes =
                self.run_device_threads(module, functions, local, hub.shared(), options, body);
            let remote: Vec<usize> = (k..n).collect();
            let mut results = hub.remote_results(&remote);
            let error = hub.shared().run_error();
            hub.done(error.as_ref().map(|e| e.to_string()));
            if let Some(e) = error {
                return Err(e);
            }
            let mut all = Vec::with_capacity(n);
            for (device, out) in outcomes.into_iter().enumerate() {
                all.push(out.ok_or_else(|| RuntimeError::DeviceFailed {
                    device,
                    message: "stopped without a result".into(),
                    also_failed: Vec::new(),
                })?);
            }
            for device in k..n {
                all.push(
                    results
                        .remove(&device)
                        .ok_or_else(|| RuntimeError::DeviceFailed {
                            device,
                            message: "its process sent no result".into(),
                            also_failed: Vec::new(),
                        })?,
                );
            }
            Ok(all)
        })
    }
}

/// Makes a device's engine (called in the device's thread).
pub(crate) type MakeEngine<'e> = dyn Fn() -> Result<Box<dyn DeviceEngine + 'e>, String> + Sync + 'e;

/// How many times to run a program, which results feed which arguments between runs, and
/// which arguments take new data each run.
#[derive(Clone, Debug, Default)]
pub struct Steps {
    /// Number of runs (at least 1).
    pub count: usize,
    /// `(argument, result)`: after a run, the result becomes the argument of the next.
    pub feedback: Vec<(usize, usize)>,
    /// Per-run data, cycling: run `i` first writes `data[i % data.len()]`.
    pub data: Vec<StepData>,
    /// Step counters: integer scalar arguments that hold `initial + i` in run `i` (a seed
    /// that makes dropout differ from step to step, the same on every mesh).
    pub counters: Vec<usize>,
}

/// The attribute marking a step-counter argument (see [`Steps::counters`]).
pub const STEP_COUNTER_ATTR: &str = "shardc.step_counter";

/// One run's data: `(argument, each device's piece as its little-endian elements)`.
pub type StepData = Vec<(usize, Vec<Vec<u8>>)>;

/// Where one device's buffers live and how its kernels and matrix products run: this CPU
/// ([`HostEngine`]: JIT-compiled kernels, the `gemm` crate) or a GPU (`crate::cuda`: PTX
/// kernels, cuBLAS). Everything else of a run — arguments, constants, step counters, per-step
/// data, feedback between steps, collectives and host ops — is the same code for both.
pub(crate) trait DeviceEngine {
    /// The bytes of buffer `b` (its little-endian elements).
    fn bytes(&mut self, prog: &ExecProgram, b: usize) -> Result<Cow<'_, [u8]>, String>;
    /// Writes buffer `b` (exactly its type's bytes).
    fn write(&mut self, prog: &ExecProgram, b: usize, data: &[u8]) -> Result<(), String>;
    /// Host memory of buffer `b`, when the device's memory is the host's (collectives then
    /// write their results in place).
    fn host_ptr(&mut self, prog: &ExecProgram, b: usize) -> Option<*mut u8>;
    /// Runs kernel `kernel` on `inputs`, writing `output`.
    fn launch(
        &mut self,
        prog: &ExecProgram,
        kernel: usize,
        inputs: &[usize],
        output: usize,
    ) -> Result<(), String>;
    /// `output = scale · lhs × rhs (+ accumulate)`.
    fn gemm(&mut self, prog: &ExecProgram, gemm: &GemmStep) -> Result<(), String>;
    /// Waits until the device has done the work queued so far.
    fn finish(&mut self) -> Result<(), String> {
        Ok(())
    }
}

/// The operands of a [`Step::Gemm`].
pub(crate) struct GemmStep<'a> {
    pub shape: &'a GemmShape,
    pub lhs: usize,
    pub rhs: usize,
    pub output: usize,
    pub scale: f64,
    pub accumulate: Option<usize>,
}

/// Checks that `data` is exactly buffer `b`'s size.
pub(crate) fn check_size(prog: &ExecProgram, b: usize, data: &[u8]) -> Result<usize, String> {
    let len = buffer_bytes(&prog.buffers[b].ty) as usize;
    if data.len() != len {
        return Err(format!(
            "internal error: {} bytes for a buffer of type {}",
            data.len(),
            prog.buffers[b].ty
        ));
    }
    Ok(len)
}

fn read_tensor(
    mem: &mut (impl DeviceEngine + ?Sized),
    prog: &ExecProgram,
    b: usize,
) -> Result<Tensor, String> {
    let ty = &prog.buffers[b].ty;
    let shape: Vec<usize> = ty.shape.iter().map(|&d| d as usize).collect();
    tensor_from_bytes(ty.element, &shape, &mem.bytes(prog, b)?)
}

fn write_tensor(
    mem: &mut (impl DeviceEngine + ?Sized),
    prog: &ExecProgram,
    b: usize,
    t: &Tensor,
) -> Result<(), String> {
    if t.ty != prog.buffers[b].ty {
        return Err(format!(
            "a value of type {} for a buffer of type {}",
            t.ty, prog.buffers[b].ty
        ));
    }
    let bytes = tensor_to_bytes(t)?;
    mem.write(prog, b, &bytes)
}

/// Runs `fill` on buffer `b`'s memory: in place on the host, else on a staging copy that is
/// then written to the device.
fn write_with(
    mem: &mut (impl DeviceEngine + ?Sized),
    prog: &ExecProgram,
    b: usize,
    fill: impl FnOnce(*mut u8) -> Result<(), String>,
) -> Result<(), String> {
    if let Some(p) = mem.host_ptr(prog, b) {
        return fill(p);
    }
    let mut staged = vec![0u8; buffer_bytes(&prog.buffers[b].ty) as usize];
    fill(staged.as_mut_ptr())?;
    mem.write(prog, b, &staged)
}

/// One device's memory on this CPU (its slots, 8-byte aligned) and its JIT-compiled kernels.
struct HostEngine<'a> {
    slots: Vec<Vec<u64>>,
    fns: &'a [KernelFn],
    ptrs: Vec<*mut u8>,
}

impl<'a> HostEngine<'a> {
    fn new(prog: &ExecProgram, fns: &'a [KernelFn]) -> HostEngine<'a> {
        HostEngine {
            slots: prog
                .slots
                .iter()
                .map(|&bytes| vec![0u64; (bytes as usize).div_ceil(8).max(1)])
                .collect(),
            fns,
            ptrs: Vec::new(),
        }
    }

    fn ptr(&mut self, prog: &ExecProgram, b: usize) -> *mut u8 {
        self.slots[prog.buffers[b].slot].as_mut_ptr() as *mut u8
    }
}

impl DeviceEngine for HostEngine<'_> {
    fn bytes(&mut self, prog: &ExecProgram, b: usize) -> Result<Cow<'_, [u8]>, String> {
        let len = buffer_bytes(&prog.buffers[b].ty) as usize;
        let s = &self.slots[prog.buffers[b].slot];
        // SAFETY: the slot holds at least `len` bytes (checked by the verifier).
        Ok(Cow::Borrowed(unsafe {
            std::slice::from_raw_parts(s.as_ptr() as *const u8, len)
        }))
    }

    fn write(&mut self, prog: &ExecProgram, b: usize, data: &[u8]) -> Result<(), String> {
        let len = check_size(prog, b, data)?;
        let p = self.ptr(prog, b);
        // SAFETY: the slot holds at least `len` bytes; `data` is another allocation.
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), p, len) };
        Ok(())
    }

    fn host_ptr(&mut self, prog: &ExecProgram, b: usize) -> Option<*mut u8> {
        Some(self.ptr(prog, b))
    }

    fn launch(
        &mut self,
        prog: &ExecProgram,
        kernel: usize,
        inputs: &[usize],
        output: usize,
    ) -> Result<(), String> {
        let mut ptrs = std::mem::take(&mut self.ptrs);
        ptrs.clear();
        for &b in inputs {
            ptrs.push(self.ptr(prog, b));
        }
        ptrs.push(self.ptr(prog, output));
        // SAFETY: the verifier checked that the buffers have the kernel's parameter types,
        // so every access of the kernel is inside its slot; the output's slot is not any
        // input's (the buffer plan).
        unsafe { self.fns[kernel](ptrs.as_ptr()) };
        self.ptrs = ptrs;
        Ok(())
    }

    fn gemm(&mut self, prog: &ExecProgram, g: &GemmStep) -> Result<(), String> {
        let e = prog.buffers[g.output].ty.element;
        // Accumulating: the output starts as the added buffer (unless the plan put it there
        // already).
        if let Some(acc) = g.accumulate
            && prog.buffers[acc].slot != prog.buffers[g.output].slot
        {
            let bytes = self.bytes(prog, acc)?.into_owned();
            self.write(prog, g.output, &bytes)?;
        }
        let (l, r, o) = (
            self.ptr(prog, g.lhs),
            self.ptr(prog, g.rhs),
            self.ptr(prog, g.output),
        );
        let epilogue = (g.scale, g.accumulate.is_some());
        // SAFETY: the verifier checked the buffers' element counts against the shape.
        unsafe {
            match e {
                ElementType::F32 => gemm_batched::<f32>(g.shape, l, r, o, epilogue),
                ElementType::F64 => gemm_batched::<f64>(g.shape, l, r, o, epilogue),
                other => return Err(format!("no GEMM for {other}")),
            }
        }
        Ok(())
    }
}

/// One device's run of a program.
pub(crate) struct Device<'a> {
    pub(crate) device: usize,
    pub(crate) module: &'a Module,
    pub(crate) prog: &'a ExecProgram,
    pub(crate) cores: &'a Cores,
    pub(crate) trace: Option<&'a TraceLog>,
    pub(crate) events: Vec<TraceEvent>,
}

impl Device<'_> {
    /// Runs the program `steps.count` times on `mem` (see
    /// [`VirtualMesh::run_program_steps`]); returns the last run's results.
    pub(crate) fn run(
        &mut self,
        mem: &mut (impl DeviceEngine + ?Sized),
        args: Vec<Vec<u8>>,
        exec: &mut DeviceExecutor,
        last: &Cell<Option<OpId>>,
        steps: &Steps,
        after_step: &(dyn Fn(usize, Option<&Tensor>) + Sync),
    ) -> Result<Vec<Vec<u8>>, String> {
        let prog = self.prog;
        if args.len() != prog.args.len() {
            return Err(format!(
                "'@{}' takes {} argument(s), {} given",
                prog.function,
                prog.args.len(),
                args.len()
            ));
        }
        for (i, (a, &b)) in args.into_iter().zip(&prog.args).enumerate() {
            mem.write(prog, b, &a)
                .map_err(|m| format!("argument {i}: {m}"))?;
        }
        for (b, d) in prog.buffers.iter().enumerate() {
            if let BufferOrigin::Constant(e) = &d.origin {
                write_tensor(mem, prog, b, &Tensor::from_elements(e))?;
            }
        }
        let count = steps.count.max(1);
        // Each counter's value in the inputs: step 0's.
        let mut initial = Vec::with_capacity(steps.counters.len());
        for &a in &steps.counters {
            let b = *prog
                .args
                .get(a)
                .ok_or_else(|| format!("no argument {a} to count steps in"))?;
            let t = read_tensor(mem, prog, b)?;
            if t.ty.rank() != 0 || t.ty.element.is_float() || t.ty.element == ElementType::I1 {
                return Err(format!(
                    "argument {a} counts steps, so it must be an integer scalar, not {}",
                    t.ty
                ));
            }
            initial.push((b, t.ty.clone(), t.get_i64(0)));
        }
        for iteration in 0..count {
            for (b, ty, start) in &initial {
                let value = Tensor::from_i64(ty.clone(), vec![start + iteration as i64]);
                write_tensor(mem, prog, *b, &value)?;
            }
            if !steps.data.is_empty() {
                for (a, pieces) in &steps.data[iteration % steps.data.len()] {
                    let piece = pieces
                        .get(self.device)
                        .ok_or_else(|| format!("no data for device {}", self.device))?;
                    mem.write(prog, prog.args[*a], piece)
                        .map_err(|m| format!("argument {a} of step {}: {m}", iteration + 1))?;
                }
            }
            self.run_once(mem, exec, last, iteration)?;
            if self.device == 0 {
                let first = match prog.results.first() {
                    Some(&b) => Some(read_tensor(mem, prog, b)?),
                    None => None,
                };
                after_step(iteration, first.as_ref());
            }
            if iteration + 1 < count {
                for &(a, r) in &steps.feedback {
                    let (ab, rb) = (prog.args[a], prog.results[r]);
                    // A donated argument updated in place already holds its result.
                    if prog.buffers[ab].slot != prog.buffers[rb].slot {
                        let bytes = mem.bytes(prog, rb)?.into_owned();
                        mem.write(prog, ab, &bytes)?;
                    }
                }
            }
        }
        // The results in compact form; the device's memory is freed with the engine.
        prog.results
            .iter()
            .map(|&b| Ok(mem.bytes(prog, b)?.into_owned()))
            .collect()
    }

    fn run_once(
        &mut self,
        mem: &mut (impl DeviceEngine + ?Sized),
        exec: &mut DeviceExecutor,
        last: &Cell<Option<OpId>>,
        iteration: usize,
    ) -> Result<(), String> {
        let (prog, cores) = (self.prog, self.cores);
        // The functions whose ops the steps run (the entry, then its loops' functions).
        let functions = prog
            .functions
            .iter()
            .map(|name| {
                self.module
                    .function(name)
                    .ok_or_else(|| format!("no function '@{name}'"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let entry = self
            .module
            .function(&prog.function)
            .ok_or_else(|| format!("no function '@{}'", prog.function))?;
        // Steps run in order but for loops: a test leaves a loop, a jump goes back to its
        // condition.
        let mut next = 0;
        while let Some(step) = prog.steps.get(next) {
            let i = next;
            next += 1;
            let f = prog
                .step_functions
                .get(i)
                .and_then(|&k| functions.get(k).copied())
                .unwrap_or(entry);
            let at = |m: String| format!("{}: {m}", prog.locations[i]);
            let started = self.trace.map(|t| t.now());
            let kind = match step {
                Step::LoopTest { pred, exit, .. } => {
                    let go = mem.bytes(prog, *pred).map_err(at)?;
                    if go.first().copied().unwrap_or(0) == 0 {
                        next = *exit;
                    }
                    StepKind::Control
                }
                Step::Jump { to, .. } => {
                    next = *to;
                    StepKind::Control
                }
                Step::Launch {
                    kernel,
                    inputs,
                    output,
                    ..
                } => {
                    mem.launch(prog, *kernel, inputs, *output).map_err(at)?;
                    StepKind::Kernel
                }
                Step::Gemm {
                    shape,
                    lhs,
                    rhs,
                    output,
                    scale,
                    accumulate,
                    ..
                } => {
                    let g = GemmStep {
                        shape,
                        lhs: *lhs,
                        rhs: *rhs,
                        output: *output,
                        scale: *scale,
                        accumulate: *accumulate,
                    };
                    mem.gemm(prog, &g).map_err(at)?;
                    StepKind::Gemm
                }
                Step::Collective {
                    op,
                    inputs,
                    outputs,
                } if native_collective(
                    &f.ops[*op].kind,
                    &inputs
                        .iter()
                        .map(|&b| &prog.buffers[b].ty)
                        .collect::<Vec<_>>(),
                    &outputs
                        .iter()
                        .map(|&b| &prog.buffers[b].ty)
                        .collect::<Vec<_>>(),
                    exec.piece_splits(&f.ops[*op]).as_deref(),
                ) =>
                {
                    let data = &f.ops[*op];
                    let sharding_of = |v: shardc_ir::Value| f.values[v].sharding.as_ref();
                    if let OpKind::AllSlice { .. } = data.kind {
                        // Local: this device's block, copied row by row.
                        let (input, output) = (inputs[0], outputs[0]);
                        let block = exec.own_block(data).map_err(at)?;
                        let (ty, rty) = (&prog.buffers[input].ty, &prog.buffers[output].ty);
                        let distinct = prog.buffers[input].slot != prog.buffers[output].slot;
                        // The operand read in place when its slot is not the output's, else
                        // copied first.
                        let src: Cow<[u8]> = match mem.host_ptr(prog, input) {
                            // SAFETY: the input's slot holds its type's bytes and is not the
                            // output's, which the copy writes; nothing resizes slots during
                            // a step.
                            Some(p) if distinct => Cow::Borrowed(unsafe {
                                std::slice::from_raw_parts(
                                    p as *const u8,
                                    buffer_bytes(ty) as usize,
                                )
                            }),
                            _ => Cow::Owned(mem.bytes(prog, input).map_err(at)?.into_owned()),
                        };
                        write_with(mem, prog, output, |out| {
                            copy_block(ty, rty, &src, &block, out)
                        })
                        .map_err(at)?;
                    } else if let [input] = inputs[..] {
                        let output = outputs[0];
                        let ty = &prog.buffers[input].ty;
                        let rty = &prog.buffers[output].ty;
                        let bytes =
                            std::sync::Arc::new(mem.bytes(prog, input).map_err(at)?.into_owned());
                        cores.release();
                        let parts = exec.raw_parts(
                            data,
                            ty,
                            rty,
                            (sharding_of(data.operands[0]), sharding_of(data.results[0])),
                            bytes,
                        );
                        cores.acquire();
                        let (parts, splits) = parts.map_err(at)?;
                        let block = match data.kind {
                            OpKind::ReduceScatter { .. } | OpKind::AllToAll { .. } => {
                                exec.own_block(data).map_err(at)?
                            }
                            _ => Vec::new(),
                        };
                        let views: Vec<&[u8]> = parts.iter().map(|p| &p[..]).collect();
                        write_with(mem, prog, output, |out| match data.kind {
                            OpKind::AllGather { .. } => place_parts(ty, rty, &views, &splits, out),
                            OpKind::ReduceScatter { .. } => sum_block(ty, rty, &views, &block, out),
                            OpKind::AllToAll {
                                source_dim,
                                target_dim,
                                ..
                            } => exchange_chunks(
                                ty,
                                rty,
                                &views,
                                (source_dim as usize, target_dim as usize),
                                block[0],
                                out,
                            ),
                            _ => {
                                sum_parts(ty.element, &parts, out, ty.num_elements() as usize);
                                Ok(())
                            }
                        })
                        .map_err(at)?;
                    } else {
                        // A tuple: the operands packed into one message, one exchange, the
                        // sums (or each member's gathered pieces) unpacked into the results.
                        let mut packed = Vec::new();
                        let mut ranges = Vec::with_capacity(inputs.len());
                        for &b in inputs {
                            let bytes = mem.bytes(prog, b).map_err(at)?;
                            ranges.push(packed.len()..packed.len() + bytes.len());
                            packed.extend_from_slice(&bytes);
                        }
                        let element = prog.buffers[inputs[0]].ty.element;
                        let width = shardc_backend::exec::element_bytes(element) as usize;
                        let flat = TensorType::new([(packed.len() / width) as i64], element);
                        cores.release();
                        let parts = exec.raw_parts(
                            data,
                            &flat,
                            &flat,
                            (sharding_of(data.operands[0]), sharding_of(data.results[0])),
                            std::sync::Arc::new(packed),
                        );
                        cores.acquire();
                        let (parts, splits) = parts.map_err(at)?;
                        if let OpKind::ReduceScatter { .. } | OpKind::AllGather { .. } = data.kind {
                            // Each member's range of every packed message: its pieces placed,
                            // or its block of each operand summed.
                            let block = match data.kind {
                                OpKind::ReduceScatter { .. } => exec.own_block(data).map_err(at)?,
                                _ => Vec::new(),
                            };
                            for ((&input, &output), range) in
                                inputs.iter().zip(outputs).zip(&ranges)
                            {
                                let views: Vec<&[u8]> =
                                    parts.iter().map(|p| &p[range.clone()]).collect();
                                let (ty, rty) = (&prog.buffers[input].ty, &prog.buffers[output].ty);
                                write_with(mem, prog, output, |out| match data.kind {
                                    OpKind::AllGather { .. } => {
                                        place_parts(ty, rty, &views, &splits, out)
                                    }
                                    _ => sum_block(ty, rty, &views, &block, out),
                                })
                                .map_err(at)?;
                            }
                        } else {
                            let mut sums = vec![0u8; flat.num_elements() as usize * width];
                            sum_parts(element, &parts, sums.as_mut_ptr(), sums.len() / width);
                            for (&b, range) in outputs.iter().zip(&ranges) {
                                // The output buffer holds its type's bytes, as many as its
                                // operand's (`range`).
                                mem.write(prog, b, &sums[range.clone()]).map_err(at)?;
                            }
                        }
                    }
                    StepKind::Collective
                }
                Step::Collective {
                    op,
                    inputs,
                    outputs,
                } => {
                    let data = &f.ops[*op];
                    // Each operand in turn (a tuple all-reduce on the reference collectives:
                    // one exchange per operand, the same on every member).
                    for (i, (&input, &output)) in inputs.iter().zip(outputs).enumerate() {
                        let x = read_tensor(mem, prog, input).map_err(at)?;
                        let operand_sharding = data
                            .operands
                            .get(i)
                            .and_then(|&v| f.values[v].sharding.as_ref());
                        let result = data.results[i];
                        // Give the core up while waiting for the other members.
                        cores.release();
                        let t = exec.execute(
                            data,
                            &[&x],
                            &[operand_sharding],
                            f.ty(result),
                            f.values[result].sharding.as_ref(),
                        );
                        cores.acquire();
                        let t = t.map_err(at)?;
                        write_tensor(mem, prog, output, &t).map_err(at)?;
                    }
                    StepKind::Collective
                }
                Step::Host {
                    op,
                    inputs,
                    outputs,
                } => {
                    let data = &f.ops[*op];
                    let xs = inputs
                        .iter()
                        .map(|&b| read_tensor(mem, prog, b))
                        .collect::<Result<Vec<_>, _>>()
                        .map_err(at)?;
                    let refs: Vec<&Tensor> = xs.iter().collect();
                    let types: Vec<TensorType> =
                        data.results.iter().map(|&r| f.ty(r).clone()).collect();
                    let ts = if let OpKind::AxisIndex { .. } = data.kind {
                        vec![exec.execute(data, &[], &[], &types[0], None).map_err(at)?]
                    } else {
                        eval_op(&data.kind, &refs, &types).map_err(at)?
                    };
                    for (&b, t) in outputs.iter().zip(&ts) {
                        write_tensor(mem, prog, b, t).map_err(at)?;
                    }
                    StepKind::Host
                }
            };
            last.set(Some(step.op()));
            if let (Some(t), Some(start)) = (self.trace, started) {
                // A step's time includes the device's queued work (a GPU's kernels).
                mem.finish().map_err(at)?;
                let name = match step {
                    Step::Launch { kernel, op, .. } => {
                        format!("k{kernel} ({})", f.ops[*op].kind.name())
                    }
                    other => f.ops[other.op()].kind.name(),
                };
                self.events.push(TraceEvent {
                    device: self.device,
                    iteration,
                    step: i,
                    kind,
                    name,
                    start,
                    duration: t.now().saturating_sub(start),
                    work: step_work(prog, step),
                });
            }
        }
        Ok(())
    }
}

/// Whether a compiled run moves `op`'s data itself, as raw bytes: an `all_reduce` sum of f32
/// or f64 (a tuple one when every operand has the same element type), a `reduce_scatter`
/// sum of f32 or f64 whose operands are exactly the scattered pieces (no padding; a tuple
/// one when every operand has the same element type), or an `all_gather` whose results are
/// exactly the gathered pieces (no padding to cut off; a tuple one when its members'
/// elements have one width), an `all_to_all` of one operand whose target dimension the group
/// divides, or an `all_slice` without padding. Everything else goes through the reference's
/// collectives.
fn native_collective(
    op: &OpKind,
    operands: &[&TensorType],
    results: &[&TensorType],
    piece_splits: Option<&[i64]>,
) -> bool {
    let (Some(operand), Some(_)) = (operands.first(), results.first()) else {
        return false;
    };
    match (op, piece_splits) {
        (OpKind::AllSlice { .. }, Some(splits)) => {
            operands.len() == 1
                && results.len() == 1
                && operand.element == results[0].element
                && splits_evenly(results[0], operand, splits)
        }
        (
            OpKind::AllToAll {
                source_dim,
                target_dim,
                ..
            },
            Some(&[k]),
        ) => {
            let (s, t, rank) = (*source_dim, *target_dim, operand.rank() as i64);
            let result = results[0];
            operands.len() == 1
                && results.len() == 1
                && operand.element == result.element
                && (0..rank).contains(&s)
                && (0..rank).contains(&t)
                && s != t
                && k >= 1
                && operand.shape[t as usize] % k == 0
                && result.rank() == operand.rank()
                && (0..rank as usize).all(|d| {
                    let n = operand.shape[d];
                    result.shape[d]
                        == if d == s as usize {
                            n * k
                        } else if d == t as usize {
                            n / k
                        } else {
                            n
                        }
                })
        }
        (
            OpKind::ReduceScatter {
                kind: shardc_ir::op::ReduceKind::Add,
                ..
            },
            Some(splits),
        ) => {
            matches!(operand.element, ElementType::F32 | ElementType::F64)
                && operands.len() == results.len()
                && operands.iter().zip(results).all(|(operand, result)| {
                    operand.element == result.element && splits_evenly(result, operand, splits)
                })
                && operands.iter().all(|t| t.element == operand.element)
        }
        (
            OpKind::AllReduce {
                kind: shardc_ir::op::ReduceKind::Add,
                ..
            },
            _,
        ) => {
            matches!(operand.element, ElementType::F32 | ElementType::F64)
                && operands.len() == results.len()
                && operands.iter().all(|t| t.element == operand.element)
        }
        (OpKind::AllGather { .. }, Some(splits)) => {
            operands.len() == results.len()
                && operands.iter().zip(results).all(|(operand, result)| {
                    operand.element == result.element
                        && operand.element.byte_width() == result.element.byte_width()
                        && splits_evenly(operand, result, splits)
                })
                && operands
                    .iter()
                    .all(|t| t.element.byte_width() == operand.element.byte_width())
        }
        _ => false,
    }
}

/// Where each innermost row of block `block` (its index along each dimension) of shape
/// `piece` starts in a row-major tensor of shape `whole`, in elements, in the block's row
/// order.
fn block_rows(whole: &[i64], piece: &[i64], block: &[i64]) -> Vec<usize> {
    let rank = piece.len();
    let outer = rank.saturating_sub(1);
    let strides = shardc_ir::interp::strides(whole);
    let rows: usize = piece[..outer].iter().map(|&d| d.max(0) as usize).product();
    // The block's first element, then an odometer over the outer dimensions.
    let mut at: usize = (0..rank)
        .map(|d| (block[d] * piece[d]).max(0) as usize * strides[d])
        .sum();
    let mut idx = vec![0i64; outer];
    let mut starts = Vec::with_capacity(rows);
    for _ in 0..rows {
        starts.push(at);
        for d in (0..outer).rev() {
            idx[d] += 1;
            at += strides[d];
            if idx[d] < piece[d] {
                break;
            }
            at -= idx[d] as usize * strides[d];
            idx[d] = 0;
        }
    }
    starts
}

/// True when `whole` is `piece` times `splits` along each dimension (no padding).
fn splits_evenly(piece: &TensorType, whole: &TensorType, splits: &[i64]) -> bool {
    splits.len() == piece.rank()
        && piece
            .shape
            .iter()
            .zip(splits)
            .map(|(l, k)| l * k)
            .eq(whole.shape.iter().copied())
}

/// Writes the gathered tensor of `result` type from the members' pieces (each of `piece`
/// type, in group order: member `j` holds block `unravel(j, splits)`), copying each piece's
/// innermost rows as whole runs of bytes.
fn place_parts(
    piece: &TensorType,
    result: &TensorType,
    parts: &[&[u8]],
    splits: &[i64],
    out: *mut u8,
) -> Result<(), String> {
    if !splits_evenly(piece, result, splits) {
        return Err(format!(
            "pieces {piece} gathered {splits:?} times do not make {result}"
        ));
    }
    let width = shardc_backend::exec::element_bytes(piece.element) as usize;
    let row = piece.shape.last().copied().unwrap_or(1) as usize * width;
    for (j, part) in parts.iter().enumerate() {
        let block = shardc_ir::interp::unravel(j, splits);
        for (r, start) in block_rows(&result.shape, &piece.shape, &block)
            .into_iter()
            .enumerate()
        {
            let (dst, src) = (start * width, r * row);
            if src + row > part.len() {
                return Err("a member's piece is shorter than its type".into());
            }
            // SAFETY: `dst + row` lies inside the result buffer (its shape is the pieces
            // times the splits), and the piece is another allocation.
            unsafe { std::ptr::copy_nonoverlapping(part.as_ptr().add(src), out.add(dst), row) };
        }
    }
    Ok(())
}

/// Writes a `dist.all_to_all`'s result of `result` type from the members' whole operands
/// (each of `operand` type, in group order): member `j`'s chunk `position` of the target
/// dimension (`dims.1`, split into as many chunks as members) lands as block `j` of the
/// source dimension (`dims.0`), as the reference's all-to-all places it; each chunk's
/// innermost rows are copied as whole runs of bytes.
fn exchange_chunks(
    operand: &TensorType,
    result: &TensorType,
    parts: &[&[u8]],
    dims: (usize, usize),
    position: i64,
    out: *mut u8,
) -> Result<(), String> {
    let (s, t) = dims;
    let k = parts.len() as i64;
    let mut chunk = operand.shape.clone();
    chunk[t] /= k.max(1);
    let width = shardc_backend::exec::element_bytes(operand.element) as usize;
    let bytes = operand.num_elements() as usize * width;
    if parts.iter().any(|p| p.len() < bytes) {
        return Err("a member's operand is shorter than its type".into());
    }
    let row = chunk.last().copied().unwrap_or(1).max(0) as usize * width;
    let mut from = vec![0i64; chunk.len()];
    from[t] = position;
    let sources = block_rows(&operand.shape, &chunk, &from);
    for (j, part) in parts.iter().enumerate() {
        let mut to = vec![0i64; chunk.len()];
        to[s] = j as i64;
        for (&src, dst) in sources.iter().zip(block_rows(&result.shape, &chunk, &to)) {
            // SAFETY: the chunk's rows lie inside the operand (every part holds its type's
            // bytes, checked above) and, placed as block `j` of the source dimension, inside
            // the result (its shape is the operand's with `s` times `k` and `t` over `k`,
            // checked by `native_collective`); the parts are other allocations.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    part.as_ptr().add(src * width),
                    out.add(dst * width),
                    row,
                )
            };
        }
    }
    Ok(())
}

/// Writes the elementwise sum of `parts` (little-endian f32 or f64 elements, `n` each) to
/// `out`, accumulated in f64 in the order given and rounded once: exactly the reference's
/// `combine_elementwise`, so every member gets bitwise the same result.
fn sum_parts(e: ElementType, parts: &[std::sync::Arc<Vec<u8>>], out: *mut u8, n: usize) {
    fn sum<T: Copy>(
        parts: &[std::sync::Arc<Vec<u8>>],
        out: *mut u8,
        n: usize,
        widen: impl Fn(T) -> f64,
        narrow: impl Fn(f64) -> T,
    ) {
        let views: Vec<&[T]> = parts
            .iter()
            // SAFETY: every part holds `n` elements of `T` (the rendezvous checked that all
            // members run the same op on the same type); Vec<u8> from a u64 slot copy is
            // not necessarily aligned for T, so read unaligned below.
            .map(|p| unsafe { std::slice::from_raw_parts(p.as_ptr() as *const T, n) })
            .collect();
        let out = out as *mut T;
        const BLOCK: usize = 1024;
        let mut acc = [0f64; BLOCK];
        let mut start = 0;
        while start < n {
            let len = BLOCK.min(n - start);
            for (a, i) in acc[..len].iter_mut().zip(start..) {
                // SAFETY: `i < n`.
                *a = widen(unsafe { std::ptr::read_unaligned(views[0].as_ptr().add(i)) });
            }
            for v in &views[1..] {
                for (a, i) in acc[..len].iter_mut().zip(start..) {
                    // SAFETY: `i < n`.
                    *a += widen(unsafe { std::ptr::read_unaligned(v.as_ptr().add(i)) });
                }
            }
            for (a, i) in acc[..len].iter().zip(start..) {
                // SAFETY: the output buffer holds `n` elements.
                unsafe { out.add(i).write_unaligned(narrow(*a)) };
            }
            start += len;
        }
    }
    match e {
        ElementType::F32 => sum::<f32>(parts, out, n, f64::from, |x| x as f32),
        _ => sum::<f64>(parts, out, n, |x| x, |x| x),
    }
}

/// Copies block `block` (its index along each dimension) of `bytes`, an `operand`, to
/// `out`, a `result` (one block), a row of the innermost dimension at a time.
fn copy_block(
    operand: &TensorType,
    result: &TensorType,
    bytes: &[u8],
    block: &[i64],
    out: *mut u8,
) -> Result<(), String> {
    let width = shardc_backend::exec::element_bytes(operand.element) as usize;
    if bytes.len() < operand.num_elements() as usize * width || block.len() != result.rank() {
        return Err("an operand is shorter than its type".into());
    }
    let row = result.shape.last().copied().unwrap_or(1) as usize * width;
    for (r, start) in block_rows(&operand.shape, &result.shape, block)
        .into_iter()
        .enumerate()
    {
        // SAFETY: the block lies inside the operand (checked above to hold its type's
        // bytes; the result times the splits is the operand), and the output holds the
        // result's rows of `row` bytes.
        unsafe {
            std::ptr::copy_nonoverlapping(bytes.as_ptr().add(start * width), out.add(r * row), row)
        };
    }
    Ok(())
}

/// Writes this member's block (`block`: its index along each dimension) of the elementwise
/// sum of `parts` (each a whole operand of type `operand`, little-endian f32 or f64) to
/// `out`, a `result` (one block): each element accumulated in f64 over the members in the
/// order given and rounded once, as the reference's reduce-scatter (which sums everything,
/// then slices) rounds it.
fn sum_block(
    operand: &TensorType,
    result: &TensorType,
    parts: &[&[u8]],
    block: &[i64],
    out: *mut u8,
) -> Result<(), String> {
    fn sum<T: Copy>(
        (operand, result): (&TensorType, &TensorType),
        parts: &[&[u8]],
        block: &[i64],
        out: *mut T,
        (widen, narrow): (impl Fn(T) -> f64, impl Fn(f64) -> T),
    ) {
        let row = result.shape.last().copied().unwrap_or(1) as usize;
        let mut acc = vec![0f64; row];
        for (r, src) in block_rows(&operand.shape, &result.shape, block)
            .into_iter()
            .enumerate()
        {
            for (p, part) in parts.iter().enumerate() {
                let base = part.as_ptr() as *const T;
                for (e, a) in acc.iter_mut().enumerate() {
                    // SAFETY: `src + row` elements lie inside the operand (the block is
                    // inside it: its shape is the result's times the splits), which every
                    // part holds whole; parts need not be aligned for T.
                    let x = widen(unsafe { std::ptr::read_unaligned(base.add(src + e)) });
                    *a = if p == 0 { x } else { *a + x };
                }
            }
            for (e, a) in acc.iter().enumerate() {
                // SAFETY: the output holds the result's `rows * row` elements.
                unsafe { out.add(r * row + e).write_unaligned(narrow(*a)) };
            }
        }
    }
    let width = shardc_backend::exec::element_bytes(operand.element) as usize;
    let need = operand.num_elements() as usize * width;
    if parts.iter().any(|p| p.len() < need) || block.len() != result.rank() {
        return Err("a member's operand is shorter than its type".into());
    }
    match operand.element {
        ElementType::F32 => sum::<f32>(
            (operand, result),
            parts,
            block,
            out as *mut f32,
            (f64::from, |x| x as f32),
        ),
        _ => sum::<f64>(
            (operand, result),
            parts,
            block,
            out as *mut f64,
            (|x| x, |x| x),
        ),
    }
    Ok(())
}

/// What a step does: FLOPs of a GEMM or kernel, bytes a kernel or GEMM reads and writes, bytes
/// of a collective's operand.
fn step_work(prog: &ExecProgram, step: &Step) -> Vec<(&'static str, f64)> {
    let bytes = |bs: &[usize]| -> f64 {
        bs.iter()
            .map(|&b| buffer_bytes(&prog.buffers[b].ty) as f64)
            .sum()
    };
    match step {
        Step::Gemm { shape, .. } => vec![
            (
                "flops",
                2.0 * (shape.batch * shape.m * shape.n * shape.k) as f64,
            ),
            ("bytes", bytes(&step.reads()) + bytes(&step.writes())),
        ],
        Step::Launch { kernel, .. } => {
            let k = &prog.kernels[*kernel];
            let points: f64 = k.space.iter().map(|&x| x as f64).product();
            vec![
                ("flops", points * k.ops_per_point() as f64),
                ("bytes", bytes(&step.reads()) + bytes(&step.writes())),
            ]
        }
        Step::Collective { inputs, .. } => vec![("bytes", bytes(inputs))],
        Step::Host { .. } | Step::LoopTest { .. } | Step::Jump { .. } => Vec::new(),
    }
}

/// `out[b] = scale · lhs[b] x rhs[b] (+ out[b] when accumulating)` for every batch `b`, on
/// row-major buffers.
///
/// # Safety
/// The buffers must hold `batch*m*k`, `batch*k*n` and `batch*m*n` elements of `T`.
unsafe fn gemm_batched<T: GemmElement>(
    s: &GemmShape,
    lhs: *mut u8,
    rhs: *mut u8,
    out: *mut u8,
    (scale, accumulate): (f64, bool),
) {
    let (m, n, k) = (s.m, s.n, s.k);
    let (lhs, rhs, out) = (lhs as *const T, rhs as *const T, out as *mut T);
    // Strides (column, row) of the operands as stored.
    let (l_cs, l_rs) = if s.lhs_transposed {
        (m as isize, 1)
    } else {
        (1, k as isize)
    };
    let (r_cs, r_rs) = if s.rhs_transposed {
        (k as isize, 1)
    } else {
        (1, n as isize)
    };
    for b in 0..s.batch {
        // SAFETY: inside the buffers by the caller's contract.
        unsafe {
            let o = out.add(b * m * n);
            if k == 0 {
                if !accumulate {
                    std::slice::from_raw_parts_mut(o, m * n).fill(T::ZERO);
                }
                continue;
            }
            gemm::gemm(
                m,
                n,
                k,
                o,
                1,
                n as isize,
                accumulate,
                lhs.add(b * m * k),
                l_cs,
                l_rs,
                rhs.add(b * k * n),
                r_cs,
                r_rs,
                if accumulate { T::ONE } else { T::ZERO },
                T::from_f64(scale),
                false,
                false,
                false,
                gemm::Parallelism::None,
            );
        }
    }
}

/// Element types of the GEMM library.
trait GemmElement: 'static + Copy {
    const ZERO: Self;
    const ONE: Self;
    fn from_f64(v: f64) -> Self;
}

impl GemmElement for f32 {
    const ZERO: f32 = 0.0;
    const ONE: f32 = 1.0;
    fn from_f64(v: f64) -> f32 {
        v as f32
    }
}

impl GemmElement for f64 {
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;
    fn from_f64(v: f64) -> f64 {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every row start of every block of several shapes (rank 0 to 4, splits of 1 to 3 per
    /// dimension) equals the element index of the row's first element computed directly.
    #[test]
    fn block_rows_start_every_row_of_the_block() {
        let cases: [(&[i64], &[i64]); 6] = [
            (&[], &[]),
            (&[6], &[3]),
            (&[4, 6], &[2, 3]),
            (&[256, 32], &[1, 4]),
            (&[2, 6, 4], &[2, 3, 2]),
            (&[3, 2, 4, 6], &[3, 1, 2, 3]),
        ];
        for (whole, splits) in cases {
            let piece: Vec<i64> = whole.iter().zip(splits).map(|(w, k)| w / k).collect();
            let blocks: usize = splits.iter().map(|&k| k as usize).product();
            for b in 0..blocks {
                let block = shardc_ir::interp::unravel(b, splits);
                let rank = piece.len();
                let outer = &piece[..rank.saturating_sub(1)];
                let rows: usize = outer.iter().map(|&d| d as usize).product();
                let strides = shardc_ir::interp::strides(whole);
                let direct: Vec<usize> = (0..rows)
                    .map(|r| {
                        let mut idx = shardc_ir::interp::unravel(r, outer);
                        idx.push(0);
                        idx.truncate(rank);
                        (0..rank)
                            .map(|d| (block[d] * piece[d] + idx[d]) as usize * strides[d])
                            .sum()
                    })
                    .collect();
                assert_eq!(
                    block_rows(whole, &piece, &block),
                    direct,
                    "{whole:?} {block:?}"
                );
            }
        }
    }

    /// A host engine whose memory the runtime may not touch: every read is a copy and every
    /// collective result is staged and written back — the GPU engine's path through
    /// [`Device::run`], checked here on the CPU.
    struct StagedEngine<'a>(HostEngine<'a>);

    impl DeviceEngine for StagedEngine<'_> {
        fn bytes(&mut self, prog: &ExecProgram, b: usize) -> Result<Cow<'_, [u8]>, String> {
            Ok(Cow::Owned(self.0.bytes(prog, b)?.into_owned()))
        }
        fn write(&mut self, prog: &ExecProgram, b: usize, data: &[u8]) -> Result<(), String> {
            self.0.write(prog, b, data)
        }
        fn host_ptr(&mut self, _prog: &ExecProgram, _b: usize) -> Option<*mut u8> {
            None
        }
        fn launch(
            &mut self,
            prog: &ExecProgram,
            kernel: usize,
            inputs: &[usize],
            output: usize,
        ) -> Result<(), String> {
            self.0.launch(prog, kernel, inputs, output)
        }
        fn gemm(&mut self, prog: &ExecProgram, g: &GemmStep) -> Result<(), String> {
            self.0.gemm(prog, g)
        }
    }

    const PROGRAM: &str = r#"module @staged {
  dist.mesh @mesh = <["dp"=2, "tp"=2]>
  func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>},
                  %w: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>},
                  %v: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
      -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
          tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>},
          tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{}]>}) {
    %h = hlo.dot_general %x, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %e = hlo.exponential %h : tensor<8x8xf32>
    %g = hlo.dot_general %x, %v {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
    %m = hlo.reduce %x, %ninf {dimensions = array<i64: 1>, kind = "max"} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    return %e, %g, %m : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>
  }
}"#;

    #[test]
    fn staged_engines_compute_what_host_engines_compute() {
        let mut module = shardc_ir::parse_and_verify(PROGRAM, "staged.mlir").unwrap();
        for pipeline in [
            "builtin.module(inline,sharding-propagation,insert-reshards,sink-reductions,canonicalize,cse,comm-fusion)",
            "builtin.module(spmd-partition)",
        ] {
            let p = shardc_passes::parse_pipeline(pipeline).unwrap();
            shardc_passes::PassManager::new(p)
                .run(&mut module, &mut shardc_passes::NoInstrumentation)
                .unwrap();
        }
        let prog = lower_checked(&module, "main").unwrap();
        let f = module.function("main").unwrap();
        let text = shardc_ir::print_module(&module, shardc_ir::Form::Pretty);
        // The plan moves data with a native tuple all-reduce, a gather and a reference one.
        assert!(text.contains("dist.all_reduce"), "{text}");
        assert!(text.contains("kind = \"max\""), "{text}");
        let mesh = VirtualMesh::new(&module.meshes[0].mesh).unwrap();
        let args: Vec<Vec<Vec<u8>>> = (0..4)
            .map(|d| {
                f.args
                    .iter()
                    .enumerate()
                    .map(|(i, &a)| {
                        let ty = f.ty(a);
                        let n = ty.num_elements() as usize;
                        (0..n)
                            .flat_map(|j| {
                                let v = ((d * 31 + i * 7 + j * 13) % 19) as f32 / 7.0 - 1.3;
                                v.to_le_bytes()
                            })
                            .collect()
                    })
                    .collect()
            })
            .collect();
        let objects = compile_objects(&prog.kernels).unwrap();
        let options = RunOptions::default();
        let steps = Steps {
            count: 1,
            ..Steps::default()
        };
        let run = |staged: bool| {
            with_objects(&objects, |fns| {
                let make: &MakeEngine = &|| {
                    let host = HostEngine::new(&prog, fns);
                    Ok(if staged {
                        Box::new(StagedEngine(host)) as Box<dyn DeviceEngine>
                    } else {
                        Box::new(host) as Box<dyn DeviceEngine>
                    })
                };
                mesh.run_engines(
                    &module,
                    &prog,
                    args.clone(),
                    (&options, &steps),
                    &|_, _| {},
                    make,
                )
            })
            .unwrap()
            .unwrap()
        };
        let (host, staged) = (run(false), run(true));
        assert_eq!(host.len(), 4);
        assert_eq!(host, staged, "staged collectives differ from in-place ones");
        assert!(host.iter().all(|d| d.iter().all(|r| !r.is_empty())));
    }
}
