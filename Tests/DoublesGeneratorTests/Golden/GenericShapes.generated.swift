/// A test double of `GenericMethodShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class GenericMethodShapesDouble: GenericMethodShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `GenericMethodShapes`.
  struct Members: Sendable {
    /// `func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T`
    let decode: MethodDouble<(type: Any, data: Data), Any, any Error>
    /// `func first<C: Collection>(of collection: C) -> C.Element?`
    let first: MethodDouble<Any, Any, Never>
    /// `func wrap<T>(_ value: T) -> [T]`
    let wrap: MethodDouble<Any, Any, Never>

    init(_ recorder: DoubleRecorder) {
      decode = MethodDouble(recorder, "decode(_:from:)")
      first = MethodDouble(recorder, "first(of:)")
      wrap = MethodDouble(recorder, "wrap(_:)")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any GenericMethodShapes)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any GenericMethodShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "GenericMethodShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try on.decode.call((type, data), forwardingTo: real, as: T.self) {
      try $0.decode(type, from: data)
    }
  }

  func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Equatable {
    on.first.call(collection, forwardingTo: real, as: (C.Element?).self) {
      $0.first(of: collection)
    }
  }

  func wrap<T>(_ value: T) -> [T] {
    on.wrap.call(value, forwardingTo: real, as: ([T]).self) {
      $0.wrap(value)
    }
  }
}

/// A test double of `Store`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class StoreDouble<Item: Hashable, Key: Hashable>: Store, TestDouble, @unchecked Sendable where Key: Comparable {
  /// The handles of the requirements of `Store`.
  struct Members: Sendable {
    /// `func add(_ item: Item, for key: Key)`
    let add: MethodDouble<(item: Item, key: Key), Void, Never>
    /// `func item(for key: Key) -> Item?`
    let item: MethodDouble<Key, Item?, Never>
    /// `var all: [Key: Item] { get }`
    let all: PropertyDouble<[Key: Item]>

    init(_ recorder: DoubleRecorder) {
      add = MethodDouble(recorder, "add(_:for:)")
      item = MethodDouble(recorder, "item(for:)")
      all = PropertyDouble(recorder, "all")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members

  /// Creates a double that answers unstubbed calls as `strictness` says.
  init(
    _ strictness: Strictness = .relaxed,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "StoreDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
  }

  func add(_ item: Item, for key: Key) {
    on.add.call((item, key))
  }

  func item(for key: Key) -> Item? {
    on.item.call(key)
  }

  var all: [Key: Item] {
    on.all.get()
  }
}
