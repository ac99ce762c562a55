import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Converts between traffic and HAR entries: redacted entries for recording, stubs for replay.
enum HAREntryBuilder {
  /// Headers that describe the transfer rather than the content; URLSession has already undone
  /// them, so replaying them would mislead the client.
  static let transferHeaders: Set<String> = ["content-encoding", "content-length", "transfer-encoding", "connection"]

  static func entry(_ request: RecordedRequest, _ reply: HTTPReply, redaction: Redaction) -> HARFile.Entry {
    let url = redaction.redact(url: request.url)
    let requestBody = redaction.redact(body: request.body, contentType: request.header("Content-Type"))
    let responseType = reply.headers.value(for: "Content-Type")
    let responseBody = redaction.redact(body: reply.body, contentType: responseType)
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let harRequest = HARFile.Request(
      method: request.method,
      url: url.absoluteString,
      headers: redaction.redact(headers: request.headers).map(nameValue),
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
      headers: redaction.redact(headers: reply.headers).map(nameValue),
      content: HARFile.Content(
        size: responseBody.count,
        mimeType: responseType ?? "application/octet-stream",
        text: text ?? responseBody.base64EncodedString(),
        encoding: text == nil ? "base64" : nil
      ),
      redirectURL: reply.headers.value(for: "Location") ?? "",
      bodySize: responseBody.count
    )
    return HARFile.Entry(
      startedDateTime: ISO8601DateFormatter().string(from: Date()),
      time: 0,
      request: harRequest,
      response: harResponse
    )
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
