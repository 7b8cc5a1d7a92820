/**
 * The shape of a value: object keys with the shapes of their values, arrays by their first item,
 * primitives by type. null matches any shape, because nullable columns are null in some rows.
 */
export type Shape = string | null | Shape[] | { [key: string]: Shape };

export function shapeOf(value: unknown): Shape {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
    );
  }
  return typeof value;
}

/** Every place two shapes disagree, as readable paths; empty when they match. */
export function shapeDifferences(a: Shape, b: Shape, path = '$'): string[] {
  if (a === null || b === null) return [];
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return [`${path}: array vs ${Array.isArray(a) ? typeof b : typeof a}`];
    if (a.length === 0 || b.length === 0) return [];
    return shapeDifferences(a[0]!, b[0]!, `${path}[0]`);
  }
  if (typeof a === 'object' || typeof b === 'object') {
    if (typeof a !== 'object' || typeof b !== 'object') return [`${path}: ${typeof a} vs ${typeof b}`];
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => {
      if (!(key in a)) return [`${path}.${key}: only in the second`];
      if (!(key in b)) return [`${path}.${key}: only in the first`];
      return shapeDifferences(a[key]!, b[key]!, `${path}.${key}`);
    });
  }
  return a === b ? [] : [`${path}: ${a} vs ${b}`];
}
