/// The handles of doubles' static requirements, one set per concrete type and per test.
///
/// A static requirement has no instance to hold its handles, so `FactoryDouble.on` is a computed
/// property that looks them up here. Inside a test they belong to that test: Swift Testing runs
/// tests in parallel, and a stub one test gives `FactoryDouble.on.make` must not answer another's
/// calls, nor must a test have to reset what it stubbed. So the handles are kept per owner: the
/// scope of `.verifiesDoubles` or `verifyDoublesAtTearDown()` when there is one, else the running
/// test (a Swift Testing test case, found through the task; the XCTest test case that runs), else
/// the process. Generic doubles get one set per concrete type, as their own static members would.
@_documentation(visibility: internal)
public enum StaticHandles {
  /// Who a set of handles belongs to.
  enum Owner: Hashable {
    /// No test runs where the handles are asked for.
    case process
    /// A ``DoubleScope``, which ends with its test.
    case scope(ObjectIdentifier)
    /// A test, as the test framework identifies it.
    case test(AnyHashable)

    /// The owner of handles asked for here and now.
    static var current: Owner {
      if let scope = DoubleScope.forNewDouble { return .scope(ObjectIdentifier(scope)) }
      if let test = TestFrameworkBridgeLookup.bridge?.currentTestIdentity() { return .test(test) }
      return .process
    }
  }

  private struct Key: Hashable {
    let owner: Owner
    let type: ObjectIdentifier
  }

  private static let storage = Locked<[Key: Any]>([:])

  /// The handles of `type` for the test that runs (see ``StaticHandles``), made by `make` the
  /// first time that test asks for them.
  public static func of<Handles>(_ type: Any.Type, make: () -> Handles) -> Handles {
    let key = Key(owner: .current, type: ObjectIdentifier(type))
    return storage.withLock { handles in
      if let existing = handles[key] as? Handles { return existing }
      let made = make()
      handles[key] = made
      return made
    }
  }

  /// Forgets the handles of `owner`, whose test has ended.
  static func release(_ owner: Owner) {
    let released = storage.withLock { handles in
      let keys = handles.keys.filter { $0.owner == owner }
      return keys.map { handles.removeValue(forKey: $0) }
    }
    _ = released  // Released outside the lock: a stub's captures may do anything in deinit.
  }

  /// Forgets the handles of the test `identity` (see ``TestFrameworkBridge/currentTestIdentity()``),
  /// which has ended.
  package static func releaseHandles(ofTest identity: AnyHashable) {
    release(.test(identity))
  }
}
