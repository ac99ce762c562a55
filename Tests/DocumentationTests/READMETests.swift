import DoublesHTTP
import DoublesHTTPServer
import DoublesTestSupport
import DoublesTesting
import Foundation
import QuoteService
import Testing

@testable import App

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// snippet README.md & Sources/Doubles/Doubles.docc/VerifyingEveryExpectation.md
@Test func confirmingSendsTheOrder() {
  let api = OrderAPIDouble(.strict).with { $0.on.send.expect(.once) }
  CheckoutScreen(api: api).confirm()
}  // `api` goes away: fails at the expect line if `send` was not called once
// end of snippet

/// The snippets of README.md, in its order; what they need comes before or after them.
@Suite struct READMESnippets {
  @Test func eachKindOfDoubleIsOneLineOfSetUp() {
    // snippet README.md
    let dummy = AuthorizerDouble()  // answers nil, records
    let stub = AuthorizerDouble().with { $0.on.authorize.returns(true) }  // canned answer
    let spy = AuthorizerDouble().with { $0.on.authorize.returns(true) }  // then: spy.on.authorize.wasCalled
    let mock = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once).returns(true) }  // then: mock.verify()
    let fake = AuthorizerDouble().with { $0.on.authorize.answers { $0.username == "Bob" } }  // computes answers
    let partial = AuthorizerDouble(forwardingTo: RealAuthorizer())  // real, except what you stub
    // end of snippet
    #expect(dummy.authorize(username: "Bob", password: "x") == nil)
    #expect(stub.authorize(username: "Amy", password: "x") == true)
    #expect(spy.authorize(username: "Amy", password: "x") == true && spy.on.authorize.wasCalled)
    #expect(mock.authorize(username: "Bob", password: "x") == true)
    #expect(mock.verify())
    #expect(fake.authorize(username: "Bob", password: "x") == true)
    #expect(fake.authorize(username: "Amy", password: "x") == false)
    #expect(partial.authorize(username: "Bob", password: "x") == true)
    #expect(partial.authorize(username: "Amy", password: "x") == false)
  }

  @Test func everyRequirementHasAHandle() async throws {
    let double = CollaboratorDouble()
    let quote = Quote(text: "Hi")
    let (placeBid, checker, renderer) = (BidPlacingDouble(), AuctionCheckingDouble(), RendererDouble())
    // The code under test, before the verifications below.
    double.reloadData()
    placeBid.bid(amount: 10)
    checker.waitForResolution()
    renderer.move(to: CGPoint(x: 0, y: 0))
    renderer.addLine(to: CGPoint(x: 1, y: 1))
    // snippet README.md & Sources/Doubles/Doubles.docc/StubbingAndVerifying.md
    double.on.authorize.when(\.username, "Bob").returns(true)  // argument matchers by key path
    double.on.fetchQuote.throws(URLError(.timedOut)).then.returns(quote)  // sequences
    double.on.prefetch.answers { $0.completion(true) }  // call the completion you were given
    double.on.fetchQuote.neverCompletes()  // suspends until the task is cancelled

    double.on.reloadData.verify(.once)
    double.on.authorize.verify(.never, \.password, "")
    await double.on.reloadData.verifyEventually(.once)  // wakes on the call: no fixed sleeps
    await double.on.prefetch.verify(.never, within: .milliseconds(200))  // fails at once if a call comes
    verifyInOrder(placeBid.on.bid.step, checker.on.waitForResolution.step)
    renderer.verifyCallLog(["move(to: CGPoint(x: 0.0, y: 0.0))", "addLine(to: CGPoint(x: 1.0, y: 1.0))"])
    // end of snippet
    #expect(double.authorize(username: "Bob", password: "x") == true)
    let fetch = Task { try await double.fetchQuote() }
    fetch.cancel()
    await #expect(throws: CancellationError.self) { try await fetch.value }
  }

  @Test func propertiesStubAndVerifyTheSameWay() {
    let (viewModel, label) = (ViewModelDouble(), LabelDouble())
    _ = viewModel.isAvailable
    label.text = "FakeTitle"
    // snippet Sources/Doubles/Doubles.docc/StubbingAndVerifying.md
    viewModel.on.title.returns("FakeTitle")  // or viewModel.on.title.value = "FakeTitle"
    viewModel.on.isAvailable.verify(.once)  // read once
    label.on.text.verifySet(.once, to: "FakeTitle")  // written once, with that value
    let written = label.on.text.setValues  // every value written, in order
    // end of snippet
    #expect(viewModel.title == "FakeTitle")
    #expect(written == ["FakeTitle"])
  }

  @Test func aDoubleAnswersWhatItsProtocolInherits() {
    // snippet README.md & Sources/Doubles/Doubles.docc/ProtocolInheritance.md
    let greeter = GreeterDouble()
    greeter.on.name.returns("Amy")  // the parent's handles appear in `on` too
    greeter.on.greet.returns("Hi")
    // end of snippet
    #expect(greeter.name == "Amy" && greeter.greet() == "Hi")
  }

  @Test func aDoubleAnswersItsParentsStaticInitializerAndSelfRequirements() {
    // snippet Sources/Doubles/Doubles.docc/ProtocolInheritance.md
    let tree = TreeDouble()
    TreeDouble.on.make.returns(tree)  // static handles are the running test's own
    tree.on.sibling.returns(tree)  // `Self` is `TreeDouble`
    let planted = TreeDouble(name: "oak")
    planted.on.initializer.verify(.once, with: "oak")
    // end of snippet
    #expect(TreeDouble.make(kind: "seed") === tree)
    #expect(tree.sibling() === tree)
  }

  @Test func classDoubles() {
    let (amy, bob) = (Order(customer: "Amy"), Order(customer: "Bob"))
    let store = MemoryOrdersStore(orders: [amy])
    // snippet README.md & Sources/Doubles/Doubles.docc/ClassesStructsAndFunctions.md
    let worker = OrdersWorkerDouble(ordersStore: store)  // relaxed: no real code runs
    worker.on.fetchOrders.answers { $0([amy, bob]) }  // CleanStore's OrdersWorkerSpy
    let mock = OrdersWorkerDouble(.strict, ordersStore: store)  // unstubbed calls fail the test
    let spy = OrdersWorkerDouble(.callSuper, ordersStore: store)  // the real code answers, recorded
    // end of snippet
    var fetched: [[Order]] = []
    worker.fetchOrders { fetched.append($0) }
    spy.fetchOrders { fetched.append($0) }
    // snippet README.md & Sources/Doubles/Doubles.docc/ClassesStructsAndFunctions.md, continued
    spy.on.fetchOrders.verify(.once)
    // end of snippet
    #expect(fetched == [[amy, bob], [amy]])
    let failures = withCapturedFailures { mock.fetchOrders { _ in } }
    #expect(failures.count == 1)
  }

  @Test func closureBasedDependencies() async throws {
    // snippet Sources/Doubles/Doubles.docc/ClassesStructsAndFunctions.md
    let facts = NumberFactClientDouble()  // or (.strict), or (forwardingTo: .live)
    facts.on.fact.when(.equal(3)).returns("3 is prime")  // the same handles, matchers and answers
    let model = CounterModel(numberFact: facts.value)  // with swift-dependencies: $0.numberFact = facts.value
    // end of snippet
    #expect(await model.fact(about: 3) == "3 is prime")
    #expect(await model.fact(about: 4) == "")
    // snippet Sources/Doubles/Doubles.docc/ClassesStructsAndFunctions.md, continued
    facts.on.fact.verify(.once, \.self, 3)  // several parameters: \.number, \.argument2…
    // end of snippet
    #expect(facts.callLog == ["fact(3)", "fact(4)"])
  }

  @Test func functionDoubles() async throws {
    let url = URL(string: "https://example.com/cat.png")!
    let png = Data([0x89, 0x50, 0x4E, 0x47])
    // snippet Sources/Doubles/Doubles.docc/ClassesStructsAndFunctions.md
    let fetch = FunctionDouble<URL, Data, any Error>("fetch")  // parameter types, result, failure (Never or any Error)
    fetch.on.when(.equal(url)).returns(png)
    let loader = ImageLoader(fetch: fetch.asyncClosure)
    // end of snippet
    #expect(try await loader.size(of: url) == 4)
    fetch.on.verify(.once)
  }

  @Test func networkDoubles() async throws {
    let (quoteURL, imageURL) = (QuoteService.quoteURL.absoluteString, QuoteService.pictureURL.absoluteString)
    let slowURL = "https://example.com/slow"
    let png = Data([0x89, 0x50, 0x4E, 0x47])
    // snippet Sources/DoublesHTTP/DoublesHTTP.docc/StubbingRequests.md
    let http = HTTPDouble()
    http.stub(
      .post(quoteURL).body(form: ["method": "getQuote"], exactly: false),
      try .fixture("Quote.json", in: .module))  // Bundle.module, not Bundle(for:)
    http.stub(.get(imageURL), .error(.notConnectedToInternet), times: 1).then(.data(png))
    http.stub(.get(slowURL), .text("late").delayed(by: .seconds(2)))  // no real time: the clock is injected

    let service = QuoteService(quoteSession: http.session, imageSession: http.session)
    let (offline, _) = try #require(await awaitCallback { done in service.getQuote { done(($0, $1)) } })
    let (online, quote) = try #require(await awaitCallback { done in service.getQuote { done(($0, $1)) } })

    http.verify(.get(imageURL), .exactly(2))
    http.verifyInOrder(.post(quoteURL), .get(imageURL))
    // end of snippet
    #expect(!offline && online)
    #expect(quote?.author == "Amy" && quote?.imageData == png)
  }

  @Test func aStreamOfServerSentEvents() async throws {
    let clock = ManualClock()
    let http = HTTPDouble(clock: clock)
    http.stub(
      .get("https://api.example.com/chat"),
      .events([
        .data(#"{"token": "Hel"}"#),
        .wait(.seconds(1)),  // on the double's clock
        .event(data: #"{"token": "lo"}"#, type: "token", id: "2"),
      ]))
    let reading = Task { try await http.session.data(from: URL(string: "https://api.example.com/chat")!).0 }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))
    #expect(
      String(decoding: try await reading.value, as: UTF8.self)
        == "data: {\"token\": \"Hel\"}\n\nevent: token\nid: 2\ndata: {\"token\": \"lo\"}\n\n")
  }

  @Test func graphQLStubsByOperationAndVariables() async throws {
    let http = HTTPDouble()
    http.stub(
      .graphQL(operation: "GetUser", variables: .subset(["id": 1])),
      .graphQL(data: ["user": ["id": 1, "name": "Ada"]]))
    http.stub(
      .graphQL(operation: "GetUser", variables: .subset(["id": 7])),
      .graphQL(data: ["user": nil], errors: [GraphQLError("No user 7", path: ["user"])]))
    func user(_ id: Int) async throws -> String {
      var request = URLRequest(url: URL(string: "https://api.example.com/graphql")!)
      request.httpMethod = "POST"
      request.httpBody = Data(
        #"{"query": "query GetUser($id: ID!) { user(id: $id) { id name } }", "variables": {"id": \#(id)}}"#.utf8)
      return String(decoding: try await http.session.data(for: request).0, as: UTF8.self)
    }
    #expect(try await user(1) == #"{"data":{"user":{"id":1,"name":"Ada"}}}"#)
    #expect(try await user(7) == #"{"data":{"user":null},"errors":[{"message":"No user 7","path":["user"]}]}"#)
  }

  @Test func aScriptedWebSocket() async throws {
    let http = HTTPDouble()
    // snippet Sources/DoublesHTTPServer/DoublesHTTPServer.docc/DoublesHTTPServer.md
    http.stub(
      .get("/prices"),
      .webSocket(
        onConnect: [.text(#"{"type": "hello"}"#)],
        answers: [
          .when(
            .json(#"{"type": "subscribe", "symbol": "AAPL"}"#),
            reply: [.text("187.5"), .wait(.seconds(1)), .text("188.25"), .close(.goingAway, reason: "market closed")]),
          .when(.text("heartbeat"), reply: []),  // taken, answered with nothing
        ]))
    let server = try await HTTPStubServer.start(answering: http)
    let socket = URLSession.shared.webSocketTask(with: server.webSocketURL("/prices"))
    // end of snippet
    socket.cancel()
    let heard = try await WebSocketTestClient.connect(to: server.webSocketURL("/prices")) { client in
      try await client.send(.text("heartbeat"))
      try await client.send(.text(#"{"symbol": "AAPL", "type": "subscribe"}"#))
      return try await client.rest()
    }
    // snippet Sources/DoublesHTTPServer/DoublesHTTPServer.docc/DoublesHTTPServer.md
    let events = try await WebSocketTestClient.connect(to: server.webSocketURL("/prices")) { socket in
      try await socket.send(.text(#"{"type": "subscribe", "symbol": "AAPL"}"#))
      return try await socket.rest()  // the messages until the server closes
    }
    // end of snippet
    await server.stop()
    let expected: [WebSocketTestClient.Event] = [
      .message(.text(#"{"type": "hello"}"#)), .message(.text("187.5")), .message(.text("188.25")),
      .closed(.goingAway, reason: "market closed"),
    ]
    #expect(heard == expected && events == expected)
    #expect(http.webSocketJournal.map(\.event.description).contains("← text \"heartbeat\" (answer 2)"))
  }

  @Test func recordingAWebSocket() async throws {
    let origin = HTTPDouble(name: "origin")
    origin.stub(.get("/prices"), .webSocket(answers: [.when(.text("subscribe AAPL"), reply: [.text("187.5")])]))
    let staging = try await HTTPStubServer.start(answering: origin)
    let stagingURL = staging.baseURL
    let cassetteURL = TestScratch.file("prices.har")
    let apiKey = "sk_test_4f9a2b7c"
    // snippet Sources/DoublesHTTPServer/DoublesHTTPServer.docc/DoublesHTTPServer.md
    let http = try HTTPDouble(cassette: Cassette(cassetteURL, mode: .once, secrets: [apiKey]))
    let server = try await HTTPStubServer.start(answering: http, origin: stagingURL)  // ws://staging.local:8080
    let socket = URLSession.shared.webSocketTask(with: server.webSocketURL("/prices"))
    // end of snippet
    socket.cancel()
    let reply = try await WebSocketTestClient.connect(
      to: server.webSocketURL("/prices"), headers: ["Authorization": "Bearer \(apiKey)"]
    ) { client in
      try await client.send(.text("subscribe AAPL"))
      return try await client.next()
    }
    await server.stop()
    await staging.stop()
    #expect(http.finish())
    #expect(reply == .message(.text("187.5")))
    let written = try String(contentsOf: cassetteURL, encoding: .utf8)
    #expect(written.contains("subscribe AAPL") && !written.contains(apiKey))
  }

  @Test func theLoopbackServer() async throws {
    let http = HTTPDouble()
    http.stub(.any.path("/report.csv"), .text("a,b\n1,2\n"))
    let server = try await HTTPStubServer.start(answering: http)
    let (file, _) = try await URLSession(configuration: .ephemeral).download(from: server.url("/report.csv"))
    await server.stop()
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try String(contentsOf: file, encoding: .utf8) == "a,b\n1,2\n")
  }
}
