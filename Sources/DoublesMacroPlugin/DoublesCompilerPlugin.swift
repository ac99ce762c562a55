import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in's entry point, which serves `@Doubled`. (The SwiftPM build-tool plug-in
/// that runs `doubles generate` is `Plugins/DoublesPlugin`, a different thing.)
@main
struct DoublesCompilerPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [DoubledMacro.self]
}
