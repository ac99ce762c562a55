import Foundation

/// An order of CleanStore.
public struct Order: Equatable, Sendable {
  /// The order's id.
  public var id: String?
  /// When it was placed.
  public var date: Date
  /// The buyer's email.
  public var email: String
  /// The buyer's name.
  public var name: String
  /// The amount, in dollars.
  public var total: Decimal

  /// An order.
  public init(id: String?, date: Date, email: String, name: String, total: Decimal) {
    (self.id, self.date, self.email, self.name, self.total) = (id, date, email, name, total)
  }
}

/// What a store operation can fail with.
public enum OrdersStoreError: Error, Equatable, Sendable {
  case cannotFetch(String)
  case cannotCreate(String)
  case cannotUpdate(String)
  case cannotDelete(String)
}

/// The result of a store operation, in CleanStore's second style.
public enum OrdersStoreResult<U> {
  case success(result: U)
  case failure(error: OrdersStoreError)
}

/// The ListOrders scene's messages.
public enum ListOrders {
  /// Fetching the orders.
  public enum FetchOrders {
    /// The controller's request.
    public struct Request: Equatable, Sendable {
      /// An empty request.
      public init() {}
    }

    /// The interactor's response.
    public struct Response: Equatable, Sendable {
      /// The orders fetched.
      public var orders: [Order]

      /// A response with `orders`.
      public init(orders: [Order]) { self.orders = orders }
    }

    /// The presenter's view model.
    public struct ViewModel: Equatable, Sendable {
      /// One row of the table.
      public struct DisplayedOrder: Equatable, Sendable {
        /// The order id.
        public var id: String
        /// The date, formatted.
        public var date: String
        /// The buyer's email.
        public var email: String
        /// The buyer's name.
        public var name: String
        /// The total, formatted as currency.
        public var total: String

        /// A row.
        public init(id: String, date: String, email: String, name: String, total: String) {
          (self.id, self.date, self.email, self.name, self.total) = (id, date, email, name, total)
        }
      }

      /// The rows.
      public var displayedOrders: [DisplayedOrder]

      /// A view model of `displayedOrders`.
      public init(displayedOrders: [DisplayedOrder]) { self.displayedOrders = displayedOrders }
    }
  }
}

/// What a table cell shows.
public struct CellContent: Equatable, Sendable {
  /// The main text.
  public var text: String?
  /// The secondary text.
  public var detailText: String?

  /// A cell's content.
  public init(text: String? = nil, detailText: String? = nil) {
    self.text = text
    self.detailText = detailText
  }
}
