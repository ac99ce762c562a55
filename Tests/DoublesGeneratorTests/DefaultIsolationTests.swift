import DoublesGenerator
import Testing

/// Told the default isolation of the module that declares the protocols, the command states
/// each double's isolation in full (`.ci/isolation-modes` compiles the result in test modules
/// of every setting); not told, it states only what the source states.
@Suite("Default isolation")
struct DefaultIsolationTests {
  static let source = """
    /// @Doubled
    protocol QuoteLoading {
      func load(id: Int) async throws -> String
      nonisolated func cancel()
    }

    /// @Doubled
    class ProfileViewModel {
      init() {}
      func refresh() {}
    }
    """

  static func generate(_ isolation: DefaultIsolation?, nonisolatedNonsendingByDefault: Bool = true) -> String {
    Generator.generate(
      [.init(file: "App.swift", text: source)],
      options: .init(defaultIsolation: isolation, nonisolatedNonsendingByDefault: nonisolatedNonsendingByDefault)
    ).doubles.joined(separator: "\n")
  }

  @Test func aMainActorModuleIsolatesEachRequirementThatStatesNone() {
    let text = Self.generate(.mainActor)
    #expect(text.contains("nonisolated extension QuoteLoading where Self: QuoteLoadingDoubling {"))
    #expect(text.contains("    @MainActor\n    func load(id: Int) async throws -> String {"))
    #expect(text.contains("    nonisolated func cancel() {"))
    #expect(text.contains("@MainActor\nfinal class ProfileViewModelDouble: ProfileViewModel"))
  }

  @Test func aNonisolatedModuleMakesTheDoublesNonisolated() {
    let text = Self.generate(.nonisolated)
    #expect(text.contains("nonisolated extension QuoteLoading where Self: QuoteLoadingDoubling {"))
    // With `NonisolatedNonsendingByDefault`, a nonisolated `async` requirement runs on its
    // caller's actor, and its witness says so for a test module without the feature.
    #expect(text.contains("nonisolated(nonsending) func load(id: Int) async throws -> String {"))
    #expect(!text.contains("@MainActor"))
    #expect(text.contains("nonisolated final class ProfileViewModelDouble: ProfileViewModel"))
  }

  @Test func withoutNonisolatedNonsendingByDefaultNonisolatedAsyncWitnessesAreConcurrent() {
    let text = Self.generate(.nonisolated, nonisolatedNonsendingByDefault: false)
    #expect(text.contains("    @concurrent\n    func load(id: Int) async throws -> String {"))
    #expect(Self.generate(.nonisolated).contains("@concurrent") == false)
    // A main-actor requirement runs on the main actor, with the feature or without.
    #expect(Self.generate(.mainActor, nonisolatedNonsendingByDefault: false).contains("@concurrent") == false)
  }

  @Test func unknownTheDoublesTakeTheDefaultOfTheModuleTheyAreCompiledIn() {
    let text = Self.generate(nil)
    #expect(text.contains("\nextension QuoteLoading where Self: QuoteLoadingDoubling {"))
    #expect(!text.contains("@MainActor"))
    #expect(text.contains("\nfinal class ProfileViewModelDouble: ProfileViewModel"))
  }

  /// A protocol that refines one with a global actor takes that actor, as Swift infers it: the
  /// module's default is not its isolation, and its double and witnesses state the parent's.
  @Test func aProtocolThatRefinesAMainActorProtocolKeepsItsInferredIsolation() {
    let source = """
      /// @Doubled
      @MainActor
      protocol ScreenModel {
        func load()
      }

      /// @Doubled
      protocol DetailModel: ScreenModel {
        func close()
      }
      """
    for isolation in [DefaultIsolation.nonisolated, .mainActor] {
      let text = Generator.generate(
        [.init(file: "App.swift", text: source)], options: .init(defaultIsolation: isolation)
      )
      .doubles.joined(separator: "\n")
      #expect(text.contains("\n@MainActor extension DetailModel where Self: DetailModelDoubling {\n"), "\(isolation)")
      #expect(text.contains("\n@MainActor\nfinal class DetailModelDouble: DetailModelDoubling"), "\(isolation)")
      #expect(text.contains("\n    func close() {"), "\(isolation)")
    }
  }
}
