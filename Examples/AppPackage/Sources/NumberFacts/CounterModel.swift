import Dependencies

/// A counter that fetches a fact about its count and can save the count as a favorite.
@MainActor
public final class CounterModel {
  /// The count.
  public private(set) var count = 0
  /// The fact about the count, once fetched.
  public private(set) var fact: String?
  /// What went wrong with the last request, if anything.
  public private(set) var errorMessage: String?
  /// Whether a request is running.
  public private(set) var isLoading = false

  @Dependency(\.numberFact) private var numberFact

  /// A counter at zero.
  public init() {}

  /// Adds one; the fact about the old count no longer applies.
  public func incrementButtonTapped() {
    count += 1
    fact = nil
  }

  /// Fetches a fact about the count.
  public func factButtonTapped() async {
    isLoading = true
    defer { isLoading = false }
    do {
      fact = try await numberFact.fact(count)
      errorMessage = nil
    } catch {
      errorMessage = "Could not load a fact about \(count)."
    }
  }

  /// Saves the count as a favorite, unless it is zero.
  public func saveButtonTapped() async throws {
    guard count != 0 else { return }
    try await numberFact.save(count)
  }
}
