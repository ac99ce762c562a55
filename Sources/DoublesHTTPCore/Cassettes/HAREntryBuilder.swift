import DoublesHAR
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Converts between traffic and HAR entries: redacted entries for recording, stubs for replay.
enum HAREntryBuilder {
  /// Headers that describe the transfer rather than the content, or the connection it came over
  /// (hop by hop, RFC 9110 §7.6.1): URLSession has already undone them, so replaying them would
  /// mislead the client.
  static let transferHeaders: Set<String> = [
    "content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive", "proxy-connection", "te",
    "trailer", "upgrade",
  ]

  /// Whether a recorded response header is replayed: not a transfer header (but `Upgrade` on a
  /// 426, which names what the client must switch to), nor one of HTTP/2's pseudo-headers
  /// (`:status`), which a browser's export may list and HTTP/1.1 cannot carry.
  static func isReplayed(_ header: HARFile.NameValue, status: Int) -> Bool {
    let name = header.name.lowercased()
    return !name.hasPrefix(":") && (!transferHeaders.contains(name) || (status == 426 && name == "upgrade"))
  }

  /// Whether an entry holds something to replay: a response, or a failure the browser met on the
  /// way (``failure(of:)``). One with neither, a request the page gave up (`net::ERR_ABORTED`) or
  /// the browser refused (a CORS check, an ad blocker), is left out: the app never saw it fail
  /// that way.
  static func isReplayable(_ entry: HARFile.Entry) -> Bool {
    (100...999).contains(entry.response.status) || failure(of: entry.response) != nil
  }

  /// What a request that got no response (status 0 and Chrome's `_error`) meets again: the
  /// failure the error names, if it is one of the network's.
  static func failure(of response: HARFile.Response) -> StubbedResponse? {
    switch response.error {
    case "net::ERR_CONNECTION_RESET", "net::ERR_CONNECTION_CLOSED": .fault(.connectionReset)
    case "net::ERR_EMPTY_RESPONSE": .fault(.emptyResponse)
    case "net::ERR_TIMED_OUT", "net::ERR_CONNECTION_TIMED_OUT": .never
    case "net::ERR_NAME_NOT_RESOLVED": .error(.cannotFindHost)
    case "net::ERR_CONNECTION_REFUSED": .error(.cannotConnectToHost)
    case "net::ERR_INTERNET_DISCONNECTED": .error(.notConnectedToInternet)
    default: nil
    }
  }

  /// The redacted entry of an exchange, and what was redacted, or kept and reported, in it.
  static func entry(
    _ request: RecordedRequest, _ reply: HTTPReply, arrivals: [BodyArrival] = [], redaction: Redaction
  ) -> (entry: HARFile.Entry, redactions: [Redactor.Finding]) {
    var redactor = Redactor(redaction)
    var entry = redactor.entry(entry(request, reply, arrivals: arrivals))
    // A credential redacted across lines (a key sent a line per event) may join blocks: then the
    // times no longer fit the events, and the stream is written without them.
    if let times = entry.response.content.eventTimes,
      EventStreamTiming.blockEnds(of: entry.response.content.data() ?? Data()).count != times.count
    {
      entry.response.content.eventTimes = nil
    }
    return (entry, redactor.findings)
  }

  /// The redacted entry of a WebSocket the loopback server relayed: the upgrade request, the
  /// origin's 101, and the messages as browsers write them (`_webSocketMessages`: `send` for
  /// the client's, `receive` for the origin's, times in seconds since 1970, binary in base64).
  /// A close the origin began is written as a message of opcode 8 whose data is its code and
  /// reason (`1001 market closed`), which replay reads back.
  static func webSocketEntry(
    _ request: RecordedRequest, started: Date, responseHeaders: [HTTPHeader], messages: [RelayedWebSocketMessage],
    redaction: Redaction
  ) -> (entry: HARFile.Entry, redactions: [Redactor.Finding]) {
    var entry = entry(request, HTTPReply(request: request, status: 101, headers: responseHeaders, body: Data()))
    entry.startedDateTime = ISO8601DateFormatter().string(from: started)
    entry.response.statusText = "Switching Protocols"
    entry.webSocketMessages = messages.map { relayed in
      let time = (relayed.time.timeIntervalSince1970 * 1000).rounded() / 1000
      let type = relayed.fromClient ? "send" : "receive"
      switch relayed.content {
      case .message(.text(let text)):
        return HARFile.WebSocketMessage(type: type, time: time, opcode: 1, data: text)
      case .message(.binary(let data)):
        return HARFile.WebSocketMessage(type: type, time: time, opcode: 2, data: data.base64EncodedString())
      case .close(let code, let reason):
        let data = (code.map { "\($0.rawValue)" } ?? "") + (reason.isEmpty ? "" : " " + reason)
        return HARFile.WebSocketMessage(type: type, time: time, opcode: 8, data: data)
      }
    }
    var redactor = Redactor(redaction)
    return (redactor.entry(entry), redactor.findings)
  }

