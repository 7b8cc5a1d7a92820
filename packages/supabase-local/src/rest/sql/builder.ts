/** Collects bound parameters while SQL text is assembled: values never enter the text. */
export class Params {
  readonly values: string[] = [];

  /** A placeholder for `value`, typed by Postgres from its context (like PostgREST's unknown literals). */
  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A quoted identifier; NUL characters end it, as in PostgREST. */
export function ident(name: string): string {
  const cut = name.indexOf('\0');
  const clean = cut === -1 ? name : name.slice(0, cut);
  return `"${clean.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/**
 * The row of `alias` typed as `relation`, for a function of the row (computed fields and
 * relationships). Rebuilt from the columns because `alias` may name a CTE or a page that
 * carries other columns too.
 */
export function rowSql(
  alias: string,
  relation: { schema: string; name: string; columns: { name: string }[] },
): string {
  const columns = relation.columns.map((c) => `${ident(alias)}.${ident(c.name)}`).join(', ');
  return `ROW(${columns})::${qualified(relation.schema, relation.name)}`;
}

/** A Postgres array literal with every element quoted, so `,`, `"` and `\` survive. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
