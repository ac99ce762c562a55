import BookshopClient
import Foundation

// `bookshop-app <isbn>`: the app of this example, standing in for an iOS app on Linux. It prints
// the book's description, asked of the API at $BOOKSHOP_API_URL (the real one by default), as
// an app shows it. Its test (BookshopAppTests) launches it against `doubles-serve`.

let api = ProcessInfo.processInfo.environment["BOOKSHOP_API_URL"] ?? "https://api.bookshop.example/v1"
guard CommandLine.arguments.count == 2, let serverURL = URL(string: api) else {
  FileHandle.standardError.write(Data("usage: BOOKSHOP_API_URL=<url> bookshop-app <isbn>\n".utf8))
  exit(2)
}
do {
  let isbn = CommandLine.arguments[1]
  print(try await BookshopService(serverURL: serverURL).describeBook(isbn: isbn) ?? "No book \(isbn) at the shop.")
} catch {
  FileHandle.standardError.write(Data("The shop did not answer: \(error)\n".utf8))
  exit(1)
}
