#!/usr/bin/env bash
# The compiled runtime's moves of raw bytes, per step with the plan's estimate (release build):
#  - `dist.all_slice` (a device keeping its block of a replicated value): twelve chained adds
#    of a 256x32 f32 activation on tp=4, each result sliced to its 256x8 columns, against the
#    same adds returned whole (the difference over 12 is one slice);
#  - `dist.all_to_all`: twelve chained all-to-alls of a 64x512 f32 value on dp=4, rows to
#    columns and back (32 KiB per device each).
# Usage: bash bench/collective_moves.sh [steps]
set -euo pipefail
cd "$(dirname "$0")/.."
steps=${1:-2000}
cargo build --release --quiet --bin shardc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
program() { # sliced: 1 or 0
  local t='tensor<256x32xf32>' rep='#dist.sharding<@mesh, [{}, {}]>'
  local col='#dist.sharding<@mesh, [{}, {"tp"}]>' prev=%x body='' res='' types='' tys=''
  for i in $(seq 0 11); do
    body+="  %t$i = hlo.add $prev, %x {dist.sharding = $rep} : $t"$'\n'
    prev=%t$i
    if [[ $1 == 1 ]]; then
      body+="  %s$i = dist.all_slice %t$i {slicing_axes = #dist.dim_axes<[{}, {\"tp\"}]>, dist.sharding = $col} : $t"$'\n'
      res+="${res:+, }%s$i"; types+="${types:+, }$t {dist.sharding = $col}"
    else
      res+="${res:+, }%t$i"; types+="${types:+, }$t {dist.sharding = $rep}"
    fi
    tys+="${tys:+, }$t"
  done
  printf 'dist.mesh @mesh = <["tp"=4]>\nfunc.func @main(%%x: %s {dist.sharding = %s}) -> (%s) {\n%s  return %s : %s\n}\n' \
    "$t" "$rep" "$types" "$body" "$res" "$tys"
}
all_to_all() {
  local t='tensor<64x512xf32>' rows='#dist.sharding<@mesh, [{"dp"}, {}]>'
  local cols='#dist.sharding<@mesh, [{}, {"dp"}]>' prev=%x body='' i
  for i in $(seq 0 11); do
    if (( i % 2 == 0 )); then
      body+="  %t$i = dist.all_to_all $prev {source_dim = 0 : i64, target_dim = 1 : i64, axes = #dist.axes<{\"dp\"}>, dist.sharding = $cols} : $t"$'\n'
    else
      body+="  %t$i = dist.all_to_all $prev {source_dim = 1 : i64, target_dim = 0 : i64, axes = #dist.axes<{\"dp\"}>, dist.sharding = $rows} : $t"$'\n'
    fi
    prev=%t$i
  done
  printf 'dist.mesh @mesh = <["dp"=4]>\nfunc.func @main(%%x: %s {dist.sharding = %s}) -> (%s {dist.sharding = %s}) {\n%s  return %s : %s\n}\n' \
    "$t" "$rows" "$t" "$rows" "$body" "$prev" "$t"
}
for sliced in 1 0; do
  name=$([[ $sliced == 1 ]] && echo "12 adds, each sliced" || echo "12 adds, whole      ")
  program $sliced > "$tmp/p.mlir"
  target/release/shardc compile "$tmp/p.mlir" -q -o "$tmp/p.bin"
  echo "$name: $(target/release/shardc run "$tmp/p.bin" --steps "$steps" 2>&1 | grep -o '[0-9.]* [um]s per step.*')"
done
all_to_all > "$tmp/p.mlir"
target/release/shardc compile "$tmp/p.mlir" -q -o "$tmp/p.bin"
echo "12 all-to-alls       : $(target/release/shardc run "$tmp/p.bin" --steps "$steps" 2>&1 | grep -o '[0-9.]* [um]s per step.*')"
