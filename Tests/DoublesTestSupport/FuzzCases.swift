import Foundation

/// How many cases a seeded fuzzing test runs. Its seeds are fixed, so every run repeats the same
/// cases: `swift test` runs a small set, and `.ci/nightly` a large one, by setting
/// `DOUBLES_FUZZ_CASES=large`; a number (`DOUBLES_FUZZ_CASES=500`) runs that many, to explore.
package enum FuzzCases {
  private static let asked = ProcessInfo.processInfo.environment["DOUBLES_FUZZ_CASES"]

  /// Whether this run asked for the large sets.
  package static let isLarge = asked == "large"

  /// `small` cases, or `large` ones when the run asked for the large sets, or the number asked.
  package static func count(small: Int, large: Int) -> Int { asked.flatMap(Int.init) ?? (isLarge ? large : small) }

  /// The first seed a fuzzing test takes, `DOUBLES_FUZZ_SEED` when set, to explore cases other
  /// than CI's; `standard` otherwise.
  package static func firstSeed(_ standard: UInt64) -> UInt64 {
    ProcessInfo.processInfo.environment["DOUBLES_FUZZ_SEED"].flatMap(UInt64.init) ?? standard
  }
}
