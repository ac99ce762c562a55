import Foundation
import Parcels

// A module that uses no macro and imports nothing of Doubles: its protocols are marked with a
// doc-comment line, and the test targets get their doubles from the `doubles` command, through
// the build-tool plug-in (ShippingTests) or a committed file (ShippingCommittedTests).

/// A carrier's price list.
/// @Doubled
public protocol RateProvider: Sendable {
  /// The price of a parcel of `grams` to `country`, in cents.
  func rate(grams: Int, to country: String) async throws -> Int
}

/// Where the chosen offer is remembered, internal to the module: its double needs the
/// `@testable` import that the plug-in passes.
/// @Doubled
protocol OfferLog {
  func record(_ offer: Offer)
  var lastOffer: Offer? { get }
}

/// A carrier that also says where its parcels are: its parent is another module's, which the
/// plug-ins read for the double.
/// @Doubled
public protocol Courier: Tracking {
  /// The carrier's name.
  var name: String { get }
}

/// A carrier's offer for one parcel.
public struct Offer: Equatable, Sendable {
  /// Who carries the parcel.
  public var carrier: String
  /// The price, in cents.
  public var cents: Int
}

/// Asks every carrier and keeps the cheapest offer; a carrier that fails is left out.
struct Checkout {
  let carriers: [String: any RateProvider]
  let log: any OfferLog

  func cheapestOffer(grams: Int, to country: String) async -> Offer? {
    var offers: [Offer] = []
    for (carrier, provider) in carriers.sorted(by: { $0.key < $1.key }) {
      guard let cents = try? await provider.rate(grams: grams, to: country) else { continue }
      offers.append(Offer(carrier: carrier, cents: cents))
    }
    guard let best = offers.min(by: { $0.cents < $1.cents }) else { return nil }
    log.record(best)
    return best
  }
}
