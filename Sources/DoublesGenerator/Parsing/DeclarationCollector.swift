import SwiftSyntax

/// The declarations of one file that the scan reads: protocols, classes, marked structs, type
/// aliases, imports and the names of the types declared, with the scope each is in.
final class DeclarationCollector: SyntaxVisitor {
  /// Whether the file may mark declarations for doubling.
  let mayBeMarked: Bool

  init(mayBeMarked: Bool) {
    self.mayBeMarked = mayBeMarked
    super.init(viewMode: .sourceAccurate)
  }

  /// Each protocol, with the qualified name of the type it is declared in (`nil` at the top level).
  var protocols: [(declaration: ProtocolDeclSyntax, enclosing: String?)] = []
  var classes: [ClassDeclSyntax] = []
  /// Structs declared at the top level of the file and marked for doubling.
  var structs: [StructDeclSyntax] = []
  /// Structs marked for doubling inside other declarations, which the command leaves out.
  var nestedMarkedStructs: [StructDeclSyntax] = []
  var nestedTypes: [String] = []
  var topLevelTypes: [String] = []
  var typeAliases: [String: [String]] = [:]
  var imports: [ImportedModule] = []
  var extensions: [ScannedExtension] = []
  /// The insides of the bodies of the functions, initializers, deinitializers and accessors the
  /// walk passed (byte offsets, from after `{` to before `}`; of a getter without `get`, from
  /// after the block's `{`), in order: what ``BodyBlanking`` must have blanked for the blanked
  /// text to be read.
  var bodies: [Range<Int>] = []
  /// The types the walk is inside, outermost first; an extension counts as the type it extends
  /// (whose name, at the top level, is already qualified).
  private var scope: [String] = []

  private var enclosing: String? { scope.isEmpty ? nil : scope.joined(separator: ".") }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    protocols.append((node, enclosing))
    noteType(node.name.text)
    return .skipChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if mayBeMarked && DoubledMarker.marks(node) {
      if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
        structs.append(node)
      } else {
        nestedMarkedStructs.append(node)
      }
    }
    return enter(node.name.text)
  }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if scope.isEmpty, let read = ExtensionReading.read(node) { extensions.append(read) }
    scope.append(node.extendedType.sourceText)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    if scope.isEmpty { typeAliases[node.name.text, default: []].append(node.initializer.value.sourceText) }
    noteType(node.name.text)
    return .skipChildren
  }

  /// Records a type declared here and walks into it.
  private func enter(_ name: String) -> SyntaxVisitorContinueKind {
    noteType(name)
    scope.append(name)
    return .visitChildren
  }

  /// Records a type declared inside another type, or at the top level.
  private func noteType(_ name: String) {
    if let enclosing {
      nestedTypes.append("\(enclosing).\(name)")
    } else {
      topLevelTypes.append(name)
    }
  }

  /// Classes declared at the top level of the file: a nested class's double would need its
  /// qualified name.
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { classes.append(node) }
    return enter(node.name.text)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    imports.append(
      ImportedModule(
        node.path.sourceText, kind: node.importKindSpecifier?.text,
        attributes: node.attributes.map(\.sourceText),
        accessLevel: DeclarationReading.accessLevel(node.modifiers), conditions: IfConfigConditions.enclosing(node)))
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { noteBody(node.body) }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { noteBody(node.body) }
  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { noteBody(node.body) }

  // Nothing below these declares a type, an import or an extension: the walk passes them by,
  // noting their bodies.
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // Past an initial value, blanking leaves a `{`: it may start a closure.
    for binding in node.bindings {
      if binding.initializer != nil { break }
      noteAccessors(binding.accessorBlock)
    }
    return .skipChildren
  }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    noteAccessors(node.accessorBlock)
    return .skipChildren
  }

  private func noteBody(_ body: CodeBlockSyntax?) -> SyntaxVisitorContinueKind {
    if let body { noteInside(body.leftBrace, body.rightBrace) }
    return .skipChildren
  }

  private func noteAccessors(_ block: AccessorBlockSyntax?) {
    switch block?.accessors {
    case nil: break
    case .getter: noteInside(block!.leftBrace, block!.rightBrace)
    case .accessors(let accessors):
      for accessor in accessors { _ = noteBody(accessor.body) }
    }
  }

  private func noteInside(_ leftBrace: TokenSyntax, _ rightBrace: TokenSyntax) {
    bodies.append(
      leftBrace.endPositionBeforeTrailingTrivia.utf8Offset..<rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
  }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
