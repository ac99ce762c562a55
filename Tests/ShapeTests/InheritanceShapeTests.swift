import DoublesTesting
import Foundation
import Testing

@Suite("Inheritance shapes")
struct InheritanceShapeTests {
  // Nonisolated, so that it conforms in a module isolated to the main actor by default too
  // (Examples/AppPackage compiles these tests so).
  nonisolated struct LiveGreeter: Greeter {
    var name: String { "Live" }
    func rename(to newName: String) {}
    func greet() -> String { "Hello from \(name)" }
  }

  @Test func aChildDoubleAnswersItsParentsRequirements() {
    let greeter = GreeterDouble()
    greeter.on.name.returns("Amy")
    greeter.on.greet.returns("Hi")
    #expect(greeter.name == "Amy")
    #expect(greeter.greet() == "Hi")
    greeter.rename(to: "Bea")
    greeter.on.rename.verify(.once, with: "Bea")
    #expect(greeter.callLog == ["name", "greet()", "rename(to: \"Bea\")"])
  }

  @Test func grandparentsToo() {
    let loud = LoudGreeterDouble()
    loud.on.shout.returns("HI")
    loud.on.name.returns("Cy")
    #expect(loud.shout() == "HI")
    #expect(loud.name == "Cy")
    #expect(loud.greet() == "")
    #expect(loud.callLog == ["shout()", "name", "greet()"])
  }

  @Test func aRefiningDoubleAnswersItsAncestorsStaticInitializerAndSelfRequirements() {
    let oak = OakDouble()
    oak.on.sibling.returns(oak)
    #expect(oak.sibling() === oak)
    OakDouble.on.make.returns(oak)
    #expect(OakDouble.make(kind: "acorn") === oak)
    OakDouble.on.make.verify(.once, with: "acorn")
    OakDouble.on.count.returns(3)
    TreeDouble.on.count.returns(5)
    #expect(OakDouble.count == 3)
    #expect(TreeDouble.count == 5)
    #expect(PlantDouble.count == 0)
    let named = OakDouble(name: "Quercus")
    named.on.initializer.verify(.once, with: "Quercus")
    #expect(named.callLog == ["init(name: \"Quercus\")"])
    #expect(oak.callLog == ["sibling()"])
  }

  @Test func aRequirementTwoParentsDeclareHasOneHandleWhicheverParentACallComesThrough() {
    let report = ReportDouble()
    report.on.save.returns(true)
    report.on.title.returns("Q3")
    #expect((report as any Saving).save("draft"))
    #expect((report as any Exporting).save("final"))
    #expect((report as any Report).title == "Q3")
    report.on.save.verify(.exactly(2))
    report.on.inheritedExporting.save.verify(.exactly(2))
    // The overload that only `Exporting` declares has a handle of its own.
    report.on.inheritedExporting.save2.returns(true)
    #expect((report as any Exporting).save(3))
    #expect(report.callLog == ["save(\"draft\")", "save(\"final\")", "title", "save(3)"])
    ReportDouble.on.kind.returns("report")
    #expect(type(of: report as any Saving).kind == "report")
    #expect(type(of: report as any Exporting).kind == "report")
  }

