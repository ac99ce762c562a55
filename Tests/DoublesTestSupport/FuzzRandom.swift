/// A deterministic random number generator (xorshift64*), so that each case of the HAR and
/// redaction fuzzing suites can be replayed from its seed.
package struct FuzzRandom: RandomNumberGenerator {
  private var state: UInt64

  package init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

  package mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }
}
