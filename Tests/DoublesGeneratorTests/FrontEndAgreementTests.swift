import DoublesGenerator
import DoublesMacroPlugin
import DoublesTestSupport
import Foundation
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// The generator's two front ends give the same doubles: what `@Doubled` expands each marked
/// protocol and class of a shape file into is what `doubles generate` writes for it, under the
/// macro's `#if DOUBLES` and with the checks of parents that only the macro, which does not read
/// them, writes (``ProtocolDoubleEmitter/readsParents``), and without the ancestors' requirements
/// that the command's doubles answer in their own class. Layout aside: the expansion indents its
/// own way, and puts the witnesses' extension at the end of the file rather than after the double.
@Suite("The macro and the command agree")
struct FrontEndAgreementTests {
  @Test(arguments: GoldenFileTests.shapeFiles)
  func theMacroExpandsToWhatTheCommandWrites(_ shapeFile: URL) throws {
    let source = try String(contentsOf: shapeFile, encoding: .utf8)
    let expanded = Parser.parse(source: source).expand(
      macros: ["Doubled": DoubledMacro.self],
      contextGenerator: { BasicMacroExpansionContext(lexicalContext: $0.allMacroLexicalContexts()) }
    ).description
    let written = Generator.generate(
      [.init(file: shapeFile.lastPathComponent, text: source)], condition: "DOUBLES")
    #expect(written.diagnostics.map(\.description) == GoldenFileTests.notes[shapeFile.lastPathComponent, default: []])
    #expect(!written.doubles.isEmpty)
    let expandedTokens = SourceLayout.tokens(expanded)
    let protocolDoubles = written.plan.protocolDoubles
    let macroEmitter = ProtocolDoubleEmitter(condition: "DOUBLES", readsParents: false)
    // The macro's doubles inherit their ancestors' witnesses, where the command's answer some;
    // and they leave the associated types that a protocol pins of its `@Doubled` parents (the
    // shape files pin no other with such parents) to the pins, where the command's name them.
    // The command answers a failable or throwing initializer with its parent's of the same
    // signature that fails and throws no more (`mergingInitializerTwins`); the macro, which
    // cannot see it, declares its own.
    let answeredByTheirParents = ["FuzzMaybeMade", "FuzzMaybeThrowingMade", "FuzzThrowingSown", "FuzzMaybeSown"]
    let doubles =
      protocolDoubles.filter { !answeredByTheirParents.contains($0.model.name) }.map { planned in
        var double = planned.compactMappingRequirements { member, plan in plan.isInherited ? nil : (member, plan) }
        // The macro's double sits in the protocol's `#if` clauses already.
        double.model.declarationConditions = []
        // Nor do they state the global actor a protocol takes from its parents, which Swift infers.
        if double.model.inheritsGlobalActor { double.model.globalActor = nil }
        if !double.model.parents.isEmpty, double.model.associatedTypes.contains(where: { $0.pinned != nil }) {
          double.model.pinsParentAssociatedTypes = true
          double.model.associatedTypes.removeAll { $0.pinned != nil }
          double.parentArguments = [:]
        }
        // The macro's peers of a nested protocol sit in its type already, where the command
        // writes them in an extension of that type; the witness extension is outside it for both.
        guard let scope = double.model.enclosingType else { return macroEmitter.emit(double) }
        // The macro names a parent as the protocol does, the command through the type it is in.
        func unscoped(_ text: String) -> String {
          text.hasPrefix(scope + ".") ? String(text.dropFirst(scope.count + 1)) : text
        }
        double.model = double.model.mappingTypes { text, position in position == .constraint ? unscoped(text) : text }
        for index in double.sharedAncestors.indices {
          double.sharedAncestors[index].name = unscoped(double.sharedAncestors[index].name)
        }
        let witnesses = macroEmitter.emitWitnessExtension(double, nestedIn: scope)
        double.model.enclosingType = nil
        return macroEmitter.emitPeers(double, nestedIn: scope) + "\n" + witnesses.availability + witnesses.isolation
          + "extension \(scope).\(double.model.name) \(witnesses.whereClause) {\n\(witnesses.members)}\n"
      } + written.doubles.dropFirst(protocolDoubles.count)
    for double in doubles {
      // The double and its `Doubling` protocol, then the extension that holds the witnesses
      // (which may state its SPI group, its availability and its isolation: `@_spi(Raw)`,
      // `@available(*, deprecated)`, `@MainActor extension`, `nonisolated extension`).
      let parts = double.split(
        separator: /\n(?=(@(available|_spi)\([^\n]*\)\n)*(@\w+ |nonisolated )?extension )/)
      for part in parts {
        let expected = SourceLayout.tokens(String(part))
        let found = expandedTokens.contains(expected)
        #expect(found, "the macro does not expand to: \(expected.prefix(160))…")
      }
    }
  }
}
