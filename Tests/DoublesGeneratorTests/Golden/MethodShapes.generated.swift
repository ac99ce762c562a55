/// A test double of `LabelShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class LabelShapesDouble: LabelShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `LabelShapes`.
  struct Members: Sendable {
    /// `func plain(value: Int) -> Int`
    let plain: MethodDouble<Int, Int, Never>
    /// `func unlabeled(_ value: Int, _ other: String) -> String`
    let unlabeled: MethodDouble<(value: Int, other: String), String, Never>
    /// `func renamed(for value: Int, in other: String)`
    let renamed: MethodDouble<(value: Int, other: String), Void, Never>
    /// `func unnamed(_ argument1: Int)`
    let unnamed: MethodDouble<Int, Void, Never>
    /// `func `default`(in value: Int) -> Int`
    let `default`: MethodDouble<Int, Int, Never>
    /// `func `return`()`
    let `return`: MethodDouble<Void, Void, Never>

    init(_ recorder: DoubleRecorder) {
      plain = MethodDouble(recorder, "plain(value:)")
      unlabeled = MethodDouble(recorder, "unlabeled(_:_:)")
      renamed = MethodDouble(recorder, "renamed(for:in:)")
      unnamed = MethodDouble(recorder, "unnamed(_:)")
      `default` = MethodDouble(recorder, "default(in:)")
      `return` = MethodDouble(recorder, "return()")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any LabelShapes)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any LabelShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "LabelShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  func plain(value: Int) -> Int {
    on.plain.call(value, forwardingTo: real) {
      $0.plain(value: value)
    }
  }

  func unlabeled(_ value: Int, _ other: String) -> String {
    on.unlabeled.call((value, other), forwardingTo: real) {
      $0.unlabeled(value, other)
    }
  }

  func renamed(for value: Int, in other: String) {
    on.renamed.call((value, other), forwardingTo: real) {
      $0.renamed(for: value, in: other)
    }
  }

  func unnamed(_ argument1: Int) {
    on.unnamed.call(argument1, forwardingTo: real) {
      $0.unnamed(argument1)
    }
  }

  func `default`(in value: Int) -> Int {
    on.default.call(value, forwardingTo: real) {
      $0.`default`(in: value)
    }
  }

  func `return`() {
    on.return.call((), forwardingTo: real) {
      $0.`return`()
    }
  }
}

/// A test double of `OverloadShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class OverloadShapesDouble: OverloadShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `OverloadShapes`.
  struct Members: Sendable {
    /// `func fetch(id: Int) -> String`
    let fetchId: MethodDouble<Int, String, Never>
    /// `func fetch(name: String) -> String`
    let fetchName: MethodDouble<String, String, Never>
    /// `func fetch(id: String) -> String`
    let fetchId2: MethodDouble<String, String, Never>
    /// `func value() -> Int`
    let value: MethodDouble<Void, Int, Never>
    /// `func value() -> String`
    let value2: MethodDouble<Void, String, Never>

    init(_ recorder: DoubleRecorder) {
      fetchId = MethodDouble(recorder, "fetch(id:)")
      fetchName = MethodDouble(recorder, "fetch(name:)")
      fetchId2 = MethodDouble(recorder, "fetch(id:)")
      value = MethodDouble(recorder, "value()")
      value2 = MethodDouble(recorder, "value()")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any OverloadShapes)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any OverloadShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "OverloadShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  func fetch(id: Int) -> String {
    on.fetchId.call(id, forwardingTo: real) {
      $0.fetch(id: id)
    }
  }

  func fetch(name: String) -> String {
    on.fetchName.call(name, forwardingTo: real) {
      $0.fetch(name: name)
    }
  }

  func fetch(id: String) -> String {
    on.fetchId2.call(id, forwardingTo: real) {
      $0.fetch(id: id)
    }
  }

  func value() -> Int {
    on.value.call((), forwardingTo: real) {
      $0.value()
    }
  }

  func value() -> String {
    on.value2.call((), forwardingTo: real) {
      $0.value()
    }
  }
}

