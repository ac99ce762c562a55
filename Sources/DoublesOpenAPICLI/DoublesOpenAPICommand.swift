import ArgumentParser
import DoublesHAR

@main
struct DoublesOpenAPICommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doubles-openapi",
    abstract: "Check HAR cassettes against an OpenAPI document.",
    discussion: """
      check-contract reads an OpenAPI 3.0 or 3.1 document (JSON or YAML) and checks every entry \
      of the HAR cassettes named against it, request and response: a recording of today's real \
      server shows where the document, the server or the client has drifted. The tests of \
      DoublesOpenAPI check the cassettes they replay the same way.
      """,
    version: DoublesVersion.current,
    subcommands: [CheckContract.self]
  )
}
