import DoublesTesting
import Testing

@Suite("Shapes from real modules")
struct RealModuleShapeTests {
  @Test func keywordLabelsThatAreAlsoTheNames() {
    let double = RealModuleShapesDouble()
    double.on.readInteger.when(\.in, [1]).returns(1)
    #expect(double.readInteger(as: Int.self, in: [1]) == 1)
    #expect(double.readInteger(as: Int.self, in: [2]) == nil)
    #expect(double.callLog == ["readInteger(as: Int.self, in: [1])", "readInteger(as: Int.self, in: [2])"])
  }

  @available(*, deprecated, message: "exercises a deprecated requirement")
  @Test func deprecatedRequirementsHaveHandlesMadeOnFirstUse() {
    let double = RealModuleShapesDouble()
    double.join(interface: Interface(name: "eth0"))
    double.join(device: "eth1")
    double.on.joinInterface.verify(.once, \.self, Interface(name: "eth0"))
    double.on.joinDevice.verify(.once)
    #expect(double.on.joinInterface === double.on.joinInterface)
    #expect(double.callLog == [#"join(interface: Interface(name: "eth0"))"#, #"join(device: "eth1")"#])
  }

  @Test func consumingAndBorrowingParametersAreRecordedAsMarkers() {
    let double = RealModuleShapesDouble()
    double.on.inspect.returns(true)
    let ticket = Ticket(number: 7)
    let inspected = double.inspect(ticket)
    #expect(inspected)
    double.enqueue(ticket)
    double.on.enqueue.verify(.once, with: NoncopyableArgument())
    #expect(double.callLog == ["inspect((noncopyable value))", "enqueue((noncopyable value))"])
  }
}
