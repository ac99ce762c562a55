import DoublesMacros
import Foundation

/// A value whose type is deprecated, as `NIONetworkInterface` is in swift-nio.
@available(*, deprecated, renamed: "Device")
struct Interface: Equatable, Sendable {
  var name: String
}

/// A value that cannot be copied, as the standard library's `ExecutorJob`.
struct Ticket: ~Copyable {
  var number: Int
}

/// Shapes found in real modules (swift-nio's `NIOCore`): labels that are keywords and also the
/// parameter's name, deprecated requirements naming deprecated types, `consuming` parameters.
@Doubled
protocol RealModuleShapes {
  func readInteger(as: Int.Type, in: [UInt8]) -> Int?
  @available(*, deprecated, renamed: "join(device:)")
  func join(interface: Interface?)
  func join(device: String?)
  func enqueue(_ ticket: consuming Ticket)
  func inspect(_ ticket: borrowing Ticket) -> Bool
}
