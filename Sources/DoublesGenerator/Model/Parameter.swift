/// A parameter of a method, subscript or initializer.
package struct Parameter: Equatable, Sendable {
  /// The external label; `_` for none.
  package var label: String
  /// The internal name used in the witness body (never `_`).
  package var name: String
  /// The type as written, such as `inout Int`, `String...` or `@escaping (Bool) -> Void`.
  package var declaredType: String
  /// The type of the value the argument holds, as written: `Int` for `inout Int`,
  /// `(Bool) -> Void` for `@escaping (Bool) -> Void`, `String` for `@autoclosure () -> String`
  /// (what it evaluates to). A variadic parameter's is its element type.
  package var valueType: String
  /// How the argument reaches the witness.
  package var passing: Passing
  /// Whether the type mentions a generic parameter of the method (or subscript, or initializer).
  package var mentionsGeneric: Bool
  /// Whether the parameter is `inout`.
  package var isInout: Bool
  /// Whether the type is optional (`T?`, `T!`, `Optional<T>`); for an `@autoclosure`, the type
  /// of the value it evaluates to.
  package var isOptional: Bool
  /// Whether the parameter is variadic, which rules out forwarding.
  package var isVariadic: Bool
  /// Whether the parameter is `consuming` or `borrowing`, which rules out forwarding (a
  /// `borrowing` closure that is not `@escaping` is passed as ``Passing/nonEscapingClosure``).
  package var isOwned: Bool
  /// Whether the parameter is an `@autoclosure` that throws, which the witness evaluates with
  /// `try`, or, in a member that cannot throw, records as a closure it passes on unevaluated.
  package var autoclosureThrows = false
  /// The default value as written, such as `.shared`, or `nil`. Class doubles repeat it in their
  /// initializers and overrides; protocol requirements cannot have one.
  package var defaultValue: String? = nil

  /// How an argument reaches the witness, which decides what a call records of it.
  package enum Passing: Equatable, Sendable {
    /// A value, recorded as it is.
    case value
    /// An `@autoclosure`, recorded as the value it evaluates to, which is what a test wants to see.
    case autoclosure
    /// A closure that is not `@escaping`, which cannot be stored.
    case nonEscapingClosure
    /// A `consuming` or `borrowing` value, which cannot be copied into the record, nor forwarded.
    case owned
  }

  /// Whether the witness can pass the parameter on to a real object: not a variadic or owned
  /// one, nor a throwing `@autoclosure` of a member that cannot throw (passed on as
  /// `try value()`, it would make the closure that forwards the call a throwing one).
  var canForward: Bool { !isVariadic && !isOwned && !(autoclosureThrows && passing != .autoclosure) }

  /// Creates a parameter.
  package init(
    label: String,
    name: String,
    declaredType: String,
    valueType: String,
    passing: Passing = .value,
    mentionsGeneric: Bool = false,
    isInout: Bool = false,
    isOptional: Bool = false,
    isVariadic: Bool = false,
    isOwned: Bool? = nil
  ) {
    self.label = label
    self.name = name
    self.declaredType = declaredType
    self.valueType = valueType
    self.passing = passing
    self.mentionsGeneric = mentionsGeneric
    self.isInout = isInout
    self.isOptional = isOptional
    self.isVariadic = isVariadic
    self.isOwned = isOwned ?? (passing == .owned)
  }
}
