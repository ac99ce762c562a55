import Synchronization

/// The baseline: the spy a careful person writes by hand for `Benchmarked`, doing the same work
/// as the generated double (thread-safe recording of the arguments, a stubbed answer).
final class HandWrittenSpy: Benchmarked, Sendable {
  private let calls = Mutex<[(item: Int, currency: String)]>([])
  let stubbedPrice: Int

  init(stubbedPrice: Int) { self.stubbedPrice = stubbedPrice }

  func price(of item: Int, in currency: String) -> Int {
    calls.withLock { $0.append((item, currency)) }
    return stubbedPrice
  }

  var callCount: Int { calls.withLock { $0.count } }
}

extension HandWrittenSpy {
  /// The baseline for closure doubles: a `BenchmarkedPricing` whose closure records into the spy,
  /// as a person stubs a struct of closures by hand.
  var pricing: BenchmarkedPricing {
    BenchmarkedPricing(price: { item, currency in self.price(of: item, in: currency) })
  }
}
