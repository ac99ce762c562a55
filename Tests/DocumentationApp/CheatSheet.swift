import DoublesMacros
import Foundation

// What the guides' cheat sheets stub and verify: members of the tutorials' collaborators.

/// A quote, as the tutorials' quote service fetches it.
struct Quote: Equatable, Sendable {
  var text: String
}

/// One collaborator with the members the cheat sheet uses.
@Doubled
protocol Collaborator {
  func authorize(username: String, password: String) -> Bool?
  func fetchQuote() async throws -> Quote
  func prefetch(ids: [Int], completion: @escaping @Sendable (Bool) -> Void)
  func reloadData()
}

@Doubled
protocol Renderer {
  func move(to point: CGPoint)
  func addLine(to point: CGPoint)
}

@Doubled
protocol BidPlacing {
  func bid(amount: Int)
}

@Doubled
protocol AuctionChecking {
  func waitForResolution()
}

@Doubled
protocol ViewModel {
  var title: String { get }
  var isAvailable: Bool { get }
}

@Doubled
protocol Label: AnyObject {
  var text: String? { get set }
}
