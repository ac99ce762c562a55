extension ProtocolModel {
  /// The model with each type name of `qualified` (such as `Request`) written as its value
  /// (such as `ListOrders.Request`) wherever a type of a requirement names it.
  ///
  /// The witnesses of a nested protocol's double live in an extension of the qualified
  /// protocol, at the top level of the file, where the names its enclosing type declares do
  /// not resolve unqualified.
  package func qualifying(_ qualified: [String: String]) -> ProtocolModel {
    guard !qualified.isEmpty else { return self }
    func rewrite(_ text: String) -> String { TypeQualification.rewrite(text, qualified) }
    var copy = self
    copy.parents = parents.map(rewrite)
    copy.whereRequirements = whereRequirements.map(rewrite)
    copy.associatedTypes = associatedTypes.map { type in
      var type = type
      type.constraint = type.constraint.map(rewrite)
      return type
    }
    copy.members = members.map { member in
      var member = member
      switch member.kind {
      case .method(var method):
        method.parameters = method.parameters.map { $0.qualifying(rewrite) }
        method.returnType = method.returnType.map(rewrite)
        method.resultStorageType = rewrite(method.resultStorageType)
        method.genericClause = rewrite(method.genericClause)
        method.whereClause = rewrite(method.whereClause)
        member.kind = .method(method)
      case .property(var property):
        property.type = rewrite(property.type)
        property.storageType = rewrite(property.storageType)
        member.kind = .property(property)
      case .subscript(var item):
        item.parameters = item.parameters.map { $0.qualifying(rewrite) }
        item.returnType = rewrite(item.returnType)
        item.resultStorageType = rewrite(item.resultStorageType)
        item.genericClause = rewrite(item.genericClause)
        item.whereClause = rewrite(item.whereClause)
        member.kind = .subscript(item)
      case .initializer(var initializer):
        initializer.parameters = initializer.parameters.map { $0.qualifying(rewrite) }
        initializer.genericClause = rewrite(initializer.genericClause)
        initializer.whereClause = rewrite(initializer.whereClause)
        member.kind = .initializer(initializer)
      }
      return member
    }
    return copy
  }
}

extension Parameter {
  fileprivate func qualifying(_ rewrite: (String) -> String) -> Parameter {
    var copy = self
    copy.declaredType = rewrite(declaredType)
    copy.storageType = rewrite(storageType)
    return copy
  }
}

/// Qualifies type names in the text of a type.
enum TypeQualification {
  /// `text` with each identifier found in `qualified` replaced by its value, unless it follows
  /// a `.` (a member of another type) or is a label in a function type (`(for key: K)`).
  static func rewrite(_ text: String, _ qualified: [String: String]) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      guard character.isLetter || character == "_" else {
        result.append(character)
        index = text.index(after: index)
        continue
      }
      var end = index
      while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" {
        end = text.index(after: end)
      }
      let word = String(text[index..<end])
      let isMember = result.last == "."
      // A word before `:` is a label in a function type, but a key in a dictionary type (`[K: V]`).
      let isLabel = text[end...].first { $0 != " " } == ":" && result.last { $0 != " " } != "["
      result += !isMember && !isLabel ? qualified[word] ?? word : word
      index = end
    }
    return result
  }
}
