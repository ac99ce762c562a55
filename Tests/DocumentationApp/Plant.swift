import DoublesMacros

// snippet Sources/Doubles/Doubles.docc/ProtocolInheritance.md
@Doubled protocol Plant {
  static func make(kind: String) -> Self
  init(name: String)
  func sibling() -> Self
}
@Doubled protocol Tree: Plant { var rings: Int { get } }
// end of snippet
