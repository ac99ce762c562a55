/// The declaration names of a protocol's methods and properties (`authorize(user:)`,
/// `isReady`): how many requirements share each, and which name both a synchronous and an
/// `async` method. Counted once for a double, where each of its witnesses asks.
struct DeclarationNames {
  private let counts: [String: Int]
  private let asyncSiblings: Set<String>

  init(_ members: [Member]) {
    var counts: [String: Int] = [:]
    var effects: [String: Set<Bool>] = [:]
    for member in members {
      switch member.kind {
      case .method(let method):
        let name = Self.name(of: method)
        counts[name, default: 0] += 1
        effects[name, default: []].insert(method.isAsync)
      case .property(let property): counts[property.name, default: 0] += 1
      case .subscript, .initializer: continue
      }
    }
    self.counts = counts
    asyncSiblings = Set(effects.filter { $0.value.count == 2 }.keys)
  }

  /// `authorize(user:)`: the name with its labels, as a call writes them.
  static func name(of method: Method) -> String {
    Member.witnessName(method.name, labels: method.parameters.map(\.calledLabel))
  }

  /// Whether two requirements or more have the declaration name `name`.
  func isOverloaded(_ name: String) -> Bool { counts[name, default: 0] > 1 }

  /// Whether both a synchronous and an `async` method have the declaration name `name`.
  func hasAsyncSibling(_ name: String) -> Bool { asyncSiblings.contains(name) }
}
