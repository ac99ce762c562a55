import DoublesMacroPlugin
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

final class DoubledMacroTests: XCTestCase {
  private let macros: [String: any Macro.Type] = ["Doubled": DoubledMacro.self]

  func testExpandsTheSeedAuthorizerBehindTheDoublesCondition() {
    assertMacroExpansion(
      """
      @Doubled
      protocol Authorizer {
          func authorize(username: String, password: String) -> Bool?
      }
      """,
      expandedSource: """
        protocol Authorizer {
            func authorize(username: String, password: String) -> Bool?
        }

        #if DOUBLES
        /// A test double of `Authorizer`: use it as a dummy, stub, spy, mock, fake or partial double.
        ///
        /// Stub and verify each requirement through its handle in `on`.
        nonisolated final class AuthorizerDouble: AuthorizerDoubling, TestDouble, @unchecked Swift.Sendable {
            /// The handles of the requirements of `Authorizer`.
            final class Members: Swift.Sendable {
                /// `func authorize(username: String, password: String) -> Bool?`
                let authorize: MethodDouble<(username: String, password: String), Bool?, Swift.Never>

                init(_ recorder: DoubleRecorder) {
                    authorize = MethodDouble(recorder, "authorize(username:password:)", sharedAs: "authorize(username:password:) (String, String) -> Bool?")
                }
            }

            /// The log of every call to this double, shared by its handles.
            let recorder: DoubleRecorder
            /// The handles that stub and verify each requirement.
            let on: Members
            private let real: (any Authorizer)?

            /// Creates a double that answers unstubbed calls as `strictness` says.
            ///
            /// With `real`, it is a partial double: unstubbed calls go to `real`.
            init(
                _ strictness: Strictness = .relaxed,
                forwardingTo real: (any Authorizer)? = nil,
                fileID: Swift.String = #fileID,
                filePath: Swift.StaticString = #filePath,
                line: Swift.UInt = #line,
                column: Swift.UInt = #column
            ) {
                let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
                let recorder = DoubleRecorder(named: "AuthorizerDouble", strictness, site: site)
                self.recorder = recorder
                self.on = Members(recorder)
                self.real = real
            }

            /// The handles `AuthorizerDoubling` answers through.
            nonisolated var authorizerHandles: Members { on }
            /// The real object `AuthorizerDoubling` forwards to.
            nonisolated var authorizerReal: (any Authorizer)? { real }
        }
        #endif

        /// How `AuthorizerDouble`, and the double of any protocol that refines `Authorizer`,
        /// reaches the handles that answer the requirements of `Authorizer`.
        protocol AuthorizerDoubling: Authorizer, AnyObject {
        #if DOUBLES
            /// The handles of the requirements of `Authorizer`.
            nonisolated var authorizerHandles: AuthorizerDouble.Members { get }
            /// The real object of a partial double, if any.
            nonisolated var authorizerReal: (any Authorizer)? { get }
        #endif
        }

        extension Authorizer where Self: AuthorizerDoubling {
        #if DOUBLES
            /// The handles of the requirements of `Authorizer`, as a refining protocol's double holds them.
            typealias _AuthorizerHandles = AuthorizerDouble.Members
            /// The handles of its static requirements, the same way.
            typealias _AuthorizerStaticHandles = NoStaticRequirements<AuthorizerDouble>
            /// The protocol, as a refining protocol's double names its real object.
            typealias _AuthorizerProtocol = any Authorizer

            @_implements(Authorizer, authorize(username:password:))
            func _Authorizer_authorize(username: String, password: String) -> Bool? {
                authorizerHandles.authorize.call((username, password), forwardingTo: authorizerReal) {
                    $0.authorize(username: username, password: password)
                }
            }

            /// Tells the double of a protocol that refines `Authorizer` that `Authorizer` has a double.
            nonisolated static func checkParentIsDoubled(_ parent: (any Authorizer).Type) {}
            nonisolated static func checkParentIsDoubledForActor(_ parent: (any Authorizer).Type) {}
            nonisolated static func checkParentIsDoubledForObject(_ parent: (any Authorizer).Type) {}
            nonisolated static func checkPinnedParentIsDoubled(_ parent: (any Authorizer).Type) {}
            nonisolated static func checkPinnedParentIsDoubledForActor(_ parent: (any Authorizer).Type) {}
            nonisolated static func checkPinnedParentIsDoubledForObject(_ parent: (any Authorizer).Type) {}
        #endif
        }
        """,
      macros: macros,
      indentationWidth: .spaces(4)
    )
  }

