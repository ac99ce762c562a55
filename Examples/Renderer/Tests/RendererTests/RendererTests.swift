import DoublesTesting
import Foundation
import Renderer
import Testing

/// Scenario S40 (WWDC 2015, "Protocol-Oriented Programming in Swift"): a diagram is tested by the
/// ordered log of the calls it makes on a recording renderer. The talk wrote that recorder by
/// hand (`TestRenderer: Renderer` printing each call); here it is `RendererDouble`.
@Suite("S40 Renderer call log", .verifiesDoubles)
struct RendererTests {
  let circle = Circle(center: CGPoint(x: 187.5, y: 333.5), radius: 93.75)
  let triangle = Polygon(corners: [
    CGPoint(x: 187.5, y: 427.25), CGPoint(x: 268.69, y: 286.625), CGPoint(x: 106.31, y: 286.625),
  ])

  static let diagramLog = [
    "addArc(center: CGPoint(x: 187.5, y: 333.5), radius: 93.75, startAngle: 0.0, endAngle: 6.283185307179586)",
    "move(to: CGPoint(x: 106.31, y: 286.625))",
    "addLine(to: CGPoint(x: 187.5, y: 427.25))",
    "addLine(to: CGPoint(x: 268.69, y: 286.625))",
    "addLine(to: CGPoint(x: 106.31, y: 286.625))",
  ]

  @Test func aDiagramDrawsItsElementsInOrder() {
    let renderer = RendererDouble()
    Diagram([circle, triangle]).draw(renderer)
    renderer.verifyCallLog(Self.diagramLog)
  }

  @Test func aScaledDiagramDrawsTheSameCallsScaledAfterTheOriginalOnes() {
    let renderer = RendererDouble()
    let diagram = Diagram([circle, triangle])
    Diagram([diagram, Scaled(scale: 0.3, subject: diagram)]).draw(renderer)
    let scale = 0.3
    let scaled = [
      "addArc(center: CGPoint(x: \(187.5 * scale), y: \(333.5 * scale)), radius: \(93.75 * scale), "
        + "startAngle: 0.0, endAngle: 6.283185307179586)",
      "move(to: CGPoint(x: \(106.31 * scale), y: \(286.625 * scale)))",
      "addLine(to: CGPoint(x: \(187.5 * scale), y: \(427.25 * scale)))",
      "addLine(to: CGPoint(x: \(268.69 * scale), y: \(286.625 * scale)))",
      "addLine(to: CGPoint(x: \(106.31 * scale), y: \(286.625 * scale)))",
    ]
    renderer.verifyCallLog(Self.diagramLog + scaled)
  }

  /// Value semantics: the diagram appended to itself is a copy, so drawing does not recurse.
  @Test func aDiagramInsertedIntoItselfDrawsItsOldSelfOnce() {
    let renderer = RendererDouble()
    var diagram = Diagram([circle, triangle])
    diagram.elements.append(diagram)
    diagram.draw(renderer)
    renderer.verifyCallLog(Self.diagramLog + Self.diagramLog)
  }

  /// What a reader sees when a drawing changes: the line that differs, not "false".
  @Test func aWrongLogShowsTheDifference() {
    let renderer = RendererDouble()
    Polygon(corners: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0)]).draw(renderer)
    let failures = withCapturedFailures {
      renderer.verifyCallLog([
        "move(to: CGPoint(x: 1.0, y: 0.0))", "addLine(to: CGPoint(x: 0.0, y: 0.0))",
        "addLine(to: CGPoint(x: 2.0, y: 0.0))",
      ])
    }
    #expect(
      failures.map(\.message) == [
        """
        The calls recorded on RendererDouble differ from the expected log (− expected, + actual):
          move(to: CGPoint(x: 1.0, y: 0.0))
          addLine(to: CGPoint(x: 0.0, y: 0.0))
        − addLine(to: CGPoint(x: 2.0, y: 0.0))
        + addLine(to: CGPoint(x: 1.0, y: 0.0))
        """
      ])
  }
}
