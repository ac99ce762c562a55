import DoublesMacros
import Foundation

/// The details of a bid, shared by reference between models (eidolon).
public final class BidDetails: Sendable {
  /// New details.
  public init() {}
}

/// S05/S06: eidolon's `BidderNetworkModelType`, with a stream for Rx's subject.
@Doubled
public protocol BidderNetworkModelType: Sendable {
  var createdNewUser: AsyncStream<Bool> { get }
  var bidDetails: BidDetails { get }
  func createOrGetBidder() async throws -> String
}

/// S07: places a bid and returns the bidder position's id.
@Doubled
public protocol PlaceBidNetworkModelType: Sendable {
  func bid(provider: String) async throws -> String
}

/// S07: waits until a bid is resolved.
@Doubled
public protocol BidCheckingNetworkModelType: Sendable {
  func waitForBidResolution(bidderPositionId: String, provider: String) async throws
}

/// S05–S07: eidolon's `LoadingViewModel`: creates the bidder, then places and checks the bid.
@MainActor
public final class LoadingViewModel {
  let bidderNetworkModel: any BidderNetworkModelType
  /// Built from the bidder model's details unless a test replaces it (S07).
  public var placeBidNetworkModel: any PlaceBidNetworkModelType
  /// Built unless a test replaces it (S07).
  public var bidCheckingModel: any BidCheckingNetworkModelType
  /// The details the sub-models share (S06).
  public let bidDetails: BidDetails
  let placingBid: Bool

  /// Whether a new bidder was created, as the stream says (S05).
  public private(set) var createdNewBidder = false
  /// Whether a bid was placed.
  public private(set) var hasBid = false
  /// Whether the bid was checked.
  public private(set) var checked = false

  /// A view model over `bidderNetworkModel`; `placingBid` false registers without bidding.
  public init(
    bidderNetworkModel: any BidderNetworkModelType,
    placingBid: Bool,
    placeBidNetworkModel: any PlaceBidNetworkModelType,
    bidCheckingModel: any BidCheckingNetworkModelType
  ) {
    self.bidderNetworkModel = bidderNetworkModel
    self.bidDetails = bidderNetworkModel.bidDetails
    self.placingBid = placingBid
    self.placeBidNetworkModel = placeBidNetworkModel
    self.bidCheckingModel = bidCheckingModel
  }

  /// Follows `createdNewUser` until the stream ends (S05: "binds createdNewBidder").
  public func bindCreatedNewBidder() async {
    for await created in bidderNetworkModel.createdNewUser { createdNewBidder = created }
  }

  /// Creates or gets the bidder, then, when placing a bid, places it and waits for its resolution.
  public func performActions() async throws {
    let provider = try await bidderNetworkModel.createOrGetBidder()
    guard placingBid else { return }
    let positionId = try await placeBidNetworkModel.bid(provider: provider)
    hasBid = true
    try await bidCheckingModel.waitForBidResolution(bidderPositionId: positionId, provider: provider)
    checked = true
  }
}

/// S08: what the loading screen runs (eidolon's `LoadingViewModelType`).
@Doubled
public protocol LoadingViewModelType: Sendable {
  func performActions() async throws
}

/// S08: the loading screen: shows progress, success, failure.
@MainActor
public final class LoadingScreen {
  /// What the screen shows.
  public enum State: Equatable, Sendable {
    case idle, loading, done, cancelled
    case failed(String)
  }

  let viewModel: any LoadingViewModelType
  /// What the screen shows now.
  public private(set) var state = State.idle

  /// A screen that runs `viewModel`.
  public init(viewModel: any LoadingViewModelType) { self.viewModel = viewModel }

  /// Runs the view model's actions and shows how they ended.
  public func start() async {
    state = .loading
    do {
      try await viewModel.performActions()
      state = .done
    } catch is CancellationError {
      state = .cancelled
    } catch {
      state = .failed("\(error)")
    }
  }
}
