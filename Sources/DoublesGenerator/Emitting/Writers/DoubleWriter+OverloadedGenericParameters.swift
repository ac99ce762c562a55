/// The generic parameters a double names apart, for overloads Swift could infer them from.
extension DoubleWriter {
  /// The generic parameters that a parameter or result of one of two requirements of the same
  /// name and labels names, where the other's at that place is another type (a parent's
  /// `init(value: Value)` and the child's `init(value: Value.Element)`, `init(value: [Item])`
  /// beside `init?(value: [String?])`, a subscript's result `[Item]` beside another's `[Double]`):
  /// Swift would infer the associated type from either witness, and finds the inference
  /// ambiguous.
  static func overloadedGenericParameters(of model: ProtocolModel) -> [String] {
    let names = Set(model.genericParameters.map(\.name))
    guard !names.isEmpty else { return [] }
    var found: Set<String> = []
    // A method's overloads by result alone have witnesses of their own names (`@_implements`),
    // which Swift allows for no subscript.
    func result(of member: Member) -> String? {
      if case .subscript(let item) = member.kind { item.returnType } else { nil }
    }
    let overloads = Dictionary(
      grouping: model.members.filter { !$0.parameters.isEmpty || result(of: $0) != nil },
      by: { OverloadKey(baseName: $0.baseName, labels: $0.labels, isStatic: $0.isStatic) })
    for members in overloads.values where members.count > 1 {
      for (index, member) in members.enumerated() {
        for other in members[(index + 1)...] {
          let places =
            zip(member.parameters.map(\.valueType), other.parameters.map(\.valueType)) + [
              (result(of: member) ?? "", result(of: other) ?? "")
            ]
          for (one, two) in places where one != two {
            found.formUnion(TypeText.ownNames(in: one).intersection(names))
            found.formUnion(TypeText.ownNames(in: two).intersection(names))
          }
        }
      }
    }
    return model.genericParameters.map(\.name).filter(found.contains)
  }

  /// What overloads share: a base name, labels, and being static or not.
  private struct OverloadKey: Hashable {
    var baseName: String
    var labels: [String]
    var isStatic: Bool
  }
}
