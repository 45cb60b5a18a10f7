//! Subnormal floats flushed to zero on the CPU while compiled kernels run, as XLA's CPU client
//! does (`tsl::port::ScopedFlushDenormal` around every execution).
//!
//! An x86 core takes a microcode assist, some hundred cycles, for every arithmetic operation
//! that reads or makes a subnormal number. Training steps make them in ordinary places: a
//! softmax's probabilities for scores far below the row's maximum (`exp(-100)` is 3.7e-44), and
//! every product and gradient computed from those. On the transformer layer of
//! `testdata/auto/auto_transformer_tp` the attention's products took 65–105 µs instead of 5–9,
//! and the weight gradients fed by them 240–970 µs instead of about 100; the whole step 18 ms
//! instead of 12.7 (docs/backend.md §Subnormals).
//!
//! With the flags set (x86: MXCSR's flush-to-zero and denormals-are-zero; Arm: FPCR's FZ), an
//! operation reads a subnormal operand as zero and writes zero for a subnormal result. That
//! differs from IEEE arithmetic only below the smallest normal number (1.2e-38 in f32, 2.2e-308
//! in f64), far inside every tolerance `shardc verify` compares with. Parity mode (`--parity`,
//! [`crate::mesh::RunOptions::exact`]) keeps IEEE subnormals, so that its results stay bitwise
//! the reference interpreter's; so does the interpreter itself, the semantic oracle.

/// While alive, this thread computes with subnormals flushed to zero; the previous mode comes
/// back on drop.
pub struct FlushSubnormals {
    #[allow(dead_code)]
    saved: u64,
}

impl FlushSubnormals {
    /// Flushes subnormals on this thread (on other architectures than x86-64 and AArch64, a
    /// guard that changes nothing).
    pub fn enable() -> FlushSubnormals {
        FlushSubnormals { saved: swap_mode() }
    }
}

impl Drop for FlushSubnormals {
    fn drop(&mut self) {
        restore_mode(self.saved);
    }
}

#[cfg(target_arch = "x86_64")]
fn swap_mode() -> u64 {
    /// MXCSR's flush-to-zero (bit 15) and denormals-are-zero (bit 6).
    const FTZ_DAZ: u32 = (1 << 15) | (1 << 6);
    let mut csr: u32 = 0;
    // SAFETY: `stmxcsr` stores the SSE control register to the given 4-byte location and
    // `ldmxcsr` loads it; only the flush flags change, which no Rust invariant depends on.
    unsafe {
        std::arch::asm!("stmxcsr [{}]", in(reg) &mut csr, options(nostack));
        let flushed = csr | FTZ_DAZ;
        std::arch::asm!("ldmxcsr [{}]", in(reg) &flushed, options(nostack));
    }
    u64::from(csr)
}

#[cfg(target_arch = "x86_64")]
fn restore_mode(saved: u64) {
    let csr = saved as u32;
    // SAFETY: as in `swap_mode`: the control register as it was before.
    unsafe {
        std::arch::asm!("ldmxcsr [{}]", in(reg) &csr, options(nostack));
    }
}

#[cfg(target_arch = "aarch64")]
fn swap_mode() -> u64 {
    /// FPCR's flush-to-zero (bit 24).
    const FZ: u64 = 1 << 24;
    let fpcr: u64;
    // SAFETY: reading and writing FPCR changes only how this thread rounds subnormals.
    unsafe {
        std::arch::asm!("mrs {}, fpcr", out(reg) fpcr, options(nomem, nostack));
        std::arch::asm!("msr fpcr, {}", in(reg) fpcr | FZ, options(nomem, nostack));
    }
    fpcr
}

#[cfg(target_arch = "aarch64")]
fn restore_mode(saved: u64) {
    // SAFETY: as in `swap_mode`.
    unsafe {
        std::arch::asm!("msr fpcr, {}", in(reg) saved, options(nomem, nostack));
    }
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
fn swap_mode() -> u64 {
    0
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
fn restore_mode(_saved: u64) {}

#[cfg(test)]
mod tests {
    use super::FlushSubnormals;

    #[test]
    fn subnormals_are_flushed_only_while_the_guard_lives() {
        let tiny = std::hint::black_box(1e-30f32);
        let small = std::hint::black_box(1e-10f32);
        let ieee = tiny * small;
        assert!(
            ieee > 0.0 && !ieee.is_normal(),
            "{ieee:e} is subnormal in IEEE arithmetic"
        );
        {
            let _flush = FlushSubnormals::enable();
            let flushed = std::hint::black_box(tiny) * std::hint::black_box(small);
            if cfg!(any(target_arch = "x86_64", target_arch = "aarch64")) {
                assert_eq!(flushed, 0.0);
            }
            // A subnormal operand reads as zero too (x86's denormals-are-zero).
            let read = std::hint::black_box(ieee) * std::hint::black_box(2.0f32);
            if cfg!(target_arch = "x86_64") {
                assert_eq!(read, 0.0);
            }
        }
        let after = std::hint::black_box(tiny) * std::hint::black_box(small);
        assert_eq!(after.to_bits(), ieee.to_bits(), "the mode is restored");
    }
}