/// A test double of `OrdersStoreShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class OrdersStoreShapesDouble: OrdersStoreShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `OrdersStoreShapes`.
  struct Members: Sendable {
    /// `func fetchOrders(completionHandler: @escaping ([Order], OrdersStoreError?) -> Void)`
    let fetchOrdersCompletionHandler: MethodDouble<([Order], OrdersStoreError?) -> Void, Void, Never>
    /// `func fetchOrders(completionHandler: @escaping (OrdersStoreResult<[Order]>) -> Void)`
    let fetchOrdersCompletionHandler2: MethodDouble<(OrdersStoreResult<[Order]>) -> Void, Void, Never>
    /// `func fetchOrders(completionHandler: @escaping (() throws -> [Order]) -> Void)`
    let fetchOrdersCompletionHandler3: MethodDouble<(() throws -> [Order]) -> Void, Void, Never>

    init(_ recorder: DoubleRecorder) {
      fetchOrdersCompletionHandler = MethodDouble(recorder, "fetchOrders(completionHandler:)")
      fetchOrdersCompletionHandler2 = MethodDouble(recorder, "fetchOrders(completionHandler:)")
      fetchOrdersCompletionHandler3 = MethodDouble(recorder, "fetchOrders(completionHandler:)")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any OrdersStoreShapes)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any OrdersStoreShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "OrdersStoreShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  func fetchOrders(completionHandler: @escaping ([Order], OrdersStoreError?) -> Void) {
    on.fetchOrdersCompletionHandler.call(completionHandler, forwardingTo: real) {
      $0.fetchOrders(completionHandler: completionHandler)
    }
  }

  func fetchOrders(completionHandler: @escaping (OrdersStoreResult<[Order]>) -> Void) {
    on.fetchOrdersCompletionHandler2.call(completionHandler, forwardingTo: real) {
      $0.fetchOrders(completionHandler: completionHandler)
    }
  }

  func fetchOrders(completionHandler: @escaping (() throws -> [Order]) -> Void) {
    on.fetchOrdersCompletionHandler3.call(completionHandler, forwardingTo: real) {
      $0.fetchOrders(completionHandler: completionHandler)
    }
  }
}

/// A test double of `EffectShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class EffectShapesDouble: EffectShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `EffectShapes`.
  struct Members: Sendable {
    /// `func untyped() throws -> Int`
    let untyped: MethodDouble<Void, Int, any Error>
    /// `func typed() throws(ShapeError) -> Int`
    let typed: MethodDouble<Void, Int, ShapeError>
    /// `func map(_ transform: (Int) throws -> Int) rethrows -> [Int]`
    let map: MethodDouble<NonEscapingClosure, [Int], Never>
    /// `func load() async -> String`
    let load: MethodDouble<Void, String, Never>
    /// `func fetch(id: Int) async throws -> String`
    let fetch: MethodDouble<Int, String, any Error>
    /// `func typedAsync() async throws(ShapeError)`
    let typedAsync: MethodDouble<Void, Void, ShapeError>

    init(_ recorder: DoubleRecorder) {
      untyped = MethodDouble(recorder, "untyped()")
      typed = MethodDouble(recorder, "typed()")
      map = MethodDouble(recorder, "map(_:)")
      load = MethodDouble(recorder, "load()")
      fetch = MethodDouble(recorder, "fetch(id:)")
      typedAsync = MethodDouble(recorder, "typedAsync()")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any EffectShapes)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any EffectShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "EffectShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  func untyped() throws -> Int {
    try on.untyped.call((), forwardingTo: real) {
      try $0.untyped()
    }
  }

  func typed() throws(ShapeError) -> Int {
    try on.typed.call((), forwardingTo: real) { (real) throws(ShapeError) in
      try real.typed()
    }
  }

  func map(_ transform: (Int) throws -> Int) rethrows -> [Int] {
    on.map.call(NonEscapingClosure())
  }

  func load() async -> String {
    await on.load.callAsync((), forwardingTo: real) {
      await $0.load()
    }
  }

  func fetch(id: Int) async throws -> String {
    try await on.fetch.callAsync(id, forwardingTo: real) {
      try await $0.fetch(id: id)
    }
  }

  func typedAsync() async throws(ShapeError) {
    try await on.typedAsync.callAsync((), forwardingTo: real) { (real) async throws(ShapeError) in
      try await real.typedAsync()
    }
  }
}

