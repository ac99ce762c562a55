/// How a double spells a parameter: in a witness's signature, in a handle's `Arguments`, and in
/// the expressions that record it and pass it on.
extension Parameter {
  /// The type of this argument inside the handle's `Arguments` tuple, such as `Int`, `[String]`
  /// for `String...`, `Any` for a type that mentions a generic parameter of the method, or the
  /// runtime's placeholders for what cannot be stored.
  var storageType: String {
    switch passing {
    case .autoclosure: return mentionsGeneric ? "Any" : HandleStorage.type(for: valueType)
    case .nonEscapingClosure: return "NonEscapingClosure"
    case .owned: return isConsumedJob ? StandardLibraryNames.unownedJob : "NoncopyableArgument"
    case .value:
      if mentionsGeneric { return "Any" }
      let stored = HandleStorage.type(for: valueType)
      // `Any...` is kept as `Any`, which holds the array too.
      return isVariadic && stored != "Any" ? "[\(stored)]" : stored
    }
  }

  /// How the witness passes the argument into the recorded tuple: `name`, `name()` for an
  /// autoclosure, a placeholder for what cannot be stored.
  var recordedExpression: String {
    let reference = Keywords.escaped(name)
    switch passing {
    case .autoclosure:
      let value = (autoclosureThrows ? "try " : "") + "\(reference)()"
      return storageType == "Any" && isOptional ? "\(value) as Any" : value
    case .nonEscapingClosure: return "NonEscapingClosure()"
    case .owned: return isConsumedJob ? "\(StandardLibraryNames.unownedJob)(\(reference))" : "NoncopyableArgument()"
    case .value:
      // An optional kept as `Any` must say so, or the compiler warns of an implicit coercion.
      return storageType == "Any" && isOptional ? "\(reference) as Any" : reference
    }
  }

  /// Whether the parameter is a `consuming ExecutorJob`, as an executor's `enqueue(_:)` takes:
  /// the double records it as the `UnownedJob` it converts to, which a stub can run
  /// (`job.runSynchronously(on:)`), where another noncopyable value is recorded as a marker.
  var isConsumedJob: Bool {
    let words = declaredType.split(separator: " ")
    return words.count == 2 && words[0] == "consuming"
      && ["ExecutorJob", "_Concurrency.ExecutorJob", "Swift.ExecutorJob"].contains(String(words[1]))
  }

  /// How the witness passes the argument to the real object: `name`, `&name`, `name()`.
  var forwardedExpression: String {
    let reference = Keywords.escaped(name)
    if passing == .autoclosure { return (autoclosureThrows ? "try " : "") + "\(reference)()" }
    return isInout ? "&\(reference)" : reference
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

  /// The label as a declaration, a call or a declaration name writes it: with backticks for
  /// `inout`, `var` and `let`, which need them there, and for a raw identifier.
  var writtenLabel: String {
    Keywords.reservedInArgumentLabels.contains(label) || Keywords.isRawIdentifier(label) ? "`\(label)`" : label
  }

  /// The label as a call writes it: with backticks for `inout` and a raw identifier only (a call
  /// that writes `` `let`: `` draws a warning).
  var calledLabel: String { Keywords.callLabel(label) }

  private func declaration(spellingLabel: Bool) -> String {
    let escapedName = Keywords.escaped(name)
    // A label that is also the name is written once (backticked if it is a keyword): writing
    // `in in: T` would draw a warning.
    if label == name && !spellingLabel { return "\(escapedName): \(declaredType)" }
    return "\(writtenLabel) \(escapedName): \(declaredType)"
  }
}
