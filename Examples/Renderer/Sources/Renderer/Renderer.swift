import DoublesMacros
import Foundation

/// What draws: Core Graphics in the WWDC 2015 talk, any recorder in a test (scenario S40).
@Doubled
public protocol Renderer {
  func move(to p: CGPoint)
  func addLine(to p: CGPoint)
  func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat)
}