/// A test double of `ArgumentShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class ArgumentShapesDouble: ArgumentShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `ArgumentShapes`.
  struct Members: Sendable {
    /// `func update(_ value: inout Int)`
    let update: MethodDouble<Int, Void, Never>
    /// `func log(_ items: String...)`
    let log: MethodDouble<[String], Void, Never>
    /// `func move(to point: (x: Double, y: Double))`
    let move: MethodDouble<(x: Double, y: Double), Void, Never>
    /// `func nested(_ value: Int??) -> String??`
    let nested: MethodDouble<Int??, String??, Never>
    /// `func log(message: @autoclosure () -> String)`
    let logMessage: MethodDouble<String, Void, Never>
    /// `func perform(_ work: () -> Void)`
    let perform: MethodDouble<NonEscapingClosure, Void, Never>
    /// `func store(_ handler: @escaping @Sendable (Int) -> Void)`
    let store: MethodDouble<@Sendable (Int) -> Void, Void, Never>
    /// `func maybe(_ handler: ((Int) -> Void)?)`
    let maybe: MethodDouble<((Int) -> Void)?, Void, Never>
    /// `func makeHandler() -> (Int) -> String`
    let makeHandler: MethodDouble<Void, (Int) -> String, Never>
    /// `func withThrowingInner(_ handler: @escaping (() throws -> Int) -> Void)`
    let withThrowingInner: MethodDouble<(() throws -> Int) -> Void, Void, Never>
    /// `func draw(_ shape: some CustomStringConvertible)`
    let draw: MethodDouble<any CustomStringConvertible, Void, Never>
    /// `func drawAny(_ shape: any CustomStringConvertible)`
    let drawAny: MethodDouble<any CustomStringConvertible, Void, Never>

    init(_ recorder: DoubleRecorder) {
      update = MethodDouble(recorder, "update(_:)")
      log = MethodDouble(recorder, "log(_:)")
      move = MethodDouble(recorder, "move(to:)")
      nested = MethodDouble(recorder, "nested(_:)")
      logMessage = MethodDouble(recorder, "log(message:)")
      perform = MethodDouble(recorder, "perform(_:)")
      store = MethodDouble(recorder, "store(_:)")
      maybe = MethodDouble(recorder, "maybe(_:)")
      makeHandler = MethodDouble(recorder, "makeHandler()")
      withThrowingInner = MethodDouble(recorder, "withThrowingInner(_:)")
      draw = MethodDouble(recorder, "draw(_:)")
      drawAny = MethodDouble(recorder, "drawAny(_:)")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any ArgumentShapes)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any ArgumentShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "ArgumentShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  func update(_ value: inout Int) {
    on.update.call(value, forwardingTo: real) {
      $0.update(&value)
    }
  }

  func log(_ items: String...) {
    on.log.call(items)
  }

  func move(to point: (x: Double, y: Double)) {
    on.move.call(point, forwardingTo: real) {
      $0.move(to: point)
    }
  }

  func nested(_ value: Int??) -> String?? {
    on.nested.call(value, forwardingTo: real) {
      $0.nested(value)
    }
  }

  func log(message: @autoclosure () -> String) {
    on.logMessage.call(message(), forwardingTo: real) {
      $0.log(message: message())
    }
  }

  func perform(_ work: () -> Void) {
    on.perform.call(NonEscapingClosure(), forwardingTo: real) {
      $0.perform(work)
    }
  }

  func store(_ handler: @escaping @Sendable (Int) -> Void) {
    on.store.call(handler, forwardingTo: real) {
      $0.store(handler)
    }
  }

  func maybe(_ handler: ((Int) -> Void)?) {
    on.maybe.call(handler, forwardingTo: real) {
      $0.maybe(handler)
    }
  }

  func makeHandler() -> (Int) -> String {
    on.makeHandler.call((), forwardingTo: real) {
      $0.makeHandler()
    }
  }

  func withThrowingInner(_ handler: @escaping (() throws -> Int) -> Void) {
    on.withThrowingInner.call(handler, forwardingTo: real) {
      $0.withThrowingInner(handler)
    }
  }

  func draw(_ shape: some CustomStringConvertible) {
    on.draw.call(shape, forwardingTo: real) {
      $0.draw(shape)
    }
  }

  func drawAny(_ shape: any CustomStringConvertible) {
    on.drawAny.call(shape, forwardingTo: real) {
      $0.drawAny(shape)
    }
  }
}

