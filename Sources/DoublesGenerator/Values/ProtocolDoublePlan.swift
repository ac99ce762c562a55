/// A protocol's double as the plan decided it: the protocol's model, which describes Swift and
/// nothing else, beside what the plan decided about its double.
///
/// The command's plan (``GenerationPlan``) reads the protocol's ancestors and the extensions of
/// the files; the macro's (``GenerationPlan/planAlone(_:)``) sees one protocol, and decides
/// what it can from that.
package struct ProtocolDoublePlan: Equatable, Sendable {
  /// The protocol, its types qualified and its ancestors' requirements that its double answers
  /// itself among its members.
  package var model: ProtocolModel

  /// What the plan decided for each of the model's members, in the same order.
  package var requirements: [RequirementPlan]

  /// The generic arguments of the doubles of the parents that have associated types, by parent
  /// as ``ProtocolModel/parents`` names it, such as `["Handler": "<InboundIn>"]`. The command
  /// fills it, and gives this protocol's double those associated types as generic parameters
  /// too; the macro cannot see parents, so it leaves it empty.
  package var parentArguments: [String: String] = [:]

  /// The ancestors the protocol reaches through more than one parent (`C: A, B` where `A` and
  /// `B` both refine `Base`), each with the way to it through the first of those parents, as
  /// the protocols along it name their parents: `["A", "Base"]`. The double holds their handles
  /// as it holds its parents', taken from that way, so that both ways lead to the same ones.
  /// The command fills it; the macro cannot see parents.
  package var sharedAncestors: [SharedAncestor] = []

  /// Whether the double declares `==` and `hash(into:)`, by identity, in its class: a `Hashable`
  /// protocol with parents, or an extension of the files that answers them for the protocol too
  /// (swift-syntax's `extension SyntaxHashable`), where Swift would choose neither that nor
  /// `TestDouble`'s.
  package var answersIdentityInClass = false

  /// A plan for `model`, each requirement answered where its kind says
  /// (``RequirementPlan/init()``).
  package init(_ model: ProtocolModel) {
    self.model = model
    self.requirements = Array(repeating: RequirementPlan(), count: model.members.count)
  }

  /// The members, each beside what the plan decided for it.
  package var plannedMembers: Zip2Sequence<[Member], [RequirementPlan]> { zip(model.members, requirements) }

  /// The plan with each member, beside what was decided for it, replaced by what `transform`
  /// makes of them; those it gives `nil` for are left out.
  package func compactMappingRequirements(
    _ transform: (Member, RequirementPlan) -> (Member, RequirementPlan)?
  ) -> ProtocolDoublePlan {
    var plan = self
    let kept = zip(model.members, requirements).compactMap(transform)
    plan.model.members = kept.map(\.0)
    plan.requirements = kept.map(\.1)
    return plan
  }
}

/// What the plan decided for one requirement of a protocol's double.
package struct RequirementPlan: Equatable, Sendable {
  /// Whether the double answers it in its class even though it could answer it in its
  /// `Doubling` extension: an extension under a constraint on associated types answers it too
  /// (see ``GenerationPlan/answeringConstrainedDefaultsInClass(_:)``), two unrelated ancestors
  /// declare it, or the protocol declares a property of its name again with another type.
  package var answeredInClass = false
  /// Whether the requirement is an ancestor's, which the command gives the double of a refining
  /// protocol to answer in its own class (``GenerationPlan/inheritedMembers(of:named:lineage:_:_:)``).
  package var isInherited = false
  /// Whether a property's read of a partial double's real object would reach an ancestor's
  /// property of the same name (``GenerationPlan/markingAmbiguousReads(_:lineage:_:)``): it is
  /// answered from its handle.
  package var readsRealAmbiguously = false

  /// A requirement answered where its kind says: in the `Doubling` extension when it can be
  /// (``Member/isInheritable``), and read through the real object of a partial double.
  package init(answeredInClass: Bool = false, isInherited: Bool = false, readsRealAmbiguously: Bool = false) {
    self.answeredInClass = answeredInClass
    self.isInherited = isInherited
    self.readsRealAmbiguously = readsRealAmbiguously
  }
}
