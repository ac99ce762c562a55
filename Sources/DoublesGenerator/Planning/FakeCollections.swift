/// Doubles of protocols that refine `Sequence` or `Collection` and whose extensions do not answer
/// what those ask (hummingbird's `MustacheSequence`, swift-parsing's `PrependableCollection`):
/// each is a fake collection of the elements a test sets, rather than no double.
extension GenerationPlan {
  /// `files` with the model of each protocol whose extensions do not answer its collection
  /// parent's requirements made a fake collection's (``fakingCollection(_:)``), and the index of
  /// them, so that a refining protocol's double names the fake's generic parameters too; `index`
  /// itself when there is none.
  static func fakingCollections(
    _ files: [ScannedFile], _ index: ProtocolIndex
  ) -> (files: [ScannedFile], index: ProtocolIndex) {
    var changed = false
    let faked = files.map { file in
      var file = file
      for position in file.protocols.indices {
        let declaration = file.protocols[position]
        guard missingExtensionWitness(of: declaration, index) != nil,
          let model = declaration.model.flatMap(fakingCollection)
        else { continue }
        file.protocols[position].model = model
        changed = true
      }
      return file
    }
    return changed ? (faked, ProtocolIndex(faked)) : (files, index)
  }

  /// The associated types of a collection that the fake takes from its array of elements.
  private static let arraysTypes: Set<String> = ["Iterator", "SubSequence", "Indices"]

  /// `model` as the double of a fake collection: `Element` a generic parameter unless the
  /// protocol pins it, `Index` the array's `Int`, and a handle `elements` that holds them (the
  /// protocol's own `var elements: [Element]`, if it declares one). `nil` when the protocol asks
  /// what an array cannot give: another index type, its own iterator or subsequences, an
  /// `elements` of another type, or another standard-library parent answered by extensions.
  static func fakingCollection(_ model: ProtocolModel) -> ProtocolModel? {
    guard obstacleToFaking(model) == nil,
      let kind = model.extensionWitnessedParents.compactMap(FakeCollection.init(parent:)).max()
    else { return nil }
    var model = model
    if let index = model.associatedTypes.firstIndex(where: { $0.name == "Index" }) {
      model.associatedTypes[index].pinned = "Swift.Int"
    }
    if !model.associatedTypes.contains(where: { $0.name == "Element" }) {
      model.associatedTypes.append(AssociatedType(name: "Element"))
    }
    if model.fakeElementsPosition == nil {
      var storage = Member(.property(Property(name: "elements", type: "[Element]", hasSetter: true)))
      storage.holdsFakeElements = true
      model.members.append(storage)
    }
    model.fakeCollection = kind
    return model.resolvingPins()
  }

  /// Why the double of `model` cannot be a fake collection, in words that follow "since", or
  /// `nil` when it can.
  static func obstacleToFaking(_ model: ProtocolModel) -> String? {
    if let parent = model.extensionWitnessedParents.first(where: { FakeCollection(parent: $0) == nil }) {
      return "it refines '\(parent)' too"
    }
    if let type = model.associatedTypes.first(where: { arraysTypes.contains($0.name) }) {
      return "it names its own '\(type.name)'"
    }
    if let index = model.associatedTypes.first(where: { $0.name == "Index" }),
      let pinned = index.pinned, !["Int", "Swift.Int"].contains(pinned)
    {
      return "its 'Index' is '\(pinned)'"
    }
    if let position = model.fakeElementsPosition, case .property(let property) = model.members[position].kind,
      property.type != "[Element]" || property.isStatic || property.isAsync || property.throwsKind != .none
    {
      return "its 'elements' is no '[Element]' to read"
    }
    return nil
  }
}