  func testANamedOpaqueResultIsAnError() {
    assertMacroExpansion(
      """
      @Doubled
      protocol Making {
        func make() -> <T: Collection> T
      }
      """,
      expandedSource: """
        protocol Making {
          func make() -> <T: Collection> T
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "a named opaque result type ('<T: Collection> T') cannot be written in a double; return 'some' or a "
            + "generic parameter of the method instead",
          line: 3,
          column: 18
        )
      ],
      macros: macros
    )
  }

  func testHashIntoOfAProtocolWithParentsIsAnError() {
    assertMacroExpansion(
      """
      @Doubled
      protocol Fingerprinted: Named {
        func hash(into hasher: inout Hasher)
      }
      """,
      expandedSource: """
        protocol Fingerprinted: Named {
          func hash(into hasher: inout Hasher)
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'hash(into:)' is Hashable's if a protocol this one refines is Hashable, and @Doubled sees only this "
            + "protocol: refine Hashable here too, for a double that hashes by identity, or double it with the "
            + "'doubles' command or plug-in, which read the parents",
          line: 3,
          column: 8
        )
      ],
      macros: macros
    )
  }

  func testConstrainingAnInheritedAssociatedTypeIsAnError() {
    assertParentTypeRequirementIsRefused(where: "Key: Hashable", subject: "Key")
  }

  func testConstrainingAPathOfAnInheritedAssociatedTypeIsAnError() {
    assertParentTypeRequirementIsRefused(where: "Key.ID == Int", subject: "Key.ID")
  }

  /// `IntStore: Store where <requirement>` expands to nothing, with the message that names the
  /// associated type the requirement leaves to the double.
  private func assertParentTypeRequirementIsRefused(where requirement: String, subject: String, line: UInt = #line) {
    assertMacroExpansion(
      """
      @Doubled
      protocol IntStore: Store where \(requirement) {
        func count() -> Int
      }
      """,
      expandedSource: """
        protocol IntStore: Store where \(requirement) {
          func count() -> Int
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'IntStore' constrains '\(subject)', an associated type of a protocol it refines, without pinning it, and "
            + "@Doubled sees only this protocol: it doubles a protocol that pins each associated type it inherits "
            + "('where Key == SomeType'); double it with the 'doubles' command or plug-in, which read the parent",
          line: 2,
          column: 32
        )
      ],
      macros: macros,
      line: line
    )
  }

  func testAGenericStructOfClosuresIsAnErrorAtItsGenericClause() {
    assertMacroExpansion(
      """
      @Doubled
      struct Loader<Item> {
        var load: (Int) -> Item
      }
      """,
      expandedSource: """
        struct Loader<Item> {
          var load: (Int) -> Item
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "@Doubled cannot double the generic struct 'Loader'; double a non-generic struct, or pass a "
            + "FunctionDouble's closure for each property",
          line: 2,
          column: 14
        )
      ],
      macros: macros
    )
  }

  func testAStructWithoutClosuresIsAnError() {
    assertMacroExpansion(
      """
      @Doubled
      struct Authorizer {}
      """,
      expandedSource: """
        struct Authorizer {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'Authorizer' has no stored closures, so its double would record nothing; @Doubled doubles protocols, "
            + "classes, and structs whose stored properties are closures (such as dependency clients)",
          line: 2,
          column: 8,
          fixIts: [FixItSpec(message: "Remove '@Doubled'")]
        )
      ],
      macros: macros
    )
  }

  func testASequenceOfAnElementNamingTheProtocolNamesTheCommand() {
    assertMacroExpansion(
      """
      @Doubled
      protocol Pathed {
          associatedtype AllPaths: Sequence where AllPaths.Element == PartialKeyPath<Self>
          static var allPaths: AllPaths { get }
      }
      """,
      expandedSource: """
        protocol Pathed {
            associatedtype AllPaths: Sequence where AllPaths.Element == PartialKeyPath<Self>
            static var allPaths: AllPaths { get }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'Pathed' requires 'AllPaths.Element == PartialKeyPath<Self>', which would make the double's generic "
            + "parameter 'AllPaths' name the double itself, and the double @Doubled writes beside the protocol "
            + "serves the protocols that refine it too: double it with the 'doubles' command or plug-in, which "
            + "makes 'AllPaths' an array of that element",
          line: 2,
          column: 10
        )
      ],
      macros: macros
    )
  }

  func testAnAssociatedTypeDeclaredOtherwisePerClauseNamesTheCommand() {
    assertMacroExpansion(
      """
      @Doubled
      protocol Hashing {
          #if LEGACY
          associatedtype Output: CustomStringConvertible
          #else
          associatedtype Output: Hashable
          #endif
      }
      """,
      expandedSource: """
        protocol Hashing {
            #if LEGACY
            associatedtype Output: CustomStringConvertible
            #else
            associatedtype Output: Hashable
            #endif
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'Hashing' declares 'Output' differently under '#if' ('associatedtype Output: CustomStringConvertible', "
            + "'associatedtype Output: Hashable'), and the double @Doubled writes beside it has one generic clause: "
            + "declare it alike in each clause (a type alias under '#if' may name what differs), or double it with "
            + "the 'doubles' command or plug-in, which writes a double per clause",
          line: 6,
          column: 5
        )
      ],
      macros: macros
    )
  }

  func testAParentItCannotAnswerForIsAnError() {
    assertMacroExpansion(
      """
      @Doubled
      protocol Numbers: SetAlgebra, Sendable {
          func run()
      }
      """,
      expandedSource: """
        protocol Numbers: SetAlgebra, Sendable {
            func run()
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'Numbers' refines 'SetAlgebra', which @Doubled cannot answer for: a doubled protocol may "
            + "refine "
            + "AnyObject, Actor, NSObjectProtocol, NSObject, Sendable, Equatable, Hashable, Identifiable, Error, LocalizedError, "
            + "CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable, Encodable, Decodable, Codable, Comparable, AdditiveArithmetic, IteratorProtocol, AsyncIteratorProtocol, AsyncSequence, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByStringLiteral, ExpressibleByStringInterpolation, ExpressibleByExtendedGraphemeClusterLiteral, ExpressibleByUnicodeScalarLiteral, CaseIterable, CodingKey, ContiguousBytes, TextOutputStreamable, RandomNumberGenerator, "
            + "RawRepresentable, Executor, SerialExecutor, TaskExecutor and other @Doubled protocols",
          line: 2,
          column: 19
        )
      ],
      macros: macros
    )
  }
}