  /// An actor that runs on the executor it is given.
  actor Counter {
    let queue: JobQueueDouble
    init(queue: JobQueueDouble) { self.queue = queue }
    nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }
    func next() -> Int { 1 }
  }

  @Test func anExecutorsDoubleRecordsEachJobAndAStubRunsIt() async {
    let queue = JobQueueDouble()
    queue.on.enqueue.answers { job in job.runSynchronously(on: queue.asUnownedSerialExecutor()) }
    let counter = Counter(queue: queue)
    #expect(await counter.next() == 1)
    queue.on.enqueue.verify(.atLeastOnce)
  }

  @Test func equatableAndHashableParentsUseIdentity() {
    let first = GreeterDouble()
    let second = GreeterDouble()
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, first, second]).count == 2)
  }

  @Test func hashIntoDeclaredWithoutHashableIsRecordedAndStubbed() {
    let signer = SigningDouble()
    signer.on.inheritedFingerprinting.hash.answers { _ in }
    var hasher = Hasher()
    signer.hash(into: &hasher)
    signer.on.inheritedFingerprinting.hash.verify(.once)
    #expect(signer.callLog == ["hash(into: Hasher)"])
  }

  @Test func partialDoublesForwardInheritedRequirements() {
    let partial = GreeterDouble(forwardingTo: LiveGreeter())
    #expect(partial.name == "Live")
    #expect(partial.greet() == "Hello from Live")
  }

  @Test func identifiableParentsGiveEachDoubleItsObjectIdentifier() {
    let first = ListedShapesDouble()
    let second = ListedShapesDouble()
    #expect(first.id == ObjectIdentifier(first))
    #expect(first.id != second.id)
  }

  @Test func customStringConvertibleIsAStubbableProperty() {
    let describable = DescribableDouble()
    describable.on.description.returns("a double")
    #expect("\(describable)" == "a double")
  }

  @Test func aProtocolNamedLikeARuntimeDoubleHasATestDouble() {
    let property = PropertyTestDouble()
    property.on.name.returns("title")
    let queryable = QueryablePropertyDouble()
    queryable.on.name.returns("id")
    queryable.on.path.returns(["id"])
    #expect(property.name == "title" && queryable.name == "id" && queryable.path() == ["id"])
  }

  @Test func codableParentsAreAnsweredByRecordingTheCoder() throws {
    let document = DocumentDouble()
    document.on.encode.answers { encoder in
      var container = encoder.singleValueContainer()
      try container.encode("a document")
    }
    let data = try JSONEncoder().encode(document)
    #expect(String(decoding: data, as: UTF8.self) == #""a document""#)
    document.on.encode.verify(.once)

    let decoded = try JSONDecoder().decode(DocumentDouble.self, from: Data("{}".utf8))
    decoded.on.initializer.verify(.once)
  }

  @Test func comparableIsAStubbableStaticRequirement() {
    LevelDouble.on.less.returns(true)
    #expect(LevelDouble() < LevelDouble())
    LevelDouble.on.less.verify(.once)
  }

  @Test func aPinnedRawValueIsTheDoublesTypeAlias() {
    let token = TokenDouble(rawValue: "abc")
    token.on.rawValue.returns("abc")
    let value: String = token.rawValue
    #expect(value == "abc")
    token.on.initializer.verify(.once, with: "abc")
  }

  @Test func aRequirementDeclaredAgainWithATypePinsTheParentsAssociatedType() {
    let numbered = NumberedCaseDouble(rawValue: 3)
    numbered.on.rawValue.returns(3)
    let value: Int = numbered.rawValue
    #expect(value == 3)
    numbered.on.initializerRawValue.verify(.once, with: 3)
    // Identity, not the raw value, as for every double.
    #expect(numbered != NumberedCaseDouble(rawValue: 3))
    #expect(Set([numbered, numbered]).count == 1)
    let format = FormatDouble(rawValue: "date")
    format.on.initializerRawValue.verify(.once, with: "date")
    #expect(format.on.initializerFrom.callCount == 0)
    let spelled = SpelledCaseDouble(rawValue: "x")
    spelled.on.rawValue.returns("x")
    let text: String = spelled.rawValue
    #expect(text == "x")
  }

  @Test func aParentsRequirementDeclaredAgainIsAnsweredOnce() {
    let headline = HeadlineDouble()
    headline.on.description.returns("News")
    #expect("\(headline)" == "News")
    #expect((headline as any CustomStringConvertible).description == "News")
  }

  @Test func caseIterableDoublesListTheCasesATestGives() {
    let first = ChoiceDouble()
    #expect(ChoiceDouble.allCases.isEmpty)
    ChoiceDouble.on.allCases.returns([first, ChoiceDouble()])
    #expect(ChoiceDouble.allCases.count == 2)
    #expect(ChoiceDouble.allCases.first === first)
  }

  @Test func additiveArithmeticIsAnsweredThroughStaticHandles() {
    let one = QuantityDouble()
    let two = QuantityDouble()
    QuantityDouble.on.zero.returns(one)
    QuantityDouble.on.plus.returns(two)
    #expect(QuantityDouble.zero === one)
    #expect(one + one === two)
    QuantityDouble.on.plus.verify(.once)
  }

  @Test func iteratorsAnswerTheElementsStubbed() async throws {
    let cursor = CursorDouble()
    cursor.on.next.returns(1).then.returns(2).then.returns(nil)
    #expect(Array(IteratorSequence(cursor)) == [1, 2])
    #expect(cursor.next() == nil)
    let reader = ByteReaderDouble()
    reader.on.next.returns(7).then.throws(ShapeError())
    #expect(try await reader.next() == 7)
    await #expect(throws: ShapeError.self) { try await reader.next() }
  }

  @Test func asynchronousSequencesIterateTheIteratorStubbed() async throws {
    let ticks = AsyncStream<Int> { continuation in
      continuation.yield(1)
      continuation.yield(2)
      continuation.finish()
    }
    let ticker = TickerDouble<AsyncStream<Int>.Iterator>()
    ticker.on.makeAsyncIterator.returns(ticks.makeAsyncIterator())
    var seen: [Int] = []
    for await tick in ticker { seen.append(tick) }
    #expect(seen == [1, 2])
    let headlines = HeadlinesDouble<AsyncStream<String>.Iterator>()
    headlines.on.makeAsyncIterator.returns(AsyncStream<String> { $0.finish() }.makeAsyncIterator())
    for await headline in headlines { Issue.record("no headline was stubbed: \(headline)") }
    headlines.on.makeAsyncIterator.verify(.once)
  }

  @Test func stringLiteralsMakeDoublesThatRecordThem() {
    let count = 3
    let title: TitleDouble = "\(count) items"
    title.on.initializer.verify(.once, with: "3 items")
    let markup: MarkupDouble = "<b>\(count)</b>"
    markup.on.initializerStringInterpolation.verify(.once)
    markup.on.initializerStringLiteral.verify(.never)
  }

  @Test func literalsMakeDoublesThatRecordThem() {
    let sixty: SexagesimalDouble = 60
    sixty.on.initializer.verify(.once, with: 60)
    let on: SwitchDouble = true
    on.on.initializer.verify(.once, with: true)
  }

  @Test func codingKeysAndBytesAnswerTheirParentsRequirements() {
    let key = ColumnKeyDouble(stringValue: "id")
    key.on.stringValue.returns("id")
    key.on.intValue.returns(nil)
    #expect(key.stringValue == "id")
    #expect(key.intValue == nil)
    key.on.initializerStringValue.verify(.once, with: "id")
    let bytes = RawBytesDouble()
    bytes.on.withUnsafeBytes.returns(0)
    #expect(bytes.withUnsafeBytes { $0.count } == 0)
    bytes.on.withUnsafeBytes.verify(.once)
  }

  @Test func aRandomNumberGeneratorsNextIsStubbed() {
    var generator = SeededGeneratorDouble<Int>()
    generator.on.next.returns(4).then.returns(9)
    #expect(generator.next() == 4)
    _ = Int.random(in: 0..<10, using: &generator)
    generator.on.next.verify(.atLeast(2))
  }

  @Test func errorProtocolsGiveDoublesThatCanBeThrown() {
    let error = ReportedErrorDouble().with { $0.on.status.returns(404) }
    #expect(throws: ReportedErrorDouble.self) { throw error }
    do {
      throw error
    } catch let thrown as any ReportedError {
      #expect(thrown.status == 404)
    } catch {
      Issue.record("caught \(error)")
    }
    #expect(DescribedErrorDouble().errorDescription == nil)
  }
}

