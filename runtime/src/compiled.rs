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

use std::cell::Cell;
use std::sync::{Condvar, Mutex};

use shardc_backend::codegen::{KernelFn, with_compiled};
use shardc_backend::exec::{BufferOrigin, ExecProgram, GemmShape, Step, buffer_bytes, verify};
use shardc_backend::lower::lower;
use shardc_ir::interp::{CollectiveExecutor, Tensor, eval_op};
use shardc_ir::{ElementType, Module, OpId, TensorType};

use crate::RuntimeError;
use crate::collectives::DeviceExecutor;
use crate::mesh::{RunOptions, VirtualMesh};
use crate::tensor_io::{tensor_from_bytes, tensor_to_bytes};

fn run_error(message: impl Into<String>) -> RuntimeError {
    RuntimeError::Mesh {
        message: message.into(),
    }
}

/// Lowers `function` of `module` to its kernel-level program and checks it.
pub fn lower_checked(module: &Module, function: &str) -> Result<ExecProgram, RuntimeError> {
    let prog = lower(module, function).map_err(|e| run_error(e.message))?;
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
struct Cores {
    free: Mutex<usize>,
    cond: Condvar,
}

impl Cores {
    fn new(n: usize) -> Cores {
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
        let prog = lower_checked(module, function)?;
        self.run_program(module, &prog, per_device_args, options)
    }

    /// Runs the kernel-level program `prog` (lowered from `module`) on every device.
    pub fn run_program(
        &self,
        module: &Module,
        prog: &ExecProgram,
        per_device_args: Vec<Vec<Tensor>>,
        options: &RunOptions,
    ) -> Result<Vec<Vec<Tensor>>, RuntimeError> {
        let n = self.num_devices();
        if per_device_args.len() != n {
            return Err(run_error(format!(
                "arguments given for {} device(s), but the mesh {} has {n}",
                per_device_args.len(),
                self.mesh()
            )));
        }
        let cores = Cores::new(
            std::thread::available_parallelism()
                .map(|c| c.get())
                .unwrap_or(1),
        );
        let functions = vec![prog.function.clone(); n];
        with_compiled(&prog.kernels, |fns| {
            self.run_devices(
                module,
                &functions,
                per_device_args,
                options,
                |_, args, exec, last| {
                    let _core = CoreGuard::take(&cores);
                    run_device(module, prog, fns, args, exec, last, &cores)
                },
            )
        })
        .map_err(|e| run_error(e.to_string()))?
    }
}

/// Storage of one device: its slots, 8-byte aligned.
struct Memory {
    slots: Vec<Vec<u64>>,
}

impl Memory {
    fn ptr(&mut self, prog: &ExecProgram, b: usize) -> *mut u8 {
        self.slots[prog.buffers[b].slot].as_mut_ptr() as *mut u8
    }

    fn bytes(&self, prog: &ExecProgram, b: usize) -> &[u8] {
        let len = buffer_bytes(&prog.buffers[b].ty) as usize;
        let s = &self.slots[prog.buffers[b].slot];
        // SAFETY: the slot holds at least `len` bytes (checked by the verifier).
        unsafe { std::slice::from_raw_parts(s.as_ptr() as *const u8, len) }
    }

    fn write(&mut self, prog: &ExecProgram, b: usize, data: &[u8]) -> Result<(), String> {
        let len = buffer_bytes(&prog.buffers[b].ty) as usize;
        if data.len() != len {
            return Err(format!(
                "internal error: {} bytes for a buffer of type {}",
                data.len(),
                prog.buffers[b].ty
            ));
        }
        let p = self.ptr(prog, b);
        // SAFETY: the slot holds at least `len` bytes; `data` is another allocation.
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), p, len) };
        Ok(())
    }

    fn tensor(&self, prog: &ExecProgram, b: usize) -> Result<Tensor, String> {
        let ty = &prog.buffers[b].ty;
        let shape: Vec<usize> = ty.shape.iter().map(|&d| d as usize).collect();
        tensor_from_bytes(ty.element, &shape, self.bytes(prog, b))
    }

    fn store_tensor(&mut self, prog: &ExecProgram, b: usize, t: &Tensor) -> Result<(), String> {
        if t.ty != prog.buffers[b].ty {
            return Err(format!(
                "a value of type {} for a buffer of type {}",
                t.ty, prog.buffers[b].ty
            ));
        }
        let bytes = tensor_to_bytes(t)?;
        self.write(prog, b, &bytes)
    }
}

