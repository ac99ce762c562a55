import Foundation

/// How many cases a seeded fuzzing test runs. Its seeds are fixed, so every run repeats the same
/// cases: `swift test` runs a small set, and `.ci/nightly` a large one, by setting
/// `DOUBLES_FUZZ_CASES=large`.
package enum FuzzCases {
  /// Whether this run asked for the large sets.
  package static let isLarge = ProcessInfo.processInfo.environment["DOUBLES_FUZZ_CASES"] == "large"

  /// `small` cases, or `large` ones when the run asked for the large sets.
  package static func count(small: Int, large: Int) -> Int { isLarge ? large : small }
}
