// The bridge to the test frameworks starts when the test process loads, before its first test.
//
// XCTest tells an observer of the tests that start after it registered, and nothing of the test
// that runs: a bridge made when the first double is, during the first test of the process, could
// not add a teardown block to that test, and a double the test keeps would be checked at exit,
// failing the run instead of its test. An initializer in the image's list of initializers (what
// C's `__attribute__((constructor))` writes) makes it before `main` runs, on every platform
// XCTest runs on. Each of these platforms runs such an initializer after the Swift runtime has
// registered the image's types.

#if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
  @used @section(".init_array")
  private let startBridgeAtLaunch: @convention(c) () -> Void = { _ = FrameworkBridge.shared }
#elseif canImport(Darwin)
  @used @section("__DATA,__mod_init_func,mod_init_funcs")
  private let startBridgeAtLaunch: @convention(c) () -> Void = { _ = FrameworkBridge.shared }
#elseif os(Windows)
  @used @section(".CRT$XCU")
  private let startBridgeAtLaunch: @convention(c) () -> Void = { _ = FrameworkBridge.shared }
#endif
