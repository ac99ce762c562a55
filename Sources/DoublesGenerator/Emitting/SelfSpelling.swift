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
    guard position == .signature, type.contains("Self") else { return type }
    return TypeText.replacingNames(in: type, ["Self": doubleType])
  }
}
