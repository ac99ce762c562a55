/// Compilation conditions that the modules read are built with (`--define`): a package trait
/// enabled by default (OpenAPIKit's `ExternalLoading`), a `.define` of their target. The module
/// that compiles the doubles, another package's test target, may not define them, yet a
/// requirement under `#if ExternalLoading` is one the double must answer: so each such condition
/// is `true` in what the doubles write, and a declaration under its negation is left out.
extension GenerationPlan {
  /// Resolves `defined` in the `#if` conditions of the protocols' doubles, their requirements and
  /// the imports.
  mutating func resolveDefinedConditions(_ defined: Set<String>) {
    guard !defined.isEmpty else { return }
    protocolDoubles = protocolDoubles.compactMap { double in
      guard let conditions = Self.resolving(double.model.declarationConditions, defined) else { return nil }
      var double = double.compactMappingRequirements { member, plan in
        guard let conditions = Self.resolving(member.conditions, defined) else { return nil }
        var member = member
        member.conditions = conditions
        return (member, plan)
      }
      double.model.declarationConditions = conditions
      return double
    }
    imports = imports.compactMap { module in
      guard let conditions = Self.resolving(module.conditions, defined) else { return nil }
      var module = module
      module.conditions = conditions
      return module
    }
  }

  /// `conditions` with each name of `defined` read as `true`: those that are then `true` left
  /// out, or `nil` when one is `false` (the declaration is never built).
  static func resolving(_ conditions: [String], _ defined: Set<String>) -> [String]? {
    var resolved: [String] = []
    for condition in conditions {
      let rewritten = TypeText.rewritingWords(in: condition) { word, before, _ in
        // `canImport(ExternalLoading)` names a module, `os(Linux)` a platform: not conditions.
        let call = before.last == "(" && before.dropLast().last.map { $0.isLetter || $0.isNumber } == true
        return defined.contains(String(word)) && !call ? "true" : nil
      }
      // `os(Linux) && true` is `os(Linux)`.
      var simplified = rewritten
      for redundant in [" && true", "true && "] {
        simplified = simplified.replacingOccurrences(of: redundant, with: "")
      }
      switch simplified.filter({ !$0.isWhitespace }) {
      case "true", "(true)": continue
      case "!(true)", "!true": return nil
      default: resolved.append(simplified)
      }
    }
    return resolved
  }
}
