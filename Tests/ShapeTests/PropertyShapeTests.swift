import DoublesTesting
import Foundation
import Testing

@Suite("Property shapes")
struct PropertyShapeTests {
  @Test func getOnlyGetSetOptionalAndImplicitlyUnwrapped() {
    let double = PropertyShapesDouble()
    double.on.readOnly.returns("fixed")
    double.on.unwrapped.value = 5
    #expect(double.readOnly == "fixed")
    #expect(double.readWrite == 0)
    double.readWrite = 9
    #expect(double.readWrite == 9)
    #expect(double.optional == nil)
    double.optional = "set"
    #expect(double.optional == "set")
    #expect(double.unwrapped == 5)
    #expect(double.on.readWrite.setValues == [9])
    #expect(double.on.readWrite.getCount == 2)
  }

  @Test func readsAndWritesVerifyLikeMethods() {
    let double = PropertyShapesDouble()
    double.readWrite = 3
    _ = double.readOnly
    #expect(double.on.readOnly.verify(.once))
    #expect(double.on.readWrite.verify(.never))
    #expect(double.on.readWrite.verifySet(.once))
    #expect(double.on.readWrite.verifySet(.once, to: 3))
    #expect(double.on.readWrite.verifySet(.once, to: .where("above 2") { $0 > 2 }))
    let failures = withCapturedFailures {
      double.on.readOnly.verify(.exactly(2))
      double.on.readWrite.verifySet(.once, to: 4)
    }
    #expect(
      failures.map(\.message) == [
        "Expected readOnly to be read exactly 2 times, but it was read 1 time:\n  1. readOnly",
        "Expected readWrite to be set to 4 once, but it was never set that way.\n"
          + "Calls that matched: none\nCalls that did not match:\n  ✗ readWrite = 3",
      ])
  }

  @Test func propertyReadsCanBeExpectedAndAwaited() async {
    let double = PropertyShapesDouble(.strict).with { $0.on.readOnly.expect(.once).returns("fixed") }
    Task { _ = double.readOnly }
    #expect(await double.on.readOnly.verifyEventually(.once))
    #expect(double.verify())
  }

  @Test func effectfulGetters() async throws {
    let double = PropertyShapesDouble()
    double.on.effectful.returns(Data("x".utf8))
    #expect(try await double.effectful == Data("x".utf8))
    double.on.effectful.throws(URLError(.notConnectedToInternet))
    await #expect(throws: URLError.self) { try await double.effectful }
    #expect(double.callLog == ["effectful", "effectful"])
  }

  /// Scenario S05: a stub exposes a stream the test pushes into.
  @Test func streamPropertiesTheTestCanPushInto() async throws {
    let bidder = BidderNetworkModelTypeDouble()
    let (stream, continuation) = AsyncStream<Bool>.makeStream()
    bidder.on.createdNewUser.value = stream
    bidder.on.createOrGetBidder.answers { _ in
      continuation.yield(true)
      return "bidder"
    }
    continuation.yield(false)
    #expect(try await bidder.createOrGetBidder() == "bidder")
    continuation.finish()
    var seen: [Bool] = []
    for await value in bidder.createdNewUser { seen.append(value) }
    #expect(seen == [false, true])
    var none: [Int] = []
    for try await value in bidder.updates { none.append(value) }
    #expect(none.isEmpty)
  }
}
