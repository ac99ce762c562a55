import DoublesTesting
import Testing

@Suite("Access shapes")
struct AccessShapeTests {
  @Test func anSPIProtocolsDoubleIsOfItsGroup() {
    let double = SPIShapesDouble()
    double.on.peek.returns(7)
    let spi: any SPIShapes = double
    #expect(spi.peek() == 7)
  }

  @Test func anSPIRequirementIsAnsweredLikeAnyOther() {
    let double = PartlySPIShapesDouble()
    double.on.peek.returns(2)
    #expect(double.peek() == 2)
    #expect(double.callLog == ["peek()"])
  }
}
