import Foundation

/// Searches in the UTF-8 bytes of text, for the redactor's hot paths: `String.contains` goes
/// through Foundation's Unicode-aware search on Linux, some 400 times slower than `memchr`, and
/// the redactor asks a hundred such questions of every value it reads. Needles are given as
/// bytes, so that the callers that ask often convert them once.
package enum ByteSearch {
  /// Whether `text` contains `needle`, byte for byte.
  package static func contains(_ text: Substring, _ needle: [UInt8]) -> Bool {
    firstOffset(of: needle, in: text) != nil
  }

  /// Whether `text` contains `needle`, byte for byte.
  package static func contains(_ text: String, _ needle: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { haystack in
      needle.utf8.withContiguousStorageIfAvailable { needle in search(needle, in: haystack, from: 0) != nil }
    }
    return (found ?? nil) ?? (firstOffset(of: Array(needle.utf8), in: text[...]) != nil)
  }

  /// `word` in lower case, capitalised and in capitals (`bearer`, `Bearer`, `BEARER`), as bytes.
  package static func spellings(of word: String) -> [[UInt8]] {
    let capitalised = word.prefix(1).uppercased() + word.dropFirst().lowercased()
    return [word.lowercased(), capitalised, word.uppercased()].map { Array($0.utf8) }
  }

  /// The UTF-8 offsets in `text` where one of `needles` starts, in order.
  package static func offsets(of needles: Needles, in text: String) -> [Int] {
    needles.occurrences(in: text).map(\.offset)
  }

  /// Several needles looked for in one pass over the text, by their first byte: cheaper than a
  /// search per needle for the short values the redactor reads most.
  package struct Needles: Sendable {
    package let needles: [[UInt8]]
    private let byFirstByte: [[Int]]

    package init(_ needles: [[UInt8]]) {
      self.needles = needles.filter { !$0.isEmpty }
      var table = Array(repeating: [Int](), count: 256)
      for (index, needle) in self.needles.enumerated() { table[Int(needle[0])].append(index) }
      byFirstByte = table
    }

    /// The words, each in lower case, capitalised and in capitals.
    package init(spellingsOf words: [String]) { self.init(words.flatMap(ByteSearch.spellings(of:))) }

    /// Each place in `text` where a needle starts: its UTF-8 offset and the needle's index, in
    /// order.
    package func occurrences(in text: String) -> [(offset: Int, needle: Int)] {
      var found: [(offset: Int, needle: Int)] = []
      let scan = { (bytes: UnsafeBufferPointer<UInt8>) in
        guard let base = bytes.baseAddress else { return }
        for offset in 0..<bytes.count {
          for index in byFirstByte[Int(bytes[offset])] {
            let needle = needles[index]
            if bytes.count - offset >= needle.count, memcmp(base + offset, needle, needle.count) == 0 {
              found.append((offset, index))
            }
          }
        }
      }
      if text.utf8.withContiguousStorageIfAvailable(scan) == nil { Array(text.utf8).withUnsafeBufferPointer(scan) }
      return found
    }
  }

  /// The UTF-8 offsets in `text` where `needle` starts, in order.
  package static func offsets(of needle: [UInt8], in text: Substring) -> [Int] {
    var found: [Int] = []
    var start = 0
    while let offset = firstOffset(of: needle, in: text, from: start) {
      found.append(offset)
      start = offset + 1
    }
    return found
  }

  /// The UTF-8 offset of the first `needle` in `text` at or after `start`.
  package static func firstOffset(of needle: [UInt8], in text: Substring, from start: Int = 0) -> Int? {
    guard !needle.isEmpty else { return nil }
    if let found = text.utf8.withContiguousStorageIfAvailable({ search(needle, in: $0, from: start) }) { return found }
    return Array(text.utf8).withUnsafeBufferPointer { search(needle, in: $0, from: start) }
  }

  private static func search(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    needle.withUnsafeBufferPointer { search($0, in: haystack, from: start) }
  }

  private static func search(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, !needle.isEmpty,
      start < haystack.count
    else { return nil }
    let origin = UnsafeRawPointer(base)
    let end = origin + haystack.count
    var cursor = origin + start
    while cursor < end, let hit = memchr(cursor, Int32(needle[0]), end - cursor) {
      let candidate = UnsafeRawPointer(hit)
      if end - candidate >= needle.count, memcmp(candidate, needleBase, needle.count) == 0 { return candidate - origin }
      cursor = candidate + 1
    }
    return nil
  }
}
