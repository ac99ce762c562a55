import Foundation

/// Something that draws itself into a renderer.
public protocol Drawable {
  /// Sends the calls that draw `self` to `renderer`.
  func draw(_ renderer: any Renderer)
}

/// A closed polygon: a move to the last corner, then a line to each corner in turn.
public struct Polygon: Drawable {
  /// The corners, in drawing order.
  public var corners: [CGPoint]

  /// A polygon with these corners.
  public init(corners: [CGPoint]) { self.corners = corners }

  /// Moves to the last corner, then draws a line to each corner.
  public func draw(_ renderer: any Renderer) {
    guard let last = corners.last else { return }
    renderer.move(to: last)
    for corner in corners { renderer.addLine(to: corner) }
  }
}

/// A full circle, as one arc.
public struct Circle: Drawable {
  /// The centre.
  public var center: CGPoint
  /// The radius.
  public var radius: CGFloat

  /// A circle around `center`.
  public init(center: CGPoint, radius: CGFloat) {
    self.center = center
    self.radius = radius
  }

  /// Draws one arc all the way round.
  public func draw(_ renderer: any Renderer) {
    renderer.addArc(center: center, radius: radius, startAngle: 0.0, endAngle: 2 * .pi)
  }
}

/// Drawables drawn in order. A value: a diagram inserted into itself holds a copy, not itself.
public struct Diagram: Drawable {
  /// The elements, in drawing order.
  public var elements: [any Drawable]

  /// A diagram of `elements`.
  public init(_ elements: [any Drawable]) { self.elements = elements }

  /// Draws each element in turn.
  public func draw(_ renderer: any Renderer) {
    for element in elements { element.draw(renderer) }
  }
}

/// A renderer that scales every coordinate and length before passing it on: a decorator.
public struct ScaledRenderer: Renderer {
  /// The renderer that receives the scaled calls.
  public let base: any Renderer
  /// The factor.
  public let scale: CGFloat

  /// Moves to `p`, scaled.
  public func move(to p: CGPoint) { base.move(to: CGPoint(x: p.x * scale, y: p.y * scale)) }

  /// Draws a line to `p`, scaled.
  public func addLine(to p: CGPoint) { base.addLine(to: CGPoint(x: p.x * scale, y: p.y * scale)) }

  /// Draws an arc with its center and radius scaled.
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat) {
    base.addArc(
      center: CGPoint(x: center.x * scale, y: center.y * scale), radius: radius * scale,
      startAngle: startAngle, endAngle: endAngle)
  }
}

/// A drawable drawn at another scale.
public struct Scaled<Subject: Drawable>: Drawable {
  /// The factor.
  public var scale: CGFloat
  /// What is drawn.
  public var subject: Subject

  /// `subject` drawn at `scale`.
  public init(scale: CGFloat, subject: Subject) {
    self.scale = scale
    self.subject = subject
  }

  /// Draws the subject through a ``ScaledRenderer``.
  public func draw(_ renderer: any Renderer) {
    subject.draw(ScaledRenderer(base: renderer, scale: scale))
  }
}
