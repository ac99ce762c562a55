import Foundation

/// The code base the issue asks for: `files` files of `protocolsPerFile` protocols each, in 20
/// module folders, every protocol marked `/// @Doubled` and followed by a type with method bodies.
///
/// Far denser in protocols than real code: one protocol every 29 lines, where swift-nio and
/// swift-syntax have one every 1,500 to 2,000. See ``RealTree`` for those.
struct SynthesizedTree {
  let folder: URL
  let files: Int
  let protocolsPerFile: Int

  /// Writes the files; returns their paths and how many lines they have in all.
  func write() throws -> (paths: [String], lines: Int) {
    try? FileManager.default.removeItem(at: folder)
    var paths: [String] = []
    var lines = 0
    for index in 0..<files {
      let module = folder.appendingPathComponent("Module\(index % 20)")
      try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
      let file = module.appendingPathComponent("File\(index).swift")
      let text = Self.sourceFile(index, protocols: protocolsPerFile)
      lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
      try text.write(to: file, atomically: true, encoding: .utf8)
      paths.append(file.path)
    }
    return (paths, lines)
  }

  /// One file: protocols of the shapes real code has, between types and functions with bodies,
  /// as a module's sources mix them.
  static func sourceFile(_ index: Int, protocols: Int) -> String {
    var text = "import Foundation\n\n"
    for number in 0..<protocols {
      let name = "Service\(index)x\(number)"
      text += """
        /// A service of module \(index % 20).
        /// @Doubled
        public protocol \(name): Sendable {
          var name: String { get }
          var limit: Int { get set }
          func fetch(id: Int, in region: String) async throws -> [String]
          func store(_ value: Data, key: String) throws
          func observe(_ handler: @escaping @Sendable (Int) -> Void)
          func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
          func reset()
        }

        public struct \(name)Client {
          public var baseURL: URL
          public var retries: Int
          public init(baseURL: URL, retries: Int = 3) {
            self.baseURL = baseURL
            self.retries = retries
          }
          public func path(for id: Int) -> String {
            var parts: [String] = []
            for attempt in 0..<retries where attempt % 2 == 0 {
              parts.append("\\(id)-\\(attempt)")
            }
            return baseURL.appendingPathComponent(parts.joined(separator: "/")).path
          }
        }


        """
    }
    return text
  }
}
