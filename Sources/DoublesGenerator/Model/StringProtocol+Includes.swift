extension StringProtocol {
  /// Whether `piece` occurs in the text, byte for byte. Foundation's `contains(_:)`, which every
  /// file of a module that imports Foundation sees, searches as `NSString` does, and the standard
  /// library's generic `firstRange(of:)` looks up generic metadata as it goes: the spelling rules
  /// ask this of each type of each requirement, where either cost a tenth or more of planning and
  /// writing a package's doubles.
  func includes(_ piece: String) -> Bool {
    var text = String(self)
    var piece = piece
    return text.withUTF8 { text in
      piece.withUTF8 { piece in
        guard let first = piece.first else { return true }
        guard piece.count <= text.count else { return false }
        for start in 0...(text.count - piece.count) where text[start] == first {
          if (1..<piece.count).allSatisfy({ text[start + $0] == piece[$0] }) { return true }
        }
        return false
      }
    }
  }
}
