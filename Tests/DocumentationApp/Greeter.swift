import DoublesMacros

// snippet Sources/Doubles/Doubles.docc/ProtocolInheritance.md
@Doubled protocol Named { var name: String { get } }
@Doubled protocol Greeter: Named, Hashable { func greet() -> String }
// end of snippet