/// A test double of `MutatingShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class MutatingShapesDouble: MutatingShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `MutatingShapes`.
  struct Members: Sendable {
    /// `func increment()`
    let increment: MethodDouble<Void, Void, Never>
    /// `var count: Int { get }`
    let count: PropertyDouble<Int>

    init(_ recorder: DoubleRecorder) {
      increment = MethodDouble(recorder, "increment()")
      count = PropertyDouble(recorder, "count")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any MutatingShapes)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any MutatingShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "MutatingShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  func increment() {
    on.increment.call(())
  }

  var count: Int {
    on.count.get(forwardingTo: real) { $0.count }
  }
}

/// A test double of `StaticShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class StaticShapesDouble: StaticShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `StaticShapes`.
  struct Members: Sendable {
    /// `func copy() -> StaticShapesDouble`
    let copy: MethodDouble<Void, StaticShapesDouble, Never>
    /// `func isSame(as other: StaticShapesDouble) -> Bool`
    let isSame: MethodDouble<StaticShapesDouble, Bool, Never>

    init(_ recorder: DoubleRecorder) {
      copy = MethodDouble(recorder, "copy()")
      isSame = MethodDouble(recorder, "isSame(as:)")
    }
  }

  /// The handles of the static requirements of `StaticShapes`.
  struct StaticMembers: Sendable {
    /// `static func make() -> StaticShapesDouble`
    let make: MethodDouble<Void, StaticShapesDouble, Never>
    /// `static var shared: Int { get }`
    let shared: PropertyDouble<Int>

    init(_ recorder: DoubleRecorder) {
      make = MethodDouble(recorder, "make()")
      shared = PropertyDouble(recorder, "shared")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any StaticShapes)?
  /// The handles of the static requirements, shared by every instance.
  static let on = StaticMembers(DoubleRecorder(named: "StaticShapesDouble.Type", site: CallSite()))

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any StaticShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "StaticShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  static func make() -> StaticShapesDouble {
    Self.on.make.call(())
  }

  static var shared: Int {
    Self.on.shared.get()
  }

  func copy() -> StaticShapesDouble {
    on.copy.call(())
  }

  func isSame(as other: StaticShapesDouble) -> Bool {
    on.isSame.call(other)
  }
}

/// A test double of `InitializerShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class InitializerShapesDouble: InitializerShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `InitializerShapes`.
  struct Members: Sendable {
    /// `init(name: String)`
    let initializerName: MethodDouble<String, Void, Never>
    /// `init?(id: Int)`
    let initializerId: MethodDouble<Int, Void, any Error>
    /// `var name: String { get }`
    let name: PropertyDouble<String>

    init(_ recorder: DoubleRecorder) {
      initializerName = MethodDouble(recorder, "init(name:)")
      initializerId = MethodDouble(recorder, "init(id:)")
      name = PropertyDouble(recorder, "name")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any InitializerShapes)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any InitializerShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "InitializerShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  convenience init(name: String) {
    self.init(.relaxed)
    on.initializerName.call(name)
  }

  convenience init(id: Int) throws {
    self.init(.relaxed)
    try on.initializerId.call(id)
  }

  var name: String {
    on.name.get(forwardingTo: real) { $0.name }
  }
}

/// A test double of `SubscriptShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class SubscriptShapesDouble: SubscriptShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `SubscriptShapes`.
  struct Members: Sendable {
    /// `subscript(_ index: Int) -> String { get set }`
    let `subscript`: SubscriptDouble<Int, String>
    /// `subscript(key key: String) -> Int? { get }`
    let subscriptKey: SubscriptDouble<String, Int?>

    init(_ recorder: DoubleRecorder) {
      `subscript` = SubscriptDouble(recorder)
      subscriptKey = SubscriptDouble(recorder)
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any SubscriptShapes)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any SubscriptShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "SubscriptShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  subscript(_ index: Int) -> String {
    get { on.subscript.get(index) }
    set { on.subscript.set(index, newValue) }
  }

  subscript(key key: String) -> Int? {
    on.subscriptKey.get(key)
  }
}
