import Yams

extension YamlError {
  /// Where the text stops being YAML, and why: `(3, 1, "did not find expected node content (while
  /// parsing a flow node)")`; `nil` for an error that names no place.
  package var place: (line: Int, column: Int, problem: String)? {
    switch self {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let text = problem + (context.map { $0.text.isEmpty ? "" : " (\($0.text))" } ?? "")
      return (mark.line, mark.column, text)
    default:
      return nil
    }
  }
}
