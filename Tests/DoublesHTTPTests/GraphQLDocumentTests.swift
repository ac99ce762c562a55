import DoublesHAR
import DoublesHTTP
import Foundation
import Testing

@testable import DoublesHTTPCore

/// What Doubles reads of a GraphQL document: the operations it defines and its canonical text.
@Suite struct GraphQLDocumentTests {
  typealias Operation = GraphQLDocument.Operation

  @Test func operationsAreTheDefinitionsThatAreNotFragments() {
    let document = GraphQLDocument(
      """
      query A { a }
      mutation B($x: Int = 1, $y: In = {query: 2}) @log { b }
      fragment F on T { f }
      subscription { s }
      """)
    #expect(
      document.operations == [
        Operation(kind: "query", name: "A"), Operation(kind: "mutation", name: "B"),
        Operation(kind: "subscription", name: nil),
      ])
    #expect(GraphQLDocument("{ me { name } }").operations == [Operation(kind: "query", name: nil)])
  }

  @Test func stringsBlockStringsAndCommentsHideWhatLooksLikeAnOperation() {
    let document = GraphQLDocument(
      #"""
      # query Commented { x }
      query A {
        a(text: "{ query B } \" # not a comment", block: """ say "hi" { query C } \""" """)
      }
      """#)
    #expect(document.operations == [Operation(kind: "query", name: "A")])
    #expect(document.operation(named: nil) == Operation(kind: "query", name: "A"))
    #expect(document.operation(named: "B") == nil)
  }

  @Test func theCanonicalTextKeepsOnlyTheSpacesBetweenWords() {
    let laidOut = GraphQLDocument(
      """
      query  A(
        $id: ID! ,  # the id
        $n: Float = -1.5e3
      ) { a(id: $id, n: $n) { ...Parts ... on User { name } } }
      """)
    #expect(laidOut.canonicalText == #"query A($id:ID!$n:Float=-1.5e3){a(id:$id n:$n){...Parts...on User{name}}}"#)
    #expect(GraphQLDocument(laidOut.canonicalText).canonicalText == laidOut.canonicalText)
  }

  @Test func stringsSideBySideKeepTheirSpaceAndASignOnlyFollowsAnExponent() {
    #expect(
      GraphQLDocument(#"query { a(list: ["", "x"], n: [1 -2, 3e-2]) }"#).canonicalText
        == #"query{a(list:["" "x"]n:[1 -2 3e-2])}"#)
  }

  @Test func onlyADocumentDefiningAnOperationIsReadAsGraphQLForReplay() {
    let search = GraphQLRequest.canonicalBody(.object(["query": .string("red, shoes")]))
    let hashtag = GraphQLRequest.canonicalBody(.object(["query": .string("#swift")]))
    let document = GraphQLRequest.canonicalBody(.object(["query": .string("query A { a }"), "variables": .null]))

    #expect(search == nil && hashtag == nil)
    #expect(document == .object(["query": .string("query A{a}"), "operationName": .string("A")]))
  }

  /// A `GET`'s query items as replay compares them: each `query` item canonical on its own (a
  /// second one is not taken for the first), `variables` as sorted JSON unless it is not JSON,
  /// empty `variables` left out, and `operationName` the operation that runs (the document's
  /// only one, named or not); a search API's `?query=` is not GraphQL.
  @Test func aGetQueryIsReadAsGraphQLForReplayItemByItem() {
    func items(_ pairs: KeyValuePairs<String, String>) -> [URLQueryItem] {
      pairs.map { URLQueryItem(name: $0.key, value: $0.value) }
    }
    let canonical = GraphQLRequest.canonicalQuery(
      items([
        "query": "query A { a }", "query": "query B { b, c }", "variables": #"{"b": 1, "a": [1, 2]}"#,
        "operationName": "", "page": "2",
      ]))
    let notJSON = GraphQLRequest.canonicalQuery(items(["query": "{ a }", "variables": "{id: 1}"]))

    #expect(
      canonical
        == items([
          "query": "query A{a}", "query": "query B{b c}", "variables": #"{"a":[1,2],"b":1}"#, "page": "2",
          "operationName": "A",
        ]))
    #expect(notJSON == items(["query": "{a}", "variables": "{id: 1}"]))
    #expect(GraphQLRequest.canonicalQuery(items(["query": "red shoes"])) == nil)
    #expect(GraphQLRequest.canonicalQuery(items(["q": "query A { a }"])) == nil)
  }
}
