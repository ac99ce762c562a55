import Doubles
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Gives each live ``HTTPDouble`` a `URLProtocol` class of its own and lets that class find it.
///
/// Classes are specialisations of ``DoubleURLProtocol`` on types built from a slot number (its
/// binary digits spelled as nested `Zero`/`One` wrappers), so any number of doubles can exist at
/// once. Slots are never reused: a session made from a configuration that outlived its double
/// must fail its requests, not reach a newer double (a class costs a few hundred bytes of
/// metadata, so a run of thousands of tests stays small).
final class ProtocolRegistration: Sendable {
  private struct Registry {
    var doubles: [ObjectIdentifier: WeakDouble] = [:]
    var slotCount = 0
  }

  private struct WeakDouble {
    weak var double: HTTPDouble?
  }

  private static let registry = Locked(Registry())

  let slot: Int
  let protocolClass: URLProtocol.Type

  init() {
    let slot = Self.registry.withLock { registry -> Int in
      registry.slotCount += 1
      return registry.slotCount - 1
    }
    self.slot = slot
    self.protocolClass = Self.mint(slot)
  }

  deinit {
    let key = ObjectIdentifier(protocolClass)
    _ = Self.registry.withLock { $0.doubles.removeValue(forKey: key) }
  }

  /// Makes `double` the one this registration's class answers for.
  func attach(_ double: HTTPDouble) {
    let key = ObjectIdentifier(protocolClass)
    Self.registry.withLock { $0.doubles[key] = WeakDouble(double: double) }
  }

  /// A configuration whose sessions use only this registration's class.
  func configuration() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [protocolClass]
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    return configuration
  }

  /// The double the class `key` answers for, while it is alive.
  static func double(for key: ObjectIdentifier) -> HTTPDouble? {
    registry.withLock { $0.doubles[key]?.double }
  }

  /// The protocol class of slot `number`.
  static func mint(_ number: Int) -> URLProtocol.Type {
    func wrap<Tail>(_ remaining: Int, _: Tail.Type) -> URLProtocol.Type {
      guard remaining > 1 else { return DoubleURLProtocol<Tail>.self }
      return remaining & 1 == 0 ? wrap(remaining >> 1, Zero<Tail>.self) : wrap(remaining >> 1, One<Tail>.self)
    }
    return wrap(number + 1, Root.self)
  }

  /// The building blocks of slot types.
  enum Root {}
  enum Zero<Tail> {}
  enum One<Tail> {}
}
