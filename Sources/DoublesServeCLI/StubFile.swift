import Doubles
import DoublesContract
import DoublesHAR
import DoublesHTTPCore
import Foundation
import Yams

/// A file of stubs for `doubles-serve --stubs`, written by hand in YAML (or JSON): which requests
/// each stub answers, and how. The DocC catalog of DoublesHTTPServer describes the format.
struct StubFile {
  /// A stub as the file declares it.
  struct Declared {
    let pattern: RequestPattern
    /// The answers in turn, each `times` times (the last one, without `times`, for good).
    let answers: [(response: StubbedResponse, times: Int?)]
    let scenario: (name: String, state: String, next: String?)?
    let line: Int
  }

  /// The file, as named on the command line.
  let path: String
  let stubs: [Declared]

  /// Reads the file at `path`, or says what in it is wrong and where.
  init(contentsOf path: String) throws(StubFileError) {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw StubFileError(file: path, line: nil, column: nil, problem: "cannot be read: \(error.localizedDescription)")
    }
    try self.init(text, named: path, folder: URL(fileURLWithPath: path).deletingLastPathComponent())
  }

  /// Reads `text`, called `name` in messages, whose `file:` bodies are in `folder`.
  init(_ text: String, named name: String, folder: URL) throws(StubFileError) {
    path = name
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw StubFileError(file: name, yamlError: error)
    } catch {
      throw StubFileError(file: name, line: nil, column: nil, problem: "is not YAML: \(error)")
    }
    stubs = try StubFileReader(file: name, folder: folder).stubs(in: root)
  }

  /// Adds the stubs to `double`, in the file's order (a later stub is tried first, as in a test),
  /// each named by the file's name and its line; returns their numbers.
  @discardableResult
  func add(to double: HTTPDouble) -> [Int] {
    let made = stubs(for: double)
    double.add(made)
    return made.map(\.number)
  }

  /// The stubs, made by `double` but not yet answering, with every answer and scenario set: what
  /// ``add(to:)`` adds, and what a reload swaps in.
  func stubs(for double: HTTPDouble) -> [HTTPStub] {
    let name = URL(fileURLWithPath: path).lastPathComponent
    return stubs.compactMap { stub in
      guard let first = stub.answers.first else { return nil }
      let made = double.newStub(
        stub.pattern, first.response, times: first.times,
        site: CallSite(fileID: name, filePath: #filePath, line: UInt(stub.line), column: 0))
      for next in stub.answers.dropFirst() { made.then(next.response, times: next.times) }
      if let scenario = stub.scenario {
        made.inScenario(scenario.name, whenStateIs: scenario.state, willSetStateTo: scenario.next)
      }
      return made
    }
  }
}

/// What is wrong with a stub file, and where: `stubs.yaml:4:13: status: expected …`.
struct StubFileError: Error, CustomStringConvertible {
  let file: String
  let line: Int?
  let column: Int?
  let problem: String

  init(file: String, line: Int?, column: Int?, problem: String) {
    self.file = file
    self.line = line
    self.column = column
    self.problem = problem
  }

  init(file: String, yamlError: YamlError) {
    if let place = yamlError.place {
      self.init(file: file, line: place.line, column: place.column, problem: "is not YAML: \(place.problem)")
    } else {
      self.init(file: file, line: nil, column: nil, problem: "is not YAML: \(yamlError)")
    }
  }

  var description: String {
    let place = [line, column].compactMap { $0 }.map(String.init).joined(separator: ":")
    return place.isEmpty ? "\(file): \(problem)" : "\(file):\(place): \(problem)"
  }
}
