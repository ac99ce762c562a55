/// Writes the members of a double that record each call in their handle and answer it: a
/// protocol double's witnesses, a class double's overrides, a struct double's closures. They
/// differ only in what they pass a call on to when no stub answers it (``PassingOn``).
struct MemberWriter {
  /// What a member passes a call on to.
  enum PassingOn {
    /// The real object of a partial double, held in the expression given (`real`,
    /// `authorizerReal`): a protocol double's witness. The handle calls it when no stub answers.
    case realObject(String)
    /// The class's own implementation, `super`: a class double's override. The double's
    /// `unstubbed` decides whether the handle calls it.
    case superclass
    /// The real closure of a partial double, captured under the name given: a struct double's
    /// closure.
    case closure(String)
  }

  let passingOn: PassingOn

  // MARK: - Members

  /// Writes a method: `head` (access, modifiers) `func name(…) {`, with `nameSeparator` between
  /// the name and its parameters (a space after an operator), then the call of its handle at
  /// `path`, passed on when `passesOn`.
  /// `declaredName`, when given, is the name declared in place of the method's.
  func writeMethod(
    _ method: Method, head: String, declaredName: String? = nil, nameSeparator: String = "", path: String,
    passesOn: Bool, _ writer: inout SourceWriter
  ) {
    let returns = method.returnClause
    let effects = method.throwsKind.effects(isAsync: method.isAsync)
    let parameters = method.parameters.map(\.declarationWithDefault).joined(separator: ", ")
    writer.block(
      "\(head)func \(declaredName ?? method.name)\(nameSeparator)\(method.genericClause)(\(parameters))\(effects)\(returns)\(method.whereClause) {"
    ) { writer in
      guard case .typedGeneric(let failure) = method.throwsKind else {
        // A body that returns in so many words takes no result builder from the requirement.
        return method.mayHaveResultBuilder ? writeReturningHandleCall(&writer) : writeHandleCall(&writer)
      }
      // The handle throws `any Error`; the witness throws what it caught as the member's `E`.
      writer.block("do {") { writeReturningHandleCall(&$0) }
      writer.block("catch {") { writer in
        writer.line("throw \(path).failure(error, as: \(Self.typeExpression(failure)))")
      }
    }
    /// The handle's call, its value returned with `return`.
    func writeReturningHandleCall(_ writer: inout SourceWriter) {
      var call = SourceWriter(indentUnit: writer.indentUnit)
      writeHandleCall(&call)
      let lines = call.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      for (index, line) in lines.enumerated() {
        let text = line.drop { $0 == " " }
        writer.line(index == 0 && !text.hasPrefix("let ") ? "return " + text : String(line))
      }
    }
    func writeHandleCall(_ writer: inout SourceWriter) {
      writeCall(
        path: path,
        arguments: Self.recordedArguments(method.parameters),
        isAsync: method.isAsync,
        throwsKind: method.throwsKind,
        cast: method.returnTypeMentionsGeneric ? method.returnType : nil,
        noncopyable: method.resultMayBeNoncopyable,
        passedOn: passesOn ? "\(method.name)(\(Self.forwardedArguments(method.parameters)))" : nil,
        takenNames: Set(method.parameters.map(\.name)),
        &writer)
    }
  }

  /// Writes a property; a setter is passed on only when `setterPassesOn` (a value-type real
  /// object cannot be set through an existential).
  func writeProperty(
    _ property: Property, head: String, declaredName: String? = nil, path: String, passesOn: Bool,
    setterPassesOn: Bool, _ writer: inout SourceWriter
  ) {
    let opening = "\(head)var \(declaredName ?? property.name): \(property.type) {"
    if property.isEffectful {
      let effects = property.throwsKind.effects(isAsync: property.isAsync)
      writer.block(opening) { writer in
        writer.block("get\(effects) {") { writer in
          writeCall(
            path: path, arguments: "()", isAsync: property.isAsync, throwsKind: property.throwsKind, cast: nil,
            passedOn: passesOn ? property.name : nil, takenNames: [], &writer)
        }
      }
      return
    }
    let (argument, target) = passingOnArgumentAndTarget
    // A getter that returns in so many words takes no result builder from the requirement.
    let getter =
      (property.mayHaveResultBuilder ? "return " : "")
      + (passesOn ? "\(path).get(\(argument)) { \(target).\(property.name) }" : "\(path).get()")
    let setter =
      setterPassesOn
      ? "\(path).set(newValue, \(argument)) { \(target).\(property.name) = newValue }" : "\(path).set(newValue)"
    writer.accessors(opening, getter: getter, setter: property.hasSetter ? setter : nil)
  }

