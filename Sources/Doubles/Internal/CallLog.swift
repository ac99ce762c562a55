/// The calls one member handle recorded, in order.
///
/// An array that a call's shortest path appends to only while it has room and no one else holds
/// its storage, so that the append allocates and releases nothing: that path must release no
/// object (see ``MethodDouble/recordAnsweredByValue(_:)``). Growing is left to the longer path,
/// and readers get copies of the elements (``elements``, ``map(_:)``), never the array, whose
/// storage would then be shared and copied, releasing it, by the next append.
@usableFromInline
struct CallLog<Element> {
  /// Never hand it out, nor copy the log or the state holding it: a second holder of its
  /// storage makes the next short-path append copy it and release the old one.
  @usableFromInline var storage: [Element] = []

  init() {}

  /// Whether ``appendInRoom(_:)`` can take one more element.
  @inlinable
  var hasRoom: Bool { storage.count < storage.capacity }

  /// Appends `element` to a log that ``hasRoom``: no allocation, no release.
  @inlinable
  mutating func appendInRoom(_ element: Element) { storage.append(element) }

  /// Appends `element`, first doubling the storage when it is full.
  @inlinable
  mutating func append(_ element: Element) {
    if !hasRoom { storage.reserveCapacity(Swift.max(16, storage.capacity * 2)) }
    storage.append(element)
  }

  /// How many elements the log holds.
  @inlinable
  var count: Int { storage.count }

  /// The elements, in storage of their own.
  var elements: [Element] { storage.map { $0 } }

  /// The last element, if any.
  var last: Element? { storage.last }

  /// The elements, each transformed.
  func map<T>(_ transform: (Element) throws -> T) rethrows -> [T] { try storage.map(transform) }

  subscript(index: Int) -> Element {
    get { storage[index] }
    set { storage[index] = newValue }
  }

  /// Forgets every element and frees their storage; the next call grows it again.
  mutating func removeAll() { storage.removeAll() }
}
