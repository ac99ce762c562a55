/// The standard-library collection a double is a fake of: it holds an array of elements, which
/// a test sets through a handle, and answers the collection's requirements from it.
package enum FakeCollection: Comparable, Sendable {
  /// A `Sequence`: `makeIterator()` iterates the elements.
  case sequence
  /// A `Collection`: its indices are the array's (`Int`), its subscript the array's.
  case collection
  /// A `BidirectionalCollection` or `RandomAccessCollection`: a collection that also steps back.
  case bidirectional

  /// The fake a parent of the standard library asks for, such as `.collection` for `Collection`.
  init?(parent: String) {
    switch parent {
    case "Sequence": self = .sequence
    case "Collection": self = .collection
    case "BidirectionalCollection", "RandomAccessCollection": self = .bidirectional
    // Its settable subscript is ``ProtocolModel/fakeCollectionIsMutable``.
    case "MutableCollection": self = .collection
    default: return nil
    }
  }
}

extension ProtocolModel {
  /// Whether its fake collection's subscript sets the elements: it refines `MutableCollection`.
  var fakeCollectionIsMutable: Bool { extensionWitnessedParents.contains("MutableCollection") }

  /// The position among ``members`` of the one a fake collection reads its elements from: the
  /// handle added for them (``Member/holdsFakeElements``), or the protocol's own `elements`.
  var fakeElementsPosition: Int? {
    members.firstIndex { member in
      guard case .property(let property) = member.kind else { return false }
      return member.holdsFakeElements || property.name.withoutBackticks == "elements"
    }
  }
}
