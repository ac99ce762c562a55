import DoublesHTTP
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends `request` through `session` and returns the status, the body as text and the response.
func send(_ request: URLRequest, on session: URLSession) async throws -> (
  status: Int, body: String, response: HTTPURLResponse
) {
  let (data, response) = try await session.data(for: request)
  let http = try require(response as? HTTPURLResponse)
  return (http.statusCode, String(decoding: data, as: UTF8.self), http)
}

/// A request with a method, headers and a body, in one expression.
func request(
  _ method: String = "GET",
  _ url: String,
  headers: [String: String] = [:],
  body: String? = nil
) -> URLRequest {
  var request = URLRequest(url: URL(string: url)!)
  request.httpMethod = method
  for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
  request.httpBody = body.map { Data($0.utf8) }
  return request
}

/// The `URLError` code `body` fails with, or `nil` when it does not fail with one.
func urlErrorCode(_ body: () async throws -> Void) async -> URLError.Code? {
  do {
    try await body()
    return nil
  } catch let error as URLError {
    return error.code
  } catch {
    return nil
  }
}

struct MissingValue: Error {}

func require<Value>(_ value: Value?) throws -> Value {
  guard let value else { throw MissingValue() }
  return value
}
