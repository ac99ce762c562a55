/// How a stage runs the work it does once per file (the scan) or per protocol's double (the
/// emit): in order on the calling thread (``Sequential``), or on several threads, as the
/// `doubles` command does.
package protocol WorkRunner {
  /// Runs `body` for each index of `0..<count` and returns the results in index order, whatever
  /// order they were computed in.
  func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result]
}

/// Runs the work in order, on the calling thread: the stages' default, which tests use.
package struct Sequential: WorkRunner {
  /// A runner that does one thing at a time.
  package init() {}

  package func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
    (0..<count).map(body)
  }
}
