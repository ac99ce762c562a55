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
