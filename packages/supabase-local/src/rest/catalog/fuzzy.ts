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

/**
 * The columns Postgres suggests for a misspelt one (parse_relation.c): the closest by edit
 * distance, at most 3 edits and at most half the misspelt name's length; none when more than
 * two are equally close.
 */
export function postgresColumnSuggestions(name: string, columns: Iterable<string>): string[] {
  const limit = Math.min(3, Math.floor(name.length / 2));
  let best = limit + 1;
  let matches: string[] = [];
  for (const column of columns) {
    const distance = levenshtein(column, name);
    if (distance < best) {
      best = distance;
      matches = [column];
    } else if (distance === best) matches.push(column);
  }
  return matches.length <= 2 ? matches : [];
}
