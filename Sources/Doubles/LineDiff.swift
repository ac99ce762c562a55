/// One line of a diff between an expected and an actual list of lines.
enum DiffLine: Equatable {
  case same(String)
  case removed(String)
  case added(String)
}

/// The shortest edit from `expected` to `actual`, as lines kept, removed and added
/// (a longest-common-subsequence diff; logs in tests are short, so O(n·m) is fine).
func lineDiff(_ expected: [String], _ actual: [String]) -> [DiffLine] {
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
