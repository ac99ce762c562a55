/// A struct whose stored properties are closures, as the generator sees it: a dependency client
/// such as swift-dependencies' `@DependencyClient`, or any struct a type takes its functions in.
///
/// ``ClosureStructModelBuilder`` fills it from SwiftSyntax; ``ClosureStructDoubleEmitter`` turns
/// it into a double whose `value` is the struct, built with closures that record into the
/// double. Each closure is described as the method a protocol would declare for it, so that its
/// handle is the one a protocol double has.
package struct ClosureStructModel: Equatable, Sendable {
  /// The struct's name, such as `NumberFactClient`.
  package var name: String
  /// The access level written on the struct, or `nil`.
  package var accessLevel: AccessLevel?
  /// A global-actor attribute of the struct, such as `@MainActor`: its initializer, which the
  /// double calls, is isolated to it.
  package var globalActor: String?
  /// The `@available` attributes written on the declaration, such as `@available(macOS 14, *)`
  /// or a deprecation: its double is available where it is, and deprecated with it.
  package var availability: [String] = []
  /// Whether the struct is nonisolated: declared `nonisolated`, or without isolation in a
  /// module whose default isolation the command was told is `nonisolated`.
  package var isNonisolated = false
  /// The closures, in declaration order: the arguments of the initializer the double calls.
  package var closures: [ClosureProperty]
  /// The names of the types the struct declares in its body, sorted: inside the struct they need
  /// no qualification, as `Self` needs none.
  package var nestedTypes: [String]

  /// Creates the model of a struct of closures.
  package init(
    name: String, accessLevel: AccessLevel? = nil, globalActor: String? = nil, isNonisolated: Bool = false,
    closures: [ClosureProperty] = [], nestedTypes: [String] = []
  ) {
    self.name = name
    self.accessLevel = accessLevel
    self.globalActor = globalActor
    self.isNonisolated = isNonisolated
    self.closures = closures
    self.nestedTypes = nestedTypes
  }
}

/// A stored property of a struct whose type is a closure, such as
/// `var fetch: @Sendable (_ number: Int) async throws -> String`.
package struct ClosureProperty: Equatable, Sendable {
  /// The property's name, without backticks: the handle's and the initializer's label.
  package var name: String
  /// The property's type as written.
  package var type: String
  /// Whether the property is a `let` (without a value: the initializer sets it).
  package var isConstant: Bool
  /// The closure as a method named after the property, with unlabelled parameters named as the
  /// closure type names them (`argument1`… where it does not): what its handle records.
  package var method: Method

  /// Creates a closure property.
  package init(name: String, type: String, isConstant: Bool = false, method: Method) {
    self.name = name
    self.type = type
    self.isConstant = isConstant
    self.method = method
  }

  /// The property as its handle's documentation shows it, such as `var fetch: (URL) -> Data`.
  var declaration: String { "\(isConstant ? "let" : "var") \(name): \(type)" }

  /// The closure as a member, whose handle a double declares like a protocol requirement's.
  var member: Member { Member(.method(method)) }
}
