import Doubles
import Testing

/// The handles of one requirement that two parents of a protocol both declare: each parent's
/// double makes one, and they share a log and stubs, so that a call counts whichever parent it
/// came through (see `DoubleRecorder.records(for:_:make:)`).
@Suite("A requirement that two parents declare")
struct SharedRequirementTests {
  let recorder = DoubleRecorder(named: "ReportDouble", site: CallSite())
  static let save = "save(_:) (String) -> Bool"

  @Test func handlesOfOneRequirementShareCallsAndStubs() {
    let saving = MethodDouble<String, Bool, Never>(recorder, "save(_:)", sharedAs: Self.save)
    let exporting = MethodDouble<String, Bool, Never>(recorder, "save(_:)", sharedAs: Self.save)
    exporting.returns(true)
    #expect(saving.call("draft"))
    #expect(exporting.call("final"))
    #expect(saving.callCount == 2)
    #expect(exporting.callCount == 2)
    // Each call is logged once.
    #expect(recorder.callLog == ["save(\"draft\")", "save(\"final\")"])
  }

  @Test func overloadsWithOtherTypesAndOtherNamesStayApart() {
    let byName = MethodDouble<String, Bool, Never>(recorder, "save(_:)", sharedAs: Self.save)
    let byCopies = MethodDouble<Int, Bool, Never>(recorder, "save(_:)", sharedAs: "save(_:) (Int) -> Bool")
    let other = MethodDouble<String, Bool, Never>(recorder, "export(_:)", sharedAs: "export(_:) (String) -> Bool")
    _ = byName.call("draft")
    #expect(byCopies.callCount == 0)
    #expect(other.callCount == 0)
  }

  @Test func anAsyncMethodStaysApartFromASynchronousOneOfTheSameName() async {
    let synchronous = MethodDouble<Void, Int, Never>(recorder, "fetch()", sharedAs: "fetch() () -> Int")
    let asynchronous = MethodDouble<Void, Int, Never>(recorder, "fetch()", sharedAs: "fetch() () async -> Int")
    let again = MethodDouble<Void, Int, Never>(recorder, "fetch()", sharedAs: "fetch() () async -> Int")
    _ = synchronous.call(())
    _ = await asynchronous.callAsync(())
    #expect(synchronous.callCount == 1)
    #expect(asynchronous.callCount == 1)
    #expect(again.callCount == 1)
  }

  @Test func handlesThatNameNoRequirementNeverShare() {
    // Two generic overloads whose handles store the same types (`Any?`) stay apart.
    let decodable = MethodDouble<String, Any?, Never>(recorder, "value(for:)")
    let raw = MethodDouble<String, Any?, Never>(recorder, "value(for:)")
    _ = decodable.call("key")
    #expect(raw.callCount == 0)
  }

  @Test func propertiesShareTheirValueAndSubscriptsStayApart() {
    let first = PropertyDouble<String>(recorder, "title", sharedAs: "title: String")
    let second = PropertyDouble<String>(recorder, "title", sharedAs: "title: String")
    first.set("Q3")
    #expect(second.get() == "Q3")
    let byKey = SubscriptDouble<String, Int>(recorder)
    let byName = SubscriptDouble<String, Int>(recorder)
    byKey.set("a", 1)
    #expect(byName.getter.callCount == 0)
    #expect(byKey.setter.callCount == 1)
  }
}
