/// A test double of one closure: the stand-in for a `(URL) async throws -> Data` parameter, a
/// completion handler, or any other function a type takes instead of a protocol.
///
/// Its handle, `on`, is the ``MethodDouble`` a protocol double has for a method: stubs with
/// matchers, answers, verification, expectations and strict mode work the same. Pass the
/// closure it makes, `closure` or `asyncClosure`, wherever the function is wanted; each call
/// is recorded in its ``callLog``, as `name(arguments)`.
/// ```swift
/// let fetch = FunctionDouble<URL, Data, any Error>("fetch")
/// fetch.on.when(.equal(url)).returns(data)
/// let loader = ImageLoader(fetch: fetch.asyncClosure)
/// _ = try await loader.image(at: url)
/// fetch.on.verify(.once)
/// ```
/// The generic parameters are the closure's parameter types, then its result and what it
/// throws: `Never` for a closure that does not throw, `any Error` for one that does. For a
/// closure without parameters, give the result and the failure alone:
/// `FunctionDouble<Void, Never>` stands for `() -> Void`.
///
/// To double a struct whose stored properties are closures (a dependency client), mark the
/// struct with `@Doubled`: its double makes a value of the struct whose closures share one
/// call log.
public final class FunctionDouble<each Argument, Result, Failure: Error>: TestDouble, @unchecked Sendable {
  /// The log of every call to the closure.
  @_documentation(visibility: internal)
  public let recorder: DoubleRecorder
  /// The handle that stubs the closure and verifies its calls.
  ///
  /// A closure of one parameter records that argument; of several, an unlabelled tuple of them
  /// (`\.0`, `\.1` name them in matchers); of none, `Void`.
  public let on: MethodDouble<(repeat each Argument), Result, Failure>

  /// Creates the double of a closure that its calls name `name`, which answers calls that no
  /// stub answers as `strictness` says. Its failures are reported at the line that creates it.
  public init(
    _ name: String = "closure",
    _ strictness: Strictness = .relaxed,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    recorder = DoubleRecorder(named: name, strictness, site: site)
    // Named like a method of unlabelled parameters, `fetch(_:)`, so that calls render as `fetch(url)`.
    var labels = ""
    for _ in repeat (each Argument).self { labels += "_:" }
    on = MethodDouble(recorder, "\(name)(\(labels))")
  }
}

// Two extensions rather than one closure typed `throws(Failure)`: Swift 6.3's compiler crashes
// converting a closure that is generic over both a parameter pack and its thrown error.

extension FunctionDouble where Failure == Never {
  /// A closure that records each call and answers it from the stubs.
  ///
  /// It converts to every closure type of the same parameters and result: `async`, `throws`,
  /// `@MainActor`. Give an `async` closure, `asyncClosure`, instead when a stub's answer must
  /// be asynchronous or `neverCompletes()`.
  @inlinable
  public var closure: @Sendable (repeat each Argument) -> Result {
    { [on] (argument: repeat each Argument) -> Result in on.call((repeat each argument)) }
  }

  /// An `async` closure that records each call and answers it from the stubs, asynchronous
  /// answers included.
  ///
  /// It runs on the concurrent pool (`@concurrent`), which is what an `async` closure type
  /// means without `NonisolatedNonsendingByDefault`; with it, the closure converts to
  /// closure types whose parameters and result are `Sendable`.
  @inlinable
  public var asyncClosure: @concurrent @Sendable (repeat each Argument) async -> Result {
    { [on] (argument: repeat each Argument) async -> Result in await on.callAsync((repeat each argument)) }
  }
}

extension FunctionDouble where Failure == any Error {
  /// A throwing closure that records each call and answers it from the stubs: with their
  /// value, or by throwing their error.
  ///
  /// It converts to the `async` closure type of the same parameters and result. Give an
  /// `async` closure, `asyncClosure`, instead when a stub's answer must be asynchronous.
  @inlinable
  public var closure: @Sendable (repeat each Argument) throws -> Result {
    { [on] (argument: repeat each Argument) throws -> Result in try on.call((repeat each argument)) }
  }

  /// An `async` throwing closure that records each call and answers it from the stubs,
  /// asynchronous answers included.
  @inlinable
  public var asyncClosure: @concurrent @Sendable (repeat each Argument) async throws -> Result {
    { [on] (argument: repeat each Argument) async throws -> Result in
      try await on.callAsync((repeat each argument))
    }
  }
}
