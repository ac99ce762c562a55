#!/bin/bash
# Counts the compiler's instructions for one variant of a generated double, so that variants
# can be compared without this machine's timing noise (BENCHMARKS.md, "Where the time goes").
#
#   swift build        # once: the Doubles module the variants import
#   Benchmarks/CompileVariants/measure.sh plain-source           # 10 copies of the double
#   Benchmarks/CompileVariants/measure.sh empty                  # the same file without doubles
#   Benchmarks/CompileVariants/measure.sh NAME                   # NAME.template, and NAME.prelude if any
#   Benchmarks/CompileVariants/measure.sh empty 10 NAME          # no doubles, NAME.prelude
#   Benchmarks/CompileVariants/measure.sh generate               # the double `doubles generate` writes
#   Benchmarks/CompileVariants/measure.sh generate 10 '' --no-partial-doubles   # ... with its options
#
# The hand-written variants BENCHMARKS.md lists were removed once measured; commit 20b3ec0 has
# them (git show 20b3ec0:Benchmarks/CompileVariants/base-class.template).
#
# A variant is `NAME.template`: one double of the protocol in `Service0.protocol`, which the
# benchmark executable compiles too (every `Service0`/`service0` is renumbered per copy), with an
# optional `NAME.prelude` compiled once in the same file. The cost of one
# double is (count of the variant - count of `empty` with the same prelude) / copies. The name
# `generate` stands for the double this build's `doubles generate` writes for the protocol, the
# arguments after the third passed on to the command.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
name="$1"
copies="${2:-10}"
prelude="$here/${3:-$name}.prelude"
if [ -n "${3:-}" ] && [ ! -f "$prelude" ]; then
  echo "measure.sh: no $prelude" >&2
  exit 1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
template="$here/$name.template"
if [ "$name" = generate ]; then
  cp "$here/Service0.protocol" "$work/Service0.swift"
  "$root/.build/debug/doubles" generate --all-protocols "${@:4}" "$work/Service0.swift" \
    | sed '/^import /d; /^\/\/ /d' > "$work/generate.template"
  template="$work/generate.template"
fi

{
  echo "import Doubles"
  [ -f "$prelude" ] && cat "$prelude"
  echo "struct Model: Sendable { var id: Int }"
  for ((i = 0; i < copies; i++)); do
    echo
    sed "s/Service0/Service$i/g" "$here/Service0.protocol"
    sed "s/Service0/Service$i/g; s/service0/service$i/g" "$template"
  done
} > "$work/Variant.swift"

frontend=(swift-frontend -frontend -c -I "$root/.build/debug/Modules" -swift-version 6 -parse-as-library
  -primary-file "$work/Variant.swift" -module-name Variant -o "$work/Variant.o")
"${frontend[@]}"        # fails loudly if the variant does not compile
rm -f "$work/Variant.o" # a fresh object file, or the compiler skips code generation
valgrind --tool=callgrind --callgrind-out-file=/dev/null "${frontend[@]}" 2>&1 \
  | awk -v name="$name" '/refs:/ { print name ": " $NF " instructions" }'
