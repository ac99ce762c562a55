import DoublesHAR
import Foundation
import Testing

@testable import DoublesHTTP

/// The redactor measured against the secret scanners' own test data: one fake credential per
/// sample of gitleaks' rules and trufflehog's detectors, written bare in text, under a name in
/// JSON, and as `export NAME=…`. The samples are not in the repository (they are the scanners'):
/// extract them to a JSON file of `{"positives": [{"provider", "source", "secret"}]}` and run
/// `DOUBLES_SCANNER_SAMPLES=<file> swift test --filter ScannerSampleCoverage`; without the
/// variable the test does nothing. It prints each rate and writes the samples left to
/// `<file>.misses.txt`.
@Suite struct ScannerSampleCoverageTests {
  struct Sample: Decodable {
    let provider: String
    let source: String
    let secret: String
  }

  struct Samples: Decodable { let positives: [Sample] }

  static func redacted(_ body: String, type: String) -> String {
    RedactionReaderTests.text(RedactionReaderTests.answer(body, type: type).entry)
  }

  @Test func theScannersSamplesAreRedacted() throws {
    guard let path = ProcessInfo.processInfo.environment["DOUBLES_SCANNER_SAMPLES"] else { return }
    let samples = try JSONDecoder().decode(Samples.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    var found = ["bare in text": 0, "under a name in JSON": 0, "export NAME=": 0]
    var misses: [String] = []
    for sample in samples.positives where sample.secret.count >= 8 {
      let name = sample.provider.uppercased().filter { $0.isLetter || $0.isNumber } + "_TOKEN"
      let quoted = String(decoding: try JSONEncoder().encode(sample.secret), as: UTF8.self)
      let places = [
        ("bare in text", Self.redacted("deployed with \(sample.secret) today\n", type: "text/plain")),
        ("under a name in JSON", Self.redacted(#"{"\#(name.lowercased())": \#(quoted)}"#, type: "application/json")),
        ("export NAME=", Self.redacted("export \(name)=\(sample.secret)\n", type: "text/plain")),
      ]
      for (place, written) in places {
        if written.contains(sample.secret) {
          misses.append("\(place)\t\(sample.source)\t\(sample.secret)")
        } else {
          found[place, default: 0] += 1
        }
      }
    }
    let total = samples.positives.filter { $0.secret.count >= 8 }.count
    for (place, count) in found.sorted(by: { $0.key < $1.key }) {
      print("scanner samples \(place): \(count) of \(total) redacted")
    }
    try misses.joined(separator: "\n").write(toFile: path + ".misses.txt", atomically: true, encoding: .utf8)
  }
}