@Suite("Composition and throws(Never) shapes")
struct CompositionShapeTests {
  @Test func aDoubleOfAComposedProtocolAnswersEveryParent() {
    let composed = ComposedShapesDouble()
    composed.on.name.returns("Amy")
    composed.on.count.returns(2)
    composed.on.describe.returns("Amy, 2")
    #expect(composed.name == "Amy" && composed.count() == 2 && composed.describe() == "Amy, 2")
    #expect(composed.callLog == ["name", "count()", "describe()"])
  }

  @Test func membersThatThrowNeverAreAnsweredWithoutTry() {
    let counter = NeverThrowingShapesDouble()
    counter.on.next.returns(3)
    #expect(counter.next() == 3)
    #expect(counter.value == 0)
  }
}

@Suite("Objective-C object shapes")
struct ObjectShapeTests {
  @Test func theDoubleOfAnNSObjectProtocolIsAnNSObject() {
    let delegate = DelegateShapesDouble()
    delegate.didFinish(3)
    delegate.on.didFinish.verify(.once, with: 3)
    #expect(delegate.isEqual(delegate))
    let child: any DelegateShapes = ChildDelegateShapesDouble()
    child.didFinish(1)
    let bound = ObjectBoundShapesDouble()
    bound.title = "Ada"
    #expect(bound.title == "Ada")
    #expect((bound as NSObject).hash == ObjectIdentifier(bound).hashValue)
  }
}
