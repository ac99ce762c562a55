import DoublesHAR
import Testing

/// The one rule for header names, which every lookup of a header uses.
@Suite struct HeaderNameTests {
  @Test func namesCompareWhateverTheirCaseOfASCIILetters() {
    #expect(HeaderName.matches("Content-Type", "content-type"))
    #expect(HeaderName.matches("X-API-Key", "x-api-KEY"))
    #expect(!HeaderName.matches("Content-Type", "Content-Typo"))
    #expect(!HeaderName.matches("Content-Type", "Content-Type "))
    #expect(!HeaderName.matches("[", "{"))  // 0x5B and 0x7B differ by the case bit, and are no letters
    #expect(!HeaderName.matches("Ä", "ä"))
  }

  @Test func aLookupTakesTheFirstFieldOfThatName() {
    let fields = [("content-type", "text/plain"), ("Content-Type", "application/json")]
    #expect(fields.headerValue(HeaderName.contentType) { $0 } == "text/plain")
    #expect(fields.headerValue("Accept") { $0 } == nil)
  }
}
