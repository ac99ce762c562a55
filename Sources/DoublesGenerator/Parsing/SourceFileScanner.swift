import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads the protocols, classes and structs of closures of a Swift source file: the scan stage
/// of the generator.
package enum SourceFileScanner {
  /// Reads `source`, named `file` in diagnostics: its imports, and a model of each protocol
  /// (built for every protocol, since a doubled one may refine any of them) and of each
  /// top-level class that is marked, or of every class with `allClasses`; of every top-level
  /// class, its superclass and the designated initializers it declares, which a subclass may
  /// inherit. Structs are read only when marked: most structs hold data, not closures. A file
  /// that does not parse gives one diagnostic, at the first syntax error, and no protocol.
  ///
  /// With `blankingBodies`, for a file whose classes and structs are not doubled, the parser
  /// reads it without its function bodies (``BodyBlanking``), then whole if that does not parse
  /// or does not give the bodies blanked: a syntax error inside a body then goes unreported,
  /// since the compiler reports it anyway. Without `mayBeMarked` (the file does not mention
  /// `Doubled`), no declaration is looked at for the marker.
  package static func read(
    _ source: String, file: String, allClasses: Bool = false, blankingBodies: Bool = false, mayBeMarked: Bool = true
  ) -> ScannedFile {
    let tree = parse(source, blankingBodies: blankingBodies)
    let lines = LineTable(source)
    var scanned = ScannedFile(file: file)
    func location(_ node: some SyntaxProtocol) -> LocatedDiagnostic.Location {
      let place = lines.location(of: node.positionAfterSkippingLeadingTrivia)
      return LocatedDiagnostic.Location(file: file, line: place.line, column: place.column)
    }

    // The tree knows whether it has errors; only then is it walked for the parser's messages.
    if tree.hasError,
      let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error })
    {
      let place = lines.location(of: first.position)
      scanned.diagnostics.append(
        LocatedDiagnostic(
          .error, "not valid Swift (\(first.message)); no double was written for this file",
          at: .init(file: file, line: place.line, column: place.column)))
      return scanned
    }

    let collector = DeclarationCollector(mayBeMarked: mayBeMarked)
    collector.walk(tree)
    scanned.imports = collector.imports
    scanned.nestedTypes = collector.nestedTypes
    scanned.topLevelTypes = collector.topLevelTypes
    scanned.typeAliases = collector.typeAliases
    for (declaration, enclosing) in collector.protocols {
      var (model, diagnostics) = ProtocolModelBuilder.build(declaration)
      model?.enclosingType = enclosing
      model?.declarationConditions = IfConfigConditions.enclosing(declaration)
      scanned.protocols.append(
        ScannedProtocol(
          name: enclosing.map { "\($0).\(declaration.name.text)" } ?? declaration.name.text,
          location: location(declaration.protocolKeyword),
          isMarked: mayBeMarked && (isDoubled(declaration) || hasDoubledDocComment(declaration)),
          accessLevel: model?.accessLevel ?? DeclarationReading.accessLevel(declaration.modifiers),
          model: model,
          diagnostics: diagnostics.map { LocatedDiagnostic(.error, $0.message, at: location($0.node)) }))
    }
    for declaration in collector.classes {
      let isMarked = mayBeMarked && (isDoubled(declaration.attributes) || hasDoubledDocComment(declaration))
      let (model, diagnostics) =
        isMarked || allClasses ? ClassModelBuilder.build(declaration) : (nil, [])
      scanned.classes.append(
        ScannedClass(
          name: declaration.name.text,
          location: location(declaration.classKeyword),
          isMarked: isMarked,
          accessLevel: DeclarationReading.accessLevel(declaration.modifiers),
          model: model,
          // A model already holds them, read by the same rule.
          declaredInitializers: model.map { $0.inheritsInitializers ? nil : $0.initializers }
            ?? ClassModelBuilder.declaredInitializers(of: declaration),
          superclass: ClassModelBuilder.possibleSuperclass(of: declaration),
          diagnostics: diagnostics.map { LocatedDiagnostic(.error, $0.message, at: location($0.node)) }))
    }
    for declaration in collector.nestedMarkedStructs {
      scanned.diagnostics.append(
        LocatedDiagnostic(
          .note,
          "no double for struct '\(declaration.name.text)': the command doubles structs declared at the top level "
            + "of a file; @Doubled doubles it where it is",
          at: location(declaration.structKeyword)))
    }
    for declaration in collector.structs {
      let (model, diagnostics) = ClosureStructModelBuilder.build(declaration)
      scanned.closureStructs.append(
        ScannedStruct(
          name: declaration.name.text,
          location: location(declaration.structKeyword),
          accessLevel: DeclarationReading.accessLevel(declaration.modifiers),
          declaresPublicInitializer: declaresPublicInitializer(
            declaration, closures: model?.closures.map(\.name) ?? []),
          model: model,
          diagnostics: diagnostics.map { LocatedDiagnostic(.error, $0.message, at: location($0.node)) }))
    }
    return scanned
  }

  private static func parse(_ source: String, blankingBodies: Bool) -> SourceFileSyntax {
    if blankingBodies, let blanked = BodyBlanking.blank(source) {
      let tree = Parser.parse(source: blanked.text)
      if !tree.hasError && BodyBlanking.bodiesMatch(tree, blanked.bodies) { return tree }
    }
    return Parser.parse(source: source)
  }

  /// Whether `declaration` has an initializer another module can call that takes every closure:
  /// a public (or package) one in its body, or the one `@DependencyClient` writes for a public
  /// struct.
  private static func declaresPublicInitializer(_ declaration: StructDeclSyntax, closures: [String]) -> Bool {
    let isVisible = { (modifiers: DeclModifierListSyntax) in
      [.public, .package].contains(DeclarationReading.accessLevel(modifiers))
    }
    guard isVisible(declaration.modifiers) else { return false }
    let writtenByMacro = declaration.attributes.contains {
      guard case .attribute(let attribute) = $0 else { return false }
      return ["DependencyClient", "DependenciesMacros.DependencyClient"].contains(
        attribute.attributeName.trimmedDescription)
    }
    return writtenByMacro
      || declaration.memberBlock.members.contains { item in
        guard let initializer = item.decl.as(InitializerDeclSyntax.self) else { return false }
        return isVisible(initializer.modifiers) && ClosureStructModelBuilder.takesEvery(closures, initializer)
      }
  }

  /// Whether `declaration` carries `@Doubled`.
  package static func isDoubled(_ declaration: ProtocolDeclSyntax) -> Bool {
    isDoubled(declaration.attributes)
  }

  static func isDoubled(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains {
      guard case .attribute(let attribute) = $0 else { return false }
      let name = attribute.attributeName.sourceText
      return name == "Doubled" || name == "DoublesMacros.Doubled"
    }
  }

  /// Whether the doc comment of `declaration` has a line that is just `@Doubled`, the marker
  /// for code that imports no macro: `/// @Doubled`.
  package static func hasDoubledDocComment(_ declaration: some DeclSyntaxProtocol) -> Bool {
    declaration.leadingTrivia.contains { piece in
      switch piece {
      // Most doc comments do not mention the marker; only those that do are taken apart.
      case .docLineComment(let text) where text.contains("@Doubled"):
        return text.dropFirst(3).trimmingCharacters(in: .whitespaces) == "@Doubled"
      case .docBlockComment(let text) where text.contains("@Doubled"):
        return text.split(separator: "\n").contains {
          $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t*/")) == "@Doubled"
        }
      default:
        return false
      }
    }
  }
}

