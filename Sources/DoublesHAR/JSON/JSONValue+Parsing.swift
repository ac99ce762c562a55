import Foundation

extension JSONValue {
  /// Parses `data` (RFC 8259 JSON, a top-level scalar included), or returns `nil` when it is not
  /// JSON.
  ///
  /// A parser of its own, not `JSONDecoder`: decoding an untyped value through `Decodable` tries
  /// each kind in turn and throws for each miss, which made a body of a few kilobytes cost about
  /// a millisecond. It reads what `JSONDecoder` reads, as it reads it (`JSONValueParsingTests`
  /// compares them): a trailing comma is allowed, and of a repeated key the first value counts.
  package static func parse(_ data: Data) -> JSONValue? {
    // UTF-16 and UTF-32 (a zero byte among the first two) are left to JSONDecoder, which reads them.
    if data.count >= 2, data[data.startIndex] == 0 || data[data.startIndex + 1] == 0 {
      return try? JSONDecoder().decode(JSONValue.self, from: data)
    }
    return data.withUnsafeBytes { buffer in
      var bytes = buffer.bindMemory(to: UInt8.self)
      // A UTF-8 byte order mark is read past, as JSONDecoder reads past it.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) }
      var parser = JSONParser(bytes)
      guard let value = parser.value(depth: 0) else { return nil }
      parser.skipWhitespace()
      return parser.isAtEnd ? value : nil
    }
  }
}

/// A recursive-descent JSON parser over bytes.
private struct JSONParser {
  /// As deep as `JSONDecoder` nests before it gives up.
  static let maximumDepth = 512

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { index >= bytes.count }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
      default: return
      }
    }
  }

  mutating func value(depth: Int) -> JSONValue? {
    skipWhitespace()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    // Only containers count towards the depth, as for JSONDecoder.
    case UInt8(ascii: "{"): return depth < Self.maximumDepth ? object(depth: depth) : nil
    case UInt8(ascii: "["): return depth < Self.maximumDepth ? array(depth: depth) : nil
    case UInt8(ascii: "\""): return string().map(JSONValue.string)
    case UInt8(ascii: "t"): return literal("true", .bool(true))
    case UInt8(ascii: "f"): return literal("false", .bool(false))
    case UInt8(ascii: "n"): return literal("null", .null)
    default: return number()
    }
  }

  private mutating func literal(_ text: StaticString, _ value: JSONValue) -> JSONValue? {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return nil }
    for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return nil }
    index += count
    return value
  }

  private mutating func object(depth: Int) -> JSONValue? {
    index += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}"), !members.isEmpty {
        index += 1
        return .object(members)
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let name = string() else { return nil }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let member = value(depth: depth + 1) else { return nil }
      if members[name] == nil { members[name] = member }
      skipWhitespace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: return nil
      }
    }
  }

  private mutating func array(depth: Int) -> JSONValue? {
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]"), !items.isEmpty {
        index += 1
        return .array(items)
      }
      guard let item = value(depth: depth + 1) else { return nil }
      items.append(item)
      skipWhitespace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(items)
      default: return nil
      }
    }
  }

  /// A string from its opening quote: escapes decoded, control characters and bytes that are
  /// not UTF-8 refused.
  private mutating func string() -> String? {
    index += 1
    let start = index
    // Most strings have no escape, and most are ASCII: their bytes are taken as they are.
    var isASCII = true
    while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
      bytes[index] >= 0x20
    {
      isASCII = isASCII && bytes[index] < 0x80
      index += 1
    }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "\"") {
      index += 1
      let text = UnsafeBufferPointer(rebasing: bytes[start..<index - 1])
      return isASCII ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
    }
    var text = Array(bytes[start..<index])
    while true {
      guard index < bytes.count else { return nil }
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(validating: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = unicodeEscape() else { return nil }
          text.append(contentsOf: String(Character(scalar)).utf8)
        default: return nil
        }
      case 0..<0x20:
        return nil
      default:
        text.append(byte)
      }
    }
  }

  /// The scalar of a `\u` escape (its `\u` read), a surrogate pair joined.
  private mutating func unicodeEscape() -> Unicode.Scalar? {
    guard let high = hexQuad() else { return nil }
    if (0xD800..<0xDC00).contains(high) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      else { return nil }
      index += 2
      guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
      return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }
    return Unicode.Scalar(high)
  }

  private mutating func hexQuad() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// A number as RFC 8259 writes it: `-`, no leading zero, a fraction, an exponent.
  private mutating func number() -> JSONValue? {
    let start = index
    func digits() -> Int {
      let first = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index - first
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return nil
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return nil }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { return nil }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else { return nil }
    // Too small for a Double: JSONDecoder refuses it rather than read 0.
    let significand = text.prefix(while: { $0 != "e" && $0 != "E" })
    if number == 0, significand.contains(where: { ("1"..."9").contains($0) }) {
      return nil
    }
    return .number(number)
  }
}
