/// The handles of the static requirements of generic doubles, one set per concrete type.
///
/// Swift has no static stored properties in generic types, so `StoreDouble<Int>.on` is a
/// computed property that looks its handles up here, keyed by the metatype: `StoreDouble<Int>`
/// and `StoreDouble<String>` get separate handles, as their own static members would be.
public enum StaticHandles {
  private static let storage = Locked<[ObjectIdentifier: Any]>([:])

  /// The handles of `type`, made by `make` the first time they are asked for.
  public static func of<Handles>(_ type: Any.Type, make: () -> Handles) -> Handles {
    storage.withLock { handles in
      if let existing = handles[ObjectIdentifier(type)] as? Handles { return existing }
      let made = make()
      handles[ObjectIdentifier(type)] = made
      return made
    }
  }
}
