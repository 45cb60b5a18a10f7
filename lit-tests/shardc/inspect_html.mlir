// `shardc inspect --html OUT.html`: one self-contained page — the collectives with the op
// that made them (the matmul of examples/mlp.mlir, not the scale its reduction moved past)
// and its source line, a device-tile map per value, the memory timeline; no external
// resources. An unwritable path fails before any work.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shardc inspect %S/../../examples/mlp.mlir --html %t/page.html 2>&1 | FileCheck %s --check-prefix=WROTE
// RUN: FileCheck %s < %t/page.html
// RUN: sh -c 'grep -c -E "(src|href)=\"(https?:)?//" %t/page.html; echo rc=$?' | FileCheck %s --check-prefix=OFFLINE
// RUN: sh -c 'shardc inspect %S/../../examples/mlp.mlir --html %t; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=DIR

// WROTE: wrote {{.*}}page.html ({{[0-9]+}} bytes)

// CHECK: <title>shardc plan: {{.*}}mlp.mlir</title>
// CHECK: <tr class="collective"><td>0</td><td>all_reduce</td><td>tp</td><td class="num">256</td><td><code>{{.*}}mlp.mlir:14:5</code></td><td><code>%y = hlo.dot_general %a, %w2
// CHECK: <svg id="memory"
// CHECK: <table class="tiles" data-value="a0"><caption>rows: dim 0 over &quot;dp&quot;</caption><tr><td class="tile" data-devices="0,1,2,3"
// CHECK: <table class="tiles" data-value="a1"><caption>columns: dim 1 over &quot;tp&quot;</caption><tr><td class="tile" data-devices="0,4"
// CHECK: document.body.dataset.ready='1'

// OFFLINE: 0
// OFFLINE: rc=1

// DIR: error: --html '{{.*}}' cannot be written: it is a directory
// DIR: rc=1
