/// What a file's bytes tell before it is parsed: whether it mentions the `@Doubled` marker, and
/// the names that follow each declaration keyword.
///
/// The scan stage parses only the files that can contribute what was asked for, and of the
/// others only those that declare a name the doubles need (a parent, a superclass, the type a
/// nested protocol is declared in, an extension of a protocol read). A sketch errs on the side of parsing: a keyword in a comment
/// or a string counts, so it may name a file that turns out to contribute nothing, never the
/// other way round for Swift as written (a keyword, spaces or new lines, a name).
package struct FileSketch: Sendable, Equatable {
  /// Whether the word `Doubled` appears, as in `@Doubled`, `@DoublesMacros.Doubled` or a
  /// `/// @Doubled` doc comment line.
  package var mentionsMarker = false
  /// The names after `protocol`.
  package var protocols: Set<String> = []
  /// The names after `class`.
  package var classes: Set<String> = []
  /// The names after `typealias`.
  package var typeAliases: Set<String> = []
  /// The names after `struct`, `enum` and `actor`.
  package var otherTypes: Set<String> = []
  /// The first name after `extension` (of `extension Outer.Inner`, `Outer`).
  package var extensions: Set<String> = []
  /// Of ``extensions``, those whose header has a `where` clause (or may have one: the word `where`
  /// before the first `{`, or no `{`).
  package var constrainedExtensions: Set<String> = []

  /// Whether `protocol` is followed by a name.
  package var declaresProtocol: Bool { !protocols.isEmpty }
  /// Whether `class` is followed by a name.
  package var declaresClass: Bool { !classes.isEmpty }

  /// Whether the file declares one of `needed`, as a declaration of the kind that can meet the need.
  package func declaresAny(of needed: NeededNames) -> Bool {
    !protocols.isDisjoint(with: needed.protocols) || !typeAliases.isDisjoint(with: needed.typeAliases)
      || !classes.isDisjoint(with: needed.classes) || !extensions.isDisjoint(with: needed.extended)
      || !constrainedExtensions.isDisjoint(with: needed.constrainedExtended)
      || !needed.scopes.isEmpty
        && [extensions, otherTypes, classes].contains { !$0.isDisjoint(with: needed.scopes) }
      || !needed.types.isEmpty
        && [protocols, classes, typeAliases, otherTypes].contains { !$0.isDisjoint(with: needed.types) }
  }

  /// The sketch of `text`.
  package init(_ text: String) {
    if let sketch = text.utf8.withContiguousStorageIfAvailable({ FileSketch(bytes: $0) }) {
      self = sketch
    } else {
      self = Array(text.utf8).withUnsafeBufferPointer { FileSketch(bytes: $0) }
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    Self.identifierBytes.withUnsafeBufferPointer { isIdentifier in
      // A byte order mark is no part of the first name.
      var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      while index < bytes.count {
        guard isIdentifier[Int(bytes[index])] else {
          index += 1
          continue
        }
        let start = index
        index += 1
        while index < bytes.count && isIdentifier[Int(bytes[index])] { index += 1 }
        guard let keyword = Self.keyword(UnsafeBufferPointer(rebasing: bytes[start..<index])) else { continue }
        if keyword == .marker {
          mentionsMarker = true
          continue
        }
        // Only spaces and comments, not a dot or a parenthesis, separate a keyword from the name
        // it declares.
        let afterSpaces = Self.skippingSpacesAndComments(bytes, from: index)
        guard afterSpaces > index else { continue }
        let isQuoted = afterSpaces < bytes.count && bytes[afterSpaces] == UInt8(ascii: "`")
        let nameStart = isQuoted ? afterSpaces + 1 : afterSpaces
        var nameEnd = nameStart
        while nameEnd < bytes.count && isIdentifier[Int(bytes[nameEnd])] { nameEnd += 1 }
        guard nameEnd > nameStart else { continue }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self)
        switch keyword {
        case .protocol: protocols.insert(name)
        case .class: classes.insert(name)
        case .typeAlias: typeAliases.insert(name)
        case .otherType: otherTypes.insert(name)
        case .extension:
          extensions.insert(name)
          if Self.headerMentionsWhere(bytes, from: nameEnd, isIdentifier) { constrainedExtensions.insert(name) }
        case .marker: break
        }
        index = nameEnd
      }
    }
  }

  /// For each byte, whether it can be part of a name: letters, digits, `_`, and every byte of a
  /// non-ASCII character (which Swift allows in names).
  static let identifierBytes: [Bool] = (0...255).map { byte in
    switch UInt8(byte) {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), 0x80...:
      return true
    default:
      return false
    }
  }

  /// The words a sketch looks for.
  private enum Keyword {
    case marker, `protocol`, `class`, typeAlias, otherType, `extension`
  }

  private static func keyword(_ word: UnsafeBufferPointer<UInt8>) -> Keyword? {
    func equals(_ spelling: StaticString) -> Bool {
      spelling.utf8CodeUnitCount == word.count
        && spelling.withUTF8Buffer { $0.elementsEqual(word) }
    }
    switch word.count {
    case 4: return equals("enum") ? .otherType : nil
    case 5: return equals("class") ? .class : equals("actor") ? .otherType : nil
    case 6: return equals("struct") ? .otherType : nil
    case 7: return equals("Doubled") ? .marker : nil
    case 8: return equals("protocol") ? .protocol : nil
    case 9: return equals("typealias") ? .typeAlias : equals("extension") ? .extension : nil
    default: return nil
    }
  }

  /// Whether the word `where` comes after `index` before the first `{`, or there is no `{`.
  private static func headerMentionsWhere(
    _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, _ isIdentifier: UnsafeBufferPointer<Bool>
  ) -> Bool {
    var index = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "{") {
      guard isIdentifier[Int(bytes[index])] else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count && isIdentifier[Int(bytes[index])] { index += 1 }
      if index - start == 5, "where".utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[start..<index])) {
        return true
      }
    }
    return index == bytes.count
  }

  /// Where the first byte after `index` that is neither a space nor in a comment is.
  private static func skippingSpacesAndComments(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
    var index = index
    while index < bytes.count {
      if isSpace(bytes[index]) {
        index += 1
      } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index = min(bytes.count, index + 2)
      } else {
        break
      }
    }
    return index
  }

  /// The names in `text` as a sketch reads them: runs of letters, digits, `_` and non-ASCII bytes.
  package static func names(in text: String) -> [String] {
    var names: [String] = []
    var start: String.UTF8View.Index?
    let utf8 = text.utf8
    for index in utf8.indices {
      if identifierBytes[Int(utf8[index])] {
        if start == nil { start = index }
      } else if let first = start {
        names.append(String(text[first..<index]))
        start = nil
      }
    }
    if let first = start { names.append(String(text[first...])) }
    return names
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }
}
