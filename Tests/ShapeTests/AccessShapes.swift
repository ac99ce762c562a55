import DoublesMacros
import Foundation

/// A protocol other modules of the package see: its double is `package` too. The command, writing
/// into another package (`--import` alone), leaves it out with a note.
@Doubled
package protocol PackageShapes {
  func run() -> Int
}

/// Protocols no other file sees: the macro's doubles sit beside them, `fileprivate`; the command,
/// which writes another file, leaves them out with a note. (`MacroAccessTests` uses such doubles
/// in their file.)
@Doubled
private protocol PrivateShapes {
  func secret() -> Int
  var name: String { get set }
}

@Doubled
fileprivate protocol FilePrivateShapes {
  func hidden(_ value: Int) async throws -> String
}

/// A protocol of an SPI group: its double is of the group too, since only a declaration of the
/// group may name it publicly. The command, writing into another module, doubles it when given
/// `--spi Shapes`, as an internal double.
@Doubled
@_spi(Shapes) public protocol SPIShapes {
  func peek() -> Int
}

/// A public protocol with a requirement of an SPI group, which its double answers publicly.
@Doubled
public protocol PartlySPIShapes {
  func open() -> Int
  @_spi(Shapes) func peek() -> Int
}
