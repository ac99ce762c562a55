import SwiftSyntax

/// A protocol that declares an associated type differently per `#if` clause (swift-crypto's
/// `HashFunction`: `associatedtype Digest: CryptoKit.Digest` under `#if CRYPTO_KIT`, `Digest:
/// Crypto.Digest` under its `#else`): a double's generic clause cannot change with the build
/// configuration, so the protocol is read once per clause, as if it were declared under each,
/// and each reading gets its double under that clause's conditions.
enum ConfigurationVariants {
  /// `declaration` as each clause of its first member `#if` that declares an associated type
  /// makes it, with the conditions of that clause; `declaration` alone, under no conditions,
  /// when no clause declares an associated type that another declares otherwise.
  static func of(_ declaration: ProtocolDeclSyntax) -> [(declaration: ProtocolDeclSyntax, conditions: [String])] {
    let members = declaration.memberBlock.members
    guard
      let position = members.firstIndex(where: { item in
        guard let ifConfig = item.decl.as(IfConfigDeclSyntax.self) else { return false }
        return declaresAssociatedTypesDifferently(ifConfig)
      }), let ifConfig = members[position].decl.as(IfConfigDeclSyntax.self)
    else { return [(declaration, [])] }
    var clauses = IfConfigConditions.clauses(of: ifConfig, under: []).map { clause, conditions in
      (elements: Self.decls(of: clause), conditions: conditions)
    }
    // Without `#else`, the protocol declares none of them when no clause holds.
    if ifConfig.clauses.last?.condition != nil {
      let negated = ifConfig.clauses.compactMap(\.condition).map { "!(\($0.sourceText))" }
      clauses.append((elements: [], conditions: negated))
    }
    return clauses.map { elements, conditions in
      var items = Array(members.prefix(upTo: position))
      items += elements
      items += members.suffix(from: members.index(after: position))
      return (declaration.with(\.memberBlock.members, MemberBlockItemListSyntax(items)), conditions)
    }
  }

  /// Whether two clauses of `ifConfig` declare an associated type of one name otherwise, or one
  /// declares an associated type another does not.
  private static func declaresAssociatedTypesDifferently(_ ifConfig: IfConfigDeclSyntax) -> Bool {
    let declared = ifConfig.clauses.map { clause in
      Set(decls(of: clause).compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self)?.trimmedDescription })
    }
    guard declared.contains(where: { !$0.isEmpty }) else { return false }
    return Set(declared).count > 1 || ifConfig.clauses.last?.condition != nil
  }

  /// The members a clause holds.
  private static func decls(of clause: IfConfigClauseSyntax) -> [MemberBlockItemSyntax] {
    guard case .decls(let items) = clause.elements else { return [] }
    return Array(items)
  }
}
