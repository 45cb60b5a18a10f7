//! This machine's peaks, for judging the compiled runtime's GEMMs and kernels: f32 matrix
//! products on the `gemm` crate (the library the runtime calls) and memory bandwidth (a
//! buffer copy), on one thread and on every core at once. Prints one JSON line.
//!
//! Run: `cargo bench -p shardc-runtime --bench peaks`

use std::time::Instant;

/// Best GFLOP/s of `reps` products of `n x n` f32 matrices, on `threads` threads at once.
fn gemm_gflops(n: usize, threads: usize, reps: usize) -> f64 {
    let mut best = 0.0f64;
    let work: Vec<(Vec<f32>, Vec<f32>, Vec<f32>)> = (0..threads)
        .map(|t| {
            let a: Vec<f32> = (0..n * n)
                .map(|i| ((i * 7 + t) % 13) as f32 * 0.1)
                .collect();
            let b: Vec<f32> = (0..n * n)
                .map(|i| ((i * 5 + t) % 11) as f32 * 0.1)
                .collect();
            (a, b, vec![0f32; n * n])
        })
        .collect();
    let mut work = work;
    for _ in 0..reps {
        let start = Instant::now();
        std::thread::scope(|s| {
            for (a, b, c) in work.iter_mut() {
                s.spawn(move || {
                    // SAFETY: the three buffers hold n*n f32 each, row-major.
                    unsafe {
                        gemm::gemm(
                            n,
                            n,
                            n,
                            c.as_mut_ptr(),
                            1,
                            n as isize,
                            false,
                            a.as_ptr(),
                            1,
                            n as isize,
                            b.as_ptr(),
                            1,
                            n as isize,
                            0.0f32,
                            1.0f32,
                            false,
                            false,
                            false,
                            gemm::Parallelism::None,
                        )
                    }
                });
            }
        });
        let secs = start.elapsed().as_secs_f64();
        best = best.max(threads as f64 * 2.0 * (n as f64).powi(3) / secs / 1e9);
    }
    best
}

/// Best GB/s (bytes read plus written) copying `mb` MiB on each of `threads` threads.
fn copy_gbps(mb: usize, threads: usize, reps: usize) -> f64 {
    let n = mb << 20;
    let mut bufs: Vec<(Vec<u8>, Vec<u8>)> =
        (0..threads).map(|_| (vec![1u8; n], vec![0u8; n])).collect();
    let mut best = 0.0f64;
    for _ in 0..reps {
        let start = Instant::now();
        std::thread::scope(|s| {
            for (src, dst) in bufs.iter_mut() {
                s.spawn(move || dst.copy_from_slice(src));
            }
        });
        let secs = start.elapsed().as_secs_f64();
        best = best.max(threads as f64 * 2.0 * n as f64 / secs / 1e9);
    }
    best
}

fn main() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let doc = format!(
        "{{\"cores\": {cores}, \"gemm_f32_gflops_1_thread\": {:.1}, \"gemm_f32_gflops_all_cores\": {:.1}, \"copy_gbps_1_thread\": {:.1}, \"copy_gbps_all_cores\": {:.1}}}",
        gemm_gflops(1024, 1, 5),
        gemm_gflops(1024, cores, 5),
        copy_gbps(256, 1, 5),
        copy_gbps(256, cores, 5)
    );
    println!("{doc}");
}