private final class DeclarationCollector: SyntaxVisitor {
  /// Whether the file may mark declarations for doubling.
  let mayBeMarked: Bool

  init(mayBeMarked: Bool) {
    self.mayBeMarked = mayBeMarked
    super.init(viewMode: .sourceAccurate)
  }

  /// Each protocol, with the qualified name of the type it is declared in (`nil` at the top level).
  var protocols: [(declaration: ProtocolDeclSyntax, enclosing: String?)] = []
  var classes: [ClassDeclSyntax] = []
  /// Structs declared at the top level of the file and marked for doubling.
  var structs: [StructDeclSyntax] = []
  /// Structs marked for doubling inside other declarations, which the command leaves out.
  var nestedMarkedStructs: [StructDeclSyntax] = []
  var nestedTypes: [String] = []
  var topLevelTypes: [String] = []
  var typeAliases: [String: [String]] = [:]
  var imports: [ImportedModule] = []
  /// The types the walk is inside, outermost first; an extension counts as the type it extends
  /// (whose name, at the top level, is already qualified).
  private var scope: [String] = []

  private var enclosing: String? { scope.isEmpty ? nil : scope.joined(separator: ".") }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    protocols.append((node, enclosing))
    noteType(node.name.text)
    return .skipChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if mayBeMarked && (SourceFileScanner.isDoubled(node.attributes) || SourceFileScanner.hasDoubledDocComment(node)) {
      if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
        structs.append(node)
      } else {
        nestedMarkedStructs.append(node)
      }
    }
    return enter(node.name.text)
  }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.extendedType.sourceText)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    if scope.isEmpty { typeAliases[node.name.text, default: []].append(node.initializer.value.sourceText) }
    noteType(node.name.text)
    return .skipChildren
  }

  /// Records a type declared here and walks into it.
  private func enter(_ name: String) -> SyntaxVisitorContinueKind {
    noteType(name)
    scope.append(name)
    return .visitChildren
  }

  /// Records a type declared inside another type, or at the top level.
  private func noteType(_ name: String) {
    if let enclosing {
      nestedTypes.append("\(enclosing).\(name)")
    } else {
      topLevelTypes.append(name)
    }
  }

  /// Classes declared at the top level of the file: a nested class's double would need its
  /// qualified name.
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { classes.append(node) }
    return enter(node.name.text)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    imports.append(ImportedModule(node.path.sourceText, conditions: IfConfigConditions.enclosing(node)))
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
