import DoublesHAR

/// The entries of one HAR file a double replays, and the file's name, which names its stubs and
/// the entries a contract finds broken.
package struct ReplayedFile: Sendable {
  /// `books.har`.
  package let name: String
  package let entries: [HARFile.Entry]

  package init(name: String, entries: [HARFile.Entry]) {
    self.name = name
    self.entries = entries
  }
}
