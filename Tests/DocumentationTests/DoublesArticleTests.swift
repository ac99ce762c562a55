import DoublesTesting
import Testing

@testable import App

/// The snippets of the `Doubles` module's DocC catalog.
@Suite struct DoublesArticleSnippets {
  @Test func theOverview() {
    // snippet Sources/Doubles/Doubles.docc/Doubles.md
    let authorizer = AuthorizerDouble()
    authorizer.on.authorize.when(\.username, "Bob").returns(true)

    let system = System(authorizer: authorizer)
    system.login(username: "Bob", password: "secret")

    authorizer.on.authorize.verify(.once)
    // end of snippet
  }

  @Test func classDoublesInTheOverview() {
    let (amy, bob) = (Order(customer: "Amy"), Order(customer: "Bob"))
    let store = MemoryOrdersStore(orders: [amy])
    // snippet Sources/Doubles/Doubles.docc/Doubles.md
    let worker = OrdersWorkerDouble(ordersStore: store)
    worker.on.fetchOrders.answers { $0([amy, bob]) }
    let spy = OrdersWorkerDouble(.callSuper, ordersStore: store)
    // end of snippet
    var fetched: [[Order]] = []
    worker.fetchOrders { fetched.append($0) }
    spy.fetchOrders { fetched.append($0) }
    #expect(fetched == [[amy, bob], [amy]])
  }

  /// A reporter of the user's reads what `DoublesFailure` has: its message and the call's place.
  @Test func aReporterOfYourOwn() {
    // snippet Sources/Doubles/Doubles.docc/ReleaseBuildsAndProductionSafety.md
    let toTheLog = OutsideTestsReporter.custom { failure in
      print("\(failure.fileID):\(failure.line): \(failure.message)")
    }
    // end of snippet
    _ = toTheLog
  }

  @Test func aDummy() {
    // snippet Sources/Doubles/Doubles.docc/RolesOfADouble.md
    let dummy = AuthorizerDouble()
    // end of snippet
    #expect(dummy.authorize(username: "Bob", password: "x") == nil)
  }

  @Test func aStub() {
    // snippet Sources/Doubles/Doubles.docc/RolesOfADouble.md
    let stub = AuthorizerDouble().with { $0.on.authorize.returns(true) }
    // end of snippet
    #expect(stub.authorize(username: "Amy", password: "x") == true)
  }

  @Test func aSpy() {
    let spy = AuthorizerDouble()
    System(authorizer: spy).login(username: "Bob", password: "secret")
    // snippet Sources/Doubles/Doubles.docc/RolesOfADouble.md
    #expect(spy.on.authorize.callCount == 1)
    #expect(spy.on.authorize.lastArguments?.username == "Bob")
    spy.on.authorize.verify(.once, \.password, "secret")
    // end of snippet
  }

  @Test func aMock() {
    // snippet Sources/Doubles/Doubles.docc/RolesOfADouble.md
    let mock = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once).returns(true) }
    // end of snippet
    System(authorizer: mock).login(username: "Bob", password: "secret")
    // snippet Sources/Doubles/Doubles.docc/RolesOfADouble.md, continued
    // … exercise the code …
    mock.verify()
    // end of snippet
  }

  @Test func aFake() {
    // snippet Sources/Doubles/Doubles.docc/RolesOfADouble.md
    let fake = AuthorizerDouble().with { $0.on.authorize.answers { $0.username == "Bob" } }
    // end of snippet
    #expect(fake.authorize(username: "Bob", password: "") == true)
  }

  @Test func aPartialDouble() {
    // snippet Sources/Doubles/Doubles.docc/RolesOfADouble.md
    let partial = AuthorizerDouble(forwardingTo: LiveAuthorizer())
    partial.on.authorize.when(\.username, "test-user").returns(true)
    // end of snippet
    #expect(partial.authorize(username: "test-user", password: "") == true)
    #expect(partial.authorize(username: "Bob", password: "") == true)
    #expect(partial.authorize(username: "Amy", password: "") == false)
  }

  @Test func aClassDoubleIsAPartialDoubleOfItsClass() {
    let store = MemoryOrdersStore(orders: [Order(customer: "Amy")])
    // snippet Sources/Doubles/Doubles.docc/RolesOfADouble.md
    let worker = OrdersWorkerDouble(.callSuper, ordersStore: store)
    worker.on.fetchOrders.answers { $0([]) }  // this one member is stubbed; the rest is real
    // end of snippet
    var fetched: [[Order]] = []
    worker.fetchOrders { fetched.append($0) }
    #expect(fetched == [[]])
    #expect(worker.ordersStore.fetchOrders() == [Order(customer: "Amy")])
  }
}
