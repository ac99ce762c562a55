import DoublesHAR
import Foundation

/// Checks the parts of a request or a response against what an operation declares.
struct MessageChecker {
  /// A value that any schema accepts: the placeholder a cassette writes for a redacted value.
  var wildcard: String?

  /// The violations of a response with `status`, `headers` and `body` to `operation`.
  func response(
    _ operation: ContractOperation, status: Int, headers: [(name: String, value: String)], body: Data
  ) -> [ContractViolation] {
    func violation(_ place: String, _ rule: String) -> ContractViolation {
      ContractViolation(operation: operation.id, place: place, rule: rule)
    }
    guard let declared = operation.response(for: status) else {
      let statuses = operation.responses.map(\.status).joined(separator: ", ")
      return [violation("response \(status)", "the status is not declared (declared: \(statuses))")]
    }
    var violations: [ContractViolation] = []
    for header in declared.headers where header.isRequired {
      if !headers.contains(where: { HeaderName.matches($0.name, header.name) }) {
        violations.append(violation("response \(status) header \(header.name)", "the required header is missing"))
      }
    }
    for header in declared.headers where header.serialization != .unsupported {
      let values = headers.filter { HeaderName.matches($0.name, header.name) }.map(\.value)
      guard let schema = header.schema, !values.isEmpty else { continue }
      violations += SchemaValidator.check(Self.value(of: values, header), against: schema, wildcard: wildcard).map {
        violation("response \(status) header \(header.name)", $0.rule)
      }
    }
    let contentType = headers.headerValue(HeaderName.contentType) { $0 }
    // A response whose status declares a body must have one, but for those that never have one.
    let hasNoBody = operation.method == "HEAD" || status == 204 || status == 304 || (100..<200).contains(status)
    violations += checkBody(
      body, contentType: contentType, declared: declared.content, isRequired: !declared.content.isEmpty && !hasNoBody,
      place: "response \(status)", direction: .response, operation: operation)
    return violations
  }

  /// The violations of a request to `operation` whose path holds `pathValues`.
  func request(
    _ operation: ContractOperation, pathValues: [String: String], query: [URLQueryItem],
    headers: [(name: String, value: String)], body: Data
  ) -> [ContractViolation] {
    var violations: [ContractViolation] = []
    for parameter in operation.parameters where parameter.serialization != .unsupported {
      let place = "request \(parameter.location.rawValue) parameter \(parameter.name)"
      let values: [String]
      switch parameter.location {
      case .path: values = pathValues[parameter.name].map { [$0] } ?? []
      case .query: values = query.filter { $0.name == parameter.name }.map { $0.value ?? "" }
      case .header:
        values = headers.filter { $0.name.lowercased() == parameter.name.lowercased() }.map(\.value)
      case .cookie: continue
      }
      guard !values.isEmpty else {
        if parameter.isRequired {
          violations.append(
            ContractViolation(operation: operation.id, place: place, rule: "the required parameter is missing"))
        }
        continue
      }
      guard let schema = parameter.schema else { continue }
      violations += SchemaValidator.check(Self.value(of: values, parameter), against: schema, wildcard: wildcard).map {
        ContractViolation(operation: operation.id, place: place, rule: $0.rule)
      }
    }
    if let declared = operation.requestBody {
      let contentType = headers.headerValue(HeaderName.contentType) { $0 }
      violations += checkBody(
        body, contentType: contentType, declared: declared.content, isRequired: declared.isRequired, place: "request",
        direction: .request, operation: operation)
    } else if !body.isEmpty {
      violations.append(
        ContractViolation(
          operation: operation.id, place: "request body", rule: "the operation declares no request body"))
    }
    return violations
  }

  private func checkBody(
    _ body: Data, contentType: String?, declared: [ContractOperation.Content], isRequired: Bool, place: String,
    direction: SchemaValidator.Direction, operation: ContractOperation
  ) -> [ContractViolation] {
    func violation(_ where: String, _ rule: String) -> ContractViolation {
      ContractViolation(operation: operation.id, place: `where`, rule: rule)
    }
    let declaredTypes = declared.map(\.type).joined(separator: ", ")
    guard !body.isEmpty else {
      guard isRequired else { return [] }
      // A request body is required by `required: true`; a response's, by its status declaring one.
      let rule =
        direction == .request
        ? "the required body is missing" : "the status declares a body (\(declaredTypes)), but there is none"
      return [violation("\(place) body", rule)]
    }
    guard !declared.isEmpty else {
      return [violation("\(place) body", "the operation declares no body here")]
    }
    guard let written = contentType else {
      return [violation("\(place) header Content-Type", "it is missing (declared: \(declaredTypes))")]
    }
    let type = written.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    guard
      let content = declared.first(where: { $0.type == type }) ?? declared.first(where: { Self.covers($0.type, type) })
    else {
      return [violation(place, "the content type \(type) is not declared (declared: \(declaredTypes))")]
    }
    guard ContractOperation.Content.isJSON(type), let schema = content.schema else { return [] }
    guard let value = JSONValue.parse(body) else {
      return [violation("\(place) body", "it is not valid JSON")]
    }
    return SchemaValidator.check(value, against: schema, wildcard: wildcard, direction: direction).map {
      violation("\(place) body \($0.path)", $0.rule)
    }
  }

  /// Whether a declared content type with wildcards (`*/*`, `text/*`) covers `type`.
  private static func covers(_ declared: String, _ type: String) -> Bool {
    if declared == "*/*" { return true }
    if declared.hasSuffix("/*") { return type.hasPrefix(declared.dropLast()) }
    return false
  }

  /// The value the texts of a parameter or a header stand for: an array of items, comma-separated
  /// (a header's list may have spaces after its commas) or repeated, or one value.
  static func value(of texts: [String], _ parameter: ContractOperation.Parameter) -> JSONValue {
    guard case .array(let rules)? = parameter.schema?.kind else { return typed(texts[0], parameter.schema) }
    var items = texts
    if parameter.serialization == .commaSeparated {
      items = texts.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
      if parameter.location == .header { items = items.map { $0.trimmingCharacters(in: .whitespaces) } }
    }
    return .array(items.map { typed($0, rules.items) })
  }

  /// A parameter's text as the JSON value its schema expects, or as a string when it is not one.
  static func typed(_ text: String, _ schema: Schema?) -> JSONValue {
    switch schema?.kind {
    case .integer?: if let number = Int64(text) { return .number(Double(number)) }
    case .number?: if let number = Double(text) { return .number(number) }
    case .boolean?: if text == "true" || text == "false" { return .bool(text == "true") }
    default: break
    }
    return .string(text)
  }
}
