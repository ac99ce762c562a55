import Foundation

/// A HAR cassette of `count` recorded exchanges with one service, as a test run records them:
/// `GET /v1/items/{n}`, each answered by a JSON object of about 300 bytes of its own.
enum BenchmarkCassette {
  static let origin = "https://api.bench.example"

  /// The paths the entries answer, in the cassette's order.
  static func paths(_ count: Int) -> [String] { (0..<count).map { "/v1/items/\($0)" } }

  /// Writes the cassette into `folder` and returns its file.
  static func write(_ count: Int, into folder: URL) throws -> URL {
    let entries = paths(count).enumerated().map { index, path in
      let body =
        #"{"id": \#(index), "name": "Item \#(index)", "price": \#(Double(index) + 0.5), "#
        + #""tags": ["bench", "loopback", "recorded"], "description": "\#(String(repeating: "x", count: 180))"}"#
      return [
        "startedDateTime": "2026-11-29T10:00:00.000Z", "time": 12,
        "request": [
          "method": "GET", "url": origin + path, "httpVersion": "HTTP/1.1", "cookies": [],
          "headers": [["name": "Accept", "value": "application/json"]], "queryString": [], "headersSize": -1,
          "bodySize": -1,
        ],
        "response": [
          "status": 200, "statusText": "OK", "httpVersion": "HTTP/1.1", "cookies": [],
          "headers": [["name": "Content-Type", "value": "application/json"]],
          "content": ["size": body.utf8.count, "mimeType": "application/json", "text": body],
          "redirectURL": "", "headersSize": -1, "bodySize": body.utf8.count,
        ],
        "cache": [:], "timings": ["send": 0, "wait": 12, "receive": 0],
      ] as [String: Any]
    }
    let har: [String: Any] = [
      "log": ["version": "1.2", "creator": ["name": "DoublesServeBenchmark", "version": "1"], "entries": entries]
    ]
    let file = folder.appendingPathComponent("bench-\(count).har")
    try JSONSerialization.data(withJSONObject: har, options: [.sortedKeys]).write(to: file)
    return file
  }

  /// Writes an OpenAPI document of the cassette's service into `folder` and returns its file: it
  /// declares `GET /v1/orders` alone, so that each of the cassette's requests breaks it.
  static func writeDocument(into folder: URL) throws -> URL {
    let document: [String: Any] = [
      "openapi": "3.0.3", "info": ["title": "Bench", "version": "1"], "servers": [["url": origin + "/v1"]],
      "paths": [
        "/orders": [
          "get": [
            "operationId": "listOrders",
            "responses": ["200": ["description": "The orders", "content": ["application/json": ["example": []]]]],
          ]
        ]
      ],
    ]
    let file = folder.appendingPathComponent("bench.json")
    try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: file)
    return file
  }
}
