import DoublesTesting
import Foundation
import Parcels
import Testing

@testable import Shipping

/// The doubles come from `DoublesPlugin`, which runs `doubles generate` on the Shipping module
/// at build time: nothing here declares or imports them.
@Suite("Shipping, with doubles from the build-tool plug-in", .verifiesDoubles)
struct ShippingTests {
  @Test func theCheapestCarrierWinsAndIsLogged() async {
    let post = RateProviderDouble().with { $0.on.rate.returns(900) }
    let courier = RateProviderDouble().with { $0.on.rate.returns(700) }
    let log = OfferLogDouble().with { $0.on.record.expect(.once, where: .equal(Offer(carrier: "courier", cents: 700))) }
    let checkout = Checkout(carriers: ["post": post, "courier": courier], log: log)

    let offer = await checkout.cheapestOffer(grams: 500, to: "FR")

    #expect(offer == Offer(carrier: "courier", cents: 700))
    post.on.rate.verify(.once, \.country, "FR")
  }

  @Test func aCourierAnswersItsParentsRequirementFromAnotherModule() async throws {
    let courier = CourierDouble().with {
      $0.on.name.returns("courier")
      $0.on.status.returns("delivered")
    }
    let tracking: any Tracking = courier
    #expect(try await tracking.status(of: "A1") == "delivered")
    #expect(courier.name == "courier")
    courier.on.status.verify(.once, where: .equal("A1"))
  }

  @Test func aFailingCarrierIsLeftOut() async {
    let post = RateProviderDouble().with { $0.on.rate.throws(URLError(.timedOut)) }
    let courier = RateProviderDouble().with { $0.on.rate.returns(700) }
    let checkout = Checkout(carriers: ["post": post, "courier": courier], log: OfferLogDouble())
    #expect(await checkout.cheapestOffer(grams: 500, to: "FR")?.carrier == "courier")
  }
}
