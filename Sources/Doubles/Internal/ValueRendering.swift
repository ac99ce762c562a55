import Foundation

/// Renders a value on one line, stably, for call logs and failure messages.
///
/// Strings are quoted, optionals show `nil` or their value, tuples keep their labels,
/// dictionaries and sets are sorted so that the same value always renders the same way,
/// `Data` shows its text when it is UTF-8 text, types with a custom `description` use it, and
/// other structs and enums show their stored properties as `Name(label: value)`. Closures
/// render as `(function)`. A type that conforms to ``CustomDoublesRendering`` chooses its own.
func render(_ value: Any) -> String {
  ValueRenderer(depthLimit: 6).render(value, depth: 0)
}

private struct ValueRenderer {
  let depthLimit: Int

  func render(_ value: Any, depth: Int) -> String {
    if depth > depthLimit { return "…" }
    switch value {
    case let custom as any CustomDoublesRendering: return custom.doublesDescription
    case let string as String: return string.debugDescription
    case let substring as Substring: return String(substring).debugDescription
    case let character as Character: return String(character).debugDescription
    case let data as Data: return DataRendering.render(data)
    case is any BinaryInteger, is any BinaryFloatingPoint, is Bool: return "\(value)"
    case let type as Any.Type: return "\(type).self"
    // Its state is seeded at random in each process: what it has combined cannot be shown stably.
    case is Hasher: return "Hasher"
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return render(wrapped, depth: depth)
    case .tuple:
      let parts = mirror.children.map { child in
        let rendered = render(child.value, depth: depth + 1)
        guard let label = child.label, !label.hasPrefix(".") else { return rendered }
        return "\(label): \(rendered)"
      }
      return "(\(parts.joined(separator: ", ")))"
    case .collection:
      let parts = mirror.children.map { render($0.value, depth: depth + 1) }
      return "[\(parts.joined(separator: ", "))]"
    case .set:
      let parts = mirror.children.map { render($0.value, depth: depth + 1) }.sorted()
      return "Set([\(parts.joined(separator: ", "))])"
    case .dictionary:
      let parts = mirror.children.map { entry -> String in
        let pair = Mirror(reflecting: entry.value).children.map { $0.value }
        guard pair.count == 2 else { return render(entry.value, depth: depth + 1) }
        return "\(render(pair[0], depth: depth + 1)): \(render(pair[1], depth: depth + 1))"
      }.sorted()
      return parts.isEmpty ? "[:]" : "[\(parts.joined(separator: ", "))]"
    default:
      break
    }
    if String(describing: value) == "(Function)" { return "(function)" }
    if value is any CustomStringConvertible || value is any CustomDebugStringConvertible {
      return String(describing: value)
    }
    let typeName = String(describing: type(of: value))
    switch mirror.displayStyle {
    case .struct, .class:
      let fields = mirror.children.compactMap { child -> String? in
        guard let label = child.label else { return nil }
        return "\(label): \(render(child.value, depth: depth + 1))"
      }
      return fields.isEmpty ? "\(typeName)()" : "\(typeName)(\(fields.joined(separator: ", ")))"
    case .enum:
      guard let payload = mirror.children.first else { return ".\(value)" }
      let label = payload.label ?? "\(value)"
      let inner = render(payload.value, depth: depth + 1)
      return inner.hasPrefix("(") ? ".\(label)\(inner)" : ".\(label)(\(inner))"
    default:
      return String(describing: value)
    }
  }
}
