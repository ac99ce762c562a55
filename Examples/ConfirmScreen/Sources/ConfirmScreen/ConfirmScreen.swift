import DoublesMacros

/// What the confirm screen shows and does (seed 003).
@Doubled
public protocol ViewModelType {
  var title: String { get }
  func confirm()
}

/// Stands in for `UILabel` on Linux: something that displays text.
@Doubled
public protocol TextDisplaying: AnyObject {
  var text: String? { get set }
}

/// The screen: shows the view model's title, and confirms when its button is tapped.
public final class ConfirmScreen {
  /// Set after init, as a storyboard-made controller's view model would be.
  public var viewModel: (any ViewModelType)!
  /// The title label.
  public let titleLabel: any TextDisplaying

  /// A screen showing its title in `titleLabel`.
  public init(titleLabel: any TextDisplaying) { self.titleLabel = titleLabel }

  /// `viewDidLoad()` of the original: puts the title in the label.
  public func viewDidLoad() { titleLabel.text = viewModel.title }

  /// The button's action.
  public func didTapOnButton() { viewModel.confirm() }
}
