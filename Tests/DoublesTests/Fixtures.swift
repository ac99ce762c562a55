import Foundation

/// @Doubled
protocol Authorizer {
  func authorize(username: String, password: String) -> Bool?
}

struct Quote: Equatable, Sendable {
  var text: String
  var author: String
}

struct QuoteError: Error, Equatable {}

/// @Doubled
protocol QuoteFetching: Sendable {
  func fetchQuote(id: Int) async throws -> Quote
  func cachedQuote(id: Int) -> Quote
  func prefetch(ids: [Int], completion: @escaping @Sendable (Bool) -> Void)
}

/// @Doubled
protocol TableReloading: AnyObject {
  func reloadData()
  func numberOfRows(inSection section: Int) -> Int
}

/// @Doubled
protocol Renderer {
  func move(to p: CGPoint)
  func addLine(to p: CGPoint)
  func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat)
}

final class BidDetails: Sendable {}

/// @Doubled
protocol Labeled: AnyObject {
  var title: String { get }
  var text: String? { get set }
  var details: BidDetails { get }
}

/// A real authorizer, for partial doubles.
struct BobOnlyAuthorizer: Authorizer {
  func authorize(username: String, password: String) -> Bool? { username == "Bob" }
}

/// Stream members: a property and a method, plain and throwing.
/// @Doubled
protocol LocationFeeding {
  var updates: AsyncStream<Int> { get }
  func progress(of id: Int) -> AsyncThrowingStream<Double, any Error>
  func events() -> any AsyncSequence<String, Never>
}

/// @Doubled
protocol Inventory {
  func stock(_ sku: String) -> Int
  func prices(for symbol: String) -> [Double]
}
