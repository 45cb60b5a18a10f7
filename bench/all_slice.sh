#!/usr/bin/env bash
# The compiled runtime's `dist.all_slice` (a device keeping its block of a replicated value):
# twelve chained adds of a 256x32 f32 activation on tp=4, each result sliced to its 256x8
# columns, against the same adds returned whole. Prints the time per step of each and the
# plan's estimate (release build; the difference over 12 is one slice).
# Usage: bash bench/all_slice.sh [steps]
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
for sliced in 1 0; do
  name=$([[ $sliced == 1 ]] && echo "12 adds, each sliced" || echo "12 adds, whole      ")
  program $sliced > "$tmp/p.mlir"
  target/release/shardc compile "$tmp/p.mlir" -q -o "$tmp/p.bin"
  echo "$name: $(target/release/shardc run "$tmp/p.bin" --steps "$steps" 2>&1 | grep -o '[0-9.]* [um]s per step.*')"
done
