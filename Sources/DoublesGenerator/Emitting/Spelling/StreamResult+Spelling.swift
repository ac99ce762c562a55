extension StreamResult {
  /// A stream of the element that has finished, what a relaxed double answers with:
  /// `AsyncStream<Int> { $0.finish() }`.
  var finishedStream: String {
    canThrow
      ? "\(StandardLibraryNames.asyncThrowingStream)<\(element), \(StandardLibraryNames.anyError)> { $0.finish() }"
      : "\(StandardLibraryNames.asyncStream)<\(element)> { $0.finish() }"
  }
}
