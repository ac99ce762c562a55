// Uses each double of InheritedShapes.swift as a test would: it must compile, warning-free.

import Doubles
import Lifecycle

struct Ranked: Responding { typealias Context = Int }

func useTheShapes() async throws {
  // Ancestors' static, initializer and `Self` requirements, answered by the grandchild.
  OakDouble.on.make.returns(OakDouble())
  _ = OakDouble.make(kind: "oak")
  _ = OakDouble(name: "Quercus")
  let oak = OakDouble()
  oak.on.sibling.returns(oak)
  oak.on.height.returns(3)
  _ = oak.sibling().height + oak.rings
  OakDouble.on.make.verify(.once)

  // A parent of another module.
  let application = ApplicationDouble()
  application.on.run.throws(CancellationError())
  try? await (application as any Service).run()
  application.on.run.verify(.once)
  _ = HandlerDouble().handle("a")

  // Standard-library parents.
  LevelDouble.on.less.returns(true)
  _ = LevelDouble() < LevelDouble()
  _ = LevelDouble().description

  // A pinned associated type.
  let store = IntStoreDouble<String>()
  store.on.load.returns("one")
  _ = store.load(1)

  // One requirement of two parents, one handle.
  let label = LabelledDouble()
  label.on.name.returns("Amy")
  _ = (label as any Named).name + (label as any Titled).name
  label.on.name.verify(.exactly(2))

  // A constrained default, and a type alias in the `where` clause.
  let context = ContextDouble<Int>()
  context.on.decoder.returns(2)
  _ = context.decoder
  _ = ServerDouble<Ranked>().responder

  // `==` and `hash(into:)` by identity, whatever an extension says.
  let node = NodeDouble()
  _ = node == NodeDouble()
  _ = Set([node, node]).count
}

/// Doubles that are `Hashable` hash by identity, whatever their parents declare.
func hashTheDoubles() {
  let rekeyed = RekeyedDouble()
  let digesting = HashableDigestingDouble()
  _ = Set([rekeyed, rekeyed, RekeyedDouble()]).count
  _ = Set([digesting, HashableDigestingDouble()]).count
  var hasher = Hasher()
  DigestingDouble().hash(into: &hasher)
}

/// A collection answered by its protocol's extensions, through the notes a test stubs.
func walkTheTrack() {
  let track = TrackDouble<String>()
  track.on.notes.returns(["do", "re", "mi"])
  _ = Array(track.reversed()) + track.map(\.description)
  _ = track.index(before: track.endIndex) == TrackIndex(2)
  let literal: TrackDouble<String> = ["fa"]
  literal.on.initializer.verify(.once)
}

/// Parents written with arguments: their primary associated types are pinned.
func pinThroughArguments() {
  let context = SocketContextDouble(source: SocketSource())
  let source: SocketContextDouble.Source = SocketSource()
  _ = source
  context.on.initializer.verify(.once)
  let shelf = NumberedShelfDouble()
  shelf.on.item.returns("first")
  let item: String? = shelf.item(at: 1)
  _ = item
  let scores = ScoresDouble()
  scores.on.best.returns(3)
  _ = Array(scores) == [3]
}

/// Two associated types made one: one generic parameter, the other an alias of it.
func oneSessionIdentifier() {
  let model = SessionModelDouble<String>()
  model.on.sessionID.returns("s1")
  let id: SessionModelDouble<String>.SessionID = model.sessionID
  _ = id
}

/// A property declared again with another type: the parent's is the protocol's extension's.
func jobsOfTwoTypes() {
  let group = JobGroupDouble()
  group.on.jobs.returns(["a": 1])
  let jobs: [String: any Hashable & Sendable] = group.jobs
  let parents: [String: any Sendable] = group.jobs
  _ = (jobs, parents)
}

/// Fakes of the collections a test fills.
func collectionsOfTheElementsSet() {
  let renderable = RenderableDouble<Int>()
  renderable.on.elements.value = [1, 2]
  _ = renderable.rendered() == "12"
  let prepending = PrependingDouble<Character>()
  prepending.on.elements.value = ["b"]
  prepending.prepend(contentsOf: "a")
  _ = Array(prepending) == ["b"]
  let ranking = RankingDouble()
  ranking.on.elements.value = [3, 1, 2]
  _ = (ranking.count, ranking.last, ranking.sorted()) == (3, 2, [1, 2, 3])
  var rack = RackDouble()
  rack.on.elements.value = ["b", "a"]
  rack[0] = "c"
  rack.swapAt(0, 1)
  _ = Array(rack) == ["a", "c"]
  let listing = ListingDouble<String>()
  listing.on.elements.value = ["a"]
  _ = listing.first == "a"
}

/// An array of key paths of the double.
func keyPathsOfTheDouble() {
  KeyPathIterableDouble.on.allKeyPaths.returns([\KeyPathIterableDouble.on])
  let paths: [PartialKeyPath<KeyPathIterableDouble>] = KeyPathIterableDouble.allKeyPaths
  _ = paths
}

/// The double of the clause that holds.
func hashOfThisConfiguration() {
  let hashing = HashingDouble<Int>()
  hashing.on.finalize.returns(7)
  _ = hashing.finalize() == 7
}

/// A fake collection that refines another.
func keyedElements() {
  let keyed = MutableIndexedDouble<String, Int>()
  keyed.on.elements.value = [1, 2]
  keyed[0] = 3
  keyed[key: "a"] = 4
  _ = Array(keyed) == [3, 2]
}

/// A property declared again with another type, answered from its handle.
func identifiedAgain() async {
  let loose = LooselyNumberedDouble()
  loose.number = "a"
  _ = loose.on.number.value as? String == "a"
}

/// A grandparent's initializer, the pin named as the parent's double names it.
func keyedTwice() throws {
  _ = StreamLockedDouble(key: "a")
  _ = try StreamLockedDouble(key: AsyncStream { $0.finish() })
}
