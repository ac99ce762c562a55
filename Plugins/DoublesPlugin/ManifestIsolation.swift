// Shared by both plug-ins (copied into each folder, checked by SharedPluginFilesTests) and by DoublesCLITests.
import Foundation

/// The concurrency settings a package manifest gives a target, read from the manifest's text.
///
/// Plug-ins see no build settings, yet `doubles generate` writes doubles that compile in a test
/// target whose settings differ from the module under test only when it is told that module's
/// (`--default-isolation`, `--enable-upcoming-feature NonisolatedNonsendingByDefault`). So the
/// plug-ins read them where users write them: in the target's `swiftSettings`, as
/// `.defaultIsolation(MainActor.self)` and `.enableUpcomingFeature("NonisolatedNonsendingByDefault")`,
/// inline or in a `let` array the target names. Where the text does not say for sure (settings assigned in a loop, a flag passed
/// with `unsafeFlags`), the answer is `nil`, and the doubles take the test target's default.
enum ManifestIsolation {
  /// `"MainActor"`, `"nonisolated"`, or `nil` when the manifest's text does not say for sure.
  static func defaultIsolation(ofTarget name: String, manifest: String) -> String? {
    let reading = read(ofTarget: name, manifest: manifest, flag: "-default-isolation") { settings in
      if settings.contains(".defaultIsolation(MainActor.self)") { return "MainActor" }
      if settings.contains(".defaultIsolation(nil)") { return "nonisolated" }
      return nil
    }
    switch reading {
    case .found(let isolation): return isolation
    case .absent: return "nonisolated"
    case .unsure: return nil
    }
  }

  /// Whether the target enables the upcoming feature `NonisolatedNonsendingByDefault`; `nil`
  /// when the manifest's text does not say for sure.
  static func enablesNonisolatedNonsending(target name: String, manifest: String) -> Bool? {
    let feature = "NonisolatedNonsendingByDefault"
    let reading = read(ofTarget: name, manifest: manifest, flag: "-enable-upcoming-feature") { settings in
      settings.contains(".enableUpcomingFeature(\"\(feature)\")") ? "yes" : nil
    }
    switch reading {
    case .found: return true
    case .absent: return false
    case .unsure: return nil
    }
  }

  /// Whether the target defines the compilation condition `condition` with `.define(…)` (under
  /// any `.when`); `false` when the manifest's text does not say for sure.
  static func definesCondition(_ condition: String, target name: String, manifest: String) -> Bool {
    let reading = read(ofTarget: name, manifest: manifest, flag: "-D") { settings in
      settings.contains(".define(\"\(condition)\"") ? "yes" : nil
    }
    if case .found = reading { return true }
    return false
  }

  /// The availability macros a manifest defines, as written: `hummingbird 2.0:macOS 14.0, iOS
  /// 17.0` of `.enableExperimentalFeature("AvailabilityMacro=hummingbird 2.0:macOS 14.0, iOS 17.0")`
  /// or of `"-define-availability", "…"` in `unsafeFlags` (past a `"-Xfrontend"`), in order, each
  /// once. A definition the text builds (`"AvailabilityMacro=\($0)"`) or that has no `:` is left
  /// out: the doubles then leave its macro out too, with a note.
  static func availabilityMacros(in manifest: String) -> [String] {
    let text = withoutComments(manifest)
    // The string literals of the text, in order, without their quotes.
    var literals: [Substring] = []
    var searchStart = text.startIndex
    while let open = text[searchStart...].firstIndex(of: "\"") {
      let start = text.index(after: open)
      guard let close = text[start...].firstIndex(of: "\"") else { break }
      literals.append(text[start..<close])
      searchStart = text.index(after: close)
    }
    var found: [String] = []
    for (position, literal) in literals.enumerated() {
      var definition: Substring?
      if literal.hasPrefix("AvailabilityMacro=") {
        definition = literal.dropFirst("AvailabilityMacro=".count)
      } else if literal == "-define-availability" {
        definition = literals.dropFirst(position + 1).first { $0 != "-Xfrontend" }
      }
      guard let definition, definition.contains(":"), !definition.contains("\\(") else { continue }
      if !found.contains(String(definition)) { found.append(String(definition)) }
    }
    return found
  }

  private enum Reading {
    case found(String)
    case absent
    case unsure
  }

