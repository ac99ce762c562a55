import SwiftParser
import SwiftSyntax

/// The requirements of the known parents that have some (``KnownParent/Meaning/requirements(_:)``),
/// and the associated types of those whose requirements the protocol's extensions answer
/// (``KnownParent/Meaning/extensionWitnesses(associatedTypes:witnesses:)``), read once by the
/// same rules as a protocol's own.
enum KnownParentRequirements {
  /// The model of `parent`'s requirements, or `nil` when it has none to answer.
  static func model(of parent: KnownParent) -> ProtocolModel? { models[parent.name] }

  private static let models: [String: ProtocolModel] = {
    var models: [String: ProtocolModel] = [:]
    for parent in KnownParent.all {
      let source: String
      switch parent.meaning {
      case .requirements(let requirements): source = requirements
      case .extensionWitnesses(let associatedTypes, _): source = associatedTypes
      default: continue
      }
      let tree = Parser.parse(source: "protocol \(parent.name) {\n\(source)\n}")
      guard let declaration = tree.statements.first?.item.as(ProtocolDeclSyntax.self) else { continue }
      models[parent.name] = ProtocolModelBuilder.build(declaration).model
    }
    return models
  }()
}
