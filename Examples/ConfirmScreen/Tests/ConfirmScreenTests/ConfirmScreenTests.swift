import ConfirmScreen
import DoublesTesting
import XCTest

/// Scenario S30 (seed 003): the tutorial's hand-written `FakeViewModel`, with its `title` stub and
/// its `didConfirm` flag, is one generated `ViewModelTypeDouble`; the `UILabel` is a
/// `TextDisplayingDouble` that keeps the text written to it. Written with XCTest, as the tutorial.
final class ConfirmScreenTests: XCTestCase {
  private var viewModel: ViewModelTypeDouble!
  private var label: TextDisplayingDouble!
  private var screen: ConfirmScreen!

  override func setUp() {
    super.setUp()
    verifyDoublesAtTearDown()  // expectations declared with `expect` are checked when each test ends
    viewModel = ViewModelTypeDouble()
    label = TextDisplayingDouble()
    screen = ConfirmScreen(titleLabel: label)
    screen.viewModel = viewModel  // through the implicitly unwrapped property
  }

  func testTitleLabel() {
    viewModel.on.title.returns("FakeTitle")
    screen.viewDidLoad()
    XCTAssertEqual(label.text, "FakeTitle")
    label.on.text.verifySet(.once, to: "FakeTitle")
  }

  func testTapOnButton() {
    viewModel.on.confirm.verify(.never)  // the original's `didConfirm == false` before the tap
    screen.didTapOnButton()
    viewModel.on.confirm.verify(.once)  // and `didConfirm == true` after it
  }
}
