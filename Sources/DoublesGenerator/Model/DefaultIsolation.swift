/// The isolation that a module gives declarations that state none: Swift 6.2's
/// `-default-isolation` (SwiftPM's `.defaultIsolation(MainActor.self)`, Xcode's Default Actor
/// Isolation).
///
/// The command reads source, not build settings, so it is told the default isolation of the
/// module that declares the protocols. It then writes the isolation of each double out in full,
/// and the doubles compile in a test target whatever that target's own default is.
package enum DefaultIsolation: String, CaseIterable, Sendable {
  /// Declarations without isolation are isolated to the main actor.
  case mainActor = "MainActor"
  /// Declarations without isolation are nonisolated, as without the setting.
  case nonisolated
}

extension DefaultIsolation {
  /// Gives a type that states no isolation (no global actor, not `nonisolated`) this default.
  func state(onto globalActor: inout String?, isNonisolated: inout Bool) {
    guard globalActor == nil, !isNonisolated else { return }
    switch self {
    case .mainActor: globalActor = "@MainActor"
    case .nonisolated: isNonisolated = true
    }
  }
}

extension ProtocolModel {
  /// The model with the declaring module's settings written out.
  ///
  /// A module isolated to the main actor by default leaves its protocols nonisolated and
  /// isolates each requirement that states no isolation (its interface shows `@MainActor func
  /// load()` in a plain `protocol`). Without `NonisolatedNonsendingByDefault`, a nonisolated
  /// `async` requirement runs on the concurrent pool, not on its caller's actor, so its witness
  /// must too: the model makes it `@concurrent`, and the double compiles in a test module that
  /// has the feature; with it, the requirement runs on its caller's actor, and the model makes it
  /// `nonisolated(nonsending)`, for a test module without. The same holds of the `async`
  /// function types of its signatures (``AsyncFunctionIsolation``).
  package func stating(_ isolation: DefaultIsolation, nonisolatedNonsendingByDefault: Bool) -> ProtocolModel {
    let stated = statingAsyncFunctionTypes(nonisolatedNonsendingByDefault)
    guard globalActor == nil, !inheritsGlobalActor, !isActorBound else { return stated }
    var model = stated
    if !isNonisolated, isolation == .mainActor {
      for index in model.members.indices where !model.members[index].statesIsolation {
        model.members[index].attributes.append("@MainActor")
      }
    }
    model.isNonisolated = true
    for index in model.members.indices where model.members[index].runsOnTheConcurrentPool {
      // `nonisolated(nonsending)` is `nonisolated` too (a known parent's `next()` states it):
      // Swift takes the modifier once.
      if nonisolatedNonsendingByDefault { model.members[index].attributes.removeAll { $0 == "nonisolated" } }
      model.members[index].attributes.append(nonisolatedNonsendingByDefault ? "nonisolated(nonsending)" : "@concurrent")
    }
    return model
  }
}

extension ClassModel {
  /// The model with the declaring module's settings written out: a class that states no
  /// isolation gets the module's default; see ``ProtocolModel/stating(_:nonisolatedNonsendingByDefault:)``.
  package func stating(_ isolation: DefaultIsolation, nonisolatedNonsendingByDefault: Bool) -> ClassModel {
    var model = mappingTypes { text, position in
      position == .signature ? AsyncFunctionIsolation.stated(in: text, nonisolatedNonsendingByDefault) : text
    }
    isolation.state(onto: &model.globalActor, isNonisolated: &model.isNonisolated)
    if model.isNonisolated, !nonisolatedNonsendingByDefault {
      for index in model.overrides.indices where model.overrides[index].member.runsOnTheConcurrentPool {
        model.overrides[index].member.attributes.append("@concurrent")
      }
    }
    return model
  }
}

extension ProtocolModel {
  /// The model with each `async` function type of its signatures stating its isolation
  /// (``AsyncFunctionIsolation``), whatever the protocol's own.
  func statingAsyncFunctionTypes(_ nonisolatedNonsendingByDefault: Bool) -> ProtocolModel {
    mappingTypes { text, position in
      position == .signature ? AsyncFunctionIsolation.stated(in: text, nonisolatedNonsendingByDefault) : text
    }
  }
}

/// How an `async` function type in a signature is isolated when it states nothing, which
/// depends on the module it is written in: on its caller's actor with
/// `NonisolatedNonsendingByDefault`, on the concurrent pool without.
enum AsyncFunctionIsolation {
  /// `text` with the isolation its declaring module gives its `async` function types written
  /// out (`nonisolated(nonsending) () async -> Void`, `@concurrent () async -> Void`), so that
  /// a witness in a test module of another setting has the requirement's type.
  static func stated(in text: String, _ nonisolatedNonsendingByDefault: Bool) -> String {
    TypeText.statingAsyncFunctionIsolation(
      in: text, nonisolatedNonsendingByDefault ? "nonisolated(nonsending)" : "@concurrent")
  }
}

extension ClosureStructModel {
  /// The model with the declaring module's default isolation written out: a struct that states
  /// none has the module's default, and so has the initializer its double calls.
  package func stating(_ isolation: DefaultIsolation) -> ClosureStructModel {
    var model = self
    isolation.state(onto: &model.globalActor, isNonisolated: &model.isNonisolated)
    return model
  }
}

extension Member {
  /// Whether the requirement states its isolation: a global actor, `nonisolated` or `@concurrent`.
  var statesIsolation: Bool {
    attributes.contains { $0.hasSuffix("Actor") || $0 == "@concurrent" || $0.hasPrefix("nonisolated") }
  }

  /// Whether the member is `async` and nonisolated without `nonisolated(nonsending)`: in a
  /// module without `NonisolatedNonsendingByDefault` it runs on the concurrent pool. (Called
  /// once its module's default isolation is written out: a member with no global actor then is
  /// nonisolated.)
  var runsOnTheConcurrentPool: Bool {
    let isAsync: Bool
    switch kind {
    case .method(let method): isAsync = method.isAsync
    case .property(let property): isAsync = property.isAsync
    case .subscript, .initializer: isAsync = false
    }
    return isAsync
      && !attributes.contains { $0.hasSuffix("Actor") || $0 == "@concurrent" || $0 == "nonisolated(nonsending)" }
  }
}
