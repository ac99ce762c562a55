import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct DoublesPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [DoubledMacro.self]
}
