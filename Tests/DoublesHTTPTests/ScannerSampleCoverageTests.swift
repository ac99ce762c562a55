import DoublesHAR
import DoublesHTTP
import Foundation
import Testing

@testable import DoublesHTTPCore

/// The redactor measured against the secret scanners' own test data: one fake credential per
/// sample of gitleaks' rules and trufflehog's detectors, written bare in text, under a name in
/// JSON, and as `export NAME=…`. The samples are not in the repository (they are the scanners'):
/// extract them to a JSON file of `{"positives": [{"provider", "source", "secret"}]}` and run
/// `DOUBLES_SCANNER_SAMPLES=<file> swift test --filter ScannerSampleCoverage`; without the
/// variable the test does nothing. It prints each rate, and how many of the scanners'
/// false-positive samples (`"negatives": [{"source", "text"}]`) redaction changes, and writes the
/// samples left and those changed to `<file>.misses.txt`.
@Suite struct ScannerSampleCoverageTests {
  struct Sample: Decodable {
    let provider: String
    let source: String
    let secret: String
  }

  struct Negative: Decodable {
    let source: String
    let text: String
  }

  struct Samples: Decodable {
    let positives: [Sample]
    let negatives: [Negative]?
  }

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
    // The scanners' false-positive samples, written as text: how many does redaction change?
    var changed: [String] = []
    let negatives = samples.negatives ?? []
    for negative in negatives {
      let written = Self.redacted(negative.text + "\n", type: "text/plain")
      if written != negative.text + "\n" { changed.append("changed\t\(negative.source)\t\(negative.text)") }
    }
    print("scanner false-positive samples: \(changed.count) of \(negatives.count) changed")
    try (misses + changed).joined(separator: "\n").write(
      toFile: path + ".misses.txt", atomically: true, encoding: .utf8)
  }
}
