//! The CUDA runtime (`shardc run --device cuda`): the kernel-level program on an NVIDIA GPU.
//!
//! A **virtual mesh on one GPU**: every device of the program's mesh is a host thread with its
//! own CUDA stream, its own cuBLAS handle and its own region of the card's memory (one
//! allocation holding its buffer plan's slots), so that any sharded program runs — and is
//! verified against the reference — on a single card, as on the CPU virtual mesh. The steps
//! are the CPU runtime's ([`crate::compiled`]), through [`DeviceEngine`]:
//!
//! - kernel launches run the PTX entry points of the binary's [`PtxModule`] (compiled again
//!   at load when it was made for other kernels), each with the grid and block its strategy
//!   chose;
//! - matrix products run on cuBLAS (`sgemm`/`dgemm` strided-batched; the row-major product
//!   `C = A·B` is the column-major `Cᵀ = Bᵀ·Aᵀ`, [`CublasGemm`]), with the scale and the
//!   accumulated buffer as cuBLAS's `alpha` and `beta`;
//! - collectives and host ops go through the host: the device's buffers are copied out, the
//!   reference's collectives and evaluator run, the results are copied back (staged; direct
//!   device-to-device collectives and NCCL across processes are later work).
//!
//! The CUDA driver and cuBLAS are loaded when a run starts (cudarc's dynamic loading): shardc
//! builds and runs everywhere, and without a GPU `--device cuda` fails with a message
//! ([`probe`]).

use std::borrow::Cow;
use std::ffi::{CString, c_void};

use cudarc::cublas::{result as blas, sys as blas_sys};
use cudarc::driver::{result as cu, sys};
use shardc_backend::codegen::{CudaArch, PtxModule, compile_ptx, kernels_digest};
use shardc_backend::exec::{ExecProgram, GemmShape, buffer_bytes};
use shardc_ir::ElementType;

use crate::compiled::{DeviceEngine, GemmStep, check_size};

/// The GPU a run uses (device 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GpuInfo {
    /// Its name (`NVIDIA H200`).
    pub name: String,
    /// Compute capability (major, minor).
    pub capability: (i32, i32),
    /// Its memory in bytes.
    pub memory: usize,
    /// GPUs the driver sees.
    pub count: i32,
}

/// Loads the CUDA driver and describes GPU 0, or says why there is none.
pub fn probe() -> Result<GpuInfo, String> {
    probe_gpu(0)
}

