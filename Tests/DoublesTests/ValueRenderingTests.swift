import Doubles
import DoublesTesting
import Foundation
import Testing

private struct Order: Equatable {
  let id: Int
  let lines: [String]
}

extension Order: CustomDoublesRendering {
  var doublesDescription: String { "Order #\(id)" }
}

@Suite("How call logs and messages show values")
struct ValueRenderingTests {
  @Test func dataThatIsTextShowsItsText() {
    let send = FunctionDouble<Data, Void, Never>("send")
    let sending: (Data) -> Void = send.closure
    sending(Data(#"{"id":42,"name":"Ada"}"#.utf8))
    #expect(send.callLog == [#"send(Data(22 bytes: "{"id":42,"name":"Ada"}"))"#])
  }

  @Test func prettyPrintedJSONShowsOnOneLine() {
    let send = FunctionDouble<Data, Void, Never>("send")
    let sending: (Data) -> Void = send.closure
    sending(Data("{\n  \"id\": 42,\n  \"tags\": [\n    \"new\"\n  ]\n}\n".utf8))
    #expect(send.callLog == [#"send(Data(42 bytes: "{ "id": 42, "tags": [ "new" ] }"))"#])
  }

  @Test func longTextIsCutAndBinaryDataShowsItsSize() {
    let send = FunctionDouble<Data, Void, Never>("send")
    let sending: (Data) -> Void = send.closure
    sending(Data(String(repeating: "a", count: 250).utf8))
    sending(Data([0xFF, 0x00, 0x12]))
    sending(Data())
    #expect(
      send.callLog == [
        "send(Data(250 bytes: \"\(String(repeating: "a", count: 200))…\"))",
        "send(Data(3 bytes))",
        "send(Data(0 bytes))",
      ])
  }

  @Test func aFailureMessageSaysWhichBodyWasSent() {
    let send = FunctionDouble<Data, Void, Never>("send")
    let sending: (Data) -> Void = send.closure
    sending(Data(#"{"op":"subscribe"}"#.utf8))
    let failures = withCapturedFailures { send.on.verify(.once, with: Data(#"{"op":"ping"}"#.utf8)) }
    #expect(
      failures.map(\.message) == [
        """
        Expected send(Data(13 bytes: "{"op":"ping"}")) to be called once, but it was never called that way.
        Calls that matched: none
        Calls that did not match:
          ✗ send(Data(18 bytes: "{"op":"subscribe"}"))
        """
      ])
  }

  @Test func aTypeOfTheUsersChoosesItsOwnRendering() {
    let place = FunctionDouble<Order, Void, Never>("place")
    let placing: (Order) -> Void = place.closure
    placing(Order(id: 42, lines: ["tea"]))
    #expect(place.callLog == ["place(Order #42)"])
  }
}