  /// The entry of an exchange as it happened, before redaction. Bodies that are not UTF-8 text
  /// are written in base64, so that they replay byte for byte. A `text/event-stream` body whose
  /// `arrivals` are known keeps when each event came (``EventStreamTiming``).
  static func entry(_ request: RecordedRequest, _ reply: HTTPReply, arrivals: [BodyArrival] = []) -> HARFile.Entry {
    let responseType = reply.headers.value(for: "Content-Type")
    let harRequest = HARFile.Request(
      method: request.method,
      url: request.url.absoluteString,
      headers: request.headers.map(nameValue),
      postData: request.body.isEmpty
        ? nil
        : HARFile.PostData(mimeType: request.header("Content-Type") ?? "application/octet-stream", body: request.body),
      bodySize: request.body.count
    )
    var harResponse = HARFile.Response(
      status: reply.status,
      statusText: HTTPURLResponse.localizedString(forStatusCode: reply.status),
      headers: reply.headers.map(nameValue),
      content: HARFile.Content(mimeType: responseType ?? "application/octet-stream", body: reply.body),
      redirectURL: reply.headers.value(for: "Location") ?? ""
    )
    if responseType?.lowercased().contains("event-stream") == true, harResponse.content.encoding == nil {
      let times = EventStreamTiming.times(of: reply.body, arrivals: arrivals)
      harResponse.content.eventTimes = times.isEmpty ? nil : times
    }
    var entry = HARFile.Entry(
      startedDateTime: ISO8601DateFormatter().string(from: Date()),
      time: 0,
      request: harRequest,
      response: harResponse
    )
    let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    entry.request.queryString = query.map { HARFile.NameValue(name: $0.name, value: $0.value ?? "") }
    return entry
  }

  private static func nameValue(_ header: HTTPHeader) -> HARFile.NameValue {
    HARFile.NameValue(name: header.name, value: header.value)
  }

  /// The pattern a replayed entry answers: method, URL (query in any order) and body; a
  /// redacted value in the recording matches any value. A binary body matches byte for byte; a
  /// multipart body part by part, whatever its boundary.
  static func pattern(for request: HARFile.Request, placeholder: String) -> RequestPattern {
    if let (url, query) = graphQLQuery(of: request) {
      return RequestPattern().method(request.method).url(url, exactQuery: false, wildcard: placeholder)
        .query(graphQL: query, wildcard: placeholder)
    }
    let pattern = RequestPattern().method(request.method).url(request.url, exactQuery: true, wildcard: placeholder)
    guard let postData = request.postData, let body = postData.data(), !body.isEmpty else { return pattern }
    let mimeType = postData.mimeType.lowercased()
    if let parts = MultipartBody.parts(of: body, contentType: postData.mimeType) {
      return pattern.body(multipart: parts, of: body, wildcard: placeholder)
    }
    if postData.encoding != nil { return pattern.body(body) }
    let text = String(decoding: body, as: UTF8.self)
    if mimeType.contains("x-www-form-urlencoded") {
      let fields = FormBody.fields(of: body).map { QueryPair(name: $0.name, value: $0.value) }
      return pattern.body(formPairs: fields, wildcard: placeholder)
    }
    if let json = JSONValue.parse(body), mimeType.contains("json") || json.isContainer {
      if let graphQL = GraphQLRequest.canonicalBody(json) {
        return pattern.body(graphQL: graphQL, wildcard: placeholder)
      }
      return pattern.body(json: json, options: [], wildcard: placeholder)
    }
    return text.contains(placeholder) ? pattern.body(recorded: text, wildcard: placeholder) : pattern.body(text)
  }

  /// The pattern a recorded WebSocket answers: a `GET` of the same path and query, whatever the
  /// scheme (`wss` recorded, `http` on the loopback server) and host.
  static func webSocketPattern(for request: HARFile.Request) -> RequestPattern {
    guard let components = URLComponents(string: request.url) else { return RequestPattern().method("GET") }
    let pattern = RequestPattern().method("GET").path(
      components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath)
    guard let items = components.queryItems, !items.isEmpty else { return pattern.query(exactly: [:]) }
    return pattern.query(exactly: Dictionary(items.map { ($0.name, $0.value ?? "") }) { $1 })
  }

  /// A GraphQL `GET`'s URL without its query, and its query in canonical form
  /// (``GraphQLRequest/canonicalQuery(_:)``); `nil` for any other request.
  static func graphQLQuery(of request: HARFile.Request) -> (url: String, query: [URLQueryItem])? {
    guard request.method == "GET", var components = URLComponents(string: request.url),
      let query = components.queryItems.flatMap(GraphQLRequest.canonicalQuery)
    else { return nil }
    components.query = nil
    return (components.string ?? request.url, query)
  }