/// Like [`probe`], for GPU `ordinal`.
pub fn probe_gpu(ordinal: usize) -> Result<GpuInfo, String> {
    // SAFETY: only tries to open the library.
    if !unsafe { sys::is_culib_present() } {
        return Err(
            "no CUDA driver: libcuda.so could not be loaded (--device cuda needs an NVIDIA GPU \
             and its driver; run on the CPU without --device cuda)"
                .into(),
        );
    }
    cu::init().map_err(|e| format!("the CUDA driver failed to start: {e:?}"))?;
    let count = cu::device::get_count().map_err(|e| format!("cannot count GPUs: {e:?}"))?;
    if count < 1 {
        return Err("no CUDA device: the driver sees no GPU".into());
    }
    if ordinal >= count as usize {
        return Err(format!(
            "no GPU {ordinal}: the driver sees {count} (LOCAL_RANK picks the GPU of a process)"
        ));
    }
    let dev =
        cu::device::get(ordinal as i32).map_err(|e| format!("cannot open GPU {ordinal}: {e:?}"))?;
    let name = cu::device::get_name(dev).map_err(|e| format!("{e:?}"))?;
    // SAFETY: `dev` came from `device::get`.
    let attr = |a| unsafe { cu::device::get_attribute(dev, a) }.map_err(|e| format!("{e:?}"));
    let major = attr(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
    let minor = attr(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
    // SAFETY: as above.
    let memory = unsafe { cu::device::total_mem(dev) }.map_err(|e| format!("{e:?}"))?;
    Ok(GpuInfo {
        name,
        capability: (major, minor),
        memory,
        count,
    })
}

/// The architecture shardc generates PTX for on a GPU of compute capability `major.minor`:
/// the newest it supports that the GPU runs (the driver compiles PTX for newer GPUs).
pub fn arch_for((major, minor): (i32, i32)) -> Result<CudaArch, String> {
    match major {
        9.. => Ok(CudaArch::Sm90),
        8 => Ok(CudaArch::Sm80),
        _ => Err(format!(
            "the GPU has compute capability {major}.{minor}; shardc's kernels need 8.0 (sm_80) or newer"
        )),
    }
}

/// Byte offsets of a program's storage slots in one device allocation, each aligned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlotLayout {
    /// Offset of slot `i`.
    pub offsets: Vec<u64>,
    /// Bytes of the whole allocation.
    pub total: u64,
}

/// Alignment of every slot in a device's allocation: cuBLAS's and the vector loads' (the PTX
/// kernels assume [`shardc_backend::codegen::BUFFER_ALIGN`]).
pub const SLOT_ALIGN: u64 = 256;

impl SlotLayout {
    /// Slots of `sizes` bytes, in order, each starting at a multiple of `align` (a power of
    /// two).
    pub fn new(sizes: &[u64], align: u64) -> SlotLayout {
        let mut offsets = Vec::with_capacity(sizes.len());
        let mut at = 0u64;
        for &s in sizes {
            offsets.push(at);
            at += s.max(1).div_ceil(align) * align;
        }
        SlotLayout {
            offsets,
            total: at.max(align),
        }
    }
}

/// A row-major batched product as cuBLAS's column-major strided-batched GEMM computes it:
/// `Cᵀ = op(A')·op(B')` with `A'` the program's right operand and `B'` its left one
/// (a row-major `r × c` matrix is a column-major `c × r` one, its transpose).
#[derive(Clone, Debug, PartialEq)]
pub struct CublasGemm {
    /// Transpose `A'` (the right operand, stored `n × k`).
    pub trans_a: bool,
    /// Transpose `B'` (the left operand, stored `k × m`).
    pub trans_b: bool,
    /// cuBLAS's m (the product's columns, n).
    pub m: i32,
    /// cuBLAS's n (the product's rows, m).
    pub n: i32,
    /// Contraction length.
    pub k: i32,
    /// Leading dimension of `A'`.
    pub lda: i32,
    /// Leading dimension of `B'`.
    pub ldb: i32,
    /// Leading dimension of the result.
    pub ldc: i32,
    /// Elements between batches of `A'`, `B'` and the result.
    pub strides: (i64, i64, i64),
    /// Batches.
    pub batch: i32,
    /// The product's factor (the fused scale).
    pub alpha: f64,
    /// 1 when the product is added to the result's contents (a fused add), else 0.
    pub beta: f64,
}

/// cuBLAS's arguments for `out = scale · lhs × rhs (+ out when accumulating)`; None when the
/// product is empty (no call), an error when a size exceeds cuBLAS's 32-bit integers.
pub fn cublas_gemm(
    s: &GemmShape,
    scale: f64,
    accumulate: bool,
) -> Result<Option<CublasGemm>, String> {
    if s.batch == 0 || s.m == 0 || s.n == 0 {
        return Ok(None);
    }
    let int = |v: usize, what: &str| {
        i32::try_from(v).map_err(|_| format!("{what} = {v} exceeds cuBLAS's 32-bit sizes"))
    };
    let (m, n, k) = (int(s.m, "m")?, int(s.n, "n")?, int(s.k, "k")?);
    Ok(Some(CublasGemm {
        // The right operand stored k × n (row-major) is Bᵀ column-major, leading dimension n;
        // stored n × k it is B, leading dimension k, and is transposed.
        trans_a: s.rhs_transposed,
        trans_b: s.lhs_transposed,
        m: n,
        n: m,
        k,
        lda: if s.rhs_transposed { k } else { n }.max(1),
        ldb: if s.lhs_transposed { m } else { k }.max(1),
        ldc: n.max(1),
        strides: ((s.k * s.n) as i64, (s.m * s.k) as i64, (s.m * s.n) as i64),
        batch: int(s.batch, "batch")?,
        alpha: scale,
        beta: if accumulate { 1.0 } else { 0.0 },
    }))
}

/// A raw driver handle shared by the device threads (the driver API is thread-safe; each
/// thread makes the context current before using it).
#[derive(Clone, Copy)]
struct Handle<T>(T);
// SAFETY: CUDA driver handles may be used from any thread once the context is current there.
unsafe impl<T> Send for Handle<T> {}
// SAFETY: as above; the handles are never mutated after creation.
unsafe impl<T> Sync for Handle<T> {}

/// One launch of an entry point.
#[derive(Clone, Copy)]
struct Launch {
    function: Handle<sys::CUfunction>,
    grid: u32,
    block: u32,
}

/// A program loaded on the GPU: the context, the PTX module and its entry points.
pub struct LoadedProgram {
    device: Handle<sys::CUdevice>,
    context: Handle<sys::CUcontext>,
    module: Handle<sys::CUmodule>,
    launches: Vec<Vec<Launch>>,
    /// The GPU.
    pub gpu: GpuInfo,
    /// Whether the binary's PTX was used (false: generated at load).
    pub stored_ptx: bool,
}

impl LoadedProgram {
    /// Loads `prog`'s kernels on GPU `ordinal`: `stored` (a binary's PTX) when it was made
    /// from these kernels, else PTX generated now for the GPU's architecture.
    pub fn load(
        prog: &ExecProgram,
        stored: Option<&PtxModule>,
        ordinal: usize,
    ) -> Result<LoadedProgram, String> {
        let gpu = probe_gpu(ordinal)?;
        let arch = arch_for(gpu.capability)?;
        let digest = kernels_digest(&prog.kernels);
        let usable = stored.filter(|m| m.digest == digest);
        let generated;
        let ptx = match usable {
            Some(m) => m,
            None => {
                generated = compile_ptx(&prog.kernels, arch).map_err(|e| e.to_string())?;
                &generated
            }
        };
        let device = cu::device::get(ordinal as i32)
            .map_err(|e| format!("cannot open GPU {ordinal}: {e:?}"))?;
        // SAFETY: `device` came from `device::get`.
        let context = unsafe { cu::primary_ctx::retain(device) }
            .map_err(|e| format!("cannot create a CUDA context: {e:?}"))?;
        // SAFETY: a context just retained.
        unsafe { cu::ctx::set_current(context) }.map_err(|e| format!("{e:?}"))?;
        let text = CString::new(ptx.ptx.as_bytes())
            .map_err(|_| "the PTX module contains a NUL byte".to_string())?;
        // SAFETY: a NUL-terminated PTX image; the context is current.
        let module = unsafe { cu::module::load_data(text.as_ptr() as *const c_void) }
            .map_err(|e| format!("the GPU driver refused the PTX module: {e:?}"))?;
        let mut launches = Vec::with_capacity(ptx.kernels.len());
        for k in &ptx.kernels {
            let mut ls = Vec::with_capacity(k.launches.len());
            for l in &k.launches {
                let name = CString::new(l.entry.as_str()).map_err(|e| e.to_string())?;
                // SAFETY: a loaded module, the context current.
                let f = unsafe { cu::module::get_function(module, name) }
                    .map_err(|e| format!("no entry '{}' in the PTX module: {e:?}", l.entry))?;
                ls.push(Launch {
                    function: Handle(f),
                    grid: l.grid,
                    block: l.block,
                });
            }
            launches.push(ls);
        }
        Ok(LoadedProgram {
            device: Handle(device),
            context: Handle(context),
            module: Handle(module),
            launches,
            gpu,
            stored_ptx: usable.is_some(),
        })
    }
}

impl Drop for LoadedProgram {
    fn drop(&mut self) {
        // SAFETY: the module and the primary context were created by `load`; every engine
        // (which borrows this program) is gone.
        unsafe {
            let _ = cu::ctx::set_current(self.context.0);
            let _ = cu::module::unload(self.module.0);
            let _ = cu::primary_ctx::release(self.device.0);
        }
    }
}

/// One virtual device on the GPU: its stream, its memory, its cuBLAS handle.
pub(crate) struct CudaEngine<'a> {
    program: &'a LoadedProgram,
    stream: sys::CUstream,
    base: sys::CUdeviceptr,
    layout: SlotLayout,
    blas: Option<blas_sys::cublasHandle_t>,
}

