import Testing

/// A Swift Testing test case, told apart from every other of the run: its test's ID and, for
/// a case of a parameterized test, what tells the case from its siblings.
///
/// Swift Testing runs the cases of a parameterized test in parallel, and `Test.Case` has no
/// public identity. What tells cases apart inside it, and what Swift Testing's own case ID is
/// made of, is the ID of each argument and a discriminator for equal arguments; those are read
/// with `Mirror`, leaving out the argument values themselves (a class argument's description
/// may change while the case runs). Should Swift Testing change its layout so that none is
/// found, the case's whole reflected description stands in.
struct SwiftTestingCaseIdentity: Hashable {
  let test: Test.ID
  let testCase: String?

  /// The identity of the test case that runs on the current task, if any.
  init?() {
    guard let test = Test.current else { return nil }
    self.test = test.id
    testCase = Test.Case.current.flatMap { $0.isParameterized ? Self.key(of: $0) : nil }
  }

  /// `test` as people read it: `name() (Module/File.swift:12)`, or its display name in quotes.
  static func describe(_ test: Test) -> String {
    let location = test.sourceLocation
    return "\(test.displayName.map { "\"\($0)\"" } ?? test.name) (\(location.fileID):\(location.line))"
  }

  static func key(of testCase: Test.Case) -> String {
    var parts: [String] = []
    func collect(_ value: Any, depth: Int) {
      guard depth < 8 else { return }
      for child in Mirror(reflecting: value).children {
        switch child.label {
        case "value", "body", "parameter": continue
        case "id", "discriminator": parts.append(String(describing: child.value))
        default: collect(child.value, depth: depth + 1)
        }
      }
    }
    collect(testCase, depth: 0)
    return parts.isEmpty ? String(reflecting: testCase) : parts.joined(separator: " ")
  }
}

/// The first XCTest test case of a process, when it started before the bridge began observing
/// XCTest (the bridge starts with the first double): XCTest runs one test at a time, so it is
/// the test that runs until another starts.
struct FirstObservedXCTest: Hashable {}
