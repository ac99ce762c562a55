import SwiftSyntaxMacros

#if canImport(SwiftSyntax603)
  import SwiftIfConfig
#endif

/// What the module's compilation conditions ask of `@Doubled`, read from the build configuration
/// the compiler hands the plug-in (swift-syntax 603 and Swift 6.3 on; earlier, nothing is asked).
package enum BuildConditions {
  /// The condition that leaves partial doubles (`forwardingTo:`) out of the module's doubles of
  /// protocols and structs, which then compile to about 30% less code:
  /// `.define("DOUBLES_NO_PARTIAL_DOUBLES")`.
  package static let noPartialDoubles = "DOUBLES_NO_PARTIAL_DOUBLES"

  /// Whether the plug-in can read the conditions at all: built with swift-syntax 603 or later.
  package static var areRead: Bool {
    #if canImport(SwiftSyntax603)
      true
    #else
      false
    #endif
  }

  /// Whether the doubles of the module being compiled can be partial doubles.
  static func wantPartialDoubles(in context: some MacroExpansionContext) -> Bool {
    #if canImport(SwiftSyntax603)
      return (try? context.buildConfiguration?.isCustomConditionSet(name: noPartialDoubles)) != true
    #else
      return true
    #endif
  }
}