  /// What `answer` finds in the target's settings: in its `.target(…)` call, else in each array
  /// its `swiftSettings` name (`swiftSettings: appSettings`, `swiftSettings: common + [...]`).
  /// Unsure where settings may come from elsewhere: a loop over `package.targets`, or `flag` in
  /// `unsafeFlags`.
  private static func read(
    ofTarget name: String, manifest: String, flag: String, _ answer: (Substring) -> String?
  ) -> Reading {
    let text = withoutComments(manifest)
    let compact = { (piece: Substring) in Substring(piece.filter { !$0.isWhitespace }) }
    if text.contains("\"\(flag)") { return .unsure }
    guard let call = targetCall(named: name, in: text) else {
      return answer(compact(text[...])) == nil ? .absent : .unsure
    }
    if let found = answer(compact(call)) { return .found(found) }
    if let settings = call.range(of: "swiftSettings:") {
      let expression = call[settings.upperBound...].prefix { $0 != ")" && $0 != "," }
      for word in expression.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }) {
        guard let array = arrayDeclaration(named: String(word), in: text) else { continue }
        if let found = answer(compact(array)) { return .found(found) }
      }
    }
    // Settings given to every target in a loop, or built some other way: not for sure.
    if text.contains("package.targets"), answer(compact(text[...])) != nil { return .unsure }
    return .absent
  }

  /// The arguments of the `.target(…)` call whose name is `name`.
  private static func targetCall(named name: String, in text: String) -> Substring? {
    var searchStart = text.startIndex
    while let found = text.range(of: "\"\(name)\"", range: searchStart..<text.endIndex) {
      searchStart = found.upperBound
      let before = text[..<found.lowerBound].reversed().drop { $0.isWhitespace }
      guard before.starts(with: ":eman") else { continue }  // `name: "App"`, reversed
      // The call's opening parenthesis: the first one left of the name that is not closed.
      var depth = 0
      var open: String.Index?
      var index = found.lowerBound
      while index > text.startIndex {
        index = text.index(before: index)
        if text[index] == ")" { depth += 1 }
        if text[index] == "(" {
          if depth == 0 {
            open = index
            break
          }
          depth -= 1
        }
      }
      guard let open, let close = matchingClose(of: open, in: text) else { continue }
      let callee = text[..<open].reversed().prefix { $0.isLetter }
      guard String(callee.reversed()).hasSuffix("arget") else { continue }  // target, executableTarget…
      return text[text.index(after: open)..<close]
    }
    return nil
  }

  /// The text of `let name: [SwiftSetting] = [ … ]` (or `var`), brackets included.
  private static func arrayDeclaration(named name: String, in text: String) -> Substring? {
    for keyword in ["let", "var"] {
      var searchStart = text.startIndex
      while let found = text.range(of: "\(keyword) \(name)", range: searchStart..<text.endIndex) {
        searchStart = found.upperBound
        let rest = text[found.upperBound...]
        guard let first = rest.first, !first.isLetter, !first.isNumber, first != "_",
          let equals = rest.firstIndex(of: "="), let open = rest[equals...].firstIndex(of: "[")
        else { continue }
        guard let close = matchingClose(of: open, in: text) else { return nil }
        return text[open...close]
      }
    }
    return nil
  }

  private static func matchingClose(of open: String.Index, in text: String) -> String.Index? {
    let opening = text[open]
    let closing: Character = opening == "(" ? ")" : "]"
    var depth = 0
    var index = open
    while index < text.endIndex {
      if text[index] == opening { depth += 1 }
      if text[index] == closing {
        depth -= 1
        if depth == 0 { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The manifest with its comments blanked; string literals are kept (`"https://…"`).
  static func withoutComments(_ text: String) -> String {
    var result = ""
    var iterator = Array(text)[...]
    var inString = false
    while let character = iterator.popFirst() {
      if inString {
        result.append(character)
        if character == "\\", let escaped = iterator.popFirst() {
          result.append(escaped)
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
        result.append(character)
      } else if character == "/", iterator.first == "/" {
        while let next = iterator.first, next != "\n" { iterator.removeFirst() }
      } else if character == "/", iterator.first == "*" {
        iterator.removeFirst()
        while let next = iterator.popFirst(), !(next == "*" && iterator.first == "/") {}
        _ = iterator.popFirst()
        result.append(" ")
      } else {
        result.append(character)
      }
    }
    return result
  }
}
