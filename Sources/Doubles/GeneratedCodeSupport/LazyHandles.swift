/// The handles of a double's deprecated requirements, each made on first use.
///
/// A handle's type names the requirement's parameter and result types. Were the handle of a
/// deprecated requirement a stored property, the double's initializer would have to name them
/// outside a deprecated context, and every build of the double would warn. Generated doubles
/// declare such handles as deprecated computed properties that make them here instead.
@_documentation(visibility: internal)
public final class LazyHandles: @unchecked Sendable {
  private let lock = Lock()
  private var handles: [Int: AnyObject] = [:]

  /// An empty store.
  public init() {}

  /// The handle in `slot`, made by `make` the first time it is asked for.
  public func handle<Handle: AnyObject>(_ slot: Int, _ make: () -> Handle) -> Handle {
    lock.withLock {
      if let existing = handles[slot] as? Handle { return existing }
      let made = make()
      handles[slot] = made
      return made
    }
  }
}