impl<'a> CudaEngine<'a> {
    /// A device's engine for `prog`: its slots in one allocation, its own stream.
    pub(crate) fn new(program: &'a LoadedProgram, prog: &ExecProgram) -> Result<Self, String> {
        // SAFETY: the program's context is alive while `program` is.
        unsafe { cu::ctx::set_current(program.context.0) }.map_err(|e| format!("{e:?}"))?;
        let stream = cu::stream::create(cu::stream::StreamKind::NonBlocking)
            .map_err(|e| format!("cannot create a CUDA stream: {e:?}"))?;
        let layout = SlotLayout::new(&prog.slots, SLOT_ALIGN);
        // SAFETY: the context is current.
        let base = unsafe { cu::malloc_sync(layout.total as usize) }.map_err(|e| {
            format!(
                "cannot allocate {} bytes on the GPU for a device's buffers: {e:?}",
                layout.total
            )
        })?;
        Ok(CudaEngine {
            program,
            stream,
            base,
            layout,
            blas: None,
        })
    }

    fn address(&self, prog: &ExecProgram, b: usize) -> sys::CUdeviceptr {
        self.base + self.layout.offsets[prog.buffers[b].slot]
    }

    fn sync(&self) -> Result<(), String> {
        // SAFETY: the engine's own stream.
        unsafe { cu::stream::synchronize(self.stream) }.map_err(|e| format!("GPU error: {e:?}"))
    }

