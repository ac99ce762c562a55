// Shared by both plug-ins (copied into each, checked by SharedPluginFilesTests), and linked into
// DoublesCLI, which writes these files, and DoublesCLITests.

/// The files `doubles generate --output-folder` writes, which the build-tool plug-in declares as
/// its outputs before the command runs: `Doubles-00.generated.swift` to `Doubles-15.generated.swift`.
enum DoublesFiles {
  static let names = (0..<16).map { "Doubles-\($0 < 10 ? "0" : "")\($0).generated.swift" }
}
