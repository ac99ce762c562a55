import Foundation

/// Lines on standard output and standard error, each written at once: whoever reads the server's
/// output through a pipe (a UI test, a script) sees each request as it is answered.
enum Output {
  static func line(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
  static func error(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
}
