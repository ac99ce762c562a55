import DoublesMacros
import Foundation

// Protocols and requirements under `#if`: whichever configuration is built has its double.

#if compiler(>=5.9)
  /// Declared once for each compiler, as swift-argument-parser's `_SendableMetatype` is: each
  /// declaration has its double, under its own `#if`.
  @Doubled
  protocol PerCompiler: Sendable {
    func modern() -> Int
  }
#else
  @Doubled
  protocol PerCompiler {
    func legacy() -> Int
  }
#endif

/// Refines whichever of them is built.
@Doubled
protocol PerCompilerChild: PerCompiler {
  func more()
}

/// An associated type declared alike in each clause is one generic parameter.
@Doubled
protocol ConditionalStore {
  #if os(Windows)
    associatedtype Value: Hashable
    func put(_ value: Value, at path: String)
  #else
    associatedtype Value: Hashable
    func put(_ value: Value)
  #endif
}
