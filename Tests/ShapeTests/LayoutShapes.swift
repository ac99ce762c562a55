// swift-format-ignore-file: the layouts below are what this file tests.

import DoublesMacros
import Foundation

/// Requirements laid out over several lines, with comments inside their types and attributes: a
/// double writes each of them on one line, and its documentation quotes each whole.
@Doubled
protocol LayoutShapes {
  func fetch(
    id: Int,  // the record's
    name: String
  ) async throws -> [String:
    Int]
  func transform<Value>(
    _ value: Value
  ) -> Value
  where
    Value: Sendable
  var table:
    Dictionary<
      String,  // its key
      /* its value */ Int
    >
  { get }
  subscript(
    key: String
  ) -> Int { get }
  @available(
    *, deprecated,
    message: """
      Use fetch(id:name:) instead.
      """
  )
  func legacy() -> Int
  func run(
    _ work: @escaping @Sendable () -> Void
  )
}
