/// Chooses the name of each member's handle in `on`: the base name when it is unique, the base
/// name and the argument labels for overloads by label, and a number after that for overloads
/// that differ only by type (in declaration order, so names are stable).
enum HandleNames {
  static func names(for members: [Member]) -> [String] {
    let bases = members.map { identifier(for: $0.baseName) }
    let baseCounts = Dictionary(bases.map { ($0, 1) }, uniquingKeysWith: +)
    var candidates = zip(members, bases).map { member, base -> String in
      guard baseCounts[base, default: 0] > 1 else { return base }
      return base + member.labels.filter { $0 != "_" }.map(capitalized).joined()
    }
    var seen: [String: Int] = [:]
    for index in candidates.indices {
      let name = candidates[index]
      seen[name, default: 0] += 1
      if let count = seen[name], count > 1 { candidates[index] = "\(name)\(count)" }
    }
    return candidates.map(Keywords.escaped)
  }

  /// An identifier for a member's base name: the name itself; for a raw identifier such as
  /// `` `retry later` `` its words as one (`retryLater`); for an operator such as `==` the words
  /// of its characters (`equalEqual`).
  static func identifier(for baseName: String) -> String {
    guard let first = baseName.unicodeScalars.first else { return baseName }
    // Most names are ASCII identifiers, told without Unicode's tables.
    if isASCIIIdentifier(baseName) { return baseName }
    if first.properties.isXIDContinue {
      let isWord = { (character: Character) in character.unicodeScalars.allSatisfy(\.properties.isXIDContinue) }
      if first.properties.isXIDStart || first == "_", baseName.allSatisfy(isWord) { return baseName }
      let words = baseName.split { !isWord($0) }.map(String.init)
      let joined = words[0] + words.dropFirst().map(capitalized).joined()
      // A raw identifier may start with a digit (`` `1st` ``), which an identifier may not.
      return first.properties.isXIDStart ? joined : "_" + joined
    }
    let words = baseName.map { operatorWords[$0] ?? "symbol" }
    return words.first! + words.dropFirst().map(capitalized).joined()
  }

  /// Whether `name` is an ASCII letter or `_` followed by ASCII letters, digits and `_`.
  private static func isASCIIIdentifier(_ name: String) -> Bool {
    name.utf8.enumerated().allSatisfy { offset, byte in
      byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        || (offset > 0 && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
    }
  }

  private static let operatorWords: [Character: String] = [
    "=": "equal", "!": "not", "<": "less", ">": "greater", "+": "plus", "-": "minus", "*": "star",
    "/": "slash", "%": "percent", "&": "and", "|": "or", "^": "caret", "~": "tilde", "?": "question",
    ".": "dot",
  ]

  private static func capitalized(_ label: String) -> String {
    label.prefix(1).uppercased() + label.dropFirst()
  }
}
