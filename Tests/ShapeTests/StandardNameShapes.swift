import DoublesMacros
import Foundation

/// The standard library's names, declared again where the doubles are written: a module that
/// declares `typealias Error = Int`, or a `Result` or `Task` of its own, captures every name a
/// double spells bare. The doubles spell them `Swift.Never`, `any Swift.Error`, and so on.
/// (`StandardNameTests` declares them in a module, with refining protocols.) The protocols nested
/// here have their witnesses in their doubles' classes, where the names they use are found.
enum StandardNameShapes {
  typealias Error = Swift.Int
  struct Never {}
  struct Void {}
  struct Bool {}
  struct String {}
  struct StaticString {}
  struct UInt {}
  struct Sendable {}
  struct Hasher {}
  struct ObjectIdentifier {}
  struct KeyPath {}
  struct AsyncStream {}
  struct AsyncThrowingStream {}
  struct UnownedJob {}
  struct Mirror {}
  struct Result {}
  struct Task {}

  @Doubled
  protocol Shadowed {
    func load() throws -> Swift.Int
    func typed() throws(StandardNameFailure) -> Swift.Int
    func later() async throws -> Swift.Int
    func update(_ value: inout Swift.Int)
    func run(_ work: @escaping @Sendable () -> Swift.Void)
    func values() -> Swift.AsyncStream<Swift.Int>
    func failing() -> Swift.AsyncThrowingStream<Swift.Int, any Swift.Error>
    func generic<Value>(_ value: Value) -> Value
    var count: Swift.Int { get set }
    var remote: Swift.Int { get async throws }
    subscript(index: Swift.Int) -> Swift.String { get }
    static var shared: Swift.Int { get }
    init(seed: Swift.Int)
  }

  @Doubled
  protocol ShadowedParents: Swift.Hashable, Swift.CustomStringConvertible, Swift.Comparable {
    func ping()
  }

  /// A protocol whose name needs backticks: its double is `TypeDouble`.
  @Doubled
  protocol `Type` {
    func kind() -> Swift.Int
  }
}

/// An error a shadowed protocol throws, declared where a protocol extension at the top level
/// finds it.
struct StandardNameFailure: Swift.Error, Swift.Equatable {}

/// A standard name declared again as the protocol's own type alias (WasmKit's WASI clocks): its
/// double's handles, in a class of their own, name the tuple it stands for.
@Doubled
protocol TupleClock {
  typealias Duration = (seconds: UInt64, nanoseconds: UInt32)
  func resolution() -> Duration
  func elapsed(since start: Duration) throws -> Duration
}
