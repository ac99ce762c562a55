/// Parents written with arguments (Hummingbird's `WebSocketRequestContext:
/// InitializableFromSource<ApplicationRequestContextSource>`): each argument pins the parent's
/// primary associated type of its place (`where Source == ApplicationRequestContextSource`), as a
/// `where` clause would, once the parent is read.
extension GenerationPlan {
  /// `files` with the pins of each parent written with arguments added to the `where`
  /// requirements of the protocol that names it, and the index of them: `index` itself when no
  /// parent is written so. A parent the files declare without as many primary associated types
  /// as arguments leaves the protocol without a model, and an error that says so.
  static func pinningPrimaryAssociatedTypes(
    _ files: [ScannedFile], _ index: ProtocolIndex
  ) -> (files: [ScannedFile], index: ProtocolIndex) {
    let writesArguments = files.contains { file in
      file.protocols.contains { $0.model?.parentPrimaryArguments.isEmpty == false }
    }
    guard writesArguments else { return (files, index) }
    let pinned = files.map { file in
      var file = file
      file.protocols = file.protocols.map { pinning($0, index) }
      return file
    }
    return (pinned, ProtocolIndex(pinned))
  }

  private static func pinning(_ declaration: ScannedProtocol, _ index: ProtocolIndex) -> ScannedProtocol {
    guard var model = declaration.model, !model.parentPrimaryArguments.isEmpty else { return declaration }
    var declaration = declaration
    // The parents as written, beside the names they resolve to.
    let written = model.parents.filter { !index.markerAliases.contains($0) }
    for (parent, resolved) in zip(written, index.parentsByName[declaration.name] ?? []) {
      // One the files do not declare gets the note of an unknown parent.
      guard let arguments = model.parentPrimaryArguments[parent], let parentModel = index.firstByName[resolved]?.model
      else { continue }
      let primary = parentModel.primaryAssociatedTypes
      guard primary.count == arguments.count else {
        declaration.model = nil
        declaration.diagnostics.append(
          LocatedDiagnostic(
            .error,
            "'\(declaration.name)' refines '\(parent)<\(arguments.joined(separator: ", "))>', and '\(parent)' declares "
              + (primary.isEmpty
                ? "no primary associated types" : "\(primary.count) (\(primary.joined(separator: ", ")))"),
            at: declaration.location))
        return declaration
      }
      for (type, argument) in zip(primary, arguments) where !model.whereRequirements.contains("\(type) == \(argument)")
      {
        model.whereRequirements.append("\(type) == \(argument)")
      }
    }
    model.parentPrimaryArguments = [:]
    declaration.model = model
    return declaration
  }
}