    fn blas(&mut self) -> Result<blas_sys::cublasHandle_t, String> {
        if let Some(h) = self.blas {
            return Ok(h);
        }
        // SAFETY: only tries to open the library.
        if !unsafe { blas_sys::is_culib_present() } {
            return Err(
                "cuBLAS (libcublas.so) could not be loaded; it comes with the CUDA toolkit".into(),
            );
        }
        let h = blas::create_handle().map_err(|e| format!("cannot start cuBLAS: {e:?}"))?;
        // SAFETY: a live handle and the engine's stream.
        unsafe { blas::set_stream(h, self.stream as blas_sys::cudaStream_t) }
            .map_err(|e| format!("{e:?}"))?;
        self.blas = Some(h);
        Ok(h)
    }
}

impl Drop for CudaEngine<'_> {
    fn drop(&mut self) {
        // SAFETY: resources created by `new` (and `blas`), released once.
        unsafe {
            let _ = cu::stream::synchronize(self.stream);
            if let Some(h) = self.blas.take() {
                let _ = blas::destroy_handle(h);
            }
            let _ = cu::free_sync(self.base);
            let _ = cu::stream::destroy(self.stream);
        }
    }
}

impl DeviceEngine for CudaEngine<'_> {
    fn bytes(&mut self, prog: &ExecProgram, b: usize) -> Result<Cow<'_, [u8]>, String> {
        let mut out = vec![0u8; buffer_bytes(&prog.buffers[b].ty) as usize];
        if !out.is_empty() {
            // SAFETY: the buffer lies in the engine's allocation with at least that size;
            // the copy is queued after the stream's work and `out` lives until the stream
            // is synchronized below.
            unsafe { cu::memcpy_dtoh_async(&mut out, self.address(prog, b), self.stream) }
                .map_err(|e| format!("GPU error: {e:?}"))?;
        }
        self.sync()?;
        Ok(Cow::Owned(out))
    }

    fn write(&mut self, prog: &ExecProgram, b: usize, data: &[u8]) -> Result<(), String> {
        check_size(prog, b, data)?;
        if !data.is_empty() {
            // SAFETY: as in `bytes`; `data` lives until the synchronization below.
            unsafe { cu::memcpy_htod_async(self.address(prog, b), data, self.stream) }
                .map_err(|e| format!("GPU error: {e:?}"))?;
        }
        self.sync()
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
        let mut addresses: Vec<sys::CUdeviceptr> =
            inputs.iter().map(|&b| self.address(prog, b)).collect();
        addresses.push(self.address(prog, output));
        let mut params: Vec<*mut c_void> = addresses
            .iter_mut()
            .map(|a| a as *mut sys::CUdeviceptr as *mut c_void)
            .collect();
        let launches = self
            .program
            .launches
            .get(kernel)
            .ok_or_else(|| format!("no kernel {kernel} on the GPU"))?;
        for l in launches {
            // SAFETY: the entry takes one pointer per buffer (parameters, then the output),
            // each inside this engine's allocation; `params` outlives the call.
            unsafe {
                cu::launch_kernel(
                    l.function.0,
                    (l.grid, 1, 1),
                    (l.block, 1, 1),
                    0,
                    self.stream,
                    &mut params,
                )
            }
            .map_err(|e| format!("kernel k{kernel} failed to launch: {e:?}"))?;
        }
        Ok(())
    }

    fn gemm(&mut self, prog: &ExecProgram, g: &GemmStep) -> Result<(), String> {
        let e = prog.buffers[g.output].ty.element;
        if !matches!(e, ElementType::F32 | ElementType::F64) {
            return Err(format!("no GEMM for {e}"));
        }
        if let Some(acc) = g.accumulate
            && prog.buffers[acc].slot != prog.buffers[g.output].slot
        {
            let bytes = buffer_bytes(&prog.buffers[acc].ty) as usize;
            // SAFETY: both buffers lie in the engine's allocation, `bytes` long.
            unsafe {
                cu::memcpy_dtod_async(
                    self.address(prog, g.output),
                    self.address(prog, acc),
                    bytes,
                    self.stream,
                )
            }
            .map_err(|e| format!("GPU error: {e:?}"))?;
        }
        let Some(c) = cublas_gemm(g.shape, g.scale, g.accumulate.is_some())? else {
            return Ok(());
        };
        let h = self.blas()?;
        let op = |t: bool| {
            if t {
                blas_sys::cublasOperation_t::CUBLAS_OP_T
            } else {
                blas_sys::cublasOperation_t::CUBLAS_OP_N
            }
        };
        let (a, b, out) = (
            self.address(prog, g.rhs),
            self.address(prog, g.lhs),
            self.address(prog, g.output),
        );
        // SAFETY: the operands lie in the engine's allocation with the sizes the verifier
        // checked against the shape; alpha and beta are host scalars.
        let status = unsafe {
            if e == ElementType::F32 {
                let (alpha, beta) = (c.alpha as f32, c.beta as f32);
                blas::sgemm_strided_batched(
                    h,
                    op(c.trans_a),
                    op(c.trans_b),
                    c.m,
                    c.n,
                    c.k,
                    &alpha,
                    a as *const f32,
                    c.lda,
                    c.strides.0,
                    b as *const f32,
                    c.ldb,
                    c.strides.1,
                    &beta,
                    out as *mut f32,
                    c.ldc,
                    c.strides.2,
                    c.batch,
                )
            } else {
                blas::dgemm_strided_batched(
                    h,
                    op(c.trans_a),
                    op(c.trans_b),
                    c.m,
                    c.n,
                    c.k,
                    &c.alpha,
                    a as *const f64,
                    c.lda,
                    c.strides.0,
                    b as *const f64,
                    c.ldb,
                    c.strides.1,
                    &c.beta,
                    out as *mut f64,
                    c.ldc,
                    c.strides.2,
                    c.batch,
                )
            }
        };
        status.map_err(|e| format!("cuBLAS failed: {e:?}"))
    }

    fn finish(&mut self) -> Result<(), String> {
        self.sync()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// cuBLAS's strided-batched GEMM on host memory, as its documentation defines it
    /// (column-major, `C = alpha op(A) op(B) + beta C`).
    fn emulate(c: &CublasGemm, a: &[f64], b: &[f64], out: &mut [f64]) {
        let (m, n, k) = (c.m as usize, c.n as usize, c.k as usize);
        for batch in 0..c.batch as usize {
            let (a, b) = (
                &a[batch * c.strides.0 as usize..],
                &b[batch * c.strides.1 as usize..],
            );
            let o = &mut out[batch * c.strides.2 as usize..];
            for j in 0..n {
                for i in 0..m {
                    let mut sum = 0.0;
                    for p in 0..k {
                        let x = if c.trans_a {
                            a[p + i * c.lda as usize]
                        } else {
                            a[i + p * c.lda as usize]
                        };
                        let y = if c.trans_b {
                            b[j + p * c.ldb as usize]
                        } else {
                            b[p + j * c.ldb as usize]
                        };
                        sum += x * y;
                    }
                    let at = i + j * c.ldc as usize;
                    o[at] = c.alpha * sum + if c.beta == 0.0 { 0.0 } else { c.beta * o[at] };
                }
            }
        }
    }

    #[test]
    fn cublas_arguments_compute_the_row_major_product() {
        let mut seed = 7u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((seed >> 33) % 1000) as f64 / 100.0 - 5.0
        };
        for (batch, m, n, k) in [
            (1, 3, 5, 4),
            (2, 1, 7, 3),
            (3, 4, 4, 1),
            (1, 6, 2, 9),
            (2, 3, 3, 0),
        ] {
            for lhs_t in [false, true] {
                for rhs_t in [false, true] {
                    for (scale, accumulate) in [(1.0, false), (0.5, true)] {
                        let s = GemmShape {
                            batch,
                            m,
                            n,
                            k,
                            lhs_transposed: lhs_t,
                            rhs_transposed: rhs_t,
                        };
                        let lhs: Vec<f64> = (0..batch * m * k).map(|_| next()).collect();
                        let rhs: Vec<f64> = (0..batch * k * n).map(|_| next()).collect();
                        let init: Vec<f64> = (0..batch * m * n).map(|_| next()).collect();
                        // The row-major reference.
                        let mut want = init.clone();
                        for bt in 0..batch {
                            for i in 0..m {
                                for j in 0..n {
                                    let mut sum = 0.0;
                                    for p in 0..k {
                                        let x = if lhs_t {
                                            lhs[bt * m * k + p * m + i]
                                        } else {
                                            lhs[bt * m * k + i * k + p]
                                        };
                                        let y = if rhs_t {
                                            rhs[bt * k * n + j * k + p]
                                        } else {
                                            rhs[bt * k * n + p * n + j]
                                        };
                                        sum += x * y;
                                    }
                                    let at = bt * m * n + i * n + j;
                                    want[at] =
                                        scale * sum + if accumulate { init[at] } else { 0.0 };
                                }
                            }
                        }
                        let c = cublas_gemm(&s, scale, accumulate).unwrap().unwrap();
                        let mut got = init.clone();
                        emulate(&c, &rhs, &lhs, &mut got);
                        for (g, w) in got.iter().zip(&want) {
                            assert!(
                                (g - w).abs() < 1e-9,
                                "{s:?} {scale} {accumulate}: {got:?} vs {want:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn empty_and_huge_products() {
        let s = |batch, m, n, k| GemmShape {
            batch,
            m,
            n,
            k,
            lhs_transposed: false,
            rhs_transposed: false,
        };
        assert_eq!(cublas_gemm(&s(1, 0, 4, 4), 1.0, false), Ok(None));
        assert_eq!(cublas_gemm(&s(0, 4, 4, 4), 1.0, false), Ok(None));
        let err = cublas_gemm(&s(1, 4, 4, 1 << 32), 1.0, false).unwrap_err();
        assert!(err.contains("k = 4294967296"), "{err}");
    }

    #[test]
    fn slots_are_aligned_and_disjoint() {
        let l = SlotLayout::new(&[10, 0, 256, 257, 3], 256);
        assert_eq!(l.offsets, vec![0, 256, 512, 768, 1280]);
        assert_eq!(l.total, 1536);
        assert_eq!(SlotLayout::new(&[], 256).total, 256);
    }

    #[test]
    fn architectures_follow_the_compute_capability() {
        assert_eq!(arch_for((9, 0)), Ok(CudaArch::Sm90));
        assert_eq!(arch_for((10, 0)), Ok(CudaArch::Sm90));
        assert_eq!(arch_for((8, 6)), Ok(CudaArch::Sm80));
        assert!(arch_for((7, 5)).unwrap_err().contains("7.5"));
    }

    #[test]
    fn without_a_gpu_the_probe_says_so() {
        // On machines with a GPU this describes it; without one it must be an error, not a
        // panic.
        match probe() {
            Ok(gpu) => assert!(gpu.count >= 1 && gpu.capability.0 > 0),
            Err(e) => assert!(e.contains("CUDA"), "{e}"),
        }
    }
}
