import DoublesGenerator
import Testing

/// `mappingTypes` is the one place that lists the types a model holds; qualification and the
/// emitter's spelling of `Self` go through it. These tests fail when a model gains a text field
/// that is neither mapped nor named here as not a type.
@Suite("Type mapping")
struct TypeMappingTests {
  /// Every text of `value` that still reads `"T"`, by its path (`kind.method.parameters.0.label`;
  /// an optional text is read through).
  static func unmapped(_ value: Any, path: String = "") -> [String] {
    if let text = value as? String { return text == "T" ? [path] : [] }
    let mirror = Mirror(reflecting: value)
    return mirror.children.enumerated().flatMap { index, child in
      let label = child.label ?? "\(index)"
      return unmapped(child.value, path: path.isEmpty ? label : "\(path).\(label)")
    }
  }

  static var parameter: Parameter {
    var parameter = Parameter(label: "T", name: "T", declaredType: "T", valueType: "T")
    parameter.defaultValue = "T"
    return parameter
  }

  static let members: [Member] = {
    var method = Method(
      name: "T", parameters: [parameter], genericClause: "T", whereClause: "T", returnType: "T")
    method.fixity = "T"
    method.throwsKind = .typed("T")
    method.stream = StreamResult(element: "T", canThrow: false)
    var property = Property(name: "T", type: "T", throwsKind: .typed("T"))
    property.stream = StreamResult(element: "T", canThrow: true)
    let item = Subscript(
      parameters: [parameter], genericClause: "T", whereClause: "T", returnType: "T")
    let initializer = Initializer(
      parameters: [parameter], genericClause: "T", whereClause: "T", throwsKind: .typed("T"))
    return [.method(method), .property(property), .subscript(item), .initializer(initializer)].map {
      Member($0, conditions: ["T"], attributes: ["T"])
    }
  }()

  @Test func everyTypeOfEveryMemberKindIsMapped() {
    let names = ["conditions.0", "attributes.0"]
    let parameterNames = ["label", "name", "defaultValue"]
    let expected = [
      names + ["kind.method.name", "kind.method.fixity"]
        + parameterNames.map { "kind.method.parameters.0.\($0)" },
      names + ["kind.property.name"],
      names + parameterNames.map { "kind.subscript.parameters.0.\($0)" },
      names + parameterNames.map { "kind.initializer.parameters.0.\($0)" },
    ]
    for (member, notTypes) in zip(Self.members, expected) {
      let mapped = member.mappingTypes { _, _ in "Mapped" }
      #expect(Self.unmapped(mapped).sorted() == notTypes.sorted())
    }
  }

  @Test func aClosureStructMapsItsClosuresMethodsAndKeepsTheirWrittenTypes() {
    guard case .method(let method) = Self.members[0].kind else { return }
    let model = ClosureStructModel(
      name: "T", closures: [ClosureProperty(name: "T", type: "T", method: method)])
    let mapped = model.mappingTypes { _, _ in "Mapped" }
    let notTypes =
      ["name", "closures.0.name", "closures.0.method.name", "closures.0.method.fixity"]
      + ["label", "name", "defaultValue"].map { "closures.0.method.parameters.0.\($0)" }
    // The property's type is documentation, shown as the struct declares it.
    #expect(Self.unmapped(mapped).sorted() == (notTypes + ["closures.0.type"]).sorted())
  }

  @Test func aProtocolsParentsConstraintsAndRequirementsAreConstraints() {
    var model = ProtocolModel(
      name: "T", associatedTypes: [AssociatedType(name: "T", constraint: "T", pinned: "T")], whereRequirements: ["T"],
      members: Self.members)
    model.parents = ["T"]
    var positions: [String: TypePosition] = [:]
    _ = model.mappingTypes { type, position in
      positions[type + "\(positions.count)"] = position
      return type
    }
    let constraints = positions.values.filter { $0 == .constraint }.count
    // parents, where requirements, the associated type's constraint and pin, and the generic and
    // where clauses of the method, the subscript and the initializer.
    #expect(constraints == 4 + 6)
  }
}
