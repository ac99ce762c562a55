@_exported import Doubles

/// Generates `<Protocol>Double`, a test double of the protocol it is attached to.
///
/// ```swift
/// @Doubled
/// protocol Authorizer {
///   func authorize(username: String, password: String) -> Bool?
/// }
///
/// let authorizer = AuthorizerDouble()
/// authorizer.on.authorize.returns(true)
/// ```
/// The double is compiled only where the `DOUBLES` compilation condition is set, so release
/// builds leave it out: add `.define("DOUBLES", .when(configuration: .debug))` to the
/// `swiftSettings` of the target that declares the protocol.
@attached(peer, names: suffixed(Double), suffixed(Doubling))
@attached(extension, names: arbitrary)
public macro Doubled() = #externalMacro(module: "DoublesMacroPlugin", type: "DoubledMacro")
