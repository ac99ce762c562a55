/// A property requirement.
package struct Property: Equatable, Sendable {
  /// The name, as written (backticks kept).
  package var name: String
  /// The type as written, such as `String?` or `Int!`.
  package var type: String
  /// Whether it has a setter (`{ get set }`).
  package var hasSetter: Bool
  /// Whether it is `static` (or `class`).
  package var isStatic: Bool
  /// Whether the getter is `async` (`get async`); such a property has no setter.
  package var isAsync: Bool
  /// How it throws.
  package var throwsKind: ThrowsKind
  /// Whether it mentions `Self`, which an existential cannot forward.
  package var mentionsSelf: Bool
  /// The type, when it is an `any AsyncSequence` a relaxed double answers reads of with a
  /// finished stream; else `nil`.
  package var stream: StreamResult? = nil
  /// Whether it may carry a result builder (`@ParserBuilder<Input> var body: Body { get }`),
  /// which Swift would apply to its witness's getter too, unless that returns in so many words.
  package var mayHaveResultBuilder = false

  /// Creates a property requirement.
  package init(
    name: String,
    type: String,
    hasSetter: Bool = false,
    isStatic: Bool = false,
    isAsync: Bool = false,
    throwsKind: ThrowsKind = .none,
    mentionsSelf: Bool = false
  ) {
    self.name = name
    self.type = type
    self.hasSetter = hasSetter
    self.isStatic = isStatic
    self.isAsync = isAsync
    self.throwsKind = throwsKind
    self.mentionsSelf = mentionsSelf
  }

  /// Whether reads are effectful: `get async`, `get throws`.
  var isEffectful: Bool { isAsync || throwsKind != .none }
}
