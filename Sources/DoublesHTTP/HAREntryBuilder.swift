import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Converts between traffic and HAR entries: redacted entries for recording, stubs for replay.
enum HAREntryBuilder {
  /// Headers that describe the transfer rather than the content; URLSession has already undone
  /// them, so replaying them would mislead the client.
  static let transferHeaders: Set<String> = ["content-encoding", "content-length", "transfer-encoding", "connection"]

  /// The redacted entry of an exchange, and what was redacted in it.
  static func entry(
    _ request: RecordedRequest, _ reply: HTTPReply, redaction: Redaction
  ) -> (entry: HARFile.Entry, redactions: [(location: String, rule: RedactionRule)]) {
    var redactor = Redactor(redaction)
    let url = redactor.url(request.url, side: "request")
    let requestHeaders = redactor.headers(request.headers, side: "request")
    let requestBody = redactor.body(request.body, contentType: request.header("Content-Type"), side: "request")
    let responseType = reply.headers.value(for: "Content-Type")
    let responseHeaders = redactor.headers(reply.headers, side: "response")
    let responseBody = redactor.body(reply.body, contentType: responseType, side: "response")
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let harRequest = HARFile.Request(
      method: request.method,
      url: url.absoluteString,
      headers: requestHeaders.map(nameValue),
      queryString: query.map { HARFile.NameValue(name: $0.name, value: $0.value ?? "") },
      postData: requestBody.isEmpty
        ? nil
        : HARFile.PostData(
          mimeType: request.header("Content-Type") ?? "application/octet-stream",
          text: String(decoding: requestBody, as: UTF8.self)),
      bodySize: requestBody.count
    )
    let text = String(data: responseBody, encoding: .utf8)
    let harResponse = HARFile.Response(
      status: reply.status,
      statusText: HTTPURLResponse.localizedString(forStatusCode: reply.status),
      headers: responseHeaders.map(nameValue),
      content: HARFile.Content(
        size: responseBody.count,
        mimeType: responseType ?? "application/octet-stream",
        text: text ?? responseBody.base64EncodedString(),
        encoding: text == nil ? "base64" : nil
      ),
      redirectURL: reply.headers.value(for: "Location") ?? "",
      bodySize: responseBody.count
    )
    let entry = HARFile.Entry(
      startedDateTime: ISO8601DateFormatter().string(from: Date()),
      time: 0,
      request: harRequest,
      response: harResponse
    )
    return (entry, redactor.findings)
  }

  private static func nameValue(_ header: HTTPHeader) -> HARFile.NameValue {
    HARFile.NameValue(name: header.name, value: header.value)
  }

  /// The pattern a replayed entry answers: method, URL (query in any order) and body; a
  /// redacted value in the recording matches any value.
  static func pattern(for request: HARFile.Request, placeholder: String) -> RequestPattern {
    let pattern = RequestPattern().method(request.method).url(request.url, exactQuery: true, wildcard: placeholder)
    guard let text = request.postData?.text, !text.isEmpty else { return pattern }
    let mimeType = request.postData?.mimeType.lowercased() ?? ""
    if mimeType.contains("x-www-form-urlencoded") {
      let fields = FormBody.fields(of: Data(text.utf8)).map { QueryPair(name: $0.name, value: $0.value) }
      return pattern.body(formPairs: fields, wildcard: placeholder)
    }
    if let json = JSONValue.parse(Data(text.utf8)), mimeType.contains("json") || json.isContainer {
      return pattern.body(json: json, options: [], wildcard: placeholder)
    }
    return pattern.body(text)
  }

  /// The recorded response, without transfer headers.
  static func response(for response: HARFile.Response) -> StubbedResponse {
    let headers = response.headers.filter { !transferHeaders.contains($0.name.lowercased()) }
    var fields: [String: String] = [:]
    for header in headers { fields[header.name] = header.value }
    return .status(response.status, headers: fields, body: response.content.data() ?? Data())
  }
}
