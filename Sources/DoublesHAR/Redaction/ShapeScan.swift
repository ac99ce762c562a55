import Foundation

/// Finds JWTs and private-key blocks in text in one pass each. Regular expressions for them
/// backtrack over every `eyJ` of a long run of base64 characters, and over everything after each
/// `-----BEGIN … PRIVATE KEY-----` that has no end, so a value built that way (or a large
/// corrupted file given to the cassette check) would take quadratic time.
package enum ShapeScan {
  /// The ranges of the JWTs in `text`: `eyJ` and two or more base64url characters, a dot, the
  /// same again (or, after a header that says which algorithm signs it, any 10 base64url
  /// characters: an encrypted or opaque payload), a dot, and a signature of base64url
  /// characters, possibly empty.
  package static func jwts(in text: String) -> [Range<String.Index>] {
    let bytes = Array(text.utf8)
    var ranges: [Range<String.Index>] = []
    var start = 0
    // Runs of base64url characters and dots, each split at its dots into pieces.
    while start < bytes.count {
      guard isTokenOrDot(bytes[start]) else {
        start += 1
        continue
      }
      var end = start
      while end < bytes.count, isTokenOrDot(bytes[end]) { end += 1 }
      var pieces: [Range<Int>] = []
      var pieceStart = start
      for index in start...end where index == end || bytes[index] == dot {
        pieces.append(pieceStart..<index)
        pieceStart = index + 1
      }
      var piece = 0
      while piece + 2 < pieces.count {
        if let header = headerStart(bytes, pieces[piece]),
          (startsWithEyJ(bytes, pieces[piece + 1]) && pieces[piece + 1].count >= 5)
            || (pieces[piece + 1].count >= 10 && namesAlgorithm(bytes[header..<pieces[piece].upperBound]))
        {
          ranges.append(TextScan.range(in: text, header..<pieces[piece + 2].upperBound))
          piece += 3
        } else {
          piece += 1
        }
      }
      start = end
    }
    return ranges
  }

  /// Where a JWT's header starts in `piece`: its first `eyJ` with two or more characters after
  /// it (a later one has fewer).
  private static func headerStart(_ bytes: [UInt8], _ piece: Range<Int>) -> Int? {
    var index = piece.lowerBound
    while index + 5 <= piece.upperBound {
      if bytes[index] == 0x65, bytes[index + 1] == 0x79, bytes[index + 2] == 0x4A { return index }
      index += 1
    }
    return nil
  }

  /// Whether `header`, base64url, is a JSON object that names its algorithm (`{"alg":"HS256"}`),
  /// as every JWT header does.
  private static func namesAlgorithm(_ header: ArraySlice<UInt8>) -> Bool {
    guard header.count <= 1_024, let decoded = Redactor.base64Data(String(decoding: header, as: UTF8.self)),
      decoded.first == UInt8(ascii: "{")
    else { return false }
    return ByteSearch.contains(String(decoding: decoded, as: UTF8.self), "\"alg\"")
  }

  private static func startsWithEyJ(_ bytes: [UInt8], _ piece: Range<Int>) -> Bool {
    piece.count >= 3 && bytes[piece.lowerBound] == 0x65 && bytes[piece.lowerBound + 1] == 0x79
      && bytes[piece.lowerBound + 2] == 0x4A
  }

  private static let dot = UInt8(ascii: ".")

  private static func isTokenOrDot(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  /// The ranges of the private-key blocks in `text`: `-----BEGIN … PRIVATE KEY-----` (or PGP's
  /// `PRIVATE KEY BLOCK`) to the first such end marker after it, the labels of capital letters
  /// and spaces.
  package static func privateKeys(in text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var cursor = text.startIndex
    while let begin = text.range(of: "-----BEGIN ", range: cursor..<text.endIndex) {
      guard let header = labelEnd(in: text, from: begin.upperBound) else {
        cursor = begin.upperBound
        continue
      }
      // The first end marker after the header closes the block; with none, no later block can
      // close either.
      var search = header
      var closed: String.Index?
      while let end = text.range(of: "-----END ", range: search..<text.endIndex) {
        if let after = labelEnd(in: text, from: end.upperBound) {
          closed = after
          break
        }
        search = end.upperBound
      }
      guard let closed else { break }
      ranges.append(begin.lowerBound..<closed)
      cursor = closed
    }
    return ranges
  }

  /// Where `[A-Z ]*PRIVATE KEY( BLOCK)?-----` starting at `start` ends, or `nil` when it is not there.
  private static func labelEnd(in text: String, from start: String.Index) -> String.Index? {
    var index = start
    // Labels are short (`RSA`, `ENCRYPTED`, `OPENSSH`): a longer run of capitals is no label.
    var length = 0
    while index < text.endIndex, length < 64, let ascii = text[index].asciiValue,
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(ascii) || ascii == UInt8(ascii: " ")
    {
      index = text.index(after: index)
      length += 1
    }
    // The label's run ends in `PRIVATE KEY` (`PRIVATE KEY BLOCK` for PGP), which it consumed.
    let label = text[start..<index]
    guard label.hasSuffix("PRIVATE KEY") || label.hasSuffix("PRIVATE KEY BLOCK"), text[index...].hasPrefix("-----")
    else { return nil }
    return text.index(index, offsetBy: 5)
  }
}
