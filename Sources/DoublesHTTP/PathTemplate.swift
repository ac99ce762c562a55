/// A path with `{name}` placeholders, each standing for one non-empty segment.
struct PathTemplate: Sendable {
  private enum Segment: Sendable {
    case literal(String)
    case capture(String)
  }

  private let segments: [Segment]

  init(_ template: String) {
    segments = template.split(separator: "/", omittingEmptySubsequences: false).map { part in
      if part.hasPrefix("{") && part.hasSuffix("}") && part.count > 2 {
        return .capture(String(part.dropFirst().dropLast()))
      }
      return .literal(String(part))
    }
  }

  /// The captured values when `path` fits, `nil` otherwise; values are percent-decoded.
  func captures(in path: String) -> [String: String]? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == segments.count else { return nil }
    var captures: [String: String] = [:]
    for (segment, part) in zip(segments, parts) {
      switch segment {
      case .literal(let text):
        guard text == part else { return nil }
      case .capture(let name):
        guard !part.isEmpty else { return nil }
        captures[name] = part.removingPercentEncoding ?? String(part)
      }
    }
    return captures
  }
}
