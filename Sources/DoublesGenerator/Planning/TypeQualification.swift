extension ProtocolModel {
  /// The model with each type name of `qualified` (such as `Request`) written as its value
  /// (such as `ListOrders.Request`) wherever a type of a requirement names it.
  ///
  /// The witnesses of a nested protocol's double live in an extension of the qualified
  /// protocol, at the top level of the file, where the names its enclosing type declares do
  /// not resolve unqualified.
  package func qualifying(_ qualified: [String: String]) -> ProtocolModel {
    guard !qualified.isEmpty else { return self }
    return mappingTypes { type, _ in TypeText.replacingNames(in: type, qualified) }
  }
}
