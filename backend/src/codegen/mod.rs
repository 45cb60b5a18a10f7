//! Code generation: kernels → LLVM IR (built with inkwell) → host machine code.
//!
//! Each [`Kernel`] becomes one function `void @kN(ptr %buffers)`: `%buffers` points to an
//! array of pointers, the kernel's parameters in order and then its output. The body is a
//! loop nest over the iteration space, outermost first, whose innermost body evaluates the
//! kernel's nodes straight-line (selects, no branches) so that LLVM's loop vectorizer can
//! vectorize the innermost loop for the host (AVX-512 where the CPU has it: functions carry
//! the host's `target-cpu` and `target-features`). The module is optimized with LLVM's
//! `default<O3>` pipeline and compiled in memory by MCJIT when a program is loaded
//! ([`with_compiled`]); [`llvm_ir`] prints it (`shardc compile --emit llvm`).
//!
//! Floating-point nodes compute in f32 for f32, bf16 and f16 values (bf16 and f16 are
//! rounded when stored, and where the program converts to them) and in f64 for f64. Sums and
//! products of reductions may be reassociated (so that they vectorize); the reference
//! interpreter accumulates in f64, and `shardc verify` measures the difference.

use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{Linkage, Module};
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine,
};
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum, FloatType, IntType};
use inkwell::values::{
    BasicMetadataValueEnum, BasicValueEnum, FloatValue, FunctionValue, IntValue, PointerValue,
};
use inkwell::{AddressSpace, FloatPredicate, IntPredicate, OptimizationLevel};
use serde::{Deserialize, Serialize};
use shardc_ir::ElementType;
use shardc_ir::op::{BinaryOp, CompareDirection, ReduceKind, UnaryOp};

use crate::exec::{IndexExpr, Kernel, KernelBody, Node, NodeId};

mod gpu;
pub use gpu::{
    CudaArch, GpuKernel, GpuLaunch, GpuStrategy, PtxModule, compile_ptx, cuda_tools_dir,
    describe_strategy, find_libdevice, find_ptxas, ptx_llvm_ir, strategy,
};

/// Why kernels could not be compiled.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("code generation failed: {message}")]
pub struct CodegenError {
    /// What LLVM or the generator reported.
    pub message: String,
}

fn cg_error(message: impl ToString) -> CodegenError {
    CodegenError {
        message: message.to_string(),
    }
}

/// A compiled kernel: call it with a pointer to the array of its buffer pointers
/// (parameters, then the output).
pub type KernelFn = unsafe extern "C" fn(*const *mut u8);

/// Functions the kernels call that the JIT linker must find in shardc itself: the C math
/// functions called by name (erf and erfc from the `libm` crate, the f64 forms of the others
/// from Rust's standard library — the functions the reference interpreter uses), and the conversions to and from bf16 and f16 that LLVM
/// calls when the CPU has no instruction for them (compiler-rt's names, which the process
/// may not export). Everything else (`expf`, `tanhf`, ... from LLVM's intrinsics) comes from
/// the process's C library.
fn helper_symbols() -> Vec<(&'static str, usize)> {
    extern "C" fn erff(x: f32) -> f32 {
        libm::erff(x)
    }
    extern "C" fn erf(x: f64) -> f64 {
        libm::erf(x)
    }
    extern "C" fn erfcf(x: f32) -> f32 {
        libm::erfcf(x)
    }
    extern "C" fn erfc(x: f64) -> f64 {
        libm::erfc(x)
    }
    // The f64 forms are the ones the reference interpreter uses (Rust's `f64` methods), so
    // exact kernels match it bitwise.
    extern "C" fn log1pf(x: f32) -> f32 {
        libm::log1pf(x)
    }
    extern "C" fn log1p(x: f64) -> f64 {
        x.ln_1p()
    }
    extern "C" fn expm1f(x: f32) -> f32 {
        libm::expm1f(x)
    }
    extern "C" fn expm1(x: f64) -> f64 {
        x.exp_m1()
    }
    extern "C" fn cbrtf(x: f32) -> f32 {
        libm::cbrtf(x)
    }
    extern "C" fn cbrt(x: f64) -> f64 {
        x.cbrt()
    }
    extern "C" fn atan2f(y: f32, x: f32) -> f32 {
        libm::atan2f(y, x)
    }
    extern "C" fn atan2(y: f64, x: f64) -> f64 {
        y.atan2(x)
    }
    // The special and hyperbolic functions: computed in f64, as the reference interpreter
    // computes them, then rounded (so kernels give its results bitwise for every type).
    macro_rules! via_f64 {
        ($($name:ident, $namef:ident => |$x:ident| $body:expr;)*) => {
            $(
                extern "C" fn $name($x: f64) -> f64 {
                    $body
                }
                extern "C" fn $namef(v: f32) -> f32 {
                    $name(f64::from(v)) as f32
                }
            )*
        };
    }
    via_f64! {
        shardc_sinh, shardc_sinhf => |x| x.sinh();
        shardc_cosh, shardc_coshf => |x| x.cosh();
        shardc_asin, shardc_asinf => |x| x.asin();
        shardc_acos, shardc_acosf => |x| x.acos();
        shardc_atan, shardc_atanf => |x| x.atan();
        shardc_asinh, shardc_asinhf => |x| x.asinh();
        shardc_acosh, shardc_acoshf => |x| x.acosh();
        shardc_atanh, shardc_atanhf => |x| x.atanh();
        shardc_erf_inv, shardc_erf_invf => |x| shardc_ir::interp::special::erf_inv(x);
        shardc_lgamma, shardc_lgammaf => |x| libm::lgamma(x);
        shardc_digamma, shardc_digammaf => |x| shardc_ir::interp::special::digamma(x);
    }
    type F1 = extern "C" fn(f32) -> f32;
    type D1 = extern "C" fn(f64) -> f64;
    let mut out: Vec<(&'static str, usize)> = vec![
        ("erff", erff as F1 as usize),
        ("erf", erf as D1 as usize),
        ("erfcf", erfcf as F1 as usize),
        ("erfc", erfc as D1 as usize),
        ("log1pf", log1pf as F1 as usize),
        ("log1p", log1p as D1 as usize),
        ("expm1f", expm1f as F1 as usize),
        ("expm1", expm1 as D1 as usize),
        ("cbrtf", cbrtf as F1 as usize),
        ("cbrt", cbrt as D1 as usize),
        ("atan2f", atan2f as extern "C" fn(f32, f32) -> f32 as usize),
        ("atan2", atan2 as extern "C" fn(f64, f64) -> f64 as usize),
        ("shardc_sinh", shardc_sinh as D1 as usize),
        ("shardc_sinhf", shardc_sinhf as F1 as usize),
        ("shardc_cosh", shardc_cosh as D1 as usize),
        ("shardc_coshf", shardc_coshf as F1 as usize),
        ("shardc_asin", shardc_asin as D1 as usize),
        ("shardc_asinf", shardc_asinf as F1 as usize),
        ("shardc_acos", shardc_acos as D1 as usize),
        ("shardc_acosf", shardc_acosf as F1 as usize),
        ("shardc_atan", shardc_atan as D1 as usize),
        ("shardc_atanf", shardc_atanf as F1 as usize),
        ("shardc_asinh", shardc_asinh as D1 as usize),
        ("shardc_asinhf", shardc_asinhf as F1 as usize),
        ("shardc_acosh", shardc_acosh as D1 as usize),
        ("shardc_acoshf", shardc_acoshf as F1 as usize),
        ("shardc_atanh", shardc_atanh as D1 as usize),
        ("shardc_atanhf", shardc_atanhf as F1 as usize),
        ("shardc_erf_inv", shardc_erf_inv as D1 as usize),
        ("shardc_erf_invf", shardc_erf_invf as F1 as usize),
        ("shardc_lgamma", shardc_lgamma as D1 as usize),
        ("shardc_lgammaf", shardc_lgammaf as F1 as usize),
        ("shardc_digamma", shardc_digamma as D1 as usize),
        ("shardc_digammaf", shardc_digammaf as F1 as usize),
    ];
    out.extend(narrow_conversions());
    out
}

/// The runtime library calls LLVM emits for conversions to and from bf16 and f16 when the
/// CPU has no instruction for them (compiler-rt's names). A `half` or `bfloat` travels in the
/// low 16 bits of an SSE register under the x86-64 calling convention, so these take and
/// return f32 whose low bits carry it. Rounding is correct (to nearest even, from every bit
/// of the source), as in the reference interpreter.
#[cfg(target_arch = "x86_64")]
fn narrow_conversions() -> Vec<(&'static str, usize)> {
    use shardc_ir::interp::round_float;
    fn carry(bits: u16) -> f32 {
        f32::from_bits(u32::from(bits))
    }
    fn low(x: f32) -> u16 {
        x.to_bits() as u16
    }
    extern "C" fn truncsfhf2(x: f32) -> f32 {
        carry(half::f16::from_f64(round_float(f64::from(x), ElementType::F16)).to_bits())
    }
    extern "C" fn truncdfhf2(x: f64) -> f32 {
        carry(half::f16::from_f64(round_float(x, ElementType::F16)).to_bits())
    }
    extern "C" fn truncsfbf2(x: f32) -> f32 {
        carry(half::bf16::from_f64(round_float(f64::from(x), ElementType::BF16)).to_bits())
    }
    extern "C" fn truncdfbf2(x: f64) -> f32 {
        carry(half::bf16::from_f64(round_float(x, ElementType::BF16)).to_bits())
    }
    extern "C" fn extendhfsf2(x: f32) -> f32 {
        half::f16::from_bits(low(x)).to_f32()
    }
    extern "C" fn extendbfsf2(x: f32) -> f32 {
        half::bf16::from_bits(low(x)).to_f32()
    }
    type F1 = extern "C" fn(f32) -> f32;
    vec![
        ("__truncsfhf2", truncsfhf2 as F1 as usize),
        ("__gnu_f2h_ieee", truncsfhf2 as F1 as usize),
        (
            "__truncdfhf2",
            truncdfhf2 as extern "C" fn(f64) -> f32 as usize,
        ),
        ("__truncsfbf2", truncsfbf2 as F1 as usize),
        (
            "__truncdfbf2",
            truncdfbf2 as extern "C" fn(f64) -> f32 as usize,
        ),
        ("__extendhfsf2", extendhfsf2 as F1 as usize),
        ("__gnu_h2f_ieee", extendhfsf2 as F1 as usize),
        ("__extendbfsf2", extendbfsf2 as F1 as usize),
    ]
}

#[cfg(not(target_arch = "x86_64"))]
fn narrow_conversions() -> Vec<(&'static str, usize)> {
    Vec::new()
}

