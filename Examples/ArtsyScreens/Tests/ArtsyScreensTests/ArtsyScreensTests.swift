import ArtsyScreens
import DoublesTesting
import Foundation
import Testing

/// Scenarios S01–S08 (seed 000, artsy/eigen, artsy/eidolon): protocol seams and stubbed network
/// models. Each hand-written `ORStubbedArtworkDataSource`, `ARStubbedArtistNetworkModel`,
/// `StubBidderNetworkModel` or `StubLoadingViewModel` is a generated double.
@Suite("S01–S08 protocol seams and network-model stubs", .verifiesDoubles)
struct ArtsyScreensTests {
  /// S01: `load()` asks the injected data source once, and the default is never built.
  @Test func loadAsksTheInjectedDataSourceOnce() {
    var builtDefault = false
    let controller = ArtworkListController(makeLiveDataSource: {
      builtDefault = true
      return LiveArtworkDataSource()
    })
    let spy = ArtworkDataSourcingDouble()
    controller.dataSource = spy
    controller.load()
    spy.on.getData.verify(.once)
    #expect(!builtDefault)
  }

  /// S02: rows and cells come from a stub fed a canned list, answering by a closure of the index.
  @Test func aStubbedDataSourceMakesRowsAppear() {
    let names = ["Untitled", "Composition VIII"]
    let dataSource = TableDataSourceDouble().with {
      $0.on.numberOfRows.returns(names.count)
      $0.on.cellContent.answers { names.indices.contains($0.row) ? CellContent(text: names[$0.row]) : nil }
    }
    let cells = ArtworkTable(dataSource: dataSource).visibleCells()
    #expect(cells.count == names.count)
    #expect(cells.first == CellContent(text: "Untitled"))
    #expect(dataSource.cellContent(at: IndexPath(row: 0, section: 0)) != nil)
  }

  static let artist = Artist(
    id: "some-artist", name: "Some Artist", years: "1928-1987", published: 396, forSale: 285, total: 919)

  /// S03: callbacks called synchronously with canned values; the reply depends on an argument; the
  /// failure callback is never called unless a test asks for it.
  @Test(arguments: [(0, ["Untitled", "For sale"]), (1, ["For sale"])])
  func theArtistScreenShowsCountsAndTheSelectedTab(selectedIndex: Int, expected: [String]) {
    let network = ArtistNetworkModelableDouble()
    network.on.getArtistInfo.answers { $0.success(Self.artist) }
    network.on.getArtistArtworks.answers { $0.success(["Untitled", "For sale"]) }
    network.on.getArtistArtworks.when(\.params, ["filter[]": "for_sale"]).answers { $0.success(["For sale"]) }
    let screen = ArtistScreen(network: network)
    screen.load(selectedIndex: selectedIndex)
    #expect(screen.countsText == "396 works, 285 for sale")
    #expect(screen.artworks == expected)
    #expect(screen.errorText == nil)
  }

  @Test func anArtistWithoutWorks() {
    let network = ArtistNetworkModelableDouble()
    var empty = Self.artist
    empty.published = 0
    network.on.getArtistInfo.answers { $0.success(empty) }
    let screen = ArtistScreen(network: network)
    screen.load()
    #expect(screen.countsText == "No works yet")
    #expect(screen.artworks.isEmpty)  // the unstubbed call answered nothing, and no failure
  }

  /// S04: OCMock's `expect` and `reject` on the same collaborator, keyed on a stubbed property.
  @Test(arguments: [(false, Times.once), (true, Times.never)])
  func loadsMoreArtworksOnlyWhenTheViewIsNotFull(full: Bool, expected: Times) {
    let content = ContentFillingDouble().with { $0.on.currentContentFillsView.returns(full) }
    let pager = ArtworkPagingDouble()
    ArtworkFiller(content: content, pager: pager).checkForAdditionalArtworksToFillView()
    pager.on.getMoreArtworks.verify(expected)
  }

  /// S05: the stub's stream, which the test pushes into, in place of Rx's `PublishSubject`.
  @MainActor
  @Test func bindsCreatedNewBidder() async {
    let (stream, continuation) = AsyncStream<Bool>.makeStream()
    let bidder = BidderNetworkModelTypeDouble().with {
      $0.on.createdNewUser.value = stream
      $0.on.bidDetails.value = BidDetails()
    }
    let viewModel = makeViewModel(bidder: bidder, placingBid: false)
    continuation.yield(false)
    continuation.yield(true)
    continuation.finish()
    await viewModel.bindCreatedNewBidder()
    #expect(viewModel.createdNewBidder)
  }

