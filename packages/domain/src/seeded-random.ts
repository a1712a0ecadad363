/**
 * A small deterministic random generator (mulberry32): the same seed gives the same sequence, so
 * demo data and property tests are reproducible.
 * @example const next = seededRandom(42); next() // a number in [0, 1)
 */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
