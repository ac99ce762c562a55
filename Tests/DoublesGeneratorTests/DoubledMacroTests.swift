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
        final class AuthorizerDouble: AuthorizerDoubling, TestDouble, @unchecked Sendable {
            /// The handles of the requirements of `Authorizer`.
            final class Members: Sendable {
                /// `func authorize(username: String, password: String) -> Bool?`
                let authorize: MethodDouble<(username: String, password: String), Bool?, Never>

                init(_ recorder: DoubleRecorder) {
                    authorize = MethodDouble(recorder, "authorize(username:password:)")
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
                fileID: String = #fileID,
                filePath: StaticString = #filePath,
                line: UInt = #line,
                column: UInt = #column
            ) {
                let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
                let recorder = DoubleRecorder(named: "AuthorizerDouble", strictness, site: site)
                self.recorder = recorder
                self.on = Members(recorder)
                self.real = real
            }

            /// The handles `AuthorizerDoubling` answers through.
            var authorizerHandles: Members { on }
            /// The real object `AuthorizerDoubling` forwards to.
            var authorizerReal: (any Authorizer)? { real }
        }
        #endif

        /// How `AuthorizerDouble`, and the double of any protocol that refines `Authorizer`,
        /// reaches the handles that answer the requirements of `Authorizer`.
        protocol AuthorizerDoubling: Authorizer, AnyObject {
        #if DOUBLES
            /// The handles of the requirements of `Authorizer`.
            var authorizerHandles: AuthorizerDouble.Members { get }
            /// The real object of a partial double, if any.
            var authorizerReal: (any Authorizer)? { get }
        #endif
        }

        extension Authorizer where Self: AuthorizerDoubling {
        #if DOUBLES
            func authorize(username: String, password: String) -> Bool? {
                authorizerHandles.authorize.call((username, password), forwardingTo: authorizerReal) {
                    $0.authorize(username: username, password: password)
                }
            }
        #endif
        }
        """,
      macros: macros,
      indentationWidth: .spaces(4)
    )
  }

  func testOnAnythingButAProtocolIsAnErrorWithAFixIt() {
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
          message: "@Doubled can only be attached to a protocol; put it on the protocol this type conforms to",
          line: 1,
          column: 1,
          fixIts: [FixItSpec(message: "Remove '@Doubled'")]
        )
      ],
      macros: macros
    )
  }

  func testAParentItCannotAnswerForIsAnError() {
    assertMacroExpansion(
      """
      @Doubled
      protocol Numbers: Sequence<Int>, Sendable {
          func run()
      }
      """,
      expandedSource: """
        protocol Numbers: Sequence<Int>, Sendable {
            func run()
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'Numbers' refines 'Sequence<Int>', which @Doubled cannot answer for: a doubled protocol may refine "
            + "AnyObject, Actor, Sendable, Equatable, Hashable, CustomStringConvertible and other @Doubled protocols",
          line: 2,
          column: 19
        )
      ],
      macros: macros
    )
  }
}
