/// A parameter of a method, subscript or initializer.
package struct Parameter: Equatable, Sendable {
  /// The external label; `_` for none.
  package var label: String
  /// The internal name used in the witness body (never `_`).
  package var name: String
  /// The type as written, such as `inout Int`, `String...` or `@escaping (Bool) -> Void`.
  package var declaredType: String
  /// The type of this argument inside the handle's `Arguments` tuple, such as `Int`, `[String]`,
  /// `(Bool) -> Void`, `Any` for types mentioning a generic parameter of the method.
  package var storageType: String
  /// How the witness passes the argument into the recorded tuple, such as `name`,
  /// `NonEscapingClosure()` for a closure that cannot be stored.
  package var recordedExpression: String
  /// How the witness passes the argument to the real object, such as `name` or `&name`.
  package var forwardedExpression: String
  /// Whether the parameter is variadic, which rules out forwarding.
  package var isVariadic: Bool
  /// Whether the parameter is `consuming` or `borrowing`: recorded as `NoncopyableArgument()`,
  /// and the call is not forwarded.
  package var isOwned: Bool
  /// The default value as written, such as `.shared`, or `nil`. Class doubles repeat it in their
  /// initializers and overrides; protocol requirements cannot have one.
  package var defaultValue: String? = nil

  /// Whether the witness can pass the parameter on to a real object.
  var canForward: Bool { !isVariadic && !isOwned }

  /// Creates a parameter.
  package init(
    label: String,
    name: String,
    declaredType: String,
    storageType: String,
    recordedExpression: String,
    forwardedExpression: String,
    isVariadic: Bool = false,
    isOwned: Bool = false
  ) {
    self.label = label
    self.name = name
    self.declaredType = declaredType
    self.storageType = storageType
    self.recordedExpression = recordedExpression
    self.forwardedExpression = forwardedExpression
    self.isVariadic = isVariadic
    self.isOwned = isOwned
  }

  /// The parameter as declared in a method's or initializer's witness: `label name: Type`.
  var declaration: String { declaration(spellingLabel: false) }

  /// The parameter as a handle's documentation shows it: as declared, but a label that is also
  /// the name is written once and bare (`as: Int.Type`), since the text sits in a code span.
  var documentedDeclaration: String { label == name ? "\(label): \(declaredType)" : declaration }

  /// The parameter as declared in a subscript's witness, where a label is written only when it
  /// precedes the name (`key key: String`).
  var subscriptDeclaration: String { declaration(spellingLabel: label != "_") }

  /// The parameter as an override or an initializer of a class double declares it: with its
  /// default value.
  var declarationWithDefault: String { declaration + (defaultValue.map { " = \($0)" } ?? "") }

  private func declaration(spellingLabel: Bool) -> String {
    let escapedName = Keywords.escaped(name)
    let writtenLabel = Keywords.reservedInArgumentLabels.contains(label) ? "`\(label)`" : label
    // A label that is also the name is written once (backticked if it is a keyword): writing
    // `in in: T` would draw a warning.
    if label == name && !spellingLabel { return "\(escapedName): \(declaredType)" }
    return "\(writtenLabel) \(escapedName): \(declaredType)"
  }
}
