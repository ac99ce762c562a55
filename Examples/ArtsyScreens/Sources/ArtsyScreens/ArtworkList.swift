import DoublesMacros
import Foundation

/// S01: the data source a list asks for its data (seed 000's `ORArtworkDataSourcable`).
@Doubled
public protocol ArtworkDataSourcing: AnyObject {
  func getData()
}

/// The production data source.
public final class LiveArtworkDataSource: ArtworkDataSourcing {
  /// A data source.
  public init() {}
  /// Would fetch artworks.
  public func getData() {}
}

/// S01: a list with a lazily built default data source that a test replaces by injection.
public final class ArtworkListController {
  private let makeLiveDataSource: () -> any ArtworkDataSourcing
  /// Built on first use, unless a test set it first.
  public lazy var dataSource: any ArtworkDataSourcing = makeLiveDataSource()

  /// A list whose default data source `makeLiveDataSource` builds.
  public init(makeLiveDataSource: @escaping () -> any ArtworkDataSourcing = { LiveArtworkDataSource() }) {
    self.makeLiveDataSource = makeLiveDataSource
  }

  /// Loads the list.
  public func load() { dataSource.getData() }
}

/// What a table cell shows.
public struct CellContent: Equatable, Sendable {
  /// The main text.
  public var text: String?
  /// The secondary text.
  public var detailText: String?

  /// A cell's content.
  public init(text: String? = nil, detailText: String? = nil) {
    self.text = text
    self.detailText = detailText
  }
}

/// S02: a table's data source, `UITableViewDataSource` on Linux.
@Doubled
public protocol TableDataSource {
  func numberOfRows(inSection section: Int) -> Int
  func cellContent(at indexPath: IndexPath) -> CellContent?
}

/// S02: a table that shows what its data source gives.
public struct ArtworkTable {
  let dataSource: any TableDataSource

  /// A table over `dataSource`.
  public init(dataSource: any TableDataSource) { self.dataSource = dataSource }

  /// The cells of section 0, as the table would lay them out.
  public func visibleCells() -> [CellContent?] {
    (0..<dataSource.numberOfRows(inSection: 0)).map { dataSource.cellContent(at: IndexPath(row: $0, section: 0)) }
  }
}

/// S04: whether the artworks already fill the view (eigen's sub-controller).
@Doubled
public protocol ContentFilling {
  var currentContentFillsView: Bool { get }
}

/// S04: fetches the next page of artworks.
@Doubled
public protocol ArtworkPaging {
  func getMoreArtworks()
}

/// S04: loads more artworks until the view is full (eigen's "tries to load more artworks").
public struct ArtworkFiller {
  let content: any ContentFilling
  let pager: any ArtworkPaging

  /// A filler of `content` through `pager`.
  public init(content: any ContentFilling, pager: any ArtworkPaging) {
    self.content = content
    self.pager = pager
  }

  /// Asks for more artworks unless the view is already full.
  public func checkForAdditionalArtworksToFillView() {
    if !content.currentContentFillsView { pager.getMoreArtworks() }
  }
}

#if !canImport(UIKit)
  extension IndexPath {
    /// The index path of a table row, as UIKit spells it (UIKit is not on Linux).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The row: the second index.
    public var row: Int { self[1] }
    /// The section: the first index.
    public var section: Int { self[0] }
  }
#endif
