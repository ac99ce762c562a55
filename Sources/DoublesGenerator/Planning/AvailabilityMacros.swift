/// Availability macros: `@available(hummingbird 2.0, *)` means what the declaring module's build
/// defines (SwiftPM's `.enableExperimentalFeature("AvailabilityMacro=hummingbird 2.0:macOS 14.0,
/// iOS 17.0")`, swiftc's `-define-availability`), and nothing in a module built without that
/// definition, such as a test target: Swift rejects the attribute there. The doubles say what
/// each macro stands for, or leave it out.
package struct AvailabilityMacros: Equatable, Sendable {
  /// The platforms each macro stands for, by the macro as attributes write it: `["hummingbird
  /// 2.0": "macOS 14.0, iOS 17.0"]`.
  package var definitions: [String: String] = [:]

  /// The Apple platforms, whose versions an expanded macro keeps.
  static let applePlatforms: Set<String> = [
    "iOS", "iOSApplicationExtension", "macOS", "macOSApplicationExtension", "OSX", "OSXApplicationExtension",
    "macCatalyst", "macCatalystApplicationExtension", "watchOS", "watchOSApplicationExtension", "tvOS",
    "tvOSApplicationExtension", "visionOS", "visionOSApplicationExtension", "xrOS", "DriverKit",
  ]

  /// The platforms Swift knows, which no macro can be named after.
  static let platforms: Set<String> = applePlatforms.union([
    "swift", "_PackageDescription", "Android", "Windows", "FreeBSD", "OpenBSD", "Linux", "anyAppleOS",
  ])

  /// The definitions as a build writes them, `hummingbird 2.0:macOS 14.0, iOS 17.0`; the first
  /// of a macro wins. One without a `:` is left out.
  package init(_ written: [String] = []) {
    for definition in written {
      guard let colon = definition.firstIndex(of: ":") else { continue }
      let macro = Self.normalized(definition[..<colon])
      let platforms = Self.normalized(definition[definition.index(after: colon)...])
      if definitions[macro] == nil, !macro.isEmpty, !platforms.isEmpty { definitions[macro] = platforms }
    }
  }

  /// `attribute` with each macro it names replaced by what it stands for and each macro not
  /// defined here left out (`nil` when nothing but `*` is left), and the macros left out.
  func expanding(_ attribute: String) -> (attribute: String?, undefined: [String]) {
    guard attribute.hasPrefix("@available("), attribute.hasSuffix(")"), !attribute.contains("\"") else {
      return (attribute, [])
    }
    let arguments = attribute.dropFirst("@available(".count).dropLast().split(separator: ",").map(Self.normalized)
    // The long form names one platform, then what happened in it: `@available(macOS, introduced:
    // 10.15)`, `@available(*, deprecated, message: "…")`. No macro there.
    guard let first = arguments.first, first.contains(" ") else { return (attribute, []) }
    var kept: [String] = []
    var undefined: [String] = []
    var changed = false
    for argument in arguments {
      let words = argument.split(separator: " ")
      guard words.count == 2, !words[0].hasSuffix(":"), !Self.platforms.contains(String(words[0])),
        words[1].first?.isNumber == true
      else {
        kept.append(argument)
        continue
      }
      changed = true
      if let platforms = definitions[argument] {
        // Only Apple platforms' versions matter to a double, and a definition may name a platform
        // an older compiler does not know (Hummingbird's `Android 28`).
        let apple = platforms.split(separator: ",").map(Self.normalized).filter { entry in
          Self.applePlatforms.contains(String(entry.prefix { $0 != " " }))
        }
        if !apple.isEmpty { kept.append(apple.joined(separator: ", ")) }
      } else {
        undefined.append(argument)
      }
    }
    guard changed else { return (attribute, []) }
    return (kept.allSatisfy { $0 == "*" } ? nil : "@available(\(kept.joined(separator: ", ")))", undefined)
  }

  /// `text` with its words separated by single spaces.
  private static func normalized(_ text: Substring) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

extension GenerationPlan {
  /// Says in every double's `@available` attributes what each availability macro of `macros`
  /// stands for, and leaves out those it does not define, with a note for each, at the first
  /// declaration that names it.
  mutating func expandAvailabilityMacros(_ macros: AvailabilityMacros, _ files: [ScannedFile]) {
    var undefined: [String: String] = [:]
    func expand(_ attributes: [String], of name: String) -> [String] {
      attributes.compactMap { attribute in
        let (expanded, left) = macros.expanding(attribute)
        for macro in left where undefined[macro] == nil { undefined[macro] = name }
        return expanded
      }
    }
    for index in protocolDoubles.indices {
      let name = protocolDoubles[index].model.name
      protocolDoubles[index].model.availability = expand(protocolDoubles[index].model.availability, of: name)
      for member in protocolDoubles[index].model.members.indices {
        protocolDoubles[index].model.members[member].attributes = expand(
          protocolDoubles[index].model.members[member].attributes, of: name)
      }
    }
    classModels = classModels.map { model in
      var model = model
      model.availability = expand(model.availability, of: model.name)
      return model
    }
    closureStructModels = closureStructModels.map { model in
      var model = model
      model.availability = expand(model.availability, of: model.name)
      return model
    }
    for (macro, name) in undefined.sorted(by: { $0.key < $1.key }) {
      let location =
        files.lazy.compactMap { file in
          file.protocols.first { $0.name == name }?.location ?? file.classes.first { $0.name == name }?.location
            ?? file.closureStructs.first { $0.name == name }?.location
        }.first ?? .init(file: files.first?.file ?? "", line: 1, column: 1)
      diagnostics.append(
        LocatedDiagnostic(
          .note,
          "'\(name)' is available by the availability macro '\(macro)', which the doubles leave out since a "
            + "test target does not define it: give its definition with --availability-macro '\(macro):macOS …' "
            + "so that they compile on Apple platforms",
          at: location))
    }
  }
}
