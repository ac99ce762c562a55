import DoublesGenerator
import Testing

/// One rule for how a double writes a type, whatever kind of double it is.
@Suite("Type spelling")
struct TypeSpellingTests {
  @Test func selfIsTheDoubleInASignatureOnly() {
    let spelling = TypeSpelling(selfType: "ShapeDouble")
    #expect(spelling.spell("[Self]", at: .signature) == "[ShapeDouble]")
    #expect(spelling.spell("Self.Element", at: .signature) == "ShapeDouble.Element")
    #expect(spelling.spell("Self", at: .constraint) == "Self")
    #expect(spelling.spell("SelfDescribing", at: .signature) == "SelfDescribing")
  }

  @Test func qualifiedNamesAreWrittenInFullWhereverATypeNamesThem() {
    let spelling = TypeSpelling(qualifiedNames: ["Request": "Scene.Request"])
    #expect(spelling.spell("(Request) -> Request?", at: .signature) == "(Scene.Request) -> Scene.Request?")
    #expect(spelling.spell("Request", at: .constraint) == "Scene.Request")
    // A member of another type, and a label, are not the nested type.
    #expect(spelling.spell("Other.Request", at: .signature) == "Other.Request")
    #expect(spelling.spell("(Request: Int) -> Void", at: .signature) == "(Request: Int) -> Void")
  }

  @Test func aStructsClosuresNameItsNestedTypesAndSelfThroughTheStruct() {
    let model = ClosureStructModel(name: "Client", nestedTypes: ["Response"])
    let spelling = ClosureStructDoubleEmitter.spelling(of: model)
    #expect(spelling.spell("(Self) -> Response", at: .signature) == "(Client) -> Client.Response")
    #expect(spelling.spell("Self.Response", at: .signature) == "Client.Response")
  }
}
