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
/// `swiftSettings` of the target that declares the protocol. With `DOUBLES_NO_PARTIAL_DOUBLES`
/// defined there too, the doubles of protocols and structs have no `forwardingTo:` and compile to about 30% less code
/// (read from the build configuration the compiler hands the macro: Swift 6.3, swift-syntax 603).
///
/// Besides `<Protocol>Double`, the macro adds `<Protocol>Doubling` and an extension of the
/// protocol holding the witnesses, through which the double of a protocol that refines this one
/// answers this protocol's requirements. Mark the parents of a doubled protocol `@Doubled` too.
/// A declaration whose double would be named like a type of Doubles that every double uses
/// (FluentKit's `Property`, whose double would be `PropertyDouble`) gets `<Name>TestDouble`.
///
/// On a class that is not `final`, it generates `<Class>Double`, a subclass that overrides every
/// member it can, with one initializer per designated initializer of the class:
/// ```swift
/// @Doubled
/// class OrdersWorker {
///   init(store: OrdersStore) { … }
///   func fetchOrders(completionHandler: @escaping ([Order]) -> Void) { … }
/// }
///
/// let worker = OrdersWorkerDouble(store: store)               // relaxed
/// let spy = OrdersWorkerDouble(.callSuper, store: store)      // the real code answers
/// worker.on.fetchOrders.answers { $0([amy, bob]) }
/// ```
/// `Unstubbed` (in `Doubles`) says what a call that no stub answers does.
///
/// On a struct whose stored properties are closures (a dependency client), it generates
/// `<Struct>Double`, whose `value` is the struct built with closures that record every call and
/// answer from the same handles:
/// ```swift
/// @Doubled
/// struct NumberFactClient: Sendable {
///   var fact: @Sendable (_ number: Int) async throws -> String
/// }
///
/// let facts = NumberFactClientDouble()
/// facts.on.fact.when(.equal(3)).returns("3 is prime")
/// let model = CounterModel(numberFact: facts.value)
/// ```
@attached(peer, names: suffixed(Double), suffixed(TestDouble), suffixed(Doubling))
@attached(extension, names: arbitrary)
public macro Doubled() = #externalMacro(module: "DoublesMacroPlugin", type: "DoubledMacro")
