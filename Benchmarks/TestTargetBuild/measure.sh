#!/bin/bash
# What a test target of many doubled protocols costs to build, as a user builds it:
# a package outside this one that depends on Doubles by path, with an app module of N protocols
# of varied shapes (ten a file) and a test target that makes a double of each, in three set-ups:
#   macro    `@Doubled` in the app module (DOUBLES defined)
#   lean     the same with DOUBLES_NO_PARTIAL_DOUBLES defined too
#   plugin   `/// @Doubled` in the app module, doubles written by DoublesPlugin for the tests
#   bare     no doubles: the same protocols unmarked, and a test that makes none (for scale)
# For each, the app module and its tests built from scratch (their object files and build records
# deleted, the dependencies already built), then the tests rebuilt after one protocol gained a
# requirement (the first file's Service1).
# Each build's wall time is the fastest of ROUNDS; the set-ups take turns.
#
#   swift build                                     # nothing else needs to be built first
#   Benchmarks/TestTargetBuild/measure.sh [N=300] [ROUNDS=3]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
count="${1:-300}"
rounds="${2:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The protocols, ten a file: shapes in turn (methods, async and throwing ones, properties, a
# subscript, a generic method, a static requirement, a closure parameter, a refinement of the
# one before).
protocols() { # the mark before each protocol, the first protocol, the number of protocols
  local mark=$1 first=$2 last=$(($2 + $3))
  echo "import Foundation"
  [ "$mark" = "@Doubled" ] && echo "import DoublesMacros"
  for ((i = first; i < last; i++)); do
    echo
    echo "$mark"
    case $((i % 8)) in
      0) echo "public protocol Service$i { func load(id: Int) async throws -> Item; func reset() }" ;;
      1) echo "public protocol Service$i { var name: String { get }; var count: Int { get set }; func find(named: String) -> Item? }" ;;
      2) echo "public protocol Service$i { subscript(index: Int) -> String { get }; func combine(_ first: Int, with second: String) -> String }" ;;
      3) echo "public protocol Service$i { func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T; func save(_ items: [Item]) }" ;;
      4) echo "public protocol Service$i { static var shared: Int { get }; func update(_ item: Item) -> Bool }" ;;
      5) echo "public protocol Service$i { func fetch(completion: @escaping @Sendable (Result<[Item], any Error>) -> Void); var isReady: Bool { get } }" ;;
      6) echo "public protocol Service$i: Service$((i - 1)) { func refresh() async; func remove(id: Int) throws }" ;;
      7) echo "public protocol Service$i: Sendable { func price(of item: Int, in currency: String) async -> Int; func log(_ message: String) }" ;;
    esac
  done
}

# Tests that make each double, 25 a file.
tests() { # module, the first protocol, the number of protocols
  local last=$(($2 + $3))
  echo "import DoublesTesting"
  echo "import Testing"
  echo "@testable import $1"
  echo
  echo "@Test func services$2() {"
  for ((j = $2; j < last; j++)); do
    echo "  let double$j = Service${j}Double()"
    echo "  #expect(double$j.recorder.callCount == 0)"
  done
  echo "}"
}

package="$work/Services"
for setup in macro lean plugin bare; do
  module="App${setup^}"
  mark="@Doubled"
  [ "$setup" = plugin ] && mark="/// @Doubled"
  [ "$setup" = bare ] && mark=""
  mkdir -p "$package/Sources/$module" "$package/Tests/${module}Tests"
  echo "public struct Item: Sendable, Equatable { public var id: Int }" > "$package/Sources/$module/Item.swift"
  for ((first = 0; first < count; first += 10)); do
    protocols "$mark" "$first" $((count - first < 10 ? count - first : 10)) > "$package/Sources/$module/Services$first.swift"
  done
  for ((first = 0; first < count; first += 25)); do
    if [ "$setup" = bare ]; then
      printf 'import Testing\n@testable import %s\n\n@Test func services%s() { #expect(Item(id: 1).id == 1) }\n' \
        "$module" "$first" > "$package/Tests/${module}Tests/Services${first}Tests.swift"
      continue
    fi
    tests "$module" "$first" $((count - first < 25 ? count - first : 25)) \
      > "$package/Tests/${module}Tests/Services${first}Tests.swift"
  done
