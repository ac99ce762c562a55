/// A test double of `PropertyShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class PropertyShapesDouble: PropertyShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `PropertyShapes`.
  struct Members: Sendable {
    /// `var readOnly: String { get }`
    let readOnly: PropertyDouble<String>
    /// `var readWrite: Int { get set }`
    let readWrite: PropertyDouble<Int>
    /// `var optional: String? { get set }`
    let optional: PropertyDouble<String?>
    /// `var unwrapped: Int! { get }`
    let unwrapped: PropertyDouble<Int?>
    /// `var effectful: Data { get }`
    let effectful: MethodDouble<Void, Data, any Error>

    init(_ recorder: DoubleRecorder) {
      readOnly = PropertyDouble(recorder, "readOnly")
      readWrite = PropertyDouble(recorder, "readWrite")
      optional = PropertyDouble(recorder, "optional")
      unwrapped = PropertyDouble(recorder, "unwrapped")
      effectful = MethodDouble(recorder, property: "effectful")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any PropertyShapes)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any PropertyShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "PropertyShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  var readOnly: String {
    on.readOnly.get(forwardingTo: real) { $0.readOnly }
  }

  var readWrite: Int {
    get { on.readWrite.get(forwardingTo: real) { $0.readWrite } }
    set { on.readWrite.set(newValue) }
  }

  var optional: String? {
    get { on.optional.get(forwardingTo: real) { $0.optional } }
    set { on.optional.set(newValue) }
  }

  var unwrapped: Int! {
    on.unwrapped.get(forwardingTo: real) { $0.unwrapped }
  }

  var effectful: Data {
    get async throws {
      try await on.effectful.callAsync((), forwardingTo: real) {
        try await $0.effectful
      }
    }
  }
}

/// A test double of `BidderNetworkModelType`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class BidderNetworkModelTypeDouble: BidderNetworkModelType, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `BidderNetworkModelType`.
  struct Members: Sendable {
    /// `var createdNewUser: AsyncStream<Bool> { get }`
    let createdNewUser: PropertyDouble<AsyncStream<Bool>>
    /// `var updates: AsyncThrowingStream<Int, any Error> { get }`
    let updates: PropertyDouble<AsyncThrowingStream<Int, any Error>>
    /// `func createOrGetBidder() async throws -> String`
    let createOrGetBidder: MethodDouble<Void, String, any Error>

    init(_ recorder: DoubleRecorder) {
      createdNewUser = PropertyDouble(recorder, "createdNewUser")
      updates = PropertyDouble(recorder, "updates")
      createOrGetBidder = MethodDouble(recorder, "createOrGetBidder()")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any BidderNetworkModelType)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any BidderNetworkModelType)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "BidderNetworkModelTypeDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  var createdNewUser: AsyncStream<Bool> {
    on.createdNewUser.get(forwardingTo: real) { $0.createdNewUser }
  }

  var updates: AsyncThrowingStream<Int, any Error> {
    on.updates.get(forwardingTo: real) { $0.updates }
  }

  func createOrGetBidder() async throws -> String {
    try await on.createOrGetBidder.callAsync((), forwardingTo: real) {
      try await $0.createOrGetBidder()
    }
  }
}
