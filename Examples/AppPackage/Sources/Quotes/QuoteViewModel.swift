import DoublesMacros

/// A quote, as the service returns it.
struct Quote: Equatable, Sendable {
  var text: String
  var author: String
}

/// Loads quotes; main-actor isolated, as everything in this module is by default.
@Doubled
protocol QuoteLoading {
  func load(id: Int) async throws -> Quote
  var isLoading: Bool { get }
  func cancel()
}

/// Tells the time from any isolation.
@Doubled
nonisolated protocol Clock: Sendable {
  func now() -> Int
}

/// Shows one quote.
final class QuoteViewModel {
  private let loader: any QuoteLoading
  private let clock: any Clock
  private(set) var text = ""
  private(set) var loadedAt: Int?

  init(loader: any QuoteLoading, clock: any Clock) {
    self.loader = loader
    self.clock = clock
  }

  func show(id: Int) async {
    if loader.isLoading { loader.cancel() }
    do {
      let quote = try await loader.load(id: id)
      text = "“\(quote.text)” — \(quote.author)"
      loadedAt = clock.now()
    } catch {
      text = "No quote today."
    }
  }
}

/// Saves a profile; a class, doubled as a subclass.
@Doubled
class ProfileStore {
  init() {}

  func save(name: String) async throws -> Bool {
    !name.isEmpty
  }
}