  /// Writes a subscript.
  func writeSubscript(_ item: Subscript, head: String, path: String, passesOn: Bool, _ writer: inout SourceWriter) {
    let parameters = item.parameters.map { $0.subscriptDeclaration + ($0.defaultValue.map { " = \($0)" } ?? "") }
      .joined(separator: ", ")
    let index = Self.recordedArguments(item.parameters)
    let opening = "\(head)subscript\(item.genericClause)(\(parameters)) -> \(item.returnType)\(item.whereClause) {"
    let cast = item.returnTypeMentionsGeneric ? " as! \(Self.castType(item.returnType))" : ""
    // A generic value is kept as `Any`; an optional one must say so, or the compiler warns.
    let isOptional = item.returnType.hasSuffix("?") || item.returnType.hasSuffix("!")
    let newValue = item.returnTypeMentionsGeneric && isOptional ? "newValue as Any" : "newValue"
    guard passesOn else {
      writer.accessors(
        opening, getter: "\(path).get(\(index))\(cast)",
        setter: item.hasSetter ? "\(path).set(\(index), \(newValue))" : nil)
      return
    }
    let (argument, target) = passingOnArgumentAndTarget
    let element = "\(target)[\(Self.forwardedArguments(item.parameters))]"
    let getter = "\(path).get(\(index), \(argument)) { \(element) }\(cast)"
    let setter = "\(path).set(\(index), \(newValue), \(argument)) { \(element) = newValue }"
    writer.accessors(opening, getter: getter, setter: item.hasSetter ? setter : nil)
  }

  /// The handle's argument that says what to pass a call on to, and the expression a closure
  /// the handle runs passes it on through: `forwardingTo: real` and `$0`, or `unstubbed:
  /// unstubbed` and `super`.
  private var passingOnArgumentAndTarget: (argument: String, target: String) {
    switch passingOn {
    case .realObject(let real): ("forwardingTo: \(real)", "$0")
    case .superclass: ("unstubbed: unstubbed", "super")
    case .closure(let real): ("forwardingTo: \(real)", "$0")
    }
  }

  // MARK: - Calls

  /// Writes the call of the handle at `path`: `try on.x.call(arguments, forwardingTo: real) { … }`,
  /// which passes the call on as `passedOn` (`load(id: id)`, or the arguments of a closure), or
  /// without passing it on when `passedOn` is `nil`. An `async` member begins the call on its
  /// handle and passes it on in place (see ``writeAsyncPassingOn(begin:passedOn:keywords:cast:names:_:)``).
  /// A result that may be `noncopyable`, which no stub can hold, is answered through the
  /// handle's `…Noncopyable` calls.
  func writeCall(
    path: String,
    arguments: String,
    isAsync: Bool,
    throwsKind: ThrowsKind,
    cast: String?,
    noncopyable: Bool = false,
    passedOn: String?,
    takenNames: Set<String>,
    _ writer: inout SourceWriter
  ) {
    let (head, keywords) = Self.callHead(
      path, arguments, isAsync: isAsync, throwsKind: throwsKind, noncopyable: noncopyable)
    let castArgument = cast.map { ", as: \(Self.typeExpression($0))" } ?? ""
    guard let passedOn else {
      writer.line("\(head)\(castArgument))")
      return
    }
    if isAsync {
      let names = WitnessNames(avoiding: takenNames)
      let (begin, passing): (String, String) =
        switch passingOn {
        case .realObject(let real):
          (
            "\(path).beginAsync(\(arguments), forwardingTo: \(real))",
            "if let \(names.real) = \(names.call).real { return \(keywords)\(names.real).\(passedOn) }"
          )
        case .superclass:
          (
            "\(path).beginAsync(\(arguments), unstubbed: unstubbed)",
            "if \(names.call).callsSuper { return \(keywords)super.\(passedOn) }"
          )
        case .closure(let real):
          (
            "\(path).beginAsync(\(arguments), forwardingTo: \(real))",
            "if let \(real) = \(names.call).real { return \(keywords)\(real)(\(passedOn)) }"
          )
        }
      Self.writeAsyncPassingOn(
        begin: begin, passedOn: passing, keywords: keywords, cast: cast, noncopyable: noncopyable, names: names,
        &writer)
      return
    }
    // A closure infers `throws(any Error)` from its body; a typed-throws handle needs it spelled.
    var typedFailure: String?
    if case .typed(let failure) = throwsKind { typedFailure = failure }
    switch passingOn {
    case .realObject(let real):
      let opening = "\(head), forwardingTo: \(real)\(castArgument)) {"
      if let typedFailure {
        writer.block("\(opening) (real) throws(\(typedFailure)) in") { $0.line("\(keywords)real.\(passedOn)") }
      } else {
        writer.block(opening) { $0.line("\(keywords)$0.\(passedOn)") }
      }
    case .superclass:
      let closure = typedFailure.map { "() throws(\($0)) in " } ?? ""
      writer.line("\(head)\(castArgument), unstubbed: unstubbed) { \(closure)\(keywords)super.\(passedOn) }")
    case .closure(let real):
      let call = "\(head), forwardingTo: \(real)\(castArgument))"
      if let typedFailure {
        writer.line("\(call) { (\(real)) throws(\(typedFailure)) in \(keywords)\(real)(\(passedOn)) }")
      } else {
        writer.line("\(call) { \(keywords)$0(\(passedOn)) }")
      }
    }
  }

