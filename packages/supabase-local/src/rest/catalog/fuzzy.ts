/** Levenshtein distance, for "Perhaps you meant …" hints. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** The candidate most similar to `word` (1 − distance/length), if at least `minScore`. */
export function closest(
  word: string,
  candidates: Iterable<string>,
  minScore: number,
): string | null {
  let best: string | null = null;
  let bestScore = minScore;
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const length = Math.max(lower.length, candidate.length) || 1;
    const score = 1 - levenshtein(lower, candidate.toLowerCase()) / length;
    if (score >= bestScore && (best === null || score > bestScore)) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
