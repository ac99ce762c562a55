import Foundation

/// One exchange of a HAR document a test writes: what a recording, or a browser's export, holds.
package struct HARExchange: Sendable {
  package var method: String
  package var url: String
  package var requestHeaders: [String: String]
  package var requestBody: String?
  package var status: Int
  package var responseHeaders: [String: String]
  package var responseBody: String

  /// An exchange; a body is sent as JSON unless the headers say otherwise.
  package init(
    _ method: String, _ url: String, requestHeaders: [String: String] = [:], requestBody: String? = nil,
    status: Int = 200, responseHeaders: [String: String] = [:], responseBody: String = ""
  ) {
    self.method = method
    self.url = url
    self.requestHeaders = requestHeaders
    self.requestBody = requestBody
    self.status = status
    self.responseHeaders = responseHeaders
    self.responseBody = responseBody
  }
}

/// The text of a HAR 1.2 document holding `exchanges`, in order.
package func harDocument(_ exchanges: [HARExchange]) -> String {
  func pairs(_ headers: [String: String]) -> [[String: String]] {
    headers.sorted { $0.key < $1.key }.map { ["name": $0.key, "value": $0.value] }
  }
  let entries: [[String: Any]] = exchanges.map { exchange in
    var request: [String: Any] = [
      "method": exchange.method, "url": exchange.url, "headers": pairs(exchange.requestHeaders),
    ]
    if let body = exchange.requestBody {
      request["postData"] = ["mimeType": exchange.requestHeaders["Content-Type"] ?? "application/json", "text": body]
    }
    let type = exchange.responseHeaders["Content-Type"] ?? (exchange.responseBody.isEmpty ? "" : "application/json")
    var responseHeaders = exchange.responseHeaders
    if !type.isEmpty { responseHeaders["Content-Type"] = type }
    return [
      "startedDateTime": "2026-11-20T10:00:00.000Z", "time": 1,
      "request": request,
      "response": [
        "status": exchange.status, "headers": pairs(responseHeaders),
        "content": ["size": exchange.responseBody.utf8.count, "mimeType": type, "text": exchange.responseBody],
      ],
    ]
  }
  let document: [String: Any] = [
    "log": ["version": "1.2", "creator": ["name": "Tests", "version": "1"], "entries": entries]
  ]
  let data = try! JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
  return String(decoding: data, as: UTF8.self)
}