done
cat > "$package/Package.swift" << EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Services",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(name: "Doubles", path: "$root")],
  targets: [
    .target(
      name: "AppMacro", dependencies: [.product(name: "DoublesMacros", package: "Doubles")],
      swiftSettings: [.define("DOUBLES")]),
    .testTarget(name: "AppMacroTests", dependencies: ["AppMacro", .product(name: "DoublesTesting", package: "Doubles")]),
    .target(
      name: "AppLean", dependencies: [.product(name: "DoublesMacros", package: "Doubles")],
      swiftSettings: [.define("DOUBLES"), .define("DOUBLES_NO_PARTIAL_DOUBLES")]),
    .testTarget(name: "AppLeanTests", dependencies: ["AppLean", .product(name: "DoublesTesting", package: "Doubles")]),
    .target(name: "AppPlugin"),
    .testTarget(
      name: "AppPluginTests", dependencies: ["AppPlugin", .product(name: "DoublesTesting", package: "Doubles")],
      plugins: [.plugin(name: "DoublesPlugin", package: "Doubles")]),
    .target(name: "AppBare"),
    .testTarget(name: "AppBareTests", dependencies: ["AppBare"]),
  ]
)
EOF

cd "$package"
# The root's build folder: Doubles, swift-syntax and the plug-ins are built once, as there.
scratch=(--scratch-path "$root/.build")
echo "building the dependencies and every set-up once..." >&2
swift build "${scratch[@]}" --build-tests > "$work/first.log" 2>&1 || { tail -40 "$work/first.log"; exit 1; }

objects() { # the object files and build records of a set-up's two modules, and the plug-in's output
  local module=$1
  find "$root/.build/debug/$module.build" "$root/.build/debug/${module}Tests.build" \
    \( -name '*.o' -o -name '*.swiftdeps' -o -name '*.priors' \) 2> /dev/null
  find "$root/.build/plugins/outputs/services" -path "*${module}Tests*" -name '*.swift' 2> /dev/null
}

seconds() { # runs the command, prints its wall time in seconds
  local start end
  start=$(date +%s.%N)
  "$@" > "$work/build.log" 2>&1 || { tail -40 "$work/build.log" >&2; exit 1; }
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

declare -A fresh incremental
for ((round = 1; round <= rounds; round++)); do
  for setup in macro lean plugin bare; do
    module="App${setup^}"
    objects "$module" | xargs -r rm -f
    touch "$package/Sources/$module"/*.swift "$package/Tests/${module}Tests"/*.swift
    time=$(seconds swift build "${scratch[@]}" --target "${module}Tests")
    [ -z "${fresh[$setup]:-}" ] || [ "$(echo "$time < ${fresh[$setup]}" | bc)" = 1 ] && fresh[$setup]=$time
    # One protocol gains a requirement, as a developer's edit does; then it is taken back.
    source="$package/Sources/$module/Services0.swift"
    cp "$source" "$work/saved.swift"
    sed -i "s/public protocol Service1 { var name: String { get };/public protocol Service1 { var name: String { get }; func added() -> Int;/" "$source"
    time=$(seconds swift build "${scratch[@]}" --target "${module}Tests")
    [ -z "${incremental[$setup]:-}" ] || [ "$(echo "$time < ${incremental[$setup]}" | bc)" = 1 ] && incremental[$setup]=$time
    cp "$work/saved.swift" "$source"
  done
done

echo "A test target of $count doubled protocols (ten a file): swift build --target <tests>, seconds, fastest of $rounds"
echo "set-up                               | app and tests from scratch | after one protocol changed"
printf "%-36s | %26.2f | %.2f\n" "@Doubled" "${fresh[macro]}" "${incremental[macro]}"
printf "%-36s | %26.2f | %.2f\n" "@Doubled, DOUBLES_NO_PARTIAL_DOUBLES" "${fresh[lean]}" "${incremental[lean]}"
printf "%-36s | %26.2f | %.2f\n" "DoublesPlugin (doubles generate)" "${fresh[plugin]}" "${incremental[plugin]}"
printf "%-36s | %26.2f | %.2f\n" "no doubles" "${fresh[bare]}" "${incremental[bare]}"
