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
  /// reads it without its function and accessor bodies (``BodyBlanking``), then whole if that does not parse
  /// or does not give the bodies blanked: a syntax error inside a body then goes unreported,
  /// since the compiler reports it anyway. Without `mayBeMarked` (the file does not mention
  /// `Doubled`), no declaration is looked at for the marker.
  package static func read(
    _ source: String, file: String, allClasses: Bool = false, blankingBodies: Bool = false, mayBeMarked: Bool = true
  ) -> ScannedFile {
    let (tree, parsed, collector) = parse(source, blankingBodies: blankingBodies, mayBeMarked: mayBeMarked)
    // A blanked text keeps every line and column: its table places the tree's nodes.
    let lines = LineTable(parsed)
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

    scanned.imports = collector.imports
    scanned.nestedTypes = collector.nestedTypes
    scanned.topLevelTypes = collector.topLevelTypes
    scanned.typeAliases = collector.typeAliases
    scanned.extensions = collector.extensions
    for (declaration, enclosing) in collector.protocols {
      let variants = ConfigurationVariants.of(declaration)
      for (variant, variantConditions) in variants {
        var (model, diagnostics) = ProtocolModelBuilder.build(variant, readsParents: true)
        model?.enclosingType = enclosing
        let conditions = IfConfigConditions.enclosing(declaration) + variantConditions
        model?.declarationConditions = conditions
        scanned.protocols.append(
          ScannedProtocol(
            name: enclosing.map { "\($0).\(declaration.name.text)" } ?? declaration.name.text,
            location: location(declaration.protocolKeyword),
            isMarked: mayBeMarked && DoubledMarker.marks(declaration),
            accessLevel: model?.accessLevel ?? DeclarationReading.accessLevel(declaration.modifiers),
            model: model,
            // A variant is a tree of its own: its diagnostics point at the declaration.
            diagnostics: diagnostics.map { diagnostic in
              LocatedDiagnostic(
                .error, diagnostic.message,
                at: variants.count == 1 ? location(diagnostic.node) : location(declaration.protocolKeyword))
            },
            spiGroup: DeclarationReading.spiGroup(declaration.attributes),
            memberSPIGroups: DeclarationReading.memberSPIGroups(variant.memberBlock.members),
            conditions: conditions))
      }
    }
    for declaration in collector.classes {
      let isMarked = mayBeMarked && DoubledMarker.marks(declaration)
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
          isRoot: ClassModelBuilder.isRootClass(declaration),
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
          declaresPublicInitializer: ClosureStructModelBuilder.declaresPublicInitializer(
            declaration, closures: model?.closures.map(\.name) ?? []),
          model: model,
          diagnostics: diagnostics.map { LocatedDiagnostic(.error, $0.message, at: location($0.node)) }))
    }
    return scanned
  }

  /// The tree of `source`, blanked when asked and possible, the text it was parsed from, and
  /// the declarations walked in it (none when the tree has errors). The blanked text is kept
  /// when it parses and its walk passes exactly the bodies blanked.
  private static func parse(
    _ source: String, blankingBodies: Bool, mayBeMarked: Bool
  ) -> (SourceFileSyntax, String, DeclarationCollector) {
    if blankingBodies, let blanked = BodyBlanking.blank(source, keepingComments: mayBeMarked) {
      let tree = Parser.parse(source: blanked.text)
      if !tree.hasError {
        let collector = DeclarationCollector(mayBeMarked: mayBeMarked)
        collector.walk(tree)
        if collector.bodies == blanked.bodies { return (tree, blanked.text, collector) }
      }
    }
    let tree = Parser.parse(source: source)
    let collector = DeclarationCollector(mayBeMarked: mayBeMarked)
    if !tree.hasError { collector.walk(tree) }
    return (tree, source, collector)
  }

}