final class DoubledClassMacroTests: XCTestCase {
  private let macros: [String: any Macro.Type] = ["Doubled": DoubledMacro.self]

  func testExpandsAClassIntoASubclassDouble() {
    assertMacroExpansion(
      """
      @Doubled
      class OrdersWorker {
          let store: OrdersStore
          init(store: OrdersStore) { self.store = store }
          func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {}
          final func audit() {}
      }
      """,
      expandedSource: """
        class OrdersWorker {
            let store: OrdersStore
            init(store: OrdersStore) { self.store = store }
            func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {}
            final func audit() {}
        }

        #if DOUBLES
        /// A test double of `OrdersWorker`: a subclass that records every call to the members it
        /// overrides and answers from stubs, else as its `Unstubbed` argument says.
        ///
        /// Stub and verify each member through its handle in `on`.
        ///
        /// Members `OrdersWorker` inherits or declares in extensions keep their real implementation,
        /// and so do these, which it does not override:
        /// - `let store`: a constant
        /// - `final func audit()`: final
        final class OrdersWorkerDouble: OrdersWorker, TestDouble {
            /// The handles of the members of `OrdersWorker`.
            final class Members: Swift.Sendable {
                /// `func fetchOrders(completionHandler: @escaping ([Order]) -> Void)`
                let fetchOrders: MethodDouble<([Order]) -> Void, Swift.Void, Swift.Never>

                init(_ recorder: DoubleRecorder) {
                    fetchOrders = MethodDouble(recorder, "fetchOrders(completionHandler:)")
                }
            }

            /// The log of every call to this double, shared by its handles.
            let recorder: DoubleRecorder
            /// The handles that stub and verify each member.
            let on: Members
            /// What a call that no stub answers does.
            let unstubbed: Unstubbed

            /// Creates a double built by `OrdersWorker.init(store:)`; calls that no stub answers do as `unstubbed` says.
            init(
                _ unstubbed: Unstubbed = .relaxed,
                store: OrdersStore,
                fileID: Swift.String = #fileID,
                filePath: Swift.StaticString = #filePath,
                line: Swift.UInt = #line,
                column: Swift.UInt = #column
            ) {
                let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
                let recorder = DoubleRecorder(named: "OrdersWorkerDouble", unstubbed.strictness, site: site)
                self.recorder = recorder
                self.on = Members(recorder)
                self.unstubbed = unstubbed
                super.init(store: store)
            }

            override func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {
                on.fetchOrders.call(completionHandler, unstubbed: unstubbed) { super.fetchOrders(completionHandler: completionHandler) }
            }
        }
        #endif
        """,
      macros: macros,
      indentationWidth: .spaces(4)
    )
  }

