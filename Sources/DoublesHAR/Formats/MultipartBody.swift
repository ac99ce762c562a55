import Foundation

/// Reading `multipart/form-data` bodies (RFC 7578) as parts that keep their place in the body,
/// so that redaction can replace one part's content and leave every other byte as it was.
package enum MultipartBody {
  /// One part of a multipart body.
  package struct Part: Sendable, Equatable {
    /// The part's `name` in its `Content-Disposition` header: the form field's name.
    package var name: String?
    /// The `filename` of a file part.
    package var fileName: String?
    /// The part's `Content-Type`, when it has one.
    package var contentType: String?
    /// Where the part's content is in the body.
    package var range: Range<Int>

    /// The part's content in `body`, the body it was read from.
    package func content(in body: Data) -> Data {
      body.subdata(in: (body.startIndex + range.lowerBound)..<(body.startIndex + range.upperBound))
    }

    /// Whether the part's content is not text: an image, a PDF, an archive. What its type says
    /// does not decide: a private key uploaded as `application/octet-stream` is text, and read.
    package func isBinary(in body: Data) -> Bool {
      let content = content(in: body)
      guard String(data: content, encoding: .utf8) != nil else { return true }
      return content.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    }
  }

  /// The boundary a `multipart/…` content type names, or `nil` for other types.
  package static func boundary(ofContentType contentType: String?) -> String? {
    guard let contentType, contentType.lowercased().hasPrefix("multipart/") else { return nil }
    for parameter in contentType.split(separator: ";").dropFirst() {
      let pair = parameter.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else { continue }
      let value = pair[1].trimmingCharacters(in: .whitespaces)
      let unquoted =
        value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
        ? value.dropFirst().dropLast() : Substring(value)
      return unquoted.isEmpty ? nil : String(unquoted)
    }
    return nil
  }

  /// The parts of `body` sent with `contentType`, or `nil` when that is not a multipart type
  /// with a boundary or `body` is not such a body.
  package static func parts(of body: Data, contentType: String?) -> [Part]? {
    boundary(ofContentType: contentType).flatMap { parts(of: body, boundary: $0) }
  }

  /// The parts of `body`, or `nil` when it is not a multipart body with `boundary`.
  package static func parts(of body: Data, boundary: String) -> [Part]? {
    let bytes = [UInt8](body)
    let delimiter = Array("--\(boundary)".utf8)
    guard var start = find(delimiter, in: bytes, from: 0) else { return nil }
    var parts: [Part] = []
    while true {
      var cursor = start + delimiter.count
      // The closing delimiter ends the body; whatever follows it is an epilogue.
      if bytes[cursor...].starts(with: Array("--".utf8)) { return parts }
      guard let lineEnd = find(crlf, in: bytes, from: cursor) else { return nil }
      cursor = lineEnd + 2
      guard let headerEnd = find(crlf + crlf, in: bytes, from: cursor - 2) else { return nil }
      let headerText = String(decoding: bytes[cursor..<max(cursor, headerEnd)], as: UTF8.self)
      let contentStart = headerEnd + 4
      guard let next = find(crlf + delimiter, in: bytes, from: contentStart - 2) else { return nil }
      let contentEnd = max(contentStart, next)
      parts.append(part(headers: headerText, range: contentStart..<contentEnd))
      start = next + 2
    }
  }

  /// A part with the fields its header lines name.
  private static func part(headers: String, range: Range<Int>) -> Part {
    var part = Part(range: range)
    for line in headers.components(separatedBy: "\r\n") {
      let pair = line.split(separator: ":", maxSplits: 1)
      guard pair.count == 2 else { continue }
      let value = pair[1].trimmingCharacters(in: .whitespaces)
      switch pair[0].trimmingCharacters(in: .whitespaces).lowercased() {
      case "content-disposition":
        part.name = parameter("name", in: value)
        part.fileName = parameter("filename", in: value)
      case "content-type":
        part.contentType = value
      default:
        break
      }
    }
    return part
  }

  /// The value of parameter `name` (`name="password"`) in a header value.
  private static func parameter(_ name: String, in value: String) -> String? {
    for piece in value.split(separator: ";").dropFirst() {
      let pair = piece.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == name else { continue }
      let raw = pair[1].trimmingCharacters(in: .whitespaces)
      return raw.hasPrefix("\"") && raw.hasSuffix("\"") && raw.count >= 2 ? String(raw.dropFirst().dropLast()) : raw
    }
    return nil
  }

  /// `body` with the content of each part in `replacements` (by index) replaced.
  package static func replacing(_ replacements: [Int: Data], of parts: [Part], in body: Data) -> Data {
    var result = Data(body)
    for (index, content) in replacements.sorted(by: { $0.key > $1.key }) {
      let range = parts[index].range
      result.replaceSubrange(
        (result.startIndex + range.lowerBound)..<(result.startIndex + range.upperBound), with: content)
    }
    return result
  }

  private static let crlf = Array("\r\n".utf8)

  /// Where `needle` first starts in `haystack` at or after `from`.
  private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
    guard !needle.isEmpty, from >= 0, haystack.count - from >= needle.count else { return nil }
    var index = from
    let last = haystack.count - needle.count
    while index <= last {
      if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}
