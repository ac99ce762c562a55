/// The witnesses of a fake collection's requirements (``ProtocolModel/fakeCollection``), in the
/// `Doubling` extension beside the others: each reads the elements its handle holds, without
/// recording a call, so that iterating the double fills no call log.
extension DoubleWriter {
  /// Writes the witnesses of `kind` that read the elements from the handle `handle`.
  func writeFakeCollection(_ kind: FakeCollection, handle: String, _ writer: inout SourceWriter) {
    let elements = "(\(extensionPlace.handles).\(handle.withoutBackticks).value ?? [])"
    let int = StandardLibraryNames.int
    // A protocol isolated to a global actor refines a collection whose requirements are not.
    let head = access + (model.globalActor == nil ? "" : "nonisolated ")
    guard kind > .sequence else {
      writer.documentation("Iterates the elements set on `\(handle)`.")
      writer.line("\(head)func makeIterator() -> Swift.IndexingIterator<[Element]> { \(elements).makeIterator() }")
      return
    }
    writer.documentation("The first index of the elements set on `\(handle)`: `0`.")
    writer.line("\(head)var startIndex: \(int) { 0 }")
    writer.documentation("The index past the last of the elements set on `\(handle)`.")
    writer.line("\(head)var endIndex: \(int) { \(elements).count }")
    writer.documentation("The element at `position` of those set on `\(handle)`.")
    if model.fakeCollectionIsMutable {
      let stored = "\(extensionPlace.handles).\(handle.withoutBackticks).value"
      writer.block("\(head)subscript(position: \(int)) -> Element {") { writer in
        writer.line("get { \(elements)[position] }")
        writer.block("set {") { writer in
          writer.line("var elements = \(elements)")
          writer.line("elements[position] = newValue")
          writer.line("\(stored) = elements")
        }
      }
    } else {
      writer.line("\(head)subscript(position: \(int)) -> Element { \(elements)[position] }")
    }
    writer.documentation("The index after `index`.")
    writer.line("\(head)func index(after index: \(int)) -> \(int) { index + 1 }")
    guard kind > .collection else { return }
    writer.documentation("The index before `index`.")
    writer.line("\(head)func index(before index: \(int)) -> \(int) { index - 1 }")
  }
}
