import Gallery
import XCTest

/// `Gallery` defines `DOUBLES_NO_PARTIAL_DOUBLES`, so `@Doubled` writes its doubles without a real
/// object to forward to: they store none.
@MainActor
final class NoPartialDoublesTests: XCTestCase {
  func testTheMacrosDoublesHoldNoRealObject() async {
    let stored = Mirror(reflecting: PhotoDetailsFetchingDouble()).children.compactMap(\.label)
    XCTAssertTrue(stored.contains("recorder"))
    XCTAssertFalse(stored.contains("real"))
  }
}
