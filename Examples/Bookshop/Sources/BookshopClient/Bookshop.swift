import Foundation
import OpenAPIRuntime

/// What an app does with the bookshop's API, through the client swift-openapi-generator wrote
/// (`Generated/`, from `openapi.yaml`, internal as the generator writes it by default): the code
/// under test of this example.
struct Bookshop: Sendable {
  /// The generated client, or anything else that speaks the API.
  let api: any APIProtocol

  /// A bookshop that talks to the API through `api`: in the app, `Client(serverURL:transport:)`
  /// on URLSession; in tests, the same client on an `OpenAPIDouble`'s transport.
  init(api: any APIProtocol) {
    self.api = api
  }

  /// The titles of the `count` cheapest books of `genre`.
  func cheapest(_ count: Int, in genre: Components.Schemas.Genre) async throws -> [String] {
    switch try await api.listBooks(query: .init(genre: genre, limit: count)) {
    case .ok(let response):
      let books = try response.body.json.books
      return books.sorted { $0.price < $1.price }.prefix(count).map(\.title)
    case .badRequest(let problem):
      throw BookshopError.refused(try problem.body.json.reason)
    case .undocumented(let status, _):
      throw BookshopError.unexpectedStatus(status)
    }
  }

  /// `Title, by Author and Author`, or `nil` when the shop has no such book.
  func describeBook(isbn: String) async throws -> String? {
    switch try await api.getBook(path: .init(isbn: isbn)) {
    case .ok(let response):
      let book = try response.body.json
      let authors = book.authors.map(\.name).joined(separator: " and ")
      return "\(book.title), by \(authors)"
    case .notFound:
      return nil
    case .undocumented(let status, _):
      throw BookshopError.unexpectedStatus(status)
    }
  }

  /// Orders `quantity` copies of the book `isbn`, paid with the voucher `code`, and returns the
  /// order's number.
  func order(isbn: String, quantity: Int, voucher code: String) async throws -> Int {
    let order = Components.Schemas.NewOrder(
      isbn: isbn, quantity: quantity, payment: .VoucherPayment(.init(method: .voucher, code: code)))
    switch try await api.placeOrder(body: .json(order)) {
    case .created(let response):
      return try response.body.json.id
    case .clientError(_, let problem):
      throw BookshopError.refused(try problem.body.json.reason)
    case .undocumented(let status, _):
      throw BookshopError.unexpectedStatus(status)
    }
  }
}

/// Why the bookshop could not do what was asked.
enum BookshopError: Error, Equatable {
  /// The API refused the request, for this reason.
  case refused(String)
  /// The API answered with a status its document does not declare.
  case unexpectedStatus(Int)
}
