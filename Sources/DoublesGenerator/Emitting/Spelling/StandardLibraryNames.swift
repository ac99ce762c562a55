/// The standard library's names as a double writes them, each qualified with `Swift.`: a module
/// may declare a type of the same name (`typealias Error = Int`, a `Result` or a `Task` of its
/// own), which would otherwise capture the name, both where the macro expands and in a file of
/// doubles that imports that module. The one place the emitters take these names from; types a
/// protocol writes itself are kept as written, since they mean in the double what they mean there.
enum StandardLibraryNames {
  static let never = "Swift.Never"
  static let anyError = "any Swift.Error"
  static let void = "Swift.Void"
  static let bool = "Swift.Bool"
  static let int = "Swift.Int"
  static let string = "Swift.String"
  static let staticString = "Swift.StaticString"
  static let uInt = "Swift.UInt"
  static let sendable = "Swift.Sendable"
  static let uncheckedSendable = "@unchecked Swift.Sendable"
  static let hasher = "Swift.Hasher"
  static let objectIdentifier = "Swift.ObjectIdentifier"
  static let keyPath = "Swift.KeyPath"
  static let unownedJob = "Swift.UnownedJob"
  static let asyncStream = "Swift.AsyncStream"
  static let asyncThrowingStream = "Swift.AsyncThrowingStream"
}