/// The host's target machine (the CPU this process runs on, with all its features).
fn host_machine() -> Result<TargetMachine, CodegenError> {
    Target::initialize_native(&InitializationConfig::default()).map_err(cg_error)?;
    let triple = TargetMachine::get_default_triple();
    let target = Target::from_triple(&triple).map_err(|e| cg_error(e.to_string()))?;
    let cpu = TargetMachine::get_host_cpu_name().to_string();
    let features = TargetMachine::get_host_cpu_features().to_string();
    target
        .create_target_machine(
            &triple,
            &cpu,
            &features,
            OptimizationLevel::Aggressive,
            RelocMode::PIC,
            CodeModel::Default,
        )
        .ok_or_else(|| cg_error("LLVM has no target machine for this host"))
}

/// Builds the optimized LLVM module of `kernels`.
fn build_module<'ctx>(
    ctx: &'ctx Context,
    kernels: &[(usize, &Kernel)],
    machine: &TargetMachine,
    optimize: bool,
) -> Result<Module<'ctx>, CodegenError> {
    let module = ctx.create_module("shardc_kernels");
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    let cpu = machine.get_cpu().to_string();
    let features = machine.get_feature_string().to_string_lossy().into_owned();
    for &(i, k) in kernels {
        let mut g = Gen {
            ctx,
            module: &module,
            b: ctx.create_builder(),
            exact: k.exact,
            flavor: Flavor::Host,
        };
        let f = g.kernel(&format!("k{i}"), k).map_err(cg_error)?;
        f.add_attribute(
            inkwell::attributes::AttributeLoc::Function,
            ctx.create_string_attribute("target-cpu", &cpu),
        );
        f.add_attribute(
            inkwell::attributes::AttributeLoc::Function,
            ctx.create_string_attribute("target-features", &features),
        );
    }
    module
        .verify()
        .map_err(|e| cg_error(format!("invalid LLVM IR: {e}")))?;
    if optimize {
        module
            .run_passes("default<O3>", machine, PassBuilderOptions::create())
            .map_err(|e| cg_error(e.to_string()))?;
    }
    Ok(module)
}

/// The LLVM IR of `kernels` (optimized at O3 when `optimize`), as text.
pub fn llvm_ir(kernels: &[Kernel], optimize: bool) -> Result<String, CodegenError> {
    let ctx = Context::create();
    let machine = host_machine()?;
    let indexed: Vec<(usize, &Kernel)> = kernels.iter().enumerate().collect();
    let module = build_module(&ctx, &indexed, &machine, optimize)?;
    Ok(module.print_to_string().to_string())
}

/// Machine code of a program's kernels for one CPU: relocatable object files (ELF on Linux)
/// defining `k0`, `k1`, ... A sharded binary stores them; the runtime links them into the
/// process when it loads the binary, or compiles the kernels again when they were made for
/// another CPU or other kernels.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KernelObjects {
    /// LLVM's name of the CPU they were compiled for.
    pub cpu: String,
    /// The CPU features they were compiled with.
    pub features: String,
    /// [`kernels_digest`] of the kernels compiled.
    pub digest: String,
    /// Number of kernels (`k0` .. `k{count-1}`).
    pub count: usize,
    /// The object files.
    #[serde(with = "base64_objects")]
    pub objects: Vec<Vec<u8>>,
}

