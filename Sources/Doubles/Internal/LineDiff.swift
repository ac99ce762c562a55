/// One line of a diff between an expected and an actual list of lines.
enum DiffLine: Equatable {
  case same(String)
  case removed(String)
  case added(String)
}

/// The shortest edit from `expected` to `actual`, as lines kept, removed and added.
///
/// The common prefix and suffix are kept as they are, and only the lines between them go through
/// a longest-common-subsequence table, so a long log that differs in a few places costs little;
/// the table is O(n·m) in the differing middle only.
func lineDiff(_ expected: [String], _ actual: [String]) -> [DiffLine] {
  var prefix = 0
  while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] { prefix += 1 }
  var suffix = 0
  while suffix < expected.count - prefix, suffix < actual.count - prefix,
    expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
  {
    suffix += 1
  }
  let middle = middleDiff(
    Array(expected[prefix..<(expected.count - suffix)]), Array(actual[prefix..<(actual.count - suffix)]))
  return expected[..<prefix].map(DiffLine.same) + middle + expected[(expected.count - suffix)...].map(DiffLine.same)
}

/// A longest-common-subsequence diff of two lists of lines.
private func middleDiff(_ expected: [String], _ actual: [String]) -> [DiffLine] {
  let rows = expected.count
  let columns = actual.count
  var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
  for row in stride(from: rows - 1, through: 0, by: -1) {
    for column in stride(from: columns - 1, through: 0, by: -1) {
      common[row][column] =
        expected[row] == actual[column]
        ? common[row + 1][column + 1] + 1
        : max(common[row + 1][column], common[row][column + 1])
    }
  }
  var result: [DiffLine] = []
  var row = 0
  var column = 0
  while row < rows || column < columns {
    if row < rows, column < columns, expected[row] == actual[column] {
      result.append(.same(expected[row]))
      row += 1
      column += 1
    } else if row < rows, column == columns || common[row + 1][column] >= common[row][column + 1] {
      result.append(.removed(expected[row]))
      row += 1
    } else {
      result.append(.added(actual[column]))
      column += 1
    }
  }
  return result
}
