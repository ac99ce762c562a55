import DoublesMacros
import Foundation

@Doubled
protocol ClassBound: AnyObject {
  var text: String? { get set }
  func reloadData()
}

@Doubled
protocol SendableShapes: Sendable {
  func send(_ value: Int) async
}

@Doubled
@MainActor
protocol ViewModelType {
  var title: String { get }
  func confirm()
}

@Doubled
protocol Counter: Actor {
  func increment() -> Int
  var value: Int { get }
}

@Doubled
protocol ConditionalShapes {
  #if os(Linux)
    func onLinux() -> Int
  #else
    func elsewhere() -> Int
  #endif
  #if DOUBLES_NEVER_DEFINED
    func never()
  #endif
  @available(macOS 99, *)
  func future() -> String
}

@Doubled
nonisolated protocol Clock {
  func now() -> Int
}

@Doubled
protocol MixedIsolation {
  @MainActor func render() -> String
  nonisolated func identifier() -> String
  @concurrent func crunch(_ values: [Int]) async -> Int
  nonisolated(nonsending) func refresh() async throws -> Bool
}

@Doubled
protocol Presenting {
  func present(_ message: String)
}

/// A main-actor type whose conformance is isolated to the main actor (SE-0470): a partial double
/// forwards to it from the main actor.
@MainActor
final class ShapeScreen {
  var shown: [String] = []
}

extension ShapeScreen: @MainActor Presenting {
  func present(_ message: String) { shown.append(message) }
}

/// Refines a protocol isolated to the main actor: in an app module isolated to the main actor by
/// default, its double makes the parent's handles from a nonisolated context.
@Doubled
protocol DetailScreenModel: ViewModelType {
  func close()
}

/// An actor protocol with static, initializer and `Self` requirements, which the double of an
/// actor protocol that refines it answers too.
@Doubled
protocol Tallying: Actor {
  static var limit: Int { get }
  init(start: Int)
  func same() -> Self
}

@Doubled
protocol ResettableTally: Tallying, Actor {
  func reset()
}

/// The same, on the main actor.
@Doubled
@MainActor
protocol Routed {
  static var route: String { get }
  init(title: String)
}

@Doubled
@MainActor
protocol RoutedDetail: Routed {
  func close()
}

/// A nonisolated protocol with an initializer (in a module isolated to the main actor by default,
/// `nonisolated`), which a protocol on the main actor refines.
@Doubled
nonisolated protocol Captioned {
  init(caption: String)
  var caption: String { get }
}

@Doubled
@MainActor
protocol CaptionedScreen: Captioned {
  func show()
}

/// On the main actor, refining `Decodable`, whose `init(from:)` is nonisolated.
@Doubled
@MainActor
protocol LoadedModel: Decodable {
  func reload()
}

/// A global actor passes to the protocols that refine one, but not through a parent marked
/// `nonisolated`: `Curtain` takes its module's default isolation, as Swift infers it.
@Doubled
@MainActor
protocol Stage {
  func show()
}

@Doubled
nonisolated protocol Prop: Stage {
  func place()
}

@Doubled
protocol Curtain: Prop {
  func drop()
}

/// A main-actor protocol with requirements that are not: their witnesses reach the real object
/// of a partial double through a nonisolated accessor.
@Doubled
@MainActor
protocol MainActorWithNonisolatedShapes {
  nonisolated func identifier() -> String
  nonisolated var name: String { get }
  func update()
}

/// `async` closures as parameters, whose isolation depends on the module's setting
/// (`NonisolatedNonsendingByDefault`): `.ci/isolation-modes` compiles these in every setting.
@Doubled
protocol AsyncClosureShapes {
  func perform(_ work: @Sendable () async -> Void) async
  func value(_ make: () async throws -> Int) async rethrows -> Int
  func schedule(_ work: @escaping @Sendable () async -> Void)
  func handlers() -> [@Sendable () async -> Void]
}
