/// The static handles of the double of a protocol without static requirements, as the double of
/// a protocol that refines it holds them: none.
///
/// `@Doubled` sees only the protocol it is attached to, so the double of a refining protocol
/// holds each parent's static handles without knowing whether the parent has any; a parent that
/// has none names this class for them, with its double as `Owner`, so that two such parents'
/// handles are of two types.
@_documentation(visibility: internal)
public final class NoStaticRequirements<Owner>: Sendable {
  /// No handles to make.
  public init(_ recorder: DoubleRecorder) {}
}
