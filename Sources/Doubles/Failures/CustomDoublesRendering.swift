/// A type that chooses how call logs and failure messages show its values.
///
/// Doubles shows a value the way its `description` does when it has one, and otherwise as its
/// type's name and stored properties. Conform a type to choose a shorter or clearer form: an
/// identifier instead of a whole record, a payload decoded from the bytes that carry it.
///
/// ```swift
/// extension Order: CustomDoublesRendering {
///   var doublesDescription: String { "Order #\(id)" }
/// }
/// // send(Order #42) in call logs, and in "Expected send(Order #42) to be called once, …"
/// ```
///
/// A type declared in another module takes the conformance with `@retroactive`:
/// `extension URLRequest: @retroactive CustomDoublesRendering`.
public protocol CustomDoublesRendering {
  /// The value as call logs and failure messages show it, on one line.
  var doublesDescription: String { get }
}