  /// Writes an `async` member that begins the call on its handle and, when the double passes it
  /// on, calls the real object (or `super`) in place, where the member runs; a closure handed to
  /// the handle would send the real object to wherever the handle runs.
  static func writeAsyncPassingOn(
    begin: String, passedOn: String, keywords: String, cast: String?, noncopyable: Bool = false,
    names: WitnessNames, _ writer: inout SourceWriter
  ) {
    writer.line("let \(names.call) = \(begin)")
    writer.line(passedOn)
    let answer = noncopyable ? "answerNoncopyable" : "answer"
    writer.line("return \(keywords)\(names.call).\(answer)(\(cast.map { "as: \(typeExpression($0))" } ?? ""))")
  }

  /// The start of a handle's call, `try await on.x.callAsync(arguments` (no closing
  /// parenthesis), and the keywords a call it passes on needs, such as `try await `.
  static func callHead(
    _ path: String, _ arguments: String, isAsync: Bool, throwsKind: ThrowsKind, noncopyable: Bool = false
  ) -> (head: String, keywords: String) {
    let keywords = (throwsKind.needsTry ? "try " : "") + (isAsync ? "await " : "")
    let call = (isAsync ? "callAsync" : "call") + (noncopyable ? "Noncopyable" : "")
    return ("\(keywords)\(path).\(call)(\(arguments)", keywords)
  }

  /// The recorded arguments: `()`, the one argument, or a tuple.
  static func recordedArguments(_ parameters: [Parameter]) -> String {
    switch parameters.count {
    case 0: return "()"
    case 1: return parameters[0].recordedExpression
    default: return "(" + parameters.map(\.recordedExpression).joined(separator: ", ") + ")"
    }
  }

  /// The arguments passed on, with their labels: `id: id, &buffer`.
  static func forwardedArguments(_ parameters: [Parameter]) -> String {
    parameters.map { parameter in
      parameter.label == "_"
        ? parameter.forwardedExpression : "\(parameter.calledLabel): \(parameter.forwardedExpression)"
    }.joined(separator: ", ")
  }

  /// `Int.self`, or `([Int]).self` for a type that is not a plain name.
  /// `type` as a cast or a type expression writes it: an implicitly unwrapped optional, `T!`,
  /// is `T?` there, where `!` is not allowed.
  static func castType(_ type: String) -> String {
    type.hasSuffix("!") ? String(type.dropLast()) + "?" : type
  }

  static func typeExpression(_ type: String) -> String {
    let type = castType(type)
    return type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? "\(type).self" : "(\(type)).self"
  }
}
