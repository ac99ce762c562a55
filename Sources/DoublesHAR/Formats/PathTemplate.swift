import Foundation

/// A path whose `{name}` segments are variables, each standing for one non-empty segment: a
/// stub's pattern (`/users/{id}`) and an OpenAPI operation's path (`/pets/{petId}`).
package struct PathTemplate: Sendable, Equatable {
  /// One segment: written as is, or a variable to fill.
  package enum Segment: Sendable, Equatable {
    case constant(String)
    case variable(String)
  }

  /// Whether the empty segments of a path (a doubled or a trailing `/`) count.
  package enum EmptySegments: Sendable, Equatable {
    /// They must be where the template has them: a stub's pattern matches the path as sent.
    case significant
    /// They are left out on both sides: an operation's path, relative to a server's path that
    /// may end with a `/` of its own.
    case ignored
  }

  /// The segments, in order.
  package let segments: [Segment]
  package let emptySegments: EmptySegments

  /// The template written as `template`.
  package init(_ template: String, emptySegments: EmptySegments = .significant) {
    self.init(
      segments: Self.split(template, emptySegments).map { part in
        part.hasPrefix("{") && part.hasSuffix("}") && part.count > 2
          ? .variable(String(part.dropFirst().dropLast())) : .constant(String(part))
      },
      emptySegments: emptySegments)
  }

  /// The template of `segments`.
  package init(segments: [Segment], emptySegments: EmptySegments) {
    self.segments = segments
    self.emptySegments = emptySegments
  }

  /// The values of the variables when `path` fits, percent-decoded; `nil` when it does not.
  package func values(in path: String) -> [String: String]? {
    let parts = Self.split(path, emptySegments)
    guard parts.count == segments.count else { return nil }
    var values: [String: String] = [:]
    for (segment, part) in zip(segments, parts) {
      switch segment {
      case .constant(let text):
        guard text == part else { return nil }
      case .variable(let name):
        guard !part.isEmpty else { return nil }
        values[name] = part.removingPercentEncoding ?? String(part)
      }
    }
    return values
  }

  /// How many segments are constants: a concrete path wins over a template.
  package var constantCount: Int { segments.filter { if case .constant = $0 { true } else { false } }.count }

  private static func split(_ path: String, _ emptySegments: EmptySegments) -> [Substring] {
    path.split(separator: "/", omittingEmptySubsequences: emptySegments == .ignored)
  }
}
