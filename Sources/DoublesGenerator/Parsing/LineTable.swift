import SwiftSyntax

/// Where each line of a source text starts, to turn a node's position into a line and column.
///
/// `SourceLocationConverter` does the same by walking the whole tree, which took a tenth of the
/// scanner's time on files dense with protocols; one pass over the bytes is enough for the
/// physical lines a diagnostic names.
struct LineTable {
  /// The UTF-8 offset at which each line starts; the first line starts at 0.
  private var starts: [Int] = [0]

  init(_ source: String) {
    var source = source
    source.withUTF8 { bytes in
      var previous: UInt8 = 0
      for (offset, byte) in bytes.enumerated() {
        // "\r\n" ends one line, as "\n" and "\r" alone do.
        if byte == UInt8(ascii: "\n") {
          if previous == UInt8(ascii: "\r") {
            starts[starts.count - 1] = offset + 1
          } else {
            starts.append(offset + 1)
          }
        } else if byte == UInt8(ascii: "\r") {
          starts.append(offset + 1)
        }
        previous = byte
      }
    }
  }

  /// The 1-based line and column (in UTF-8 bytes, as the compiler counts) of `position`.
  func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
    let offset = position.utf8Offset
    // The last line start at or before `offset`.
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return (low + 1, offset - starts[low] + 1)
  }
}
