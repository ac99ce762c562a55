/// The version of Doubles, as `doubles --version` and `doubles-openapi --version` print it: the
/// one place it is written. CHANGELOG.md's newest section is this version (a test compares them).
package enum DoublesVersion {
  /// The version, `major.minor.patch`.
  package static let current = "0.1.0"
}
