extension StreamResult {
  /// A stream of the element that has finished, what a relaxed double answers with:
  /// `AsyncStream<Int> { $0.finish() }`.
  var finishedStream: String {
    canThrow ? "AsyncThrowingStream<\(element), any Error> { $0.finish() }" : "AsyncStream<\(element)> { $0.finish() }"
  }
}
