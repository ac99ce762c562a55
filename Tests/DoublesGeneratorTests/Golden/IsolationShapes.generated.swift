/// A test double of `ClassBound`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class ClassBoundDouble: ClassBound, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `ClassBound`.
  struct Members: Sendable {
    /// `var text: String? { get set }`
    let text: PropertyDouble<String?>
    /// `func reloadData()`
    let reloadData: MethodDouble<Void, Void, Never>

    init(_ recorder: DoubleRecorder) {
      text = PropertyDouble(recorder, "text")
      reloadData = MethodDouble(recorder, "reloadData()")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any ClassBound)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any ClassBound)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "ClassBoundDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  var text: String? {
    get { on.text.get(forwardingTo: real) { $0.text } }
    set { on.text.set(newValue, forwardingTo: real) { $0.text = newValue } }
  }

  func reloadData() {
    on.reloadData.call((), forwardingTo: real) {
      $0.reloadData()
    }
  }
}

/// A test double of `SendableShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class SendableShapesDouble: SendableShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `SendableShapes`.
  struct Members: Sendable {
    /// `func send(_ value: Int) async`
    let send: MethodDouble<Int, Void, Never>

    init(_ recorder: DoubleRecorder) {
      send = MethodDouble(recorder, "send(_:)")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any SendableShapes)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any SendableShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "SendableShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  func send(_ value: Int) async {
    await on.send.callAsync(value, forwardingTo: real) {
      await $0.send(value)
    }
  }
}

/// A test double of `ViewModelType`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
@MainActor
final class ViewModelTypeDouble: ViewModelType, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `ViewModelType`.
  struct Members: Sendable {
    /// `var title: String { get }`
    let title: PropertyDouble<String>
    /// `func confirm()`
    let confirm: MethodDouble<Void, Void, Never>

    init(_ recorder: DoubleRecorder) {
      title = PropertyDouble(recorder, "title")
      confirm = MethodDouble(recorder, "confirm()")
    }
  }

  /// The log of every call to this double, shared by its handles.
  nonisolated let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  nonisolated let on: Members
  private let real: (any ViewModelType)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any ViewModelType)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "ViewModelTypeDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  var title: String {
    on.title.get(forwardingTo: real) { $0.title }
  }

  func confirm() {
    on.confirm.call((), forwardingTo: real) {
      $0.confirm()
    }
  }
}

/// A test double of `Counter`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
actor CounterDouble: Counter, TestDouble {
  /// The handles of the requirements of `Counter`.
  struct Members: Sendable {
    /// `func increment() -> Int`
    let increment: MethodDouble<Void, Int, Never>
    /// `var value: Int { get }`
    let value: PropertyDouble<Int>

    init(_ recorder: DoubleRecorder) {
      increment = MethodDouble(recorder, "increment()")
      value = PropertyDouble(recorder, "value")
    }
  }

  /// The log of every call to this double, shared by its handles.
  nonisolated let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  nonisolated let on: Members

  /// Creates a double that answers unstubbed calls as `strictness` says.
  init(
    _ strictness: Strictness = .relaxed,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "CounterDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
  }

  func increment() -> Int {
    on.increment.call(())
  }

  var value: Int {
    on.value.get()
  }
}

/// A test double of `ConditionalShapes`: use it as a dummy, stub, spy, mock, fake or partial double.
///
/// Stub and verify each requirement through its handle in `on`.
final class ConditionalShapesDouble: ConditionalShapes, TestDouble, @unchecked Sendable {
  /// The handles of the requirements of `ConditionalShapes`.
  struct Members: Sendable {
    #if os(Linux)
      /// `func onLinux() -> Int`
      let onLinux: MethodDouble<Void, Int, Never>
    #endif
    #if !(os(Linux))
      /// `func elsewhere() -> Int`
      let elsewhere: MethodDouble<Void, Int, Never>
    #endif
    #if DOUBLES_NEVER_DEFINED
      /// `func never()`
      let never: MethodDouble<Void, Void, Never>
    #endif
    /// `func future() -> String`
    let future: MethodDouble<Void, String, Never>

    init(_ recorder: DoubleRecorder) {
      #if os(Linux)
        onLinux = MethodDouble(recorder, "onLinux()")
      #endif
      #if !(os(Linux))
        elsewhere = MethodDouble(recorder, "elsewhere()")
      #endif
      #if DOUBLES_NEVER_DEFINED
        never = MethodDouble(recorder, "never()")
      #endif
      future = MethodDouble(recorder, "future()")
    }
  }

  /// The log of every call to this double, shared by its handles.
  let recorder: DoubleRecorder
  /// The handles that stub and verify each requirement.
  let on: Members
  private let real: (any ConditionalShapes)?

  /// Creates a double that answers unstubbed calls as `strictness` says.
  ///
  /// With `real`, it is a partial double: unstubbed calls go to `real`.
  init(
    _ strictness: Strictness = .relaxed,
    forwardingTo real: (any ConditionalShapes)? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let recorder = DoubleRecorder(named: "ConditionalShapesDouble", strictness, site: site)
    self.recorder = recorder
    self.on = Members(recorder)
    self.real = real
  }

  #if os(Linux)
    func onLinux() -> Int {
      on.onLinux.call((), forwardingTo: real) {
        $0.onLinux()
      }
    }
  #endif

  #if !(os(Linux))
    func elsewhere() -> Int {
      on.elsewhere.call((), forwardingTo: real) {
        $0.elsewhere()
      }
    }
  #endif

  #if DOUBLES_NEVER_DEFINED
    func never() {
      on.never.call((), forwardingTo: real) {
        $0.never()
      }
    }
  #endif

  @available(macOS 99, *)
  func future() -> String {
    on.future.call((), forwardingTo: real) {
      $0.future()
    }
  }
}