#[allow(clippy::too_many_arguments)]
fn run_device(
    module: &Module,
    prog: &ExecProgram,
    fns: &[KernelFn],
    args: Vec<Tensor>,
    exec: &mut DeviceExecutor,
    last: &Cell<Option<OpId>>,
    cores: &Cores,
) -> Result<Vec<Tensor>, String> {
    let f = module
        .function(&prog.function)
        .ok_or_else(|| format!("no function '@{}'", prog.function))?;
    if args.len() != prog.args.len() {
        return Err(format!(
            "'@{}' takes {} argument(s), {} given",
            prog.function,
            prog.args.len(),
            args.len()
        ));
    }
    let mut mem = Memory {
        slots: prog
            .slots
            .iter()
            .map(|&bytes| vec![0u64; (bytes as usize).div_ceil(8).max(1)])
            .collect(),
    };
    for (i, (a, &b)) in args.iter().zip(&prog.args).enumerate() {
        mem.store_tensor(prog, b, a)
            .map_err(|m| format!("argument {i}: {m}"))?;
    }
    for (b, d) in prog.buffers.iter().enumerate() {
        if let BufferOrigin::Constant(e) = &d.origin {
            mem.store_tensor(prog, b, &Tensor::from_elements(e))?;
        }
    }
    let mut ptrs: Vec<*mut u8> = Vec::new();
    for (i, step) in prog.steps.iter().enumerate() {
        let at = |m: String| format!("{}: {m}", prog.locations[i]);
        match step {
            Step::Launch {
                kernel,
                inputs,
                output,
                ..
            } => {
                ptrs.clear();
                for &b in inputs {
                    ptrs.push(mem.ptr(prog, b));
                }
                ptrs.push(mem.ptr(prog, *output));
                // SAFETY: the verifier checked that the buffers have the kernel's parameter
                // types, so every access of the kernel is inside its slot; the output's slot
                // is not any input's (the buffer plan).
                unsafe { fns[*kernel](ptrs.as_ptr()) };
            }
            Step::Gemm {
                shape,
                lhs,
                rhs,
                output,
                ..
            } => {
                let e = prog.buffers[*output].ty.element;
                let (l, r, o) = (
                    mem.ptr(prog, *lhs),
                    mem.ptr(prog, *rhs),
                    mem.ptr(prog, *output),
                );
                // SAFETY: the verifier checked the buffers' element counts against the shape.
                unsafe {
                    match e {
                        ElementType::F32 => gemm_batched::<f32>(shape, l, r, o),
                        ElementType::F64 => gemm_batched::<f64>(shape, l, r, o),
                        other => return Err(at(format!("no GEMM for {other}"))),
                    }
                }
            }
            Step::Collective { op, input, output } => {
                let data = &f.ops[*op];
                let x = mem.tensor(prog, *input).map_err(at)?;
                let operand_sharding = data
                    .operands
                    .first()
                    .and_then(|&v| f.values[v].sharding.as_ref());
                let result = data.results[0];
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
                mem.store_tensor(prog, *output, &t).map_err(at)?;
            }
            Step::Host {
                op,
                inputs,
                outputs,
            } => {
                let data = &f.ops[*op];
                let xs = inputs
                    .iter()
                    .map(|&b| mem.tensor(prog, b))
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(at)?;
                let refs: Vec<&Tensor> = xs.iter().collect();
                let types: Vec<TensorType> =
                    data.results.iter().map(|&r| f.ty(r).clone()).collect();
                let ts = if data.operands.is_empty() && data.kind.name() == "dist.axis_index" {
                    vec![exec.execute(data, &[], &[], &types[0], None).map_err(at)?]
                } else {
                    eval_op(&data.kind, &refs, &types).map_err(at)?
                };
                for (&b, t) in outputs.iter().zip(&ts) {
                    mem.store_tensor(prog, b, t).map_err(at)?;
                }
            }
        }
        last.set(Some(step.op()));
    }
    prog.results.iter().map(|&b| mem.tensor(prog, b)).collect()
}

/// `out[b] = lhs[b] x rhs[b]` for every batch `b`, on row-major buffers.
///
/// # Safety
/// The buffers must hold `batch*m*k`, `batch*k*n` and `batch*m*n` elements of `T`.
unsafe fn gemm_batched<T: GemmElement>(s: &GemmShape, lhs: *mut u8, rhs: *mut u8, out: *mut u8) {
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
                std::slice::from_raw_parts_mut(o, m * n).fill(T::ZERO);
                continue;
            }
            gemm::gemm(
                m,
                n,
                k,
                o,
                1,
                n as isize,
                false,
                lhs.add(b * m * k),
                l_cs,
                l_rs,
                rhs.add(b * k * n),
                r_cs,
                r_rs,
                T::ZERO,
                T::ONE,
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
}

impl GemmElement for f32 {
    const ZERO: f32 = 0.0;
    const ONE: f32 = 1.0;
}

impl GemmElement for f64 {
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;
}
