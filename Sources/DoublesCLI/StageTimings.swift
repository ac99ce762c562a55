/// The wall-clock time of each stage of `doubles generate`, for `--timings`.
struct StageTimings {
  private var stages: [(name: String, duration: Duration, note: String?)] = []
  private var last: Int?
  private let clock = ContinuousClock()

  /// Runs `stage`, timing it as `name`; a stage run again (the scan, with the modules an import
  /// path gives) adds to its time.
  mutating func time<Result>(_ name: String, _ stage: () throws -> Result) rethrows -> Result {
    let start = clock.now
    defer {
      let duration = start.duration(to: clock.now)
      if let index = stages.firstIndex(where: { $0.name == name }) {
        stages[index].duration += duration
        last = index
      } else {
        last = stages.count
        stages.append((name, duration, nil))
      }
    }
    return try stage()
  }

  /// Adds `note` to the stage timed last: `scan 1.2 s (1660 files, 312 parsed)`.
  mutating func note(_ note: String) {
    guard let last else { return }
    stages[last].note = note
  }

  /// `doubles: find 0.01 s, scan 1.23 s (1660 files, 312 parsed), plan 0.05 s, …; total 1.70 s`.
  var summary: String {
    let total = stages.reduce(Duration.zero) { $0 + $1.duration }
    let parts = stages.map { stage in
      "\(stage.name) \(Self.seconds(stage.duration))" + (stage.note.map { " (\($0))" } ?? "")
    }
    return "doubles: " + parts.joined(separator: ", ") + "; total \(Self.seconds(total))"
  }

  /// Seconds with two decimals: `0.05 s`, `1.23 s`.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let hundredths = (Double(seconds) * 100 + Double(attoseconds) / 1e16).rounded()
    let whole = Int(hundredths) / 100
    let fraction = Int(hundredths) % 100
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction) s"
  }
}
