import SwiftSyntax

extension SyntaxProtocol {
  /// The first node of type `T` below this one, in source order.
  func firstDescendant<T: SyntaxProtocol>(ofType type: T.Type) -> T? {
    for child in children(viewMode: .sourceAccurate) {
      if let match = child.as(T.self) ?? child.firstDescendant(ofType: T.self) { return match }
    }
    return nil
  }
}
