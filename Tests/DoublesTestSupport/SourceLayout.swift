/// Generated source compared without its layout.
public enum SourceLayout {
  /// The text with every run of white space made one space, so that only layout may differ.
  public static func tokens(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
