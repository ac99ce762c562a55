import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Finds the protocols of a Swift source file and writes their doubles; the command-line
/// tool's view of the generator.
public enum SourceFileScanner {
  /// A diagnostic placed in a file.
  public struct LocatedDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// The file, as named to the scanner.
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int
    /// What went wrong.
    public let message: String

    /// `file:line:column: error: message`, the form editors and CI logs link to.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
  }

  /// What one file gave.
  public struct Result: Sendable {
    /// The modules the file imports, in order.
    public var imports: [String] = []
    /// The source of each double, in declaration order.
    public var doubles: [String] = []
    /// Why some protocols got no double.
    public var diagnostics: [LocatedDiagnostic] = []
  }

  /// Scans `source`, named `file` in diagnostics. With `allProtocols`, every protocol is doubled;
  /// otherwise only those marked `@Doubled`.
  public static func scan(
    _ source: String, file: String, allProtocols: Bool = false, emitter: DoubleEmitter = DoubleEmitter()
  ) -> Result {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    var result = Result()

    // The tree knows whether it has errors; only then is it walked for the parser's messages.
    let syntaxErrors =
      tree.hasError ? ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error } : []
    if let first = syntaxErrors.first {
      let location = first.location(converter: converter)
      result.diagnostics.append(
        LocatedDiagnostic(
          file: file, line: location.line, column: location.column,
          message: "not valid Swift (\(first.message)); no double was written for this file"))
      return result
    }

    let collector = DeclarationCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    result.imports = collector.imports
    for declaration in collector.protocols where allProtocols || isDoubled(declaration) {
      let (model, diagnostics) = ProtocolModelBuilder.build(declaration)
      for diagnostic in diagnostics {
        let location = diagnostic.node.startLocation(converter: converter)
        result.diagnostics.append(
          LocatedDiagnostic(file: file, line: location.line, column: location.column, message: diagnostic.message))
      }
      if let model { result.doubles.append(emitter.emit(model)) }
    }
    return result
  }

  /// Whether `declaration` carries `@Doubled`.
  public static func isDoubled(_ declaration: ProtocolDeclSyntax) -> Bool {
    declaration.attributes.contains {
      guard case .attribute(let attribute) = $0 else { return false }
      let name = attribute.attributeName.sourceText
      return name == "Doubled" || name == "DoublesMacros.Doubled"
    }
  }
}

private final class DeclarationCollector: SyntaxVisitor {
  var protocols: [ProtocolDeclSyntax] = []
  var imports: [String] = []

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    protocols.append(node)
    return .skipChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    imports.append(node.path.sourceText)
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
