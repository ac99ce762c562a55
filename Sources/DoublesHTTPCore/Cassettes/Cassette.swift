import DoublesHAR
import Foundation

/// A HAR file of recorded traffic that a network double replays, and records into when the
/// recording mode allows.
///
/// ```swift
/// let http = try HTTPDouble(cassette: Cassette(fileURL, secrets: [apiKey]))
/// // ... run the code under test against http.session ...
/// http.finish()   // writes the new episodes, redacted
/// ```
/// A HAR capture exported from a browser or proxy works as a cassette as it is.
public struct Cassette: Sendable {
  /// Where the HAR file is.
  public var fileURL: URL
  /// Whether unmatched requests are recorded from the network.
  public var mode: RecordingMode
  /// What is blanked out before anything is written.
  public var redaction: Redaction
  /// Values that must never be written: a cassette containing one after redaction is not
  /// written and the test fails. Give it the credentials your test uses.
  public var secrets: [String]
  /// How long a recording is trusted, from its oldest entry; `nil` for ever. An older cassette
  /// fails the test when it may not record (`.none`, as on CI), with a message that says how to
  /// record it again, and is recorded anew when it may (`.once`, `.newEpisodes`).
  public var maxAge: Duration?
  /// Parts of a request that change from run to run (a timestamp, a nonce): on replay they match
  /// whatever their value, so that a re-recording does not add an entry for each run. Headers
  /// are never matched on replay.
  public var ignoring: Set<VolatilePart>
  /// Whether a cassette that would keep a value that looks like a credential (long and random,
  /// under a name no rule redacts: `RedactionFinding.isKept`) is refused: not written, and the
  /// test fails naming each value's place, until its name is redacted or kept with
  /// `Redaction.keeping(names:)`. Off, such values are written and listed in the summary.
  public var refusesKeptValues: Bool
  /// How the recorded timing of streams replays, as waits on the double's clock: the gaps between
  /// a WebSocket server's messages, and when each event of a Server-Sent Events stream came.
  /// 1 as recorded, 0.1 ten times faster, 0 not at all (each stream at once).
  public var timeScale: Double

  /// Creates a cassette description; the file is read when a double loads it.
  public init(
    _ fileURL: URL,
    mode: RecordingMode = .fromEnvironment(),
    redaction: Redaction = .standard,
    secrets: [String] = [],
    maxAge: Duration? = nil,
    ignoring: Set<VolatilePart> = [],
    refusesKeptValues: Bool = false,
    timeScale: Double = 1
  ) {
    self.fileURL = fileURL
    self.mode = mode
    self.redaction = redaction
    self.secrets = secrets
    self.maxAge = maxAge
    self.ignoring = ignoring
    self.refusesKeptValues = refusesKeptValues
    self.timeScale = max(0, timeScale)
  }

  /// A cassette shipped as a resource of a test target (in `Bundle.module`), replayed only:
  /// bundles are read-only.
  public static func resource(_ name: String, in bundle: Bundle) throws -> Cassette {
    Cassette(try Fixture.url(named: name, in: bundle), mode: .none)
  }
}

/// When a cassette records, in the terms of Ruby's VCR.
public enum RecordingMode: String, Sendable, CaseIterable {
  /// Replay only: a request the cassette lacks fails like any unmatched request.
  case none
  /// Record everything when the file does not exist yet, replay only when it does.
  case once
  /// Replay what the cassette has and record the requests it lacks.
  case newEpisodes = "new_episodes"
  /// Record everything again, ignoring what the file holds.
  case all

  /// The environment variable that chooses the mode: `none`, `once`, `new_episodes` or `all`.
  public static let environmentVariable = "DOUBLES_RECORD"

  /// The mode `DOUBLES_RECORD` names; without it, `.none` when `CI` is set (CI must never touch
  /// the network) and `.once` otherwise. An unknown value means `.none`: nothing is recorded by mistake.
  public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
    -> RecordingMode
  {
    if let value = environment[environmentVariable] {
      return RecordingMode(rawValue: value.lowercased()) ?? .none
    }
    return environment["CI"].map { !$0.isEmpty } == true ? .none : .once
  }
}

/// A part of a request that a replayed cassette matches whatever its value.
public enum VolatilePart: Hashable, Sendable {
  /// A query parameter, by name, compared case-insensitively (`ts`, `nonce`).
  case queryParameter(String)
  /// A member of a JSON body at any depth, or a field of a form body, by name, compared
  /// case-insensitively (`timestamp`).
  case bodyField(String)
}
