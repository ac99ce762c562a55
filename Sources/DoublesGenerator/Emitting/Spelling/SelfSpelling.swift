/// `Self` in a double's signatures: a final class witnesses `Self` with its own type, and a
/// handle, a stored property, cannot name `Self` at all. The model keeps `Self` as written, and
/// the emitter spells it as the double.
extension ProtocolModel {
  /// The model with `Self` in each signature's types written as `doubleType`.
  func spellingSelf(as doubleType: String) -> ProtocolModel {
    mappingTypes { type, position in SelfSpelling.replace(in: type, position, with: doubleType) }
  }
}

extension ClassModel {
  /// The model with `Self` in each override's and initializer's types written as `doubleType`.
  func spellingSelf(as doubleType: String) -> ClassModel {
    mappingTypes { type, position in SelfSpelling.replace(in: type, position, with: doubleType) }
  }
}

private enum SelfSpelling {
  static func replace(in type: String, _ position: TypePosition, with doubleType: String) -> String {
    guard position == .signature, mentionsSelf(type) else { return type }
    return TypeText.replacingNames(in: type, ["Self": doubleType])
  }

  /// Whether `type` has `Self` in it: most types do not, and are left as they are.
  private static func mentionsSelf(_ type: String) -> Bool {
    let word: [UInt8] = Array("Self".utf8)
    var matched = 0
    for byte in type.utf8 {
      if byte == word[matched] {
        matched += 1
        if matched == word.count { return true }
      } else {
        matched = byte == word[0] ? 1 : 0
      }
    }
    return false
  }
}
