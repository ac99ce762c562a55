import DoublesHAR

/// Errors about the files a network double reads and writes; each names the file and the problem.
public enum DoublesHTTPError: Error, Equatable, CustomStringConvertible {
  /// A fixture is not in the bundle.
  case fixtureNotFound(name: String, bundle: String)
  /// A fixture exists but does not hold what it claims to, such as a `.json` file that is not JSON.
  case malformedFixture(file: String, problem: String)
  /// A HAR cassette cannot be read.
  case malformedCassette(file: String, problem: String)
  /// A cassette would have contained one of the values listed as secret, so it was not written.
  case secretInCassette(file: String, entry: Int, request: String, secretIndex: Int)
  /// A cassette could not be written.
  case cassetteNotWritten(file: String, reason: String)
  /// A pattern given to ``Redaction/adding(pattern:named:)`` is not a regular expression.
  case invalidRedactionPattern(String, reason: String)
  /// A cassette is older than its `maxAge`, and its mode does not allow recording it again.
  case expiredCassette(file: String, recorded: String, age: Duration, maxAge: Duration)
  /// A cassette that refuses kept values would have held some (``Cassette/refusesKeptValues``),
  /// so it was not written; `places` says where each is.
  case keptValuesInCassette(file: String, places: [String])

  /// The message shown to the user.
  public var description: String {
    switch self {
    case .fixtureNotFound(let name, let bundle):
      "Fixture \"\(name)\" is not in the bundle at \(bundle). Add it to the target's resources "
        + "(resources: [.copy(\"Fixtures\")]) and load it from Bundle.module."
    case .malformedFixture(let file, let problem):
      "Fixture \(file) is malformed: \(problem)."
    case .malformedCassette(let file, let problem):
      "Cassette \(file) is not a usable HAR file: \(problem)."
    case .secretInCassette(let file, let entry, let request, let secretIndex):
      "Cassette \(file) was not written: entry \(entry) (\(request)) contains secrets[\(secretIndex)] even after "
        + "redaction. Add the header, query parameter or body key that carries it to the cassette's redaction, "
        + "or a pattern for it (Redaction.adding(pattern:named:))."
    case .cassetteNotWritten(let file, let reason):
      "Cassette \(file) was not written: \(reason)."
    case .invalidRedactionPattern(let pattern, let reason):
      "Redaction pattern \(pattern) is not a regular expression: \(reason)."
    case .expiredCassette(let file, let recorded, let age, let maxAge):
      "Cassette \(file) was recorded \(CassetteAge.describe(age)) ago (\(recorded)), more than its maxAge of "
        + "\(CassetteAge.describe(maxAge)), and its mode does not allow recording here. Record it again where the "
        + "network is reachable (\(RecordingMode.environmentVariable)=all swift test --filter <this test>, or a "
        + "Cassette mode of .all) and commit the new file."
    case .keptValuesInCassette(let file, let places):
      "Cassette \(file) was not written: \(places.count == 1 ? "a value looks" : "\(places.count) values look") like "
        + "a credential but no rule redacts \(places.count == 1 ? "it" : "them"): "
        + places.joined(separator: "; ")
        + ". Redact each by its name (Redaction.adding(headers:queryParameters:bodyKeys:)) or, if it is no secret, "
        + "keep it (Redaction.keeping(names:))."
    }
  }
}
