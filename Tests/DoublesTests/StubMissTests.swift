import DoublesTesting
import Testing

/// A call that missed a stub by its arguments: a relaxed double keeps it as a stub miss, a strict
/// double names the argument that differed.
@Suite("Stub misses")
struct StubMissTests {
  @Test func aRelaxedDoubleKeepsTheMissWithTheArgumentThatDiffered() {
    let authorizer = AuthorizerDouble()
    authorizer.on.authorize.when(\.username, "Amy").and(\.password, "secret").returns(true)
    let line = #line - 1
    #expect(authorizer.authorize(username: "amy", password: "secret") == nil)
    #expect(authorizer.authorize(username: "Amy", password: "secret") == true)
    #expect(authorizer.authorize(username: "amy", password: "x") == nil)
    #expect(
      authorizer.stubMisses.map(\.description) == [
        """
        authorize(username: "amy", password: "secret") missed the stub when username == "Amy", password == "secret" \
        (DoublesTests/StubMissTests.swift:\(line)): username == "Amy", but was "amy"
        """,
        """
        authorize(username: "amy", password: "x") missed the stub when username == "Amy", password == "secret" \
        (DoublesTests/StubMissTests.swift:\(line)): username == "Amy", but was "amy"; password == "secret", but was "x"
        """,
      ])
    #expect(authorizer.on.authorize.stubMisses.count == 2)
  }

  @Test func aPredicateStubIsNamedByItsDescription() {
    let table = TableReloadingDouble()
    table.on.numberOfRows.when("an even section") { $0 % 2 == 0 }.returns(4)
    #expect(table.numberOfRows(inSection: 3) == 0)
    #expect(table.stubMisses.map(\.mismatches) == [["an even section, but was 3"]])
  }

  @Test func callsWithoutAConditionalStubAreNoMisses() {
    let table = TableReloadingDouble()
    #expect(table.numberOfRows(inSection: 3) == 0)
    table.on.numberOfRows.returns(2)
    #expect(table.numberOfRows(inSection: 3) == 2)
    #expect(table.stubMisses.isEmpty)
  }
}
