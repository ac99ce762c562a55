import Doubles
import DoublesMacros
import Foundation

// Structs of closures, the shape of dependency clients (swift-dependencies' `@DependencyClient`,
// The Composable Architecture's clients, plain structs of functions), with every closure shape a
// double must record. That this file compiles, warning-free in Swift 6 and Swift 5 modes, is the
// first test.

/// A `@DependencyClient`-shaped client: `Sendable`, `@Sendable` closures with named parameters.
@Doubled
struct ShapeNumberFactClient: Sendable {
  var fact: @Sendable (_ number: Int) async throws -> String
  var favorite: @Sendable () async -> Int
  var save: @Sendable (_ number: Int, _ fact: String) throws -> Void
  var now: @Sendable () -> Date = { Date(timeIntervalSince1970: 0) }
  var updates: @Sendable () -> AsyncStream<Int>
  var name = "number facts"
}

/// The error a typed-throws closure throws.
enum ShapeClosureError: Error, Equatable {
  case offline
}

/// Closures of every other shape: unnamed and variadic parameters, `inout`, a closure that takes
/// a callback or a non-escaping closure, typed throws, an optional closure, keyword names.
@Doubled
struct ShapeCallbacks {
  var didSelect: (Int, String) -> Void
  var collect: (String...) -> Int
  var adjust: (inout Int) -> Void
  var fetch: (_ completion: @escaping (Result<[String], ShapeClosureError>) -> Void) -> Void
  var each: (_ body: (Int) -> Void) -> Void
  var validate: (String) throws(ShapeClosureError) -> Int
  var load: (String) async throws(ShapeClosureError) -> Data
  var onClose: (() -> Void)?
  var `default`: (_ in: Int, _ real: Int, _ call: Int) async -> Int
  let make: () -> [String: Int]
  var observed: () -> Void = {} {
    didSet {}
  }
  var computed: Int { 0 }
  static let shared: @Sendable () -> Void = {}
}

/// A struct isolated to the main actor: its double's `value` is too.
@Doubled
@MainActor
struct ShapeScreenActions {
  var show: (String) -> Void
  var confirm: (_ question: String) async -> Bool
}

/// A public client with a public initializer, as a library declares it.
@Doubled
public struct ShapePublicClient: Sendable {
  /// Sends a message.
  public var send: @Sendable (_ message: String) async throws -> Void

  /// A client that sends with `send`.
  public init(send: @escaping @Sendable (_ message: String) async throws -> Void) {
    self.send = send
  }
}

/// A client in The Composable Architecture's style: nested types (one thrown), `Self`, several
/// properties in one declaration, optional closures spelled every way, a non-closure optional without a value.
@Doubled
struct ShapeSearchClient: Sendable {
  struct Result: Equatable, Sendable {
    var name: String
  }

  enum Failure: Error, Equatable {
    case offline
  }

  var search: @Sendable (_ query: String) async throws -> [Result]
  var retry: @Sendable () throws(Failure) -> Int
  var refined: @Sendable (_ client: Self, _ depth: Int) -> Self
  var first, last: @Sendable () -> Result?
  var token: String?
  var onChange: Optional<@Sendable (Int) -> Void>
  var onClear: (@Sendable () -> Void)!
  var present: @MainActor @Sendable (String) -> Void
  var pair: @Sendable (Int, _ argument1: String) -> Void
}

/// A deprecated struct of closures: its double is deprecated with it.
@Doubled
@available(*, deprecated, message: "use ShapeNumberFactClient")
struct DeprecatedShapeClient {
  var legacy: () -> Int
}
