extension MethodDouble {
  /// The error a handle threw, as the error type a generic member throws (`func run<E: Error>(…)
  /// throws(E)`), which no handle can name: its handle throws `any Error`, and the member throws
  /// what a stub threw as `E` (used by generated doubles). A stubbed error of another type fails
  /// the test, and stops it, since the member can throw nothing else.
  @_documentation(visibility: internal)
  public func failure<TypedFailure: Error>(_ error: any Error, as type: TypedFailure.Type) -> TypedFailure {
    if let typed = error as? TypedFailure { return typed }
    let message = Messages.wrongErrorType(
      member: signature.description, double: recorder.name, thrown: "\(Swift.type(of: error))",
      expected: "\(TypedFailure.self)")
    recorder.report(message, at: recorder.site)
    fatalError(message)
  }
}
