import DoublesTesting
import Testing

@Suite("Configuration shapes")
struct ConfigurationShapeTests {
  @Test func theDeclarationThatIsBuiltHasItsDouble() {
    let child = PerCompilerChildDouble()
    child.on.modern.returns(3)
    #expect(child.modern() == 3)
    child.more()
    #expect(child.callLog == ["modern()", "more()"])
  }

  @Test func anAssociatedTypeDeclaredUnderIfIsAGenericParameter() {
    let store = ConditionalStoreDouble<String>()
    store.put("a")
    store.on.put.verify(.once, with: "a")
  }
}
