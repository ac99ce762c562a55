import DoublesMacros
import Foundation

@Doubled
protocol PropertyShapes {
  var readOnly: String { get }
  var readWrite: Int { get set }
  var optional: String? { get set }
  var unwrapped: Int! { get }
  var effectful: Data { get async throws }
}

@Doubled
protocol BidderNetworkModelType {
  var createdNewUser: AsyncStream<Bool> { get }
  var updates: AsyncThrowingStream<Int, any Error> { get }
  func createOrGetBidder() async throws -> String
}

/// A subscript whose parameter is named like a setter's value.
@Doubled
protocol SubscriptNameShapes {
  subscript(newValue: Int) -> String { get set }
}
