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

/** A Postgres array literal with every element quoted, so `,`, `"` and `\` survive. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
