import DoublesHAR
import Foundation

extension StubbedResponse {
  /// A response whose body is the fixture file `name` (with its extension) from `bundle`,
  /// usually `Bundle.module` (`Bundle(for:)` finds nothing on Linux).
  ///
  /// A `.json` fixture must be valid JSON and is served as `application/json`; the error names
  /// the file and the problem. Serve broken JSON on purpose with ``json(string:status:headers:)``.
  public static func fixture(
    _ name: String,
    in bundle: Bundle,
    status: Int = 200,
    headers: [String: String] = [:]
  ) throws -> StubbedResponse {
    let body = try Fixture.data(named: name, in: bundle)
    var defaults: [String: String] = [:]
    if name.lowercased().hasSuffix(".json") {
      if let problem = DecodingProblem.invalidJSON(in: body) {
        throw DoublesHTTPError.malformedFixture(file: name, problem: problem)
      }
      defaults["Content-Type"] = "application/json"
    }
    return .status(status, headers: defaults.merging(headers) { $1 }, body: body)
  }
}

/// Loading fixture files from resource bundles.
enum Fixture {
  static func data(named name: String, in bundle: Bundle) throws -> Data {
    guard let data = try? Data(contentsOf: url(named: name, in: bundle)) else {
      throw DoublesHTTPError.fixtureNotFound(name: name, bundle: bundle.bundlePath)
    }
    return data
  }

  /// Where the resource `name` is in `bundle`: at its top or in a `Fixtures` folder.
  static func url(named name: String, in bundle: Bundle) throws -> URL {
    let url =
      bundle.url(forResource: name, withExtension: nil)
      ?? bundle.url(forResource: name, withExtension: nil, subdirectory: "Fixtures")
    guard let url else { throw DoublesHTTPError.fixtureNotFound(name: name, bundle: bundle.bundlePath) }
    return url
  }
}
