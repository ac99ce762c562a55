import DoublesTesting
import Testing

@testable import Shipping

/// The doubles are in `Doubles.generated.swift`, written by the command plug-in and committed:
/// `swift package --allow-writing-to-package-directory generate-doubles --target ShippingCommittedTests`.
/// CI runs it with `--check`, which fails when the file is stale.
@Suite("Shipping, with committed doubles", .verifiesDoubles)
struct ShippingCommittedTests {
  @Test func noCarrierAnsweringMeansNoOffer() async {
    let post = RateProviderDouble(.strict).with { $0.on.rate.expect(.once).throws(CancellationError()) }
    let log = OfferLogDouble().with { $0.on.record.expect(.never) }
    let checkout = Checkout(carriers: ["post": post], log: log)
    #expect(await checkout.cheapestOffer(grams: 100, to: "DE") == nil)
  }
}
