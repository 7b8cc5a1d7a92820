export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

// Locale-aware lower-casing so 'İ'/'ß' and friends fold the way a reader expects.
const fold = (text: string): string => text.toLocaleLowerCase();

/**
 * The FAQ search: keeps the entries whose question or answer contains the query,
 * case-insensitively. Surrounding whitespace is ignored; an empty query keeps everything.
 */
export function filterFaqItems<Item extends FaqItem>(
  items: readonly Item[],
  query: string,
): Item[] {
  const needle = fold(query.trim());
  if (needle === '') return [...items];
  return items.filter(
    (item) => fold(item.question).includes(needle) || fold(item.answer).includes(needle),
  );
}
