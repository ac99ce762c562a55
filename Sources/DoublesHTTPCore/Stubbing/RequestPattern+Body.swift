import DoublesHAR
import Foundation

/// How a JSON body matcher compares documents.
public struct JSONMatchOptions: OptionSet, Sendable {
  /// The raw option bits.
  public let rawValue: Int
  /// Creates options from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Objects in the request may have keys the expected document lacks.
  public static let ignoringExtraKeys = JSONMatchOptions(rawValue: 1 << 0)
  /// Arrays match when they hold the same elements in any order.
  public static let ignoringArrayOrder = JSONMatchOptions(rawValue: 1 << 1)
}

extension RequestPattern {
  /// Requests whose body is exactly these bytes.
  public func body(_ data: Data) -> RequestPattern {
    adding(
      Condition("body is \(BodyPreview.render(data))") { request in
        Verdict(matched: request.body == data, actual: Self.renderBody(request))
      }, remote: String(data: data, encoding: .utf8).map { .field("body", $0) })
  }

  /// Requests whose body is exactly this UTF-8 text.
  public func body(_ text: String) -> RequestPattern {
    body(Data(text.utf8))
  }

  /// Requests whose body is the recorded text `recorded`, in which `wildcard` (a redacted
  /// credential) stands for any text.
  func body(recorded: String, wildcard: String) -> RequestPattern {
    adding(
      Condition("body is \(BodyPreview.render(Data(recorded.utf8)))") { request in
        let matched = request.bodyText.map { PlaceholderText.matches(recorded, $0, placeholder: wildcard) } ?? false
        return Verdict(matched: matched, actual: Self.renderBody(request))
      })
  }

  /// Requests whose body contains `text`.
  public func body(containing text: String) -> RequestPattern {
    adding(
      Condition("body contains \(text)") { request in
        Verdict(matched: request.bodyText?.contains(text) ?? false, actual: Self.renderBody(request))
      }, remote: .field("bodyContains", text))
  }

  /// Requests whose `application/x-www-form-urlencoded` body has these fields, in any order;
  /// with `exactly: false`, other fields may be present too.
  public func body(form fields: [String: String], exactly: Bool = true) -> RequestPattern {
    body(formPairs: fields.map { QueryPair(name: $0.key, value: $0.value) }, exactly: exactly)
  }

  func body(formPairs pairs: [QueryPair], exactly: Bool = true, wildcard: String? = nil) -> RequestPattern {
    let expected = pairs.sorted()
    let text = expected.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    return adding(
      Condition(exactly ? "form body is \(text)" : "form body contains \(text)") { request in
        let actual = FormBody.fields(of: request.body).map { QueryPair(name: $0.name, value: $0.value) }.sorted()
        let matched =
          exactly ? QueryPair.accepts(expected, actual, wildcard: wildcard) : Set(expected).isSubset(of: Set(actual))
        return Verdict(matched: matched, actual: Self.renderBody(request))
      })
  }

  /// Requests whose body is JSON equal to `json`, compared as documents (key order and
  /// whitespace do not matter); `options` relax the comparison.
  public func body(json: String, options: JSONMatchOptions = []) -> RequestPattern {
    guard let expected = JSONValue.parse(Data(json.utf8)) else {
      return adding(Condition("JSON body is \(json) (the expected text is not valid JSON)") { _ in false })
    }
    return body(json: expected, options: options)
  }

  /// Requests whose body is JSON equal to the encoding of `value`.
  public func body<Value: Encodable>(
    json value: Value,
    options: JSONMatchOptions = [],
    encoder: JSONEncoder = JSONEncoder()
  ) -> RequestPattern {
    guard let data = try? encoder.encode(value), let expected = JSONValue.parse(data) else {
      return adding(Condition("JSON body is \(value) (it could not be encoded)") { _ in false })
    }
    return body(json: expected, options: options)
  }

  func body(json expected: JSONValue, options: JSONMatchOptions, wildcard: String? = nil) -> RequestPattern {
    var qualifiers: [String] = []
    if options.contains(.ignoringExtraKeys) { qualifiers.append("ignoring extra keys") }
    if options.contains(.ignoringArrayOrder) { qualifiers.append("ignoring array order") }
    let suffix = qualifiers.isEmpty ? "" : " (\(qualifiers.joined(separator: ", ")))"
    return adding(
      Condition("JSON body is \(expected.text)\(suffix)") { request in
        guard let actual = JSONValue.parse(request.body) else {
          return Verdict(matched: false, actual: "not JSON: \(Self.renderBody(request))")
        }
        let matched = expected.accepts(
          actual,
          ignoringExtraKeys: options.contains(.ignoringExtraKeys),
          ignoringArrayOrder: options.contains(.ignoringArrayOrder),
          wildcard: wildcard
        )
        return Verdict(matched: matched, actual: actual.text)
      }, remote: options.isEmpty && wildcard == nil ? .field("json", expected.text) : nil)
  }

  /// Requests whose `multipart/…` body has the parts of `recorded` in order, whatever its
  /// boundary (a new one every run): the same names, file names and content types, text
  /// contents equal with `wildcard` standing for any text, other contents byte for byte.
  func body(multipart expected: [MultipartBody.Part], of recorded: Data, wildcard: String?) -> RequestPattern {
    let contents = expected.map { (part: $0, content: $0.content(in: recorded), binary: $0.isBinary(in: recorded)) }
    let describe: @Sendable ([MultipartBody.Part]) -> String = { parts in
      parts.map { $0.fileName ?? $0.name ?? "?" }.joined(separator: ", ")
    }
    return adding(
      Condition("multipart body with parts \(describe(expected))") { request in
        guard let parts = MultipartBody.parts(of: request.body, contentType: request.header("Content-Type")) else {
          return Verdict(matched: false, actual: "not multipart: \(Self.renderBody(request))")
        }
        let matched =
          parts.count == contents.count
          && zip(contents, parts).allSatisfy { expected, actual in
            guard expected.part.name == actual.name, expected.part.fileName == actual.fileName,
              expected.part.contentType?.lowercased() == actual.contentType?.lowercased()
            else { return false }
            let content = actual.content(in: request.body)
            guard !expected.binary, let text = String(data: content, encoding: .utf8) else {
              return content == expected.content
            }
            return PlaceholderText.matches(
              String(decoding: expected.content, as: UTF8.self), text, placeholder: wildcard)
          }
        return Verdict(matched: matched, actual: "multipart body with parts \(describe(parts))")
      })
  }

  /// Requests whose JSON body decodes as `Value` and satisfies `predicate`; `description`
  /// names the condition in failure messages.
  public func body<Value: Decodable>(
    decoding type: Value.Type,
    where description: String,
    decoder: JSONDecoder = JSONDecoder(),
    _ predicate: @escaping @Sendable (Value) -> Bool
  ) -> RequestPattern {
    let typeName = "\(Value.self)"
    let check = UncheckedBox<(Data) throws -> Bool> { try predicate(decoder.decode(Value.self, from: $0)) }
    return adding(
      Condition("body decodes as \(typeName) where \(description)") { request in
        do {
          return Verdict(matched: try check.value(request.body), actual: Self.renderBody(request))
        } catch {
          return Verdict(matched: false, actual: "\(Self.renderBody(request)) (does not decode as \(typeName))")
        }
      })
  }

  static func renderBody(_ request: RecordedRequest) -> String {
    request.body.isEmpty ? "no body" : BodyPreview.render(request.body)
  }
}
