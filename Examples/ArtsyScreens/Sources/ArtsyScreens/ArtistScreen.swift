import DoublesMacros
import Foundation

/// An artist, as eigen's artist view shows one.
public struct Artist: Equatable, Sendable {
  /// The artist's slug.
  public var id: String
  /// The display name.
  public var name: String
  /// Birth and death years.
  public var years: String
  /// Published works.
  public var published: Int
  /// Works for sale.
  public var forSale: Int
  /// All works.
  public var total: Int

  /// An artist with its artwork counts.
  public init(id: String, name: String, years: String, published: Int, forSale: Int, total: Int) {
    (self.id, self.name, self.years, self.published, self.forSale, self.total) =
      (id, name, years, published, forSale, total)
  }
}

/// An artwork's title.
public typealias Artwork = String

/// S03: eigen's `ARArtistNetworkModelable`, callbacks and all.
@Doubled
public protocol ArtistNetworkModelable {
  func getArtistInfo(success: @escaping (Artist) -> Void, failure: @escaping (any Error) -> Void)
  func getArtistArtworks(
    atPage page: Int, params: [String: String], success: @escaping ([Artwork]) -> Void,
    failure: @escaping (any Error) -> Void)
}

/// S03: the artist screen: counts from the artist, artworks for the selected tab.
public final class ArtistScreen {
  let network: any ArtistNetworkModelable
  /// "396 works, 285 for sale", or the error.
  public private(set) var countsText = ""
  /// The artworks of the selected tab.
  public private(set) var artworks: [Artwork] = []
  /// The last error shown.
  public private(set) var errorText: String?

  /// A screen that loads from `network`.
  public init(network: any ArtistNetworkModelable) { self.network = network }

  /// Loads the artist's info and the first page of the selected tab.
  public func load(selectedIndex: Int = 0) {
    network.getArtistInfo(
      success: { [self] artist in
        countsText = artist.published == 0 ? "No works yet" : "\(artist.published) works, \(artist.forSale) for sale"
      },
      failure: { [self] error in errorText = "\(error)" })
    let params = selectedIndex == 1 ? ["filter[]": "for_sale"] : [:]
    network.getArtistArtworks(
      atPage: 1, params: params, success: { [self] in artworks = $0 }, failure: { [self] in errorText = "\($0)" })
  }
}
