import DoublesHAR
import Foundation

/// How old a recording is: from its oldest entry's `startedDateTime`, which travels with the
/// file (a checkout gives every file a new modification date).
struct CassetteAge {
  /// When the oldest entry was recorded, as the file says.
  let recorded: String
  /// How long ago that was.
  let age: Duration

  /// The age of `entries`, or `nil` when none has a date that can be read.
  init?(_ entries: [HARFile.Entry], now: Date = Date()) {
    let dated = entries.compactMap { entry in Self.date(entry.startedDateTime).map { ($0, entry.startedDateTime) } }
    guard let oldest = dated.min(by: { $0.0 < $1.0 }) else { return nil }
    self.recorded = oldest.1
    self.age = .seconds(max(0, now.timeIntervalSince(oldest.0)))
  }

  /// An ISO 8601 date, with or without fractional seconds as browsers write them.
  static func date(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text)
  }

  /// `45 days`, `3 hours`, `90 seconds`: the largest unit that gives a whole number of at least one.
  static func describe(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    for (unit, size) in [("day", 86_400), ("hour", 3_600), ("minute", 60)] where seconds >= size {
      let count = seconds / size
      return "\(count) \(unit)\(count == 1 ? "" : "s")"
    }
    return "\(seconds) second\(seconds == 1 ? "" : "s")"
  }
}
