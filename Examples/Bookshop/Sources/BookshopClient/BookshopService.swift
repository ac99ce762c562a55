import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The bookshop as the app uses it: the generated client over `URLSession`, at `serverURL` (the
/// API's root, `https://api.bookshop.example/v1` in production).
public struct BookshopService: Sendable {
  private let bookshop: Bookshop

  /// The bookshop at `serverURL`, asked through `session`.
  public init(serverURL: URL, session: URLSession = .shared) {
    bookshop = Bookshop(api: Client(serverURL: serverURL, transport: URLSessionClientTransport(session: session)))
  }

  /// `Title, by Author and Author`, or `nil` when the shop has no such book.
  public func describeBook(isbn: String) async throws -> String? {
    try await bookshop.describeBook(isbn: isbn)
  }
}
