import Foundation

/// How call logs and messages show `Data`: its text when it is UTF-8 text (a JSON body, a form,
/// a line of a protocol), on one line and cut after a length; its size alone otherwise.
enum DataRendering {
  /// The characters of text shown before the rest is cut.
  static let limit = 200

  static func render(_ data: Data) -> String {
    let size = data.count == 1 ? "1 byte" : "\(data.count) bytes"
    guard !data.isEmpty, let text = String(data: data, encoding: .utf8), isText(text) else { return "Data(\(size))" }
    let line = oneLine(text)
    let shown = line.count > limit ? String(line.prefix(limit)) + "…" : line
    return "Data(\(size): \"\(shown)\")"
  }

  /// Whether every character is printable or a line break, a tab or a space.
  private static func isText(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "\n", "\r", "\t": true
      default: !(scalar.properties.generalCategory == .control || scalar == "\u{FFFD}")
      }
    }
  }

  /// The text with each line break, and the indentation after it, as one space: pretty-printed
  /// JSON reads as compact JSON.
  private static func oneLine(_ text: String) -> String {
    var result = ""
    var breaking = false
    for character in text {
      if character.isNewline {
        breaking = true
      } else if breaking && (character == " " || character == "\t") {
        continue
      } else {
        if breaking && !result.isEmpty { result.append(" ") }
        breaking = false
        result.append(character)
      }
    }
    return result
  }
}
