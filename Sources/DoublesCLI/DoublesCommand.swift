import ArgumentParser
import DoublesHAR

@main
struct DoublesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doubles",
    abstract: "Generate test doubles for Swift protocols and classes, and check HAR cassettes for credentials.",
    discussion: """
      generate writes the same doubles as the @Doubled macro, without the macro's compile cost: \
      generate them into a test target and check them in, or run the command from a build step. \
      check-cassettes finds the credentials that committed HAR cassettes hold, by the rules that \
      redact recordings, and can redact them in place.
      """,
    version: version,
    subcommands: [Generate.self, CheckCassettes.self]
  )

  /// The version `--version` prints.
  static let version = DoublesVersion.current
}
