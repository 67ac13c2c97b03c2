// Shared by the bench's query sets and the face-eval scripts: a reproducible stream of numbers from a
// seed, so that what they derive is the same on every run and every machine.

/** Mulberry32: a small, fast deterministic generator of numbers in [0, 1), good enough for sampling. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