  /// S05: "creates a new bidder if necessary": the stub yields `false` at start and `true` when
  /// `createOrGetBidder()` creates one, as eidolon's `StubBidderNetworkModel` did with its subject.
  @MainActor
  @Test func createsANewBidderIfNecessary() async throws {
    let (stream, continuation) = AsyncStream<Bool>.makeStream()
    let bidder = BidderNetworkModelTypeDouble().with {
      $0.on.createdNewUser.value = stream
      $0.on.bidDetails.value = BidDetails()
      $0.on.createOrGetBidder.answers { _ in
        continuation.yield(true)
        return "provider"
      }
    }
    continuation.yield(false)
    let viewModel = makeViewModel(bidder: bidder, placingBid: false)
    try await viewModel.performActions()
    continuation.finish()
    await viewModel.bindCreatedNewBidder()
    #expect(viewModel.createdNewBidder)
  }

  /// S06: a stubbed property returns the very object it was given, so identity survives.
  @MainActor
  @Test func theBidDetailsAreTheSameObject() {
    let details = BidDetails()
    let bidder = BidderNetworkModelTypeDouble().with { $0.on.bidDetails.value = details }
    let viewModel = makeViewModel(bidder: bidder, placingBid: true)
    #expect(viewModel.bidDetails === details)
    #expect(bidder.bidDetails === details)
  }

  /// S07: replaced collaborators, data flowing from one stub to the next, order across doubles,
  /// and zero calls when no bid is placed.
  @MainActor
  @Test func placesThenChecksTheBid() async throws {
    let bidder = BidderNetworkModelTypeDouble().with {
      $0.on.createOrGetBidder.returns("provider")
      $0.on.bidDetails.value = BidDetails()
    }
    let placeBid = PlaceBidNetworkModelTypeDouble().with { $0.on.bid.returns("some-bidder-id") }
    let checking = BidCheckingNetworkModelTypeDouble()
    let viewModel = makeViewModel(bidder: bidder, placingBid: true)
    viewModel.placeBidNetworkModel = placeBid
    viewModel.bidCheckingModel = checking
    try await viewModel.performActions()
    #expect(viewModel.hasBid && viewModel.checked)
    checking.on.waitForBidResolution.verify(.once, \.bidderPositionId, "some-bidder-id")
    verifyInOrder(bidder.on.createOrGetBidder.step, placeBid.on.bid.step, checking.on.waitForBidResolution.step)
  }

  @MainActor
  @Test func registeringWithoutABidCallsNeitherModel() async throws {
    let bidder = BidderNetworkModelTypeDouble().with {
      $0.on.createOrGetBidder.returns("provider")
      $0.on.bidDetails.value = BidDetails()
    }
    let placeBid = PlaceBidNetworkModelTypeDouble()
    let checking = BidCheckingNetworkModelTypeDouble()
    let viewModel = LoadingViewModel(
      bidderNetworkModel: bidder, placingBid: false, placeBidNetworkModel: placeBid, bidCheckingModel: checking)
    try await viewModel.performActions()
    placeBid.on.bid.verify(.never)
    checking.on.waitForBidResolution.verify(.never)
  }

  /// S08: canned outcomes (succeed, fail, never complete) instead of `StubLoadingViewModel`'s
  /// `Observable.empty()`, `.error(…)` and `.never()`. "Never" ends when the task is cancelled.
  @MainActor
  @Test func theLoadingScreenShowsEachOutcome() async {
    let succeeding = LoadingViewModelTypeDouble()
    let done = LoadingScreen(viewModel: succeeding)
    await done.start()
    #expect(done.state == .done)

    let failing = LoadingViewModelTypeDouble().with { $0.on.performActions.throws(URLError(.timedOut)) }
    let failed = LoadingScreen(viewModel: failing)
    await failed.start()
    guard case .failed = failed.state else {
      Issue.record("expected a failure, got \(failed.state)")
      return
    }

    let hanging = LoadingViewModelTypeDouble().with { $0.on.performActions.neverCompletes() }
    let screen = LoadingScreen(viewModel: hanging)
    let task = Task { await screen.start() }
    await hanging.on.performActions.verifyEventually(.once)
    #expect(screen.state == .loading)
    task.cancel()
    await task.value
    #expect(screen.state == .cancelled)
  }

  @MainActor
  private func makeViewModel(bidder: BidderNetworkModelTypeDouble, placingBid: Bool) -> LoadingViewModel {
    LoadingViewModel(
      bidderNetworkModel: bidder, placingBid: placingBid, placeBidNetworkModel: PlaceBidNetworkModelTypeDouble(),
      bidCheckingModel: BidCheckingNetworkModelTypeDouble())
  }
}
