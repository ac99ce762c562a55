/// Chooses the name of each member's handle in `on`: the base name when it is unique, the base
/// name and the argument labels for overloads by label, and a number after that for overloads
/// that differ only by type (in declaration order, so names are stable).
enum HandleNaming {
  static func names(for members: [Member]) -> [String] {
    let baseCounts = Dictionary(members.map { ($0.baseName, 1) }, uniquingKeysWith: +)
    var candidates = members.map { member -> String in
      guard baseCounts[member.baseName, default: 0] > 1 else { return member.baseName }
      return member.baseName + member.labels.filter { $0 != "_" }.map(capitalized).joined()
    }
    var seen: [String: Int] = [:]
    for index in candidates.indices {
      let name = candidates[index]
      seen[name, default: 0] += 1
      if let count = seen[name], count > 1 { candidates[index] = "\(name)\(count)" }
    }
    return candidates.map(Keywords.escaped)
  }

  private static func capitalized(_ label: String) -> String {
    label.prefix(1).uppercased() + label.dropFirst()
  }
}
