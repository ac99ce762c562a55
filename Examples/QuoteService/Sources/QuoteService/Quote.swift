import Foundation

/// A quote with its author and a picture to show behind it.
public struct Quote: Sendable, Equatable {
  /// The text of the quote.
  public var text: String
  /// Who said it.
  public var author: String
  /// The picture's bytes.
  public var imageData: Data

  /// Creates a quote.
  public init(text: String, author: String, imageData: Data) {
    self.text = text
    self.author = author
    self.imageData = imageData
  }
}
