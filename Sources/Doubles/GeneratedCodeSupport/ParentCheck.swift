extension TestDouble {
  /// What the compiler reports when a protocol that a `@Doubled` protocol refines has no double.
  ///
  /// `@Doubled` sees only the protocol it is attached to, so the double of a refining protocol
  /// cannot tell whether its parents were doubled. It calls this function with each parent
  /// (`Self.checkParentIsDoubled((any Named).self)`), and the extension that `@Doubled` writes for
  /// a protocol declares a nearer overload for that protocol. Without one, the call lands here and
  /// the compiler reports this function's message, which says what to do, next to its own
  /// complaint about the parent's missing `Doubling` protocol.
  @available(
    *, unavailable,
    message:
      "the protocol passed here has no double: mark it @Doubled too (if it is declared in another module: there, public, in a module that defines DOUBLES), or double the protocol that refines it with the 'doubles' command or plug-in, which read parents from other files and modules"
  )
  public static func checkParentIsDoubled<Parent>(_ parent: Parent.Type) {}

  /// ``checkParentIsDoubled(_:)``, as the double of an actor protocol calls it: an actor
  /// protocol's extension declares its own overload of this one available, and of the other
  /// unavailable, with a message that asks for `: Actor` on the refining protocol.
  @available(
    *, unavailable,
    message:
      "the protocol passed here has no double: mark it @Doubled too (if it is declared in another module: there, public, in a module that defines DOUBLES), or double the protocol that refines it with the 'doubles' command or plug-in, which read parents from other files and modules"
  )
  public static func checkParentIsDoubledForActor<Parent>(_ parent: Parent.Type) {}

  /// ``checkParentIsDoubled(_:)``, as the double of a protocol that pins associated types of its
  /// parents (`where Key == Int`) calls it: a parent with associated types declares this one
  /// available and the other unavailable.
  @available(
    *, unavailable,
    message:
      "the protocol passed here has no double: mark it @Doubled too (if it is declared in another module: there, public, in a module that defines DOUBLES), or double the protocol that refines it with the 'doubles' command or plug-in, which read parents from other files and modules"
  )
  public static func checkPinnedParentIsDoubled<Parent>(_ parent: Parent.Type) {}

  /// ``checkPinnedParentIsDoubled(_:)``, as the double of an actor protocol calls it.
  @available(
    *, unavailable,
    message:
      "the protocol passed here has no double: mark it @Doubled too (if it is declared in another module: there, public, in a module that defines DOUBLES), or double the protocol that refines it with the 'doubles' command or plug-in, which read parents from other files and modules"
  )
  public static func checkPinnedParentIsDoubledForActor<Parent>(_ parent: Parent.Type) {}

  /// ``checkParentIsDoubled(_:)``, as the double of a protocol that refines `NSObjectProtocol`
  /// calls it: a parent that refines it too declares this one available and the other
  /// unavailable, with a message that asks for `: NSObjectProtocol` on the refining protocol.
  @available(
    *, unavailable,
    message:
      "the protocol passed here has no double: mark it @Doubled too (if it is declared in another module: there, public, in a module that defines DOUBLES), or double the protocol that refines it with the 'doubles' command or plug-in, which read parents from other files and modules"
  )
  public static func checkParentIsDoubledForObject<Parent>(_ parent: Parent.Type) {}

  /// ``checkPinnedParentIsDoubled(_:)``, as the double of a protocol that refines
  /// `NSObjectProtocol` calls it.
  @available(
    *, unavailable,
    message:
      "the protocol passed here has no double: mark it @Doubled too (if it is declared in another module: there, public, in a module that defines DOUBLES), or double the protocol that refines it with the 'doubles' command or plug-in, which read parents from other files and modules"
  )
  public static func checkPinnedParentIsDoubledForObject<Parent>(_ parent: Parent.Type) {}
}
