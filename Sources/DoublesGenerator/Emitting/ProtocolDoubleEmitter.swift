/// Writes the source of a protocol's double from its plan (``ProtocolDoublePlan``).
///
/// Pure and deterministic: the same plan always gives the same text. A double has three parts:
/// - the double itself, a final class (an actor for `Actor` protocols) named `<Protocol>Double`,
///   with one handle per requirement in `on`;
/// - the protocol `<Protocol>Doubling`, through which a double reaches its handles;
/// - an extension of the protocol, for `Self: <Protocol>Doubling`, that holds the witnesses. The
///   double of a protocol that refines this one gets them from there without seeing this
///   protocol's body, which is how protocol inheritance works. The command's doubles answer the
///   static, initializer and `Self` requirements in the class, and give the double of a refining
///   protocol its ancestors' to answer in its own; the macro's, which cannot, answer them in the
///   extension too, through static handles, a base initializer and handles generic over the
///   double that conforms (see ``readsParents``).
package struct ProtocolDoubleEmitter: Sendable {
  /// The compilation condition that the double is compiled under, or `nil` for none.
  ///
  /// The macro uses `DOUBLES`, so that release builds leave doubles out: the class is wrapped in
  /// `#if DOUBLES`, and the `Doubling` protocol and the extension are empty without it. The
  /// command-line tool writes doubles into test targets and needs no condition.
  package var condition: String?

  /// Whether the front end reads the parents of the protocols it doubles, as the command does, or
  /// sees only the protocol, as the macro does; then each double has the compiler check its
  /// parents, and each protocol's extension answers those checks for itself (see
  /// ``DoubleWriter/writeParentChecks(_:)``), and holds the witnesses of its static, initializer
  /// and `Self` requirements too, for the doubles of the protocols that refine it
  /// (``DoubleWriter/isInheritable(_:)``).
  package var readsParents: Bool

  /// Whether the doubles can hold a real object to forward to (partial doubles); see
  /// ``GenerationPlan/partialDoubles``.
  package var partialDoubles: Bool

  /// An emitter; see ``condition``, ``readsParents`` and ``partialDoubles``.
  package init(condition: String? = nil, readsParents: Bool = true, partialDoubles: Bool = true) {
    self.condition = condition
    self.readsParents = readsParents
    self.partialDoubles = partialDoubles
  }

  /// The source of the whole double, as one file holds it.
  ///
  /// The double of a protocol nested in a type (``ProtocolModel/enclosingType``) is written in an
  /// extension of that type, and its witnesses in an extension of the qualified protocol. The
  /// double of a protocol declared under `#if` (``ProtocolModel/declarationConditions``) is
  /// written under the same conditions.
  package func emit(_ plan: ProtocolDoublePlan) -> String {
    let conditions = plan.model.declarationConditions
    guard !conditions.isEmpty else { return emitUnconditionally(plan) }
    return SourceWriter.ifLine(conditions) + emitUnconditionally(plan) + "#endif\n"
  }

  private func emitUnconditionally(_ plan: ProtocolDoublePlan) -> String {
    let model = plan.model
    let double = doubleWriter(plan)
    var writer = SourceWriter()
    if let enclosing = model.enclosingType {
      writer.block("extension \(enclosing) {") { writePeers(double, &$0) }
    } else {
      writePeers(double, &writer)
    }
    writer.line()
    for attribute in model.availability { writer.line(attribute) }
    writer.line("\(double.witnessIsolation)extension \(model.typeReference) \(witnessWhereClause(model)) {")
    // Outside the type the protocol is nested in, the double's names are qualified by it.
    let witnesses =
      model.enclosingType.map { doubleWriter(plan, witnessScope: $0) } ?? double
    writeWitnessMembers(witnesses, &writer)
    writer.line("}")
    return writer.text
  }

  /// The declarations that stand beside the protocol: the double and the `Doubling` protocol.
  /// The double and its `Doubling` protocol, as the macro writes them beside the protocol; one
  /// `nestedIn` a type answers every requirement in its class (``DoubleWriter/isInheritable(_:)``).
  package func emitPeers(_ plan: ProtocolDoublePlan, nestedIn scope: String? = nil) -> String {
    var writer = SourceWriter()
    writePeers(doubleWriter(plan, witnessScope: scope), &writer)
    return writer.text
  }

  /// The writer of the double `plan` describes, whose witness extension sits in `witnessScope`.
  private func doubleWriter(_ plan: ProtocolDoublePlan, witnessScope: String? = nil) -> DoubleWriter {
    DoubleWriter(plan, readsParents: readsParents, witnessScope: witnessScope, partialDoubles: partialDoubles)
  }

  private func writePeers(_ double: DoubleWriter, _ writer: inout SourceWriter) {
    writer.conditional(condition.map { [$0] } ?? []) { double.writeClass(&$0) }
    writer.line()
    double.writeDoublingProtocol(condition: condition, &writer)
  }

  /// `where Self: AuthorizerDoubling`, or the qualified `Doubling` protocol of a nested one.
  private func witnessWhereClause(_ model: ProtocolModel) -> String {
    "where Self: " + (model.enclosingType.map { "\($0)." } ?? "") + GeneratedNames.doubling(of: model.name)
  }

  /// The witnesses, one level deeper than `writer` is, inside `#if condition` when there is one.
  private func writeWitnessMembers(_ double: DoubleWriter, _ writer: inout SourceWriter) {
    writer.indented { writer in
      writer.conditional(condition.map { [$0] } ?? []) { double.writeWitnessMembers(&$0) }
    }
  }

  /// The extension of the protocol that holds the witnesses, which the macro writes at the top
  /// level of its file.
  package struct WitnessExtension: Equatable, Sendable {
    /// The protocol's `@available` attributes, each followed by a space, or `""`.
    package var availability: String
    /// The isolation the extension states, with a trailing space (`@MainActor `, `nonisolated `),
    /// or `""`; see ``ProtocolModel/isNonisolated``.
    package var isolation: String
    /// `where Self: AuthorizerDoubling`, or `where Self: Scene.LoadingDoubling` for a protocol
    /// nested in a type.
    package var whereClause: String
    /// The members, indented one level, inside `#if condition` when there is one.
    package var members: String
  }

  /// The extension of the protocol that holds the witnesses: its `where` clause and members.
  ///
  /// A protocol declared in a type is `nestedIn` it (`Scene`, `Scene.Loading`): the extension,
  /// outside that type, names the double's declarations through it.
  package func emitWitnessExtension(_ plan: ProtocolDoublePlan, nestedIn scope: String? = nil) -> WitnessExtension {
    var writer = SourceWriter()
    var plan = plan
    if let scope { plan.model.enclosingType = scope }
    let model = plan.model
    let double = doubleWriter(plan, witnessScope: scope)
    writeWitnessMembers(double, &writer)
    return WitnessExtension(
      availability: model.availability.map { $0 + " " }.joined(), isolation: double.witnessIsolation,
      whereClause: "where Self: " + (scope.map { "\($0)." } ?? "") + GeneratedNames.doubling(of: model.name),
      members: writer.text)
  }
}
