import DoublesHAR
import Foundation
import Testing

/// `JSONValue.parse`, a parser of its own, against `JSONDecoder`: the same value for every
/// document `JSONDecoder` reads, and `nil` for what it refuses.
@Suite("JSONValue parsing")
struct JSONValueParsingTests {
  static func decoded(_ text: String) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  static let documents = [
    #"{"a": 1, "b": [true, false, null], "c": {"d": -0.5e-3, "e": "x"}}"#,
    #"  [1, 2.5, -3, 4E2, 0, -0, 1e+2, 12345678901234567890]  "#,
    #""text with \"escapes\" \\ \/ \b\f\n\r\t and \u00e9 \u20AC \ud83d\ude00""#,
    "42", "true", "null", "[]", "{}", #"[[[[]]]]"#, #"{"":""}"#,
    "\u{FEFF}[1]", String(repeating: "[", count: 511) + "0" + String(repeating: "]", count: 511),
    #"{"dup": 1, "dup": 2}"#, "\"Ünïcödé ✓ 😀\"", "\n\t[ 1 ,\r\n 2 ]\n", "[1,]", #"{"a": 1, }"#,
  ]

  static let notJSON = [
    "", " ", "{", "[,]", "[1,,]", #"{,}"#, "01", "1.", ".5", "-", "+1", "1e", "tru", "nul", "[1 2]",
    #"{"a" 1}"#, #"{a: 1}"#, "'x'", "\"unterminated", "\"tab\there\"", #""\x""#, #""\u12""#,
    #""\ud83d""#, #""\ude00""#, "[] []", "NaN", "Infinity", "1e400", "1e-400", "[-0.1e-999]",
    String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
  ]

  @Test(arguments: documents)
  func readsWhatJSONDecoderReads(_ text: String) throws {
    let expected = try #require(Self.decoded(text))
    #expect(JSONValue.parse(Data(text.utf8)) == expected)
  }

  @Test(arguments: notJSON)
  func refusesWhatIsNotJSON(_ text: String) {
    #expect(JSONValue.parse(Data(text.utf8)) == nil)
    #expect(Self.decoded(text) == nil, "JSONDecoder reads \(text.debugDescription)")
  }

  @Test func utf16IsReadAsJSONDecoderReadsIt() throws {
    let data = try #require("[1, \"é\"]".data(using: .utf16LittleEndian))
    #expect(JSONValue.parse(data) == .array([.number(1), .string("é")]))
  }

  @Test func bytesThatAreNotUTF8AreRefused() {
    #expect(JSONValue.parse(Data([0x22, 0xFF, 0xFE, 0x22])) == nil)
  }

  @Test func randomDocumentsReadAsJSONDecoderReadsThem() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      let value = Self.random(depth: 0, using: &generator)
      let encoder = JSONEncoder()
      encoder.outputFormatting = Bool.random(using: &generator) ? [.prettyPrinted] : []
      let data = try encoder.encode(value)
      #expect(JSONValue.parse(data) == (try JSONDecoder().decode(JSONValue.self, from: data)))
    }
  }

  static func random(depth: Int, using generator: inout SystemRandomNumberGenerator) -> JSONValue {
    let strings = ["", "a", "é€😀", "quote \" and \\", "line\nbreak\u{1}", "https://x/y"]
    switch Int.random(in: depth > 3 ? 0..<4 : 0..<6, using: &generator) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2:
      return .number(
        Bool.random(using: &generator)
          ? Double(Int.random(in: -1_000_000...1_000_000, using: &generator))
          : Double.random(in: -1e6...1e6, using: &generator))
    case 3: return .string(strings.randomElement(using: &generator)!)
    case 4:
      return .array(
        (0..<Int.random(in: 0..<4, using: &generator)).map { _ in random(depth: depth + 1, using: &generator) })
    default:
      var members: [String: JSONValue] = [:]
      for index in 0..<Int.random(in: 0..<4, using: &generator) {
        members["k\(index)\(strings.randomElement(using: &generator)!)"] = random(depth: depth + 1, using: &generator)
      }
      return .object(members)
    }
  }
}
