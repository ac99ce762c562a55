import DoublesHAR
import Testing

/// The one path template: a stub's pattern, exact about empty segments, and an operation's path,
/// which leaves them out.
@Suite struct PathTemplateTests {
  @Test func aStubsTemplateFillsEachVariableWithOneNonEmptySegment() {
    let template = PathTemplate("/users/{id}/posts/{post}")
    #expect(template.values(in: "/users/42/posts/caf%C3%A9") == ["id": "42", "post": "café"])
    #expect(template.values(in: "/users//posts/1") == nil)  // an empty segment fills no variable
    #expect(template.values(in: "/users/42/posts/1/") == nil)  // a trailing slash is a segment
    #expect(template.values(in: "/users/42/comments/1") == nil)
    #expect(template.constantCount == 3)  // "", "users", "posts"
  }

  @Test func anOperationsPathLeavesEmptySegmentsOut() {
    let template = PathTemplate("/pets/{petId}", emptySegments: .ignored)
    #expect(template.segments == [.constant("pets"), .variable("petId")])
    #expect(template.values(in: "pets/7/") == ["petId": "7"])
    #expect(template.values(in: "//pets/7") == ["petId": "7"])
    #expect(template.values(in: "/pets") == nil)
  }
}
