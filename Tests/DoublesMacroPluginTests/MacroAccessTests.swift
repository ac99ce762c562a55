import DoublesTestSupport
import Foundation
import Testing

/// `@Doubled` on protocols that no other file sees: the double sits beside the protocol, and the
/// tests of that file use it.
@Suite("@Doubled and access levels")
struct MacroAccessTests {
  @Test func aPrivateProtocolsDoubleIsUsableInItsFile() async throws {
    let source = """
      import DoublesMacros

      @Doubled private protocol Secrets {
        func secret() -> Int
        var name: String { get set }
      }

      @Doubled fileprivate protocol Hidden {
        func hidden(_ value: Int) async throws -> String
      }

      func answers() async throws -> (Int, String, String) {
        let secrets = SecretsDouble()
        secrets.on.secret.returns(7)
        secrets.name = "Ada"
        let hidden = HiddenDouble()
        hidden.on.hidden.returns("found")
        return (secrets.secret(), secrets.name, try await hidden.hidden(1))
      }
      """
    let folder = try DoublesExecutable.folder(["Access.swift": source])
    let compiled = try await Compiler.compileWithDoubled([folder + "/Access.swift"])
    #expect(compiled.status == 0, "\(compiled.errors)")
  }
}
