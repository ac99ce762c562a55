import ArgumentParser

@main
struct DoublesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doubles",
    abstract: "Generate test doubles for Swift protocols.",
    discussion: """
      Writes the same doubles as the @Doubled macro, without the macro's compile cost: generate \
      them into a test target and check them in, or run the command from a build step.
      """,
    version: version,
    subcommands: [Generate.self]
  )

  /// The version `--version` prints.
  static let version = "0.2.0"
}
