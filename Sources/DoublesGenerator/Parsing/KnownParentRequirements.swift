import SwiftParser
import SwiftSyntax

/// The requirements of the known parents that have some (``KnownParent/Meaning/requirements(_:)``),
/// read once by the same rules as a protocol's own.
enum KnownParentRequirements {
  /// The model of `parent`'s requirements, or `nil` when it has none to answer.
  static func model(of parent: KnownParent) -> ProtocolModel? { models[parent.name] }

  private static let models: [String: ProtocolModel] = {
    var models: [String: ProtocolModel] = [:]
    for parent in KnownParent.all {
      guard case .requirements(let source) = parent.meaning else { continue }
      let tree = Parser.parse(source: "protocol \(parent.name) {\n\(source)\n}")
      guard let declaration = tree.statements.first?.item.as(ProtocolDeclSyntax.self) else { continue }
      models[parent.name] = ProtocolModelBuilder.build(declaration).model
    }
    return models
  }()
}