  /// What tells a recorded request from another for replay: its method, its URL (for a
  /// GraphQL `GET`, the canonical query in name order) and its body (``bodyKey(_:)``).
  static func replayKey(_ request: HARFile.Request) -> String {
    var url = request.url
    if let (bare, query) = graphQLQuery(of: request) {
      url = bare + "?" + RequestPattern.render(RequestPattern.sorted(query))
    }
    return "\(request.method) \(url) \(bodyKey(request.postData))"
  }

  /// What tells a recorded body from another for replay: its bytes; for a multipart body its
  /// parts, whose boundary changes every run; for a GraphQL body its canonical form.
  static func bodyKey(_ postData: HARFile.PostData?) -> String {
    guard let postData, let body = postData.data() else { return "" }
    if postData.encoding == nil, let json = JSONValue.parse(body), let graphQL = GraphQLRequest.canonicalBody(json) {
      return graphQL.text
    }
    if let parts = MultipartBody.parts(of: body, contentType: postData.mimeType) {
      return parts.map {
        "\($0.name ?? "")|\($0.fileName ?? "")|\($0.contentType ?? "")|\($0.content(in: body).base64EncodedString())"
      }.joined(separator: "\n")
    }
    return body.base64EncodedString()
  }

  /// `request` with the values of the parts `ignoring` names replaced by `placeholder`, so that
  /// its pattern matches any value there.
  static func request(
    _ request: HARFile.Request, ignoring: Set<VolatilePart>, placeholder: String
  ) -> HARFile.Request {
    guard !ignoring.isEmpty else { return request }
    var queryNames: Set<String> = []
    var fieldNames: Set<String> = []
    for part in ignoring {
      switch part {
      case .queryParameter(let name): queryNames.insert(name.lowercased())
      case .bodyField(let name): fieldNames.insert(name.lowercased())
      }
    }
    var request = request
    if var components = URLComponents(string: request.url), let items = components.queryItems,
      items.contains(where: { queryNames.contains($0.name.lowercased()) })
    {
      components.queryItems = items.map {
        queryNames.contains($0.name.lowercased()) ? URLQueryItem(name: $0.name, value: placeholder) : $0
      }
      request.url = components.string ?? request.url
    }
    guard var postData = request.postData, postData.encoding == nil, let body = postData.data(), !fieldNames.isEmpty
    else { return request }
    if postData.mimeType.lowercased().contains("x-www-form-urlencoded") {
      let fields = FormBody.fields(of: body).map {
        (name: $0.name, value: fieldNames.contains($0.name.lowercased()) ? placeholder : $0.value)
      }
      postData.text = FormBody.encode(fields)
    } else if let json = JSONValue.parse(body) {
      postData.text = json.replacingMembers(named: fieldNames, with: .string(placeholder)).text
    }
    request.postData = postData
    return request
  }

  /// The recorded response, its headers in their order, repeated ones each (two `Set-Cookie`),
  /// without transfer headers. A recorded redirect (a 301, 302, 303, 307 or 308 with a
  /// `Location`) replays as a redirect, which the double follows to the next recorded hop, or a
  /// client over the loopback server follows itself. A recorded stream's events come at their
  /// recorded times scaled by `timeScale` (0: all at once). A request that got no response,
  /// which a browser lists with status 0 and its `_error`, fails as it did (``failure(of:)``).
  static func response(for response: HARFile.Response, timeScale: Double = 1) -> StubbedResponse {
    guard (100...999).contains(response.status) else { return failure(of: response) ?? .fault(.connectionReset) }
    let recorded = response.headersWithContentType.filter { isReplayed($0, status: response.status) }
    var headers = recorded.map { HTTPHeader($0.name, $0.value) }
    let location = recorded.headerValue(HeaderName.location) { ($0.name, $0.value) } ?? response.redirectURL ?? ""
    if [301, 302, 303, 307, 308].contains(response.status), !location.isEmpty {
      headers.removeAll { HeaderName.matches($0.name, HeaderName.location) }
      return StubbedResponse(.redirect(location: location, status: response.status, headers: headers))
    }
    let body = response.content.data() ?? Data()
    var stubbed = StubbedResponse(.reply(status: response.status, headers: headers, body: body))
    if let times = response.content.eventTimes, timeScale > 0, !body.isEmpty {
      stubbed.dribble = .timed(EventStreamTiming.pieces(of: body, times: times, scale: timeScale))
    }
    return stubbed
  }
}

extension HARFile.Entry {
  /// Whether a double replays the entry: it holds a response, or a failure of the network's that
  /// a browser met (``HAREntryBuilder/isReplayable(_:)``).
  package var isReplayable: Bool { HAREntryBuilder.isReplayable(self) }
}