/// Object files as base64 strings in the binary's JSON payload.
mod base64_objects {
    use base64::Engine;
    use base64::engine::general_purpose::STANDARD;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(objects: &[Vec<u8>], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(objects.iter().map(|o| STANDARD.encode(o)))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Vec<u8>>, D::Error> {
        let texts = Vec::<String>::deserialize(d)?;
        texts
            .iter()
            .map(|t| STANDARD.decode(t).map_err(serde::de::Error::custom))
            .collect()
    }
}

/// The identity of a list of kernels (SHA-256 of their full description).
pub fn kernels_digest(kernels: &[Kernel]) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    for k in kernels {
        h.update(format!("{k:?}\n").as_bytes());
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// The host CPU as LLVM names it: (cpu, features).
pub fn host_cpu() -> (String, String) {
    (
        TargetMachine::get_host_cpu_name().to_string(),
        TargetMachine::get_host_cpu_features().to_string(),
    )
}

/// Compiles `kernels` to object code for this machine at O3, on as many threads as the
/// machine has cores (each compiles a share of the kernels into its own object file).
pub fn compile_objects(kernels: &[Kernel]) -> Result<KernelObjects, CodegenError> {
    let (cpu, features) = host_cpu();
    host_machine()?;
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(kernels.len().div_ceil(4))
        .max(1);
    // Deal the kernels out round-robin (neighbouring kernels are often alike in size).
    let shares: Vec<Vec<(usize, &Kernel)>> = (0..threads)
        .map(|t| {
            kernels
                .iter()
                .enumerate()
                .skip(t)
                .step_by(threads)
                .collect()
        })
        .collect();
    let objects = std::thread::scope(|scope| {
        let handles: Vec<_> = shares
            .iter()
            .map(|share| {
                scope.spawn(move || -> Result<Vec<u8>, CodegenError> {
                    let ctx = Context::create();
                    let machine = host_machine()?;
                    let module = build_module(&ctx, share, &machine, true)?;
                    let buf = machine
                        .write_to_memory_buffer(&module, FileType::Object)
                        .map_err(|e| cg_error(e.to_string()))?;
                    Ok(buf.as_slice().to_vec())
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .map_err(|_| cg_error("a code generation thread panicked"))?
            })
            .collect::<Result<Vec<_>, _>>()
    })?;
    Ok(KernelObjects {
        cpu,
        features,
        digest: kernels_digest(kernels),
        count: kernels.len(),
        objects,
    })
}

/// Whether `objects` are `kernels` compiled for this machine's CPU.
pub fn objects_fit(objects: &KernelObjects, kernels: &[Kernel]) -> bool {
    let (cpu, features) = host_cpu();
    objects.cpu == cpu
        && objects.features == features
        && objects.count == kernels.len()
        && objects.digest == kernels_digest(kernels)
}

/// Compiles `kernels` for this machine and calls `run` with their entry points (`kernels[i]`
/// is `fns[i]`); the code lives until `run` returns.
pub fn with_compiled<R>(
    kernels: &[Kernel],
    run: impl FnOnce(&[KernelFn]) -> R,
) -> Result<R, CodegenError> {
    let objects = compile_objects(kernels)?;
    with_objects(&objects, run)
}

fn llvm_error(err: inkwell::llvm_sys::error::LLVMErrorRef) -> Result<(), CodegenError> {
    use inkwell::llvm_sys::error::{LLVMDisposeErrorMessage, LLVMGetErrorMessage};
    if err.is_null() {
        return Ok(());
    }
    // SAFETY: a non-null error is consumed by getting its message, which is then freed.
    let message = unsafe {
        let m = LLVMGetErrorMessage(err);
        let text = std::ffi::CStr::from_ptr(m).to_string_lossy().into_owned();
        LLVMDisposeErrorMessage(m);
        text
    };
    Err(cg_error(message))
}

/// Links `objects` into this process (LLVM's ORC JIT linker: the C library's math functions
/// and shardc's own helpers resolve from the process) and calls `run` with the kernels'
/// entry points; the code is unloaded when `run` returns.
pub fn with_objects<R>(
    objects: &KernelObjects,
    run: impl FnOnce(&[KernelFn]) -> R,
) -> Result<R, CodegenError> {
    use inkwell::llvm_sys::core::LLVMCreateMemoryBufferWithMemoryRangeCopy;
    use inkwell::llvm_sys::orc2::lljit::*;
    use inkwell::llvm_sys::orc2::*;
    host_machine()?;
    let mut jit: LLVMOrcLLJITRef = std::ptr::null_mut();
    // SAFETY: the C API's objects are used as documented: the builder is consumed by
    // LLVMOrcCreateLLJIT, generators and materialization units by the JITDylib, memory
    // buffers by AddObjectFile; the JIT is disposed of before returning.
    unsafe {
        llvm_error(LLVMOrcCreateLLJIT(&mut jit, LLVMOrcCreateLLJITBuilder()))?;
        let result = (|| -> Result<Vec<KernelFn>, CodegenError> {
            let jd = LLVMOrcLLJITGetMainJITDylib(jit);
            let prefix = LLVMOrcLLJITGetGlobalPrefix(jit);
            let mut generator = std::ptr::null_mut();
            llvm_error(LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(
                &mut generator,
                prefix,
                None,
                std::ptr::null_mut(),
            ))?;
            LLVMOrcJITDylibAddGenerator(jd, generator);
            let names: Vec<std::ffi::CString> = helper_symbols()
                .iter()
                .map(|(n, _)| std::ffi::CString::new(*n).expect("no NUL in symbol names"))
                .collect();
            let mut pairs: Vec<LLVMOrcCSymbolMapPair> = helper_symbols()
                .iter()
                .zip(&names)
                .map(|((_, addr), name)| LLVMOrcCSymbolMapPair {
                    Name: LLVMOrcLLJITMangleAndIntern(jit, name.as_ptr()),
                    Sym: LLVMJITEvaluatedSymbol {
                        Address: *addr as u64,
                        Flags: LLVMJITSymbolFlags {
                            GenericFlags:
                                LLVMJITSymbolGenericFlags::LLVMJITSymbolGenericFlagsExported as u8
                                    | LLVMJITSymbolGenericFlags::LLVMJITSymbolGenericFlagsCallable
                                        as u8,
                            TargetFlags: 0,
                        },
                    },
                })
                .collect();
            let unit = LLVMOrcAbsoluteSymbols(pairs.as_mut_ptr(), pairs.len());
            llvm_error(LLVMOrcJITDylibDefine(jd, unit))?;
            for (i, o) in objects.objects.iter().enumerate() {
                let name = std::ffi::CString::new(format!("kernels{i}.o")).expect("no NUL");
                let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
                    o.as_ptr().cast(),
                    o.len(),
                    name.as_ptr(),
                );
                llvm_error(LLVMOrcLLJITAddObjectFile(jit, jd, buf)).map_err(|e| {
                    cg_error(format!(
                        "the kernels' object code (file {} of {}) cannot be loaded: {}",
                        i + 1,
                        objects.objects.len(),
                        e.message
                    ))
                })?;
            }
            let mut fns = Vec::with_capacity(objects.count);
            for i in 0..objects.count {
                let name = std::ffi::CString::new(format!("k{i}")).expect("no NUL");
                let mut addr = 0;
                llvm_error(LLVMOrcLLJITLookup(jit, &mut addr, name.as_ptr()))
                    .map_err(|e| cg_error(format!("kernel k{i}: {}", e.message)))?;
                if addr == 0 {
                    return Err(cg_error(format!("kernel k{i} has no address")));
                }
                // SAFETY: `k{i}` was generated with exactly this signature.
                fns.push(std::mem::transmute::<usize, KernelFn>(addr as usize));
            }
            Ok(fns)
        })();
        let out = result.map(|fns| run(&fns));
        let disposed = llvm_error(LLVMOrcDisposeLLJIT(jit));
        let out = out?;
        disposed?;
        Ok(out)
    }
}

/// The function's generator.
struct Gen<'ctx, 'm> {
    ctx: &'ctx Context,
    module: &'m Module<'ctx>,
    b: Builder<'ctx>,
    /// Compute as the reference interpreter does ([`Kernel::exact`]).
    exact: bool,
    /// The machine the code is for.
    flavor: Flavor,
}

/// The machine a kernel's code is generated for: where its math functions come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flavor {
    /// The host CPU: LLVM's intrinsics, the C library and shardc's helper functions.
    Host,
    /// NVIDIA GPUs (PTX): NVIDIA's libdevice (`__nv_*`), linked into the module.
    Ptx,
}

/// An open loop: its header block, induction variable and extent.
struct Loop<'ctx> {
    header: inkwell::basic_block::BasicBlock<'ctx>,
    iv: inkwell::values::PhiValue<'ctx>,
    extent: i64,
}

type R<T> = Result<T, String>;

fn e(x: inkwell::builder::BuilderError) -> String {
    x.to_string()
}

impl<'ctx> Gen<'ctx, '_> {
    fn i64t(&self) -> IntType<'ctx> {
        self.ctx.i64_type()
    }

    /// The type a value of `t` is computed in.
    fn compute_type(&self, t: ElementType) -> BasicTypeEnum<'ctx> {
        match t {
            ElementType::F32 | ElementType::BF16 | ElementType::F16 if self.exact => {
                self.ctx.f64_type().into()
            }
            ElementType::F64 => self.ctx.f64_type().into(),
            ElementType::F32 | ElementType::BF16 | ElementType::F16 => self.ctx.f32_type().into(),
            ElementType::I64 | ElementType::U64 => self.ctx.i64_type().into(),
            ElementType::I32 | ElementType::U32 => self.ctx.i32_type().into(),
            ElementType::I16 | ElementType::U16 => self.ctx.i16_type().into(),
            ElementType::I8 | ElementType::U8 => self.ctx.i8_type().into(),
            ElementType::I1 => self.ctx.bool_type().into(),
        }
    }

    /// The type a value of `t` is stored as.
    fn storage_type(&self, t: ElementType) -> BasicTypeEnum<'ctx> {
        match t {
            ElementType::BF16 => self.ctx.bf16_type().into(),
            ElementType::F16 => self.ctx.f16_type().into(),
            ElementType::F32 => self.ctx.f32_type().into(),
            ElementType::I1 => self.ctx.i8_type().into(),
            other => self.compute_type(other),
        }
    }

    fn float_type(&self, t: ElementType) -> FloatType<'ctx> {
        self.compute_type(t).into_float_type()
    }

    fn kernel(&mut self, name: &str, k: &Kernel) -> R<FunctionValue<'ctx>> {
        let ptr = self.ctx.ptr_type(AddressSpace::default());
        // The body takes one pointer per buffer, all `noalias` (the buffer plan never lets
        // the output share memory with a parameter, and parameters are only read), so that
        // loops vectorize without run-time overlap checks; the entry point unpacks the
        // pointer array the runtime passes and calls it (and O3 inlines it).
        let n = k.params.len() + 1;
        let body_params: Vec<BasicMetadataTypeEnum> = (0..n).map(|_| ptr.into()).collect();
        let body = self.module.add_function(
            &format!("{name}.body"),
            self.ctx.void_type().fn_type(&body_params, false),
            Some(Linkage::Internal),
        );
        let noalias = inkwell::attributes::Attribute::get_named_enum_kind_id("noalias");
        for i in 0..n as u32 {
            body.add_attribute(
                inkwell::attributes::AttributeLoc::Param(i),
                self.ctx.create_enum_attribute(noalias, 0),
            );
        }
        let fty = self.ctx.void_type().fn_type(&[ptr.into()], false);
        let f = self.module.add_function(name, fty, Some(Linkage::External));
        let entry = self.ctx.append_basic_block(f, "entry");
        self.b.position_at_end(entry);
        let args = f
            .get_nth_param(0)
            .ok_or("kernel without parameter")?
            .into_pointer_value();
        let mut ptrs: Vec<BasicMetadataValueEnum> = Vec::with_capacity(n);
        for i in 0..n {
            // SAFETY of the GEP: the runtime passes one pointer per parameter and the output.
            let slot = unsafe {
                self.b
                    .build_in_bounds_gep(ptr, args, &[self.i64t().const_int(i as u64, false)], "")
                    .map_err(e)?
            };
            ptrs.push(self.b.build_load(ptr, slot, "buf").map_err(e)?.into());
        }
        self.b.build_call(body, &ptrs, "").map_err(e)?;
        self.b.build_return(None).map_err(e)?;
        self.kernel_body(body, k)?;
        Ok(f)
    }

    fn kernel_body(&mut self, f: FunctionValue<'ctx>, k: &Kernel) -> R<()> {
        let entry = self.ctx.append_basic_block(f, "entry");
        self.b.position_at_end(entry);
        let mut bufs: Vec<PointerValue> =
            f.get_param_iter().map(|p| p.into_pointer_value()).collect();
        let out = bufs.pop().ok_or("no output")?;
        if let Some(p) = k.in_place {
            // The parameter is the output: read it through the output's pointer.
            bufs[p] = out;
        }
        // Loops run at least once: a loop nest with an empty dimension is not emitted.
        let space_empty = k.space.iter().any(|&s| s <= 0);
        let output_empty = k.output.shape.iter().any(|&s| s <= 0);
        if output_empty || (space_empty && matches!(k.body, KernelBody::Map { .. })) {
            self.b.build_return(None).map_err(e)?;
            return Ok(());
        }
        match &k.body {
            KernelBody::Scatter {
                base,
                update,
                index,
                window_start,
                window,
                kind,
            } => {
                let elem = k.output.element;
                let shape = k.output.shape.clone();
                if shape.iter().all(|&d| d > 0) {
                    let loops = self.open_loops(f, &shape, 0)?;
                    let vars: Vec<IntValue> = loops
                        .iter()
                        .map(|l| l.iv.as_basic_value().into_int_value())
                        .collect();
                    let mut cache = vec![None; k.nodes.len()];
                    let v = self.eval(k, *base, &vars, &bufs, &mut cache)?;
                    let offset = self.offset(&vars, &shape)?;
                    self.store(out, elem, offset, v)?;
                    self.close_loops(f, loops)?;
                }
                if space_empty {
                    self.b.build_return(None).map_err(e)?;
                    return Ok(());
                }
                let loops = self.open_loops(f, &k.space, 0)?;
                let vars: Vec<IntValue> = loops
                    .iter()
                    .map(|l| l.iv.as_basic_value().into_int_value())
                    .collect();
                let mut cache = vec![None; k.nodes.len()];
                let u = self.eval(k, *update, &vars, &bufs, &mut cache)?;
                let (inside, idx) =
                    self.scatter_target(k, &vars, &bufs, (window_start, window, index), &shape)?;
                let then = self.ctx.append_basic_block(f, "update");
                let cont = self.ctx.append_basic_block(f, "next");
                self.b
                    .build_conditional_branch(inside, then, cont)
                    .map_err(e)?;
                self.b.position_at_end(then);
                let offset = self.offset(&idx, &shape)?;
                let v = match kind {
                    None => u,
                    Some(kind) => {
                        let old = self.load(out, elem, offset)?;
                        self.combine(*kind, elem, old, u)?
                    }
                };
                self.store(out, elem, offset, v)?;
                self.b.build_unconditional_branch(cont).map_err(e)?;
                self.b.position_at_end(cont);
                self.close_loops(f, loops)?;
            }
            KernelBody::Map { value } => {
                // Row by row when the kernel computes row reductions: the outer loops pick
                // the row, the row's reductions run first, then the inner loops store it.
                let r = k.space.len() - k.row_dims().unwrap_or(0);
                let outer = self.open_loops(f, &k.space[..r], 0)?;
                let outer_vars: Vec<IntValue> = outer
                    .iter()
                    .map(|l| l.iv.as_basic_value().into_int_value())
                    .collect();
                let mut cache = vec![None; k.nodes.len()];
                self.row_values(f, k, &outer_vars, &bufs, &mut cache)?;
                let inner = self.open_loops(f, &k.space[r..], r)?;
                let vars: Vec<IntValue> = outer_vars
                    .iter()
                    .copied()
                    .chain(inner.iter().map(|l| l.iv.as_basic_value().into_int_value()))
                    .collect();
                let v = self.eval(k, *value, &vars, &bufs, &mut cache)?;
                let offset = self.offset(&vars, &k.output.shape)?;
                self.store(out, k.output.element, offset, v)?;
                self.close_loops(f, inner)?;
                self.close_loops(f, outer)?;
            }
            KernelBody::Reduce {
                value,
                init,
                kind,
                reduced,
            } => {
                let rank = k.space.len();
                let kept = reduced.iter().take_while(|r| !**r).count();
                // An empty reduced dimension: every output element is the initial value.
                let suffix = reduced[kept..].iter().all(|r| *r) && !space_empty;
                let elem = k.output.element;
                let mut init_cache = vec![None; k.nodes.len()];
                let init_v = self.eval(k, *init, &[], &bufs, &mut init_cache)?;
                if let Some(reduced_loops) = inner_kept_block(k, reduced) {
                    self.reduce_beside_inner_kept(
                        f,
                        k,
                        (&bufs, out),
                        (*value, init_v, *kind),
                        (kept, reduced_loops),
                    )?;
                } else if suffix {
                    // Row reduction: accumulate in a register over the reduced (inner) loops.
                    let acc = self
                        .b
                        .build_alloca(self.compute_type(elem), "acc")
                        .map_err(e)?;
                    let outer = self.open_loops(f, &k.space[..kept], 0)?;
                    let outer_vars: Vec<IntValue> = outer
                        .iter()
                        .map(|l| l.iv.as_basic_value().into_int_value())
                        .collect();
                    let mut cache = vec![None; k.nodes.len()];
                    self.row_values(f, k, &outer_vars, &bufs, &mut cache)?;
                    self.b.build_store(acc, init_v).map_err(e)?;
                    let inner = self.open_loops(f, &k.space[kept..], kept)?;
                    let vars: Vec<IntValue> = outer
                        .iter()
                        .chain(&inner)
                        .map(|l| l.iv.as_basic_value().into_int_value())
                        .collect();
                    let v = self.eval(k, *value, &vars, &bufs, &mut cache)?;
                    let a = self
                        .b
                        .build_load(self.compute_type(elem), acc, "a")
                        .map_err(e)?;
                    let c = self.combine(*kind, elem, a, v)?;
                    self.b.build_store(acc, c).map_err(e)?;
                    self.close_loops(f, inner)?;
                    let a = self
                        .b
                        .build_load(self.compute_type(elem), acc, "a")
                        .map_err(e)?;
                    let ovars: Vec<IntValue> = vars[..kept].to_vec();
                    let offset = self.offset(&ovars, &k.output.shape)?;
                    self.store(out, elem, offset, a)?;
                    self.close_loops(f, outer)?;
                } else {
                    // Fill the output with the initial value, then combine in place.
                    let fill_space = k.output.shape.clone();
                    if !fill_space.is_empty() {
                        let loops = self.open_loops(f, &fill_space, 0)?;
                        let vars: Vec<IntValue> = loops
                            .iter()
                            .map(|l| l.iv.as_basic_value().into_int_value())
                            .collect();
                        let offset = self.offset(&vars, &fill_space)?;
                        self.store(out, elem, offset, init_v)?;
                        self.close_loops(f, loops)?;
                    } else {
                        let zero = self.i64t().const_zero();
                        self.store(out, elem, zero, init_v)?;
                    }
                    if space_empty {
                        self.b.build_return(None).map_err(e)?;
                        return Ok(());
                    }
                    let loops = self.open_loops(f, &k.space, 0)?;
                    let vars: Vec<IntValue> = loops
                        .iter()
                        .map(|l| l.iv.as_basic_value().into_int_value())
                        .collect();
                    let mut cache = vec![None; k.nodes.len()];
                    let v = self.eval(k, *value, &vars, &bufs, &mut cache)?;
                    let ovars: Vec<IntValue> = (0..rank)
                        .filter(|&d| !reduced[d])
                        .map(|d| vars[d])
                        .collect();
                    let offset = self.offset(&ovars, &k.output.shape)?;
                    let a = self.load(out, elem, offset)?;
                    let c = self.combine(*kind, elem, a, v)?;
                    self.store(out, elem, offset, c)?;
                    self.close_loops(f, loops)?;
                }
            }
        }
        self.b.build_return(None).map_err(e)?;
        Ok(())
    }

    /// A builder placed at the start of `f`'s entry block, where allocas belong (LLVM
    /// promotes them to registers or keeps them in one stack frame).
    fn at_entry(&self, f: FunctionValue<'ctx>) -> R<Builder<'ctx>> {
        let entry = f.get_first_basic_block().ok_or("no entry block")?;
        let at_entry = self.ctx.create_builder();
        match entry.get_first_instruction() {
            Some(first) => at_entry.position_before(&first),
            None => at_entry.position_at_end(entry),
        }
        Ok(at_entry)
    }

    /// A reduction whose loops are the output's outer dimensions (`kept` loops), then the
    /// reduced ones (`reduced_loops`), then the output's inner dimensions: per outer point,
    /// one accumulator per inner output element (a stack array in the compute type), each
    /// combining its points in loop order — the order of a row reduction, so an exact
    /// kernel's sums are the same — while the innermost loop runs over independent
    /// accumulators, which vectorizes without reassociating (a convolution's output
    /// features: `lit-tests/backend/convolution_kernel.mlir`).
    fn reduce_beside_inner_kept(
        &mut self,
        f: FunctionValue<'ctx>,
        k: &Kernel,
        (bufs, out): (&[PointerValue<'ctx>], PointerValue<'ctx>),
        (value, init_v, kind): (NodeId, BasicValueEnum<'ctx>, ReduceKind),
        (kept, reduced_loops): (usize, usize),
    ) -> R<()> {
        let elem = k.output.element;
        let ct = self.compute_type(elem);
        let inner_from = kept + reduced_loops;
        let inner_shape = k.space[inner_from..].to_vec();
        let inner_len: i64 = inner_shape.iter().product();
        // The accumulators live in the entry block (a fixed-size stack array).
        let acc = self
            .at_entry(f)?
            .build_array_alloca(ct, self.i64t().const_int(inner_len as u64, false), "accs")
            .map_err(e)?;
        let slot = |this: &Self, j: IntValue<'ctx>| -> R<PointerValue<'ctx>> {
            // SAFETY of the GEP: `j` is a row-major offset inside the inner shape.
            unsafe { this.b.build_in_bounds_gep(ct, acc, &[j], "acc").map_err(e) }
        };
        let iv = |loops: &[Loop<'ctx>]| -> Vec<IntValue<'ctx>> {
            loops
                .iter()
                .map(|l| l.iv.as_basic_value().into_int_value())
                .collect()
        };
        let outer = self.open_loops(f, &k.space[..kept], 0)?;
        let outer_vars = iv(&outer);
        let fill = self.open_loops(f, &[inner_len], inner_from)?;
        let p = slot(self, iv(&fill)[0])?;
        self.b.build_store(p, init_v).map_err(e)?;
        self.close_loops(f, fill)?;
        let red = self.open_loops(f, &k.space[kept..inner_from], kept)?;
        let inner = self.open_loops(f, &inner_shape, inner_from)?;
        let inner_vars = iv(&inner);
        let vars: Vec<IntValue> = outer_vars
            .iter()
            .copied()
            .chain(iv(&red))
            .chain(inner_vars.iter().copied())
            .collect();
        let mut cache = vec![None; k.nodes.len()];
        let v = self.eval(k, value, &vars, bufs, &mut cache)?;
        let j = self.offset(&inner_vars, &inner_shape)?;
        let p = slot(self, j)?;
        let a = self.b.build_load(ct, p, "a").map_err(e)?;
        let c = self.combine(kind, elem, a, v)?;
        self.b.build_store(p, c).map_err(e)?;
        self.close_loops(f, inner)?;
        self.close_loops(f, red)?;
        let back = self.open_loops(f, &inner_shape, inner_from)?;
        let back_vars = iv(&back);
        let j = self.offset(&back_vars, &inner_shape)?;
        let p = slot(self, j)?;
        let a = self.b.build_load(ct, p, "a").map_err(e)?;
        let ovars: Vec<IntValue> = outer_vars.iter().copied().chain(back_vars).collect();
        let offset = self.offset(&ovars, &k.output.shape)?;
        self.store(out, elem, offset, a)?;
        self.close_loops(f, back)?;
        self.close_loops(f, outer)?;
        Ok(())
    }

    /// Where a scatter's update at `vars` goes: whether its whole window fits the output of
    /// `shape` (0 <= start and start + extent <= size in every dimension; XLA drops a window
    /// that does not), and the output element it updates.
    fn scatter_target(
        &self,
        k: &Kernel,
        vars: &[IntValue<'ctx>],
        bufs: &[PointerValue<'ctx>],
        (window_start, window, index): (&[IndexExpr], &[i64], &[IndexExpr]),
        shape: &[i64],
    ) -> R<(IntValue<'ctx>, Vec<IntValue<'ctx>>)> {
        let i64t = self.i64t();
        let mut inside = self.ctx.bool_type().const_int(1, false);
        for (d, x) in window_start.iter().enumerate() {
            let st = self.index(x, vars, k, bufs)?;
            let ge = self
                .b
                .build_int_compare(IntPredicate::SGE, st, i64t.const_zero(), "")
                .map_err(e)?;
            let le = self
                .b
                .build_int_compare(
                    IntPredicate::SLE,
                    st,
                    i64t.const_int((shape[d] - window[d]) as u64, true),
                    "",
                )
                .map_err(e)?;
            inside = self.b.build_and(inside, ge, "").map_err(e)?;
            inside = self.b.build_and(inside, le, "").map_err(e)?;
        }
        let idx = index
            .iter()
            .map(|x| self.index(x, vars, k, bufs))
            .collect::<R<Vec<_>>>()?;
        Ok((inside, idx))
    }

    /// Computes the kernel's row reductions for the row at `outer` (the outer loops'
    /// variables), in node order (a later one may read an earlier one), into `cache`.
    fn row_values(
        &mut self,
        f: FunctionValue<'ctx>,
        k: &Kernel,
        outer: &[IntValue<'ctx>],
        bufs: &[PointerValue<'ctx>],
        cache: &mut [Option<BasicValueEnum<'ctx>>],
    ) -> R<()> {
        let r = outer.len();
        for (i, n) in k.nodes.iter().enumerate() {
            let Node::RowReduce {
                kind,
                ty,
                value,
                init,
                ..
            } = n
            else {
                continue;
            };
            // The accumulator lives in the entry block (promoted to a register by mem2reg).
            let acc = self
                .at_entry(f)?
                .build_alloca(self.compute_type(*ty), "row")
                .map_err(e)?;
            let mut scratch = cache.to_vec();
            let init_v = self.eval(k, *init, outer, bufs, &mut scratch)?;
            self.b.build_store(acc, init_v).map_err(e)?;
            let inner = self.open_loops(f, &k.space[r..], r)?;
            let vars: Vec<IntValue> = outer
                .iter()
                .copied()
                .chain(inner.iter().map(|l| l.iv.as_basic_value().into_int_value()))
                .collect();
            let mut local = cache.to_vec();
            let v = self.eval(k, *value, &vars, bufs, &mut local)?;
            let a = self
                .b
                .build_load(self.compute_type(*ty), acc, "a")
                .map_err(e)?;
            let c = self.combine(*kind, *ty, a, v)?;
            self.b.build_store(acc, c).map_err(e)?;
            self.close_loops(f, inner)?;
            let total = self
                .b
                .build_load(self.compute_type(*ty), acc, "rowval")
                .map_err(e)?;
            // The reduction's value has its element type (exact kernels accumulate wider).
            let total = if ty.is_float() {
                self.round_narrow(total.into_float_value(), *ty)?.into()
            } else {
                total
            };
            cache[i] = Some(total);
        }
        Ok(())
    }

    /// Opens loops over `extents` (all positive); the builder is left in the innermost body.
    fn open_loops(
        &mut self,
        f: FunctionValue<'ctx>,
        extents: &[i64],
        first_dim: usize,
    ) -> R<Vec<Loop<'ctx>>> {
        let mut loops = Vec::with_capacity(extents.len());
        for (d, &extent) in extents.iter().enumerate() {
            let pre = self.b.get_insert_block().ok_or("no block")?;
            let header = self
                .ctx
                .append_basic_block(f, &format!("d{}", first_dim + d));
            self.b.build_unconditional_branch(header).map_err(e)?;
            self.b.position_at_end(header);
            let iv = self
                .b
                .build_phi(self.i64t(), &format!("i{}", first_dim + d))
                .map_err(e)?;
            iv.add_incoming(&[(&self.i64t().const_zero(), pre)]);
            loops.push(Loop { header, iv, extent });
        }
        Ok(loops)
    }

    /// Closes `loops`, innermost first; the builder is left after the outermost one.
    fn close_loops(&mut self, f: FunctionValue<'ctx>, loops: Vec<Loop<'ctx>>) -> R<()> {
        for l in loops.into_iter().rev() {
            let iv = l.iv.as_basic_value().into_int_value();
            let next = self
                .b
                .build_int_nuw_add(iv, self.i64t().const_int(1, false), "next")
                .map_err(e)?;
            let more = self
                .b
                .build_int_compare(
                    IntPredicate::ULT,
                    next,
                    self.i64t().const_int(l.extent as u64, false),
                    "more",
                )
                .map_err(e)?;
            let latch = self.b.get_insert_block().ok_or("no block")?;
            let exit = self.ctx.append_basic_block(f, "exit");
            self.b
                .build_conditional_branch(more, l.header, exit)
                .map_err(e)?;
            l.iv.add_incoming(&[(&next, latch)]);
            self.b.position_at_end(exit);
        }
        Ok(())
    }

    fn index(
        &self,
        x: &IndexExpr,
        vars: &[IntValue<'ctx>],
        k: &Kernel,
        bufs: &[PointerValue<'ctx>],
    ) -> R<IntValue<'ctx>> {
        let i64t = self.i64t();
        Ok(match x {
            IndexExpr::Dynamic {
                param,
                index,
                lo,
                hi,
            } => {
                let t = &k.params[*param];
                let idx = index
                    .iter()
                    .map(|x| self.index(x, vars, k, bufs))
                    .collect::<R<Vec<_>>>()?;
                let offset = self.offset(&idx, &t.shape)?;
                let v = self.load(bufs[*param], t.element, offset)?.into_int_value();
                let v = if v.get_type().get_bit_width() < 64 {
                    if t.element == ElementType::I1 {
                        self.b.build_int_z_extend(v, i64t, "").map_err(e)?
                    } else {
                        self.b.build_int_s_extend(v, i64t, "").map_err(e)?
                    }
                } else {
                    v
                };
                self.clamp_index(v, *lo, *hi)?
            }
            IndexExpr::Clamp { x, lo, hi } => {
                let x = self.index(x, vars, k, bufs)?;
                self.clamp_index(x, *lo, *hi)?
            }
            IndexExpr::Var(k) => *vars.get(*k).ok_or("loop variable out of range")?,
            IndexExpr::Const(c) => i64t.const_int(*c as u64, true),
            IndexExpr::Add(a, b) => {
                let (a, b) = (self.index(a, vars, k, bufs)?, self.index(b, vars, k, bufs)?);
                self.b.build_int_nsw_add(a, b, "").map_err(e)?
            }
            IndexExpr::Mul(a, c) => {
                let a = self.index(a, vars, k, bufs)?;
                self.b
                    .build_int_nsw_mul(a, i64t.const_int(*c as u64, true), "")
                    .map_err(e)?
            }
            IndexExpr::Div(a, c) => {
                let a = self.index(a, vars, k, bufs)?;
                self.b
                    .build_int_unsigned_div(a, i64t.const_int(*c as u64, false), "")
                    .map_err(e)?
            }
            IndexExpr::Rem(a, c) => {
                let a = self.index(a, vars, k, bufs)?;
                self.b
                    .build_int_unsigned_rem(a, i64t.const_int(*c as u64, false), "")
                    .map_err(e)?
            }
        })
    }

    /// The i64 index `v` clamped to `[lo, hi]` (`llvm.smax`, `llvm.smin`; a bound at the
    /// type's end is no bound).
    fn clamp_index(&self, v: IntValue<'ctx>, lo: i64, hi: i64) -> R<IntValue<'ctx>> {
        let i64t = self.i64t();
        let mut v: BasicValueEnum = v.into();
        if lo > i64::MIN {
            v = self.intrinsic("llvm.smax", &[v, i64t.const_int(lo as u64, true).into()])?;
        }
        if hi < i64::MAX {
            v = self.intrinsic("llvm.smin", &[v, i64t.const_int(hi as u64, true).into()])?;
        }
        Ok(v.into_int_value())
    }

    /// Row-major element offset of `idx` in a tensor of `shape`.
    fn offset(&self, idx: &[IntValue<'ctx>], shape: &[i64]) -> R<IntValue<'ctx>> {
        let i64t = self.i64t();
        let mut acc = i64t.const_zero();
        let mut stride = 1i64;
        for (d, &i) in idx.iter().enumerate().rev() {
            let term = if stride == 1 {
                i
            } else {
                self.b
                    .build_int_nsw_mul(i, i64t.const_int(stride as u64, false), "")
                    .map_err(e)?
            };
            acc = if d == idx.len() - 1 {
                term
            } else {
                self.b.build_int_nsw_add(acc, term, "").map_err(e)?
            };
            stride *= shape[d];
        }
        Ok(acc)
    }

    fn load(
        &self,
        buf: PointerValue<'ctx>,
        t: ElementType,
        offset: IntValue<'ctx>,
    ) -> R<BasicValueEnum<'ctx>> {
        let st = self.storage_type(t);
        // SAFETY of the GEP: offsets are inside the buffer by construction of the kernel.
        let p = unsafe {
            self.b
                .build_in_bounds_gep(st, buf, &[offset], "")
                .map_err(e)?
        };
        let v = self.b.build_load(st, p, "").map_err(e)?;
        self.computed_of_stored(t, v)
    }

    /// A value of `t` as it is stored (`storage_type`) in its compute type: narrow floats
    /// widened, an i1 byte compared with 0.
    fn computed_of_stored(
        &self,
        t: ElementType,
        v: BasicValueEnum<'ctx>,
    ) -> R<BasicValueEnum<'ctx>> {
        let (st, ct) = (self.storage_type(t), self.compute_type(t));
        Ok(match t {
            _ if t.is_float() && ct != st => self
                .b
                .build_float_ext(v.into_float_value(), ct.into_float_type(), "")
                .map_err(e)?
                .into(),
            ElementType::I1 => self
                .b
                .build_int_compare(
                    IntPredicate::NE,
                    v.into_int_value(),
                    self.ctx.i8_type().const_zero(),
                    "",
                )
                .map_err(e)?
                .into(),
            _ => v,
        })
    }

    /// A value of `t` in its compute type as it is stored: narrow floats rounded, an i1 as
    /// a byte.
    fn stored_of_computed(
        &self,
        t: ElementType,
        v: BasicValueEnum<'ctx>,
    ) -> R<BasicValueEnum<'ctx>> {
        let st = self.storage_type(t);
        Ok(match t {
            _ if t.is_float() && v.get_type() != st => self
                .b
                .build_float_trunc(v.into_float_value(), st.into_float_type(), "")
                .map_err(e)?
                .into(),
            ElementType::I1 => self
                .b
                .build_int_z_extend(v.into_int_value(), self.ctx.i8_type(), "")
                .map_err(e)?
                .into(),
            _ => v,
        })
    }

    fn store(
        &self,
        buf: PointerValue<'ctx>,
        t: ElementType,
        offset: IntValue<'ctx>,
        v: BasicValueEnum<'ctx>,
    ) -> R<()> {
        let st = self.storage_type(t);
        let v = self.stored_of_computed(t, v)?;
        // SAFETY of the GEP: offsets are inside the buffer by construction of the kernel.
        let p = unsafe {
            self.b
                .build_in_bounds_gep(st, buf, &[offset], "")
                .map_err(e)?
        };
        self.b.build_store(p, v).map_err(e)?;
        Ok(())
    }

    fn intrinsic(&self, name: &str, args: &[BasicValueEnum<'ctx>]) -> R<BasicValueEnum<'ctx>> {
        let ty = args[0].get_type();
        let intr = Intrinsic::find(name).ok_or_else(|| format!("LLVM has no intrinsic {name}"))?;
        let decl = intr
            .get_declaration(self.module, &[ty])
            .ok_or_else(|| format!("cannot declare {name}"))?;
        let margs: Vec<BasicMetadataValueEnum> = args.iter().map(|&a| a.into()).collect();
        self.b
            .build_call(decl, &margs, "")
            .map_err(e)?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| format!("{name} returns nothing"))
    }

    /// The math function LLVM has an intrinsic for (`llvm.NAME`) on the host; libdevice's
    /// `__nv_NAME` on GPUs (where LLVM would otherwise call a C library that is not there).
    fn math(&self, name: &str, args: &[FloatValue<'ctx>]) -> R<BasicValueEnum<'ctx>> {
        match self.flavor {
            Flavor::Host => {
                let args: Vec<BasicValueEnum> = args.iter().map(|&a| a.into()).collect();
                self.intrinsic(&format!("llvm.{name}"), &args)
            }
            Flavor::Ptx => self.libdevice(name, args),
        }
    }

    /// A call to the C library function `name` (f32 variants get the `f` suffix), or to
    /// shardc's helper `shardc_NAME` (computed in f64, then rounded); on GPUs, the same
    /// functions from libdevice.
    fn libm(&self, name: &str, args: &[FloatValue<'ctx>]) -> R<BasicValueEnum<'ctx>> {
        if self.flavor == Flavor::Ptx {
            return self.libdevice_helper(name, args);
        }
        let ty = args[0].get_type();
        let full = if ty == self.ctx.f32_type() {
            format!("{name}f")
        } else {
            name.to_string()
        };
        let f = self.module.get_function(&full).unwrap_or_else(|| {
            let params: Vec<BasicMetadataTypeEnum> = args.iter().map(|_| ty.into()).collect();
            self.module
                .add_function(&full, ty.fn_type(&params, false), Some(Linkage::External))
        });
        let margs: Vec<BasicMetadataValueEnum> = args.iter().map(|&a| a.into()).collect();
        self.b
            .build_call(f, &margs, "")
            .map_err(e)?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| format!("{full} returns nothing"))
    }

    fn eval(
        &self,
        k: &Kernel,
        n: usize,
        vars: &[IntValue<'ctx>],
        bufs: &[PointerValue<'ctx>],
        cache: &mut Vec<Option<BasicValueEnum<'ctx>>>,
    ) -> R<BasicValueEnum<'ctx>> {
        if let Some(v) = cache[n] {
            return Ok(v);
        }
        let v = match &k.nodes[n] {
            Node::Load { param, index } => {
                let t = &k.params[*param];
                let idx = index
                    .iter()
                    .map(|x| self.index(x, vars, k, bufs))
                    .collect::<R<Vec<_>>>()?;
                let offset = self.offset(&idx, &t.shape)?;
                self.load(bufs[*param], t.element, offset)?
            }
            Node::Const { ty, bits } => self.constant(*ty, *bits),
            Node::Index { ty, index } => {
                let i = self.index(index, vars, k, bufs)?;
                self.index_value(i, *ty)?
            }
            Node::Unary { op, ty, x } => {
                let x = self.eval(k, *x, vars, bufs, cache)?;
                self.unary(*op, *ty, x)?
            }
            Node::Binary { op, ty, x, y } => {
                let x = self.eval(k, *x, vars, bufs, cache)?;
                let y = self.eval(k, *y, vars, bufs, cache)?;
                self.binary(*op, *ty, x, y)?
            }
            Node::Compare { dir, ty, x, y } => {
                let x = self.eval(k, *x, vars, bufs, cache)?;
                let y = self.eval(k, *y, vars, bufs, cache)?;
                self.compare(*dir, *ty, x, y)?.into()
            }
            Node::Select {
                pred,
                on_true,
                on_false,
            } => {
                let p = self.eval(k, *pred, vars, bufs, cache)?.into_int_value();
                let a = self.eval(k, *on_true, vars, bufs, cache)?;
                let b = self.eval(k, *on_false, vars, bufs, cache)?;
                self.b.build_select(p, a, b, "").map_err(e)?
            }
            Node::Convert { from, to, x } => {
                let x = self.eval(k, *x, vars, bufs, cache)?;
                self.convert(*from, *to, x)?
            }
            Node::Bitcast { from, to, x } => {
                let x = self.eval(k, *x, vars, bufs, cache)?;
                self.bitcast(*from, *to, x)?
            }
            Node::RowReduce { .. } => {
                return Err(format!(
                    "the row reduction %{n} is read where its row was not computed"
                ));
            }
        };
        cache[n] = Some(v);
        Ok(v)
    }

    fn constant(&self, t: ElementType, bits: i64) -> BasicValueEnum<'ctx> {
        if t.is_float() {
            self.float_type(t)
                .const_float(f64::from_bits(bits as u64))
                .into()
        } else {
            self.compute_type(t)
                .into_int_type()
                .const_int(bits as u64, true)
                .into()
        }
    }

    /// The i64 `i` as a value of `t` (iota).
    fn index_value(&self, i: IntValue<'ctx>, t: ElementType) -> R<BasicValueEnum<'ctx>> {
        Ok(match t {
            ElementType::I64 | ElementType::U64 => i.into(),
            _ if !t.is_float() => self
                .b
                .build_int_truncate(i, self.compute_type(t).into_int_type(), "")
                .map_err(e)?
                .into(),
            _ => {
                let v = self
                    .b
                    .build_signed_int_to_float(i, self.float_type(t), "")
                    .map_err(e)?;
                self.round_narrow(v, t)?.into()
            }
        })
    }

    /// `v` (in its compute type) rounded to the bf16 or f16 `t`; other types unchanged.
    fn round_narrow(&self, v: FloatValue<'ctx>, t: ElementType) -> R<FloatValue<'ctx>> {
        let narrow = match t {
            ElementType::BF16 => self.ctx.bf16_type(),
            ElementType::F16 => self.ctx.f16_type(),
            // Exact kernels hold f32 values in f64 and round after every op.
            ElementType::F32 if self.exact => self.ctx.f32_type(),
            _ => return Ok(v),
        };
        if v.get_type() == narrow {
            return Ok(v);
        }
        let r = self.b.build_float_trunc(v, narrow, "").map_err(e)?;
        self.b.build_float_ext(r, v.get_type(), "").map_err(e)
    }

    fn unary(
        &self,
        op: UnaryOp,
        t: ElementType,
        x: BasicValueEnum<'ctx>,
    ) -> R<BasicValueEnum<'ctx>> {
        if !t.is_float() {
            let x = x.into_int_value();
            let ty = x.get_type();
            let zero = ty.const_zero();
            return Ok(match op {
                UnaryOp::Negate => self.b.build_int_sub(zero, x, "").map_err(e)?.into(),
                UnaryOp::Abs if t.is_unsigned() => x.into(),
                UnaryOp::Sign if t.is_unsigned() => {
                    let nonzero = self
                        .b
                        .build_int_compare(IntPredicate::NE, x, zero, "")
                        .map_err(e)?;
                    self.b
                        .build_int_z_extend(nonzero, ty, "")
                        .map_err(e)?
                        .into()
                }
                UnaryOp::Abs => {
                    let neg = self.b.build_int_sub(zero, x, "").map_err(e)?;
                    let lt = self
                        .b
                        .build_int_compare(IntPredicate::SLT, x, zero, "")
                        .map_err(e)?;
                    self.b.build_select(lt, neg, x, "").map_err(e)?
                }
                UnaryOp::Sign => {
                    let gt = self
                        .b
                        .build_int_compare(IntPredicate::SGT, x, zero, "")
                        .map_err(e)?;
                    let lt = self
                        .b
                        .build_int_compare(IntPredicate::SLT, x, zero, "")
                        .map_err(e)?;
                    let inner = self
                        .b
                        .build_select(lt, ty.const_all_ones(), zero, "")
                        .map_err(e)?;
                    self.b
                        .build_select(gt, ty.const_int(1, false).into(), inner, "")
                        .map_err(e)?
                }
                UnaryOp::Not => self.b.build_not(x, "").map_err(e)?.into(),
                UnaryOp::Popcnt => self.intrinsic("llvm.ctpop", &[x.into()])?,
                UnaryOp::CountLeadingZeros => {
                    // ctlz(0) is the bit width when its second operand is false.
                    let f = self.ctx.bool_type().const_zero();
                    let intr = Intrinsic::find("llvm.ctlz").ok_or("no llvm.ctlz")?;
                    let decl = intr
                        .get_declaration(self.module, &[ty.into()])
                        .ok_or("cannot declare llvm.ctlz")?;
                    self.b
                        .build_call(decl, &[x.into(), f.into()], "")
                        .map_err(e)?
                        .try_as_basic_value()
                        .basic()
                        .ok_or("ctlz returns nothing")?
                }
                other => return Err(format!("no integer kernel for {}", other.mnemonic())),
            });
        }
        let xf = x.into_float_value();
        let ft = xf.get_type();
        let one = ft.const_float(1.0);
        let v: BasicValueEnum = match op {
            UnaryOp::Negate => self.b.build_float_neg(xf, "").map_err(e)?.into(),
            UnaryOp::Exponential => self.exp(xf)?.into(),
            UnaryOp::Log => self.math("log", &[xf])?,
            UnaryOp::Tanh if ft == self.ctx.f32_type() => self.tanh_f32(xf)?.into(),
            UnaryOp::Tanh => self.math("tanh", &[xf])?,
            UnaryOp::Logistic => {
                let n = self.b.build_float_neg(xf, "").map_err(e)?;
                let ex = self.exp(n)?;
                let d = self.b.build_float_add(one, ex, "").map_err(e)?;
                self.b.build_float_div(one, d, "").map_err(e)?.into()
            }
            UnaryOp::Sqrt => self.intrinsic("llvm.sqrt", &[x])?,
            UnaryOp::Rsqrt => {
                let s = self.intrinsic("llvm.sqrt", &[x])?.into_float_value();
                self.b.build_float_div(one, s, "").map_err(e)?.into()
            }
            UnaryOp::Abs => self.intrinsic("llvm.fabs", &[x])?,
            UnaryOp::Sign => {
                // ±1 for non-zero numbers; zeros and NaN unchanged.
                let nonzero = self
                    .b
                    .build_float_compare(FloatPredicate::ONE, xf, ft.const_zero(), "")
                    .map_err(e)?;
                let s = self.intrinsic("llvm.copysign", &[one.into(), x])?;
                self.b.build_select(nonzero, s, x, "").map_err(e)?
            }
            UnaryOp::Floor => self.intrinsic("llvm.floor", &[x])?,
            UnaryOp::Ceil => self.intrinsic("llvm.ceil", &[x])?,
            UnaryOp::RoundNearestEven => self.intrinsic("llvm.roundeven", &[x])?,
            UnaryOp::RoundNearestAfz => self.intrinsic("llvm.round", &[x])?,
            UnaryOp::Sine => self.math("sin", &[xf])?,
            UnaryOp::Cosine => self.math("cos", &[xf])?,
            UnaryOp::Tan => self.math("tan", &[xf])?,
            UnaryOp::Erf => self.libm("erf", &[xf])?,
            UnaryOp::Erfc => self.libm("erfc", &[xf])?,
            UnaryOp::LogPlusOne => self.libm("log1p", &[xf])?,
            UnaryOp::ExponentialMinusOne => self.libm("expm1", &[xf])?,
            UnaryOp::Cbrt => self.libm("cbrt", &[xf])?,
            UnaryOp::Sinh => self.libm("shardc_sinh", &[xf])?,
            UnaryOp::Cosh => self.libm("shardc_cosh", &[xf])?,
            UnaryOp::Asin => self.libm("shardc_asin", &[xf])?,
            UnaryOp::Acos => self.libm("shardc_acos", &[xf])?,
            UnaryOp::Atan => self.libm("shardc_atan", &[xf])?,
            UnaryOp::Asinh => self.libm("shardc_asinh", &[xf])?,
            UnaryOp::Acosh => self.libm("shardc_acosh", &[xf])?,
            UnaryOp::Atanh => self.libm("shardc_atanh", &[xf])?,
            UnaryOp::ErfInv => self.libm("shardc_erf_inv", &[xf])?,
            UnaryOp::Lgamma => self.libm("shardc_lgamma", &[xf])?,
            UnaryOp::Digamma => self.libm("shardc_digamma", &[xf])?,

            UnaryOp::IsFinite => {
                let a = self.intrinsic("llvm.fabs", &[x])?.into_float_value();
                return Ok(self
                    .b
                    .build_float_compare(FloatPredicate::ONE, a, ft.const_float(f64::INFINITY), "")
                    .map_err(e)?
                    .into());
            }
            UnaryOp::Not | UnaryOp::Popcnt | UnaryOp::CountLeadingZeros => {
                return Err(format!("no float kernel for {}", op.mnemonic()));
            }
        };
        Ok(self.round_narrow(v.into_float_value(), t)?.into())
    }

    /// `e^x`: for f32, an inline polynomial that vectorizes (Cephes' `expf`: range
    /// reduction by ln 2 in two parts, a degree-5 polynomial, scaling by 2^n in two halves so
    /// that results near overflow and in the subnormal range are right; within 2 ulp); for
    /// f64, the C library's `exp`.
    fn exp(&self, x: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        let ft = x.get_type();
        if ft != self.ctx.f32_type() {
            return Ok(self.math("exp", &[x])?.into_float_value());
        }
        let c = |v: f64| ft.const_float(v);
        let b = &self.b;
        let mul = |a: FloatValue<'ctx>, y: FloatValue<'ctx>| b.build_float_mul(a, y, "").map_err(e);
        let add = |a: FloatValue<'ctx>, y: FloatValue<'ctx>| b.build_float_add(a, y, "").map_err(e);
        let sub = |a: FloatValue<'ctx>, y: FloatValue<'ctx>| b.build_float_sub(a, y, "").map_err(e);
        const HI: f64 = 88.722_839_355_468_75; // above: +inf
        const LO: f64 = -103.972_084_045_410_16; // below: 0
        let lo_c = self.intrinsic("llvm.maxnum", &[x.into(), c(LO).into()])?;
        let xc = self
            .intrinsic("llvm.minnum", &[lo_c, c(HI).into()])?
            .into_float_value();
        // n = round(x / ln 2), r = x - n ln 2.
        let fx = add(mul(xc, c(std::f64::consts::LOG2_E))?, c(0.5))?;
        let n = self
            .intrinsic("llvm.floor", &[fx.into()])?
            .into_float_value();
        let r = sub(xc, mul(n, c(0.693_359_375))?)?;
        let r = sub(r, mul(n, c(-2.121_944_4e-4))?)?;
        let z = mul(r, r)?;
        let mut y = c(1.987_569_150_0e-4);
        for coef in [
            1.398_199_950_7e-3,
            8.333_451_907_3e-3,
            4.166_579_589_4e-2,
            1.666_666_545_9e-1,
            5.000_000_120_1e-1,
        ] {
            y = add(mul(y, r)?, c(coef))?;
        }
        let y = add(add(mul(y, z)?, r)?, c(1.0))?;
        // 2^n = 2^n1 * 2^n2 with n1 = floor(n / 2), both halves normal numbers.
        let i32t = self.ctx.i32_type();
        let n1 = self
            .intrinsic("llvm.floor", &[mul(n, c(0.5))?.into()])?
            .into_float_value();
        let n2 = sub(n, n1)?;
        let pow2 = |v: FloatValue<'ctx>| -> R<FloatValue<'ctx>> {
            let i = b.build_float_to_signed_int(v, i32t, "").map_err(e)?;
            let biased = b
                .build_int_add(i, i32t.const_int(127, false), "")
                .map_err(e)?;
            let bits = b
                .build_left_shift(biased, i32t.const_int(23, false), "")
                .map_err(e)?;
            Ok(b.build_bit_cast(bits, ft, "")
                .map_err(e)?
                .into_float_value())
        };
        let r = mul(mul(y, pow2(n1)?)?, pow2(n2)?)?;
        let over = b
            .build_float_compare(FloatPredicate::OGT, x, c(HI), "")
            .map_err(e)?;
        let under = b
            .build_float_compare(FloatPredicate::OLT, x, c(LO), "")
            .map_err(e)?;
        let nan = b
            .build_float_compare(FloatPredicate::UNO, x, x, "")
            .map_err(e)?;
        let r = b.build_select(over, c(f64::INFINITY), r, "").map_err(e)?;
        let r = b.build_select(under, c(0.0).into(), r, "").map_err(e)?;
        Ok(b.build_select(nan, x.into(), r, "")
            .map_err(e)?
            .into_float_value())
    }

    /// `tanh(x)` in f32 as an inline rational function that vectorizes (the approximation
    /// Eigen and XLA use: odd degree-13 numerator over even degree-6 denominator on
    /// [-7.905, 7.905], where tanh rounds to ±1 beyond; x itself below 0.0004; within 6 ulp).
    fn tanh_f32(&self, x: FloatValue<'ctx>) -> R<FloatValue<'ctx>> {
        let ft = x.get_type();
        let c = |v: f64| ft.const_float(v);
        let b = &self.b;
        let mul = |a: FloatValue<'ctx>, y: FloatValue<'ctx>| b.build_float_mul(a, y, "").map_err(e);
        let add = |a: FloatValue<'ctx>, y: FloatValue<'ctx>| b.build_float_add(a, y, "").map_err(e);
        const CLAMP: f64 = 7.905_311_107_635_498;
        let lo = self.intrinsic("llvm.maxnum", &[x.into(), c(-CLAMP).into()])?;
        let xc = self
            .intrinsic("llvm.minnum", &[lo, c(CLAMP).into()])?
            .into_float_value();
        let x2 = mul(xc, xc)?;
        let mut p = c(-2.760_768_477_423_55e-16);
        for coef in [
            2.000_187_904_824_77e-13,
            -8.604_671_522_137_35e-11,
            5.122_297_090_371_14e-8,
            1.485_722_357_179_79e-5,
            6.372_619_288_754_36e-4,
            4.893_524_558_917_86e-3,
        ] {
            p = add(mul(p, x2)?, c(coef))?;
        }
        let p = mul(p, xc)?;
        let mut q = c(1.198_258_394_667_02e-6);
        for coef in [
            1.185_347_056_866_54e-4,
            2.268_434_632_439e-3,
            4.893_525_185_543_85e-3,
        ] {
            q = add(mul(q, x2)?, c(coef))?;
        }
        let r = b.build_float_div(p, q, "").map_err(e)?;
        let ax = self.intrinsic("llvm.fabs", &[x.into()])?.into_float_value();
        let tiny = b
            .build_float_compare(FloatPredicate::OLT, ax, c(4e-4), "")
            .map_err(e)?;
        let r = b.build_select(tiny, x, r, "").map_err(e)?;
        // NaN in, NaN out (the clamps would turn it into a number).
        let nan = b
            .build_float_compare(FloatPredicate::UNO, x, x, "")
            .map_err(e)?;
        Ok(b.build_select(nan, x, r.into_float_value(), "")
            .map_err(e)?
            .into_float_value())
    }

    fn binary(
        &self,
        op: BinaryOp,
        t: ElementType,
        x: BasicValueEnum<'ctx>,
        y: BasicValueEnum<'ctx>,
    ) -> R<BasicValueEnum<'ctx>> {
        if t == ElementType::I1 {
            let (a, b) = (x.into_int_value(), y.into_int_value());
            return Ok(match op {
                BinaryOp::And | BinaryOp::Multiply | BinaryOp::Minimum => {
                    self.b.build_and(a, b, "").map_err(e)?
                }
                BinaryOp::Or | BinaryOp::Add | BinaryOp::Maximum => {
                    self.b.build_or(a, b, "").map_err(e)?
                }
                BinaryOp::Xor => self.b.build_xor(a, b, "").map_err(e)?,
                other => return Err(format!("no i1 kernel for {}", other.mnemonic())),
            }
            .into());
        }
        if !t.is_float() {
            let (a, b) = (x.into_int_value(), y.into_int_value());
            let ty = a.get_type();
            let zero = ty.const_zero();
            let minus_one = ty.const_all_ones();
            return Ok(match op {
                BinaryOp::Add => self.b.build_int_add(a, b, "").map_err(e)?.into(),
                BinaryOp::Subtract => self.b.build_int_sub(a, b, "").map_err(e)?.into(),
                BinaryOp::Multiply => self.b.build_int_mul(a, b, "").map_err(e)?.into(),
                BinaryOp::And => self.b.build_and(a, b, "").map_err(e)?.into(),
                BinaryOp::Or => self.b.build_or(a, b, "").map_err(e)?.into(),
                BinaryOp::Xor => self.b.build_xor(a, b, "").map_err(e)?.into(),
                BinaryOp::Maximum if t.is_unsigned() => self.intrinsic("llvm.umax", &[x, y])?,
                BinaryOp::Minimum if t.is_unsigned() => self.intrinsic("llvm.umin", &[x, y])?,
                BinaryOp::Maximum => self.intrinsic("llvm.smax", &[x, y])?,
                BinaryOp::Minimum => self.intrinsic("llvm.smin", &[x, y])?,
                BinaryOp::ShiftLeft
                | BinaryOp::ShiftRightLogical
                | BinaryOp::ShiftRightArithmetic => {
                    // LLVM leaves shifts by the width or more undefined; StableHLO gives 0
                    // (or the sign for an arithmetic shift). The amount is read unsigned.
                    let width = ty.const_int(u64::from(ty.get_bit_width()), false);
                    let too_far = self
                        .b
                        .build_int_compare(IntPredicate::UGE, b, width, "")
                        .map_err(e)?;
                    let last = ty.const_int(u64::from(ty.get_bit_width() - 1), false);
                    let amount = self
                        .b
                        .build_select(too_far, last, b, "")
                        .map_err(e)?
                        .into_int_value();
                    match op {
                        BinaryOp::ShiftLeft => {
                            let v = self.b.build_left_shift(a, amount, "").map_err(e)?;
                            self.b.build_select(too_far, zero, v, "").map_err(e)?
                        }
                        BinaryOp::ShiftRightLogical => {
                            let v = self.b.build_right_shift(a, amount, false, "").map_err(e)?;
                            self.b.build_select(too_far, zero, v, "").map_err(e)?
                        }
                        // Shifting by width - 1 already gives the sign fill.
                        _ => self
                            .b
                            .build_right_shift(a, amount, true, "")
                            .map_err(e)?
                            .into(),
                    }
                }
                BinaryOp::Divide | BinaryOp::Remainder if t.is_unsigned() => {
                    // x / 0 = all ones and x % 0 = x (as XLA).
                    let is_zero = self
                        .b
                        .build_int_compare(IntPredicate::EQ, b, zero, "")
                        .map_err(e)?;
                    let safe = self
                        .b
                        .build_select(is_zero, ty.const_int(1, false), b, "")
                        .map_err(e)?
                        .into_int_value();
                    if op == BinaryOp::Divide {
                        let q = self.b.build_int_unsigned_div(a, safe, "").map_err(e)?;
                        self.b.build_select(is_zero, minus_one, q, "").map_err(e)?
                    } else {
                        let r = self.b.build_int_unsigned_rem(a, safe, "").map_err(e)?;
                        self.b.build_select(is_zero, a, r, "").map_err(e)?
                    }
                }
                BinaryOp::Divide | BinaryOp::Remainder => {
                    // x / 0 = -1 and x % 0 = x (as XLA); x / -1 = -x and x % -1 = 0 (no
                    // overflow trap). The divisor is made safe before dividing.
                    let is_zero = self
                        .b
                        .build_int_compare(IntPredicate::EQ, b, zero, "")
                        .map_err(e)?;
                    let is_m1 = self
                        .b
                        .build_int_compare(IntPredicate::EQ, b, minus_one, "")
                        .map_err(e)?;
                    let special = self.b.build_or(is_zero, is_m1, "").map_err(e)?;
                    let safe = self
                        .b
                        .build_select(special, ty.const_int(1, false), b, "")
                        .map_err(e)?
                        .into_int_value();
                    if op == BinaryOp::Divide {
                        let q = self.b.build_int_signed_div(a, safe, "").map_err(e)?;
                        let neg = self.b.build_int_sub(zero, a, "").map_err(e)?;
                        let q = self.b.build_select(is_m1, neg, q, "").map_err(e)?;
                        self.b
                            .build_select(is_zero, minus_one.into(), q, "")
                            .map_err(e)?
                    } else {
                        let r = self.b.build_int_signed_rem(a, safe, "").map_err(e)?;
                        let r = self.b.build_select(is_m1, zero, r, "").map_err(e)?;
                        self.b.build_select(is_zero, a.into(), r, "").map_err(e)?
                    }
                }
                other => return Err(format!("no integer kernel for {}", other.mnemonic())),
            });
        }
        let (a, b) = (x.into_float_value(), y.into_float_value());
        let v: BasicValueEnum = match op {
            BinaryOp::Add => self.b.build_float_add(a, b, "").map_err(e)?.into(),
            BinaryOp::Subtract => self.b.build_float_sub(a, b, "").map_err(e)?.into(),
            BinaryOp::Multiply => self.b.build_float_mul(a, b, "").map_err(e)?.into(),
            BinaryOp::Divide => self.b.build_float_div(a, b, "").map_err(e)?.into(),
            BinaryOp::Remainder => self.b.build_float_rem(a, b, "").map_err(e)?.into(),
            BinaryOp::Maximum => self.intrinsic("llvm.maximum", &[x, y])?,
            BinaryOp::Minimum => self.intrinsic("llvm.minimum", &[x, y])?,
            BinaryOp::Power => self.math("pow", &[a, b])?,
            BinaryOp::Atan2 => self.libm("atan2", &[a, b])?,
            other => return Err(format!("no float kernel for {}", other.mnemonic())),
        };
        Ok(self.round_narrow(v.into_float_value(), t)?.into())
    }

    fn compare(
        &self,
        dir: CompareDirection,
        t: ElementType,
        x: BasicValueEnum<'ctx>,
        y: BasicValueEnum<'ctx>,
    ) -> R<IntValue<'ctx>> {
        if t.is_float() {
            let p = match dir {
                CompareDirection::Eq => FloatPredicate::OEQ,
                CompareDirection::Ne => FloatPredicate::UNE,
                CompareDirection::Lt => FloatPredicate::OLT,
                CompareDirection::Le => FloatPredicate::OLE,
                CompareDirection::Gt => FloatPredicate::OGT,
                CompareDirection::Ge => FloatPredicate::OGE,
            };
            return self
                .b
                .build_float_compare(p, x.into_float_value(), y.into_float_value(), "")
                .map_err(e);
        }
        let unsigned = t == ElementType::I1 || t.is_unsigned();
        let p = match (dir, unsigned) {
            (CompareDirection::Eq, _) => IntPredicate::EQ,
            (CompareDirection::Ne, _) => IntPredicate::NE,
            (CompareDirection::Lt, false) => IntPredicate::SLT,
            (CompareDirection::Le, false) => IntPredicate::SLE,
            (CompareDirection::Gt, false) => IntPredicate::SGT,
            (CompareDirection::Ge, false) => IntPredicate::SGE,
            (CompareDirection::Lt, true) => IntPredicate::ULT,
            (CompareDirection::Le, true) => IntPredicate::ULE,
            (CompareDirection::Gt, true) => IntPredicate::UGT,
            (CompareDirection::Ge, true) => IntPredicate::UGE,
        };
        self.b
            .build_int_compare(p, x.into_int_value(), y.into_int_value(), "")
            .map_err(e)
    }

    fn convert(
        &self,
        from: ElementType,
        to: ElementType,
        x: BasicValueEnum<'ctx>,
    ) -> R<BasicValueEnum<'ctx>> {
        match (from.is_float(), to.is_float()) {
            (true, true) => {
                let xf = x.into_float_value();
                let target = self.float_type(to);
                // Round straight from the source to a narrow target (one rounding).
                let narrow = match to {
                    ElementType::BF16 => Some(self.ctx.bf16_type()),
                    ElementType::F16 => Some(self.ctx.f16_type()),
                    ElementType::F32 if self.exact => Some(self.ctx.f32_type()),
                    _ => None,
                };
                let v = match narrow {
                    Some(n) => {
                        let r = self.b.build_float_trunc(xf, n, "").map_err(e)?;
                        self.b.build_float_ext(r, target, "").map_err(e)?
                    }
                    None => self.b.build_float_cast(xf, target, "").map_err(e)?,
                };
                Ok(v.into())
            }
            (false, true) => {
                let xi = x.into_int_value();
                let v = if from == ElementType::I1 || from.is_unsigned() {
                    self.b
                        .build_unsigned_int_to_float(xi, self.float_type(to), "")
                        .map_err(e)?
                } else {
                    self.b
                        .build_signed_int_to_float(xi, self.float_type(to), "")
                        .map_err(e)?
                };
                Ok(self.round_narrow(v, to)?.into())
            }
            (true, false) => {
                let xf = x.into_float_value();
                if to == ElementType::I1 {
                    return Ok(self
                        .b
                        .build_float_compare(
                            FloatPredicate::UNE,
                            xf,
                            xf.get_type().const_zero(),
                            "",
                        )
                        .map_err(e)?
                        .into());
                }
                // Truncation toward zero, saturating, NaN to 0 (as the reference).
                let it = self.compute_type(to).into_int_type();
                let name = if to.is_unsigned() {
                    "llvm.fptoui.sat"
                } else {
                    "llvm.fptosi.sat"
                };
                let intr = Intrinsic::find(name).ok_or_else(|| format!("no {name}"))?;
                let decl = intr
                    .get_declaration(self.module, &[it.into(), xf.get_type().into()])
                    .ok_or_else(|| format!("cannot declare {name}"))?;
                self.b
                    .build_call(decl, &[xf.into()], "")
                    .map_err(e)?
                    .try_as_basic_value()
                    .basic()
                    .ok_or_else(|| "fptosi.sat returns nothing".into())
            }
            (false, false) => {
                let xi = x.into_int_value();
                let it = self.compute_type(to).into_int_type();
                if to == ElementType::I1 {
                    return Ok(self
                        .b
                        .build_int_compare(IntPredicate::NE, xi, xi.get_type().const_zero(), "")
                        .map_err(e)?
                        .into());
                }
                let fw = xi.get_type().get_bit_width();
                let tw = it.get_bit_width();
                Ok(if fw == tw {
                    xi.into()
                } else if fw > tw {
                    self.b.build_int_truncate(xi, it, "").map_err(e)?.into()
                } else if from == ElementType::I1 || from.is_unsigned() {
                    self.b.build_int_z_extend(xi, it, "").map_err(e)?.into()
                } else {
                    self.b.build_int_s_extend(xi, it, "").map_err(e)?.into()
                })
            }
        }
    }

    /// The bits of `x` (a value of `from` in its compute type) read as `to`, of the same
    /// width (32 or 64 bits).
    fn bitcast(
        &self,
        from: ElementType,
        to: ElementType,
        x: BasicValueEnum<'ctx>,
    ) -> R<BasicValueEnum<'ctx>> {
        // The value as it is stored: an f32 computed in f64 (exact kernels) is narrowed
        // first, which is exact.
        let stored = self.storage_type(from);
        let x = if from.is_float() && x.get_type() != stored {
            self.b
                .build_float_trunc(x.into_float_value(), stored.into_float_type(), "")
                .map_err(e)?
                .into()
        } else {
            x
        };
        let bits = self
            .b
            .build_bit_cast(x, self.storage_type(to), "")
            .map_err(e)?;
        let compute = self.compute_type(to);
        Ok(if to.is_float() && compute != bits.get_type() {
            self.b
                .build_float_ext(bits.into_float_value(), compute.into_float_type(), "")
                .map_err(e)?
                .into()
        } else {
            bits
        })
    }

    fn combine(
        &self,
        kind: ReduceKind,
        t: ElementType,
        a: BasicValueEnum<'ctx>,
        v: BasicValueEnum<'ctx>,
    ) -> R<BasicValueEnum<'ctx>> {
        let op = match kind {
            ReduceKind::Add => BinaryOp::Add,
            ReduceKind::Mul => BinaryOp::Multiply,
            ReduceKind::Max => BinaryOp::Maximum,
            ReduceKind::Min => BinaryOp::Minimum,
        };
        if t.is_float() && matches!(kind, ReduceKind::Add | ReduceKind::Mul) {
            let (x, y) = (a.into_float_value(), v.into_float_value());
            let r = if kind == ReduceKind::Add {
                self.b.build_float_add(x, y, "").map_err(e)?
            } else {
                self.b.build_float_mul(x, y, "").map_err(e)?
            };
            // Reassociation lets the vectorizer split the sum into lanes (never in exact
            // kernels: they sum in order, as the reference).
            if !self.exact
                && let Some(inst) = r.as_instruction()
            {
                let _ = inst.set_fast_math_flags(inkwell::values::FastMathFlags::AllowReassoc);
            }
            // Accumulate in the compute type; bf16/f16 are rounded when stored.
            return Ok(r.into());
        }
        if t.is_float() {
            // max/min: keep the compute type (no rounding needed: exact).
            return self.intrinsic(
                if kind == ReduceKind::Max {
                    "llvm.maximum"
                } else {
                    "llvm.minimum"
                },
                &[a, v],
            );
        }
        self.binary(op, t, a, v)
    }
}

/// The most output elements one reduction keeps accumulators for beside its reduced loops
/// (f64 accumulators: 8 KiB of stack).
pub(crate) const INNER_ACCUMULATORS: i64 = 1024;

/// For a reduction kernel whose loops are kept (output) dimensions, then reduced ones, then
/// kept ones again — at most [`INNER_ACCUMULATORS`] inner output elements, no row
/// reductions, no empty loop — the number of reduced loops; `None` for any other shape.
fn inner_kept_block(k: &Kernel, reduced: &[bool]) -> Option<usize> {
    let kept = reduced.iter().take_while(|r| !**r).count();
    let mid = reduced[kept..].iter().take_while(|r| **r).count();
    let inner = &reduced[kept + mid..];
    let fits = k.space[kept + mid..].iter().product::<i64>() <= INNER_ACCUMULATORS;
    (mid > 0
        && !inner.is_empty()
        && inner.iter().all(|r| !*r)
        && fits
        && k.row_dims().is_none()
        && k.space.iter().all(|&s| s > 0))
    .then_some(mid)
}
