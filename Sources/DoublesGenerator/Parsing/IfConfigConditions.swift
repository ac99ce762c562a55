import SwiftSyntax

/// The `#if` conditions a declaration sits under, as source text: a clause's own condition,
/// after the negations of the clauses before it (`#else` is all of them negated).
enum IfConfigConditions {
  /// Each clause of `ifConfig` with the conditions under which it applies, inside `outer`.
  static func clauses(
    of ifConfig: IfConfigDeclSyntax, under outer: [String]
  ) -> [(clause: IfConfigClauseSyntax, conditions: [String])] {
    var earlier: [String] = []
    return ifConfig.clauses.map { clause in
      var conditions = outer + earlier.map { "!(\($0))" }
      if let condition = clause.condition?.sourceText {
        conditions.append(condition)
        earlier.append(condition)
      }
      return (clause, conditions)
    }
  }

  /// Calls `body` with each declaration of `members` and the conditions it sits under, inside
  /// `outer`, looking into every clause of the `#if`s among them.
  static func forEachDeclaration(
    in members: MemberBlockItemListSyntax, under outer: [String] = [], _ body: (DeclSyntax, [String]) -> Void
  ) {
    for item in members {
      guard let ifConfig = item.decl.as(IfConfigDeclSyntax.self) else {
        body(item.decl, outer)
        continue
      }
      for (clause, conditions) in clauses(of: ifConfig, under: outer) {
        if case .decls(let nested) = clause.elements { forEachDeclaration(in: nested, under: conditions, body) }
      }
    }
  }

  /// The conditions of the `#if` clauses that enclose `node`, outermost first.
  static func enclosing(_ node: some SyntaxProtocol) -> [String] {
    var conditions: [String] = []
    var current = node.parent
    while let parent = current {
      if let clause = parent.as(IfConfigClauseSyntax.self),
        let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
        let own = clauses(of: ifConfig, under: []).first(where: { $0.clause.id == clause.id })
      {
        conditions = own.conditions + conditions
      }
      current = parent.parent
    }
    return conditions
  }
}
