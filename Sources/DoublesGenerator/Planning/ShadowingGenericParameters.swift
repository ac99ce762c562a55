/// Generic parameters of requirements that would shadow the double's own.
extension ProtocolModel {
  /// The model with each generic parameter of a member that has the name of one of the double's
  /// own generic parameters renamed (`RowDecoder` to `RowDecoder1`): a requirement inherited from
  /// a protocol without that associated type (GRDB's `with<RowDecoder>(_:)`) would otherwise
  /// shadow the double's, which Swift rejects.
  package func renamingShadowingGenericParameters() -> ProtocolModel {
    let taken = Set(genericParameters.map(\.name))
    guard !taken.isEmpty else { return self }
    var model = self
    model.members = members.map { member in
      var renamed: [String: String] = [:]
      for name in Self.genericParameterNames(member.genericClause) where taken.contains(name) {
        var number = 1
        while taken.contains("\(name)\(number)") { number += 1 }
        renamed[name] = "\(name)\(number)"
      }
      guard !renamed.isEmpty else { return member }
      return member.mappingTypes { type, _ in TypeText.replacingNames(in: type, renamed) }
    }
    return model
  }

  /// The names a generic clause such as `<T: Hashable, each U>` declares.
  static func genericParameterNames(_ clause: String) -> [String] {
    guard clause.hasPrefix("<"), clause.hasSuffix(">") else { return [] }
    return clause.dropFirst().dropLast().split(separator: ",").compactMap { parameter in
      let declared = parameter.split(separator: ":").first ?? parameter
      return declared.split(separator: " ").last.map(String.init)
    }
  }
}

extension Member {
  /// The generic clause of a method, subscript or initializer (`<T: Codable>`); `""` for a property.
  var genericClause: String {
    switch kind {
    case .method(let method): method.genericClause
    case .subscript(let item): item.genericClause
    case .initializer(let initializer): initializer.genericClause
    case .property: ""
    }
  }
}
