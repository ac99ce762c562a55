/// A protocol and its child, marked with `/// @Doubled`, and a file that uses their doubles
/// without a real object: what the tests of doubles without partial doubles compile.
package enum GreeterFixture {
  package static let protocols = """
    /// @Doubled
    public protocol Named {
      var name: String { get set }
      func rename(to newName: String) async throws -> Bool
    }

    /// @Doubled
    public protocol Greeter: Named {
      func greet(_ person: String) -> String
    }

    """

  package static let using = """
    import Doubles

    func use() async throws {
      let greeter = GreeterDouble()
      greeter.on.greet.returns("Hello")
      greeter.on.name.returns("Ada")
      greeter.on.rename.returns(true)
      let named: any Named = greeter
      _ = greeter.greet("Bob")
      _ = try await named.rename(to: "Eve")
      greeter.on.greet.verify(.once)
      greeter.on.rename.verify(.once)
      _ = named.name
    }

    """
}