  func testAFinalClassIsAnErrorWhoseFixItPutsAProtocolInFront() {
    assertMacroExpansion(
      """
      @Doubled
      final class OrdersWorker: Sendable {
          private let store: String = ""
          var count: Int { 1 }
          func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {}
          static func make() -> OrdersWorker { OrdersWorker() }
      }
      """,
      expandedSource: """
        final class OrdersWorker: Sendable {
            private let store: String = ""
            var count: Int { 1 }
            func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {}
            static func make() -> OrdersWorker { OrdersWorker() }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'OrdersWorker' is final, so @Doubled cannot write a subclass double of it; "
            + "put a protocol in front of it and attach @Doubled to the protocol",
          line: 2,
          column: 1,
          fixIts: [FixItSpec(message: "Put protocol 'OrdersWorkerProtocol' in front of 'OrdersWorker' and double it")]
        )
      ],
      macros: macros,
      applyFixIts: ["Put protocol 'OrdersWorkerProtocol' in front of 'OrdersWorker' and double it"],
      fixedSource: """
        @Doubled
        protocol OrdersWorkerProtocol {
          var count: Int { get }
          func fetchOrders(completionHandler: @escaping ([Order]) -> Void)
        }

        final class OrdersWorker: Sendable, OrdersWorkerProtocol {
            private let store: String = ""
            var count: Int { 1 }
            func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {}
            static func make() -> OrdersWorker { OrdersWorker() }
        }
        """
    )
  }

  func testAClassWhoseInitializersArePrivateIsAnError() {
    assertMacroExpansion(
      """
      @Doubled
      class Clock {
          private init() {}
          func now() -> Int { 0 }
      }
      """,
      expandedSource: """
        class Clock {
            private init() {}
            func now() -> Int { 0 }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'Clock' has no initializer a subclass can call (its designated initializers are private), "
            + "so @Doubled cannot write a subclass double of it; "
            + "put a protocol in front of it and attach @Doubled to the protocol",
          line: 2,
          column: 7,
          fixIts: [FixItSpec(message: "Put protocol 'ClockProtocol' in front of 'Clock' and double it")]
        )
      ],
      macros: macros,
      applyFixIts: ["Put protocol 'ClockProtocol' in front of 'Clock' and double it"],
      fixedSource: """
        @Doubled
        protocol ClockProtocol {
          func now() -> Int
        }

        class Clock: ClockProtocol {
            private init() {}
            func now() -> Int { 0 }
        }
        """
    )
  }

  func testAnActorIsAnError() {
    assertMacroExpansion(
      """
      @Doubled
      actor Cache {}
      """,
      expandedSource: """
        actor Cache {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "@Doubled can only be attached to a protocol, a class or a struct of closures; put it on the protocol this "
            + "type conforms to",
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@Doubled'")]
        )
      ],
      macros: macros
    )
  }
}
