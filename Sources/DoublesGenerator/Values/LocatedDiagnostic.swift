/// A diagnostic placed in a file.
package struct LocatedDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious it is.
  package enum Severity: String, Sendable {
    /// The input is wrong: the command exits with status 1.
    case error
    /// Something was left out on purpose, and why: the command still succeeds.
    case note
  }

  /// A place in a file.
  package struct Location: Sendable, Equatable {
    /// The file, as named to the scanner.
    package var file: String
    /// The line, from 1.
    package var line: Int
    /// The column, from 1.
    package var column: Int

    /// A place in `file`.
    package init(file: String, line: Int, column: Int) {
      self.file = file
      self.line = line
      self.column = column
    }
  }

  /// Where it points.
  package let location: Location
  /// Error or note.
  package let severity: Severity
  /// What went wrong, or what was left out.
  package let message: String

  /// A diagnostic at `location`.
  package init(_ severity: Severity, _ message: String, at location: Location) {
    self.location = location
    self.severity = severity
    self.message = message
  }

  /// The file, as named to the scanner.
  package var file: String { location.file }
  /// The line, from 1.
  package var line: Int { location.line }
  /// The column, from 1.
  package var column: Int { location.column }

  /// `file:line:column: error: message`, the form editors and CI logs link to.
  package var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
