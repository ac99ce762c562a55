import Dispatch
import DoublesTesting
import Testing
import XCTest

/// Static handles belong to the test that uses them: Swift Testing runs these tests, and the
/// cases of the parameterized one, in parallel, each stubbing `StaticShapesDouble.shared` with a
/// value of its own and resetting nothing; each must see only its own stub and its own calls.
@Suite("Static handles belong to the test")
struct StaticHandleTests {
  static func stubAndRead(_ value: Int) async {
    #expect(StaticShapesDouble.shared == 0, "a stub of another test answered")
    StaticShapesDouble.on.shared.returns(value)
    for _ in 0..<20 {
      await Task.yield()
      #expect(StaticShapesDouble.shared == value)
    }
    // Child tasks belong to the test too.
    let readByChildren = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<4 { group.addTask { StaticShapesDouble.shared } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(readByChildren == [value, value, value, value])
    #expect(StaticShapesDouble.on.shared.getCount == 25)
  }

  @Test(arguments: 1...16) func eachCaseOfAParameterizedTest(_ value: Int) async { await Self.stubAndRead(value) }
  @Test func first() async { await Self.stubAndRead(101) }
  @Test func second() async { await Self.stubAndRead(102) }
  @Test func third() async { await Self.stubAndRead(103) }
  @Test func fourth() async { await Self.stubAndRead(104) }
  @Test func fifth() async { await Self.stubAndRead(105) }
  @Test func sixth() async { await Self.stubAndRead(106) }
  @Test func seventh() async { await Self.stubAndRead(107) }
  @Test func eighth() async { await Self.stubAndRead(108) }
  @Test(.verifiesDoubles) func inAVerifiesDoublesScope() async { await Self.stubAndRead(109) }

  @Test func outsideAnyTestTheHandlesAreTheProcesss() async {
    // A detached task carries none of the test's task-local values: no test runs there.
    await Task.detached { _ = StaticShapesDouble.on.shared.returns(-1) }.value
    #expect(StaticShapesDouble.shared == 0)
    #expect(await Task.detached { StaticShapesDouble.shared }.value == -1)
  }
}

/// XCTest runs one test at a time: each test sees its own static handles, from any thread,
/// without resetting what the previous test stubbed.
final class StaticHandleXCTests: XCTestCase {
  func stubAndRead(_ value: Int) {
    XCTAssertEqual(StaticShapesDouble.shared, 0, "a stub of another test answered")
    StaticShapesDouble.on.shared.returns(value)
    let readOnAnotherThread = expectation(description: "read on another thread")
    DispatchQueue.global().async {
      XCTAssertEqual(StaticShapesDouble.shared, value)
      readOnAnotherThread.fulfill()
    }
    wait(for: [readOnAnotherThread], timeout: 60)
    XCTAssertEqual(StaticShapesDouble.on.shared.getCount, 2)
  }

  func testAStubOfOneTest() { stubAndRead(201) }
  func testAStubOfAnotherTest() { stubAndRead(202) }
}
