import DoublesGenerator
import Testing

/// What a handle stores for a type of the model, which is kept as written.
@Suite("Handle storage")
struct HandleStorageTests {
  @Test(arguments: [
    ("Int", "Int"),
    ("some Collection<Int>", "any Collection<Int>"),
    ("(some Sequence, some Error)", "(any Sequence, any Error)"),
    ("Int!", "Int?"),
    ("[String: Int!]", "[String: Int?]"),
    // Not the keyword: a word that ends or starts with it, a member, a name before a `.`.
    ("awesome.Type", "awesome.Type"),
    ("Handsome", "Handsome"),
    ("Optional<Int>.some", "Optional<Int>.some"),
    ("some.Thing", "some.Thing"),
  ])
  func aTypeIsStoredAsAHandleCanHoldIt(written: String, stored: String) {
    #expect(HandleStorage.type(for: written) == stored)
  }
}
