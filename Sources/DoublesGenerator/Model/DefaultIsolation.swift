/// The isolation that a module gives declarations that state none: Swift 6.2's
/// `-default-isolation` (SwiftPM's `.defaultIsolation(MainActor.self)`, Xcode's Default Actor
/// Isolation).
///
/// The command reads source, not build settings, so it is told the default isolation of the
/// module that declares the protocols. It then writes the isolation of each double out in full,
/// and the doubles compile in a test target whatever that target's own default is.
public enum DefaultIsolation: String, CaseIterable, Sendable {
  /// Declarations without isolation are isolated to the main actor.
  case mainActor = "MainActor"
  /// Declarations without isolation are nonisolated, as without the setting.
  case nonisolated
}

extension ProtocolModel {
  /// The model with `isolation` written out. A module isolated to the main actor by default
  /// leaves its protocols nonisolated and isolates each requirement that states no isolation
  /// (its interface shows `@MainActor func load()` in a plain `protocol`); the model says so.
  package func stating(_ isolation: DefaultIsolation) -> ProtocolModel {
    guard globalActor == nil, !isNonisolated, !isActorBound else { return self }
    var model = self
    model.isNonisolated = true
    if isolation == .mainActor {
      for index in model.members.indices where !model.members[index].statesIsolation {
        model.members[index].attributes.append("@MainActor")
      }
    }
    return model
  }
}

extension Member {
  /// Whether the requirement states its isolation: a global actor, `nonisolated` or `@concurrent`.
  var statesIsolation: Bool {
    attributes.contains { $0.hasSuffix("Actor") || $0 == "@concurrent" || $0.hasPrefix("nonisolated") }
  }
}

extension ClassModel {
  /// The model with `isolation` written out: a class that states no isolation gets the
  /// module's default.
  package func stating(_ isolation: DefaultIsolation) -> ClassModel {
    guard globalActor == nil, !isNonisolated else { return self }
    var model = self
    switch isolation {
    case .mainActor: model.globalActor = "@MainActor"
    case .nonisolated: model.isNonisolated = true
    }
    return model
  }
}
