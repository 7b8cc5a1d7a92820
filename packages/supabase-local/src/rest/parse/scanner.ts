import { parseError, RestError } from '../errors.js';
import type { Field, JsonStep } from '../types.js';

/**
 * A cursor over one query-string value with the lexical rules PostgREST's parsers share
 * (field names, JSON paths, quoted values). Failures become PGRST100 errors that name the
 * parameter and the column, like PostgREST's Parsec messages.
 */
export class Scanner {
  pos = 0;

  constructor(
    readonly input: string,
    /** e.g. 'select parameter', 'filter', 'order': used in the error message. */
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input.charAt(this.pos + offset);
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }

  /** Consumes `text` if it comes next. */
  eat(text: string): boolean {
    if (!this.startsWith(text)) return false;
    this.pos += text.length;
    return true;
  }

  expect(text: string): void {
    if (!this.eat(text)) this.fail([`"${text}"`]);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  fail(expecting: string[], message?: string): never {
    throw this.error(expecting, message);
  }

  error(expecting: string[], message?: string): RestError {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    const parts = [`unexpected ${found}`];
    if (expecting.length > 0) parts.push(`expecting ${joinOr(expecting)}`);
    if (message) parts.push(message);
    return parseError(this.what, this.input, this.pos + 1, parts.join(' '));
  }

  /** `"quoted \" value"`: backslash escapes any character. */
  quoted(): string {
    this.expect('"');
    let out = '';
    for (;;) {
      if (this.done) this.fail(['"\\""']);
      const ch = this.peek();
      this.pos += 1;
      if (ch === '"') return out;
      if (ch === '\\') {
        if (this.done) this.fail(['any character']);
        out += this.peek();
        this.pos += 1;
      } else out += ch;
    }
  }

  /** Letters, digits, `_`, `$` and spaces (trimmed), as PostgREST's pIdentifier. */
  identifier(): string {
    const start = this.pos;
    while (!this.done && isIdentifierChar(this.peek())) this.pos += 1;
    if (this.pos === start) this.fail(['field name (* or [a..z0..9_$])']);
    return this.input.slice(start, this.pos).trim();
  }

  /** A field name: quoted, or identifiers joined by `-` (but `->` starts a JSON path). */
  fieldName(): string {
    this.skipSpaces();
    if (this.peek() === '"') return this.quoted();
    let name = this.identifier();
    while (this.peek() === '-' && this.peek(1) !== '>' && isIdentifierChar(this.peek(1))) {
      this.pos += 1;
      name += `-${this.identifier()}`;
    }
    return name;
  }

  /** `->key`, `->>key`, `->0`, `->>-1`, repeated. */
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    for (;;) {
      let arrow: JsonStep['arrow'];
      if (this.eat('->>')) arrow = '->>';
      else if (this.eat('->')) arrow = '->';
      else return steps;
      const index = /^-?\d+/.exec(this.input.slice(this.pos));
      if (index && this.isPathEnd(this.pos + index[0].length)) {
        this.pos += index[0].length;
        steps.push({ arrow, key: index[0], index: true });
      } else {
        steps.push({ arrow, key: this.fieldName(), index: false });
      }
    }
  }

  field(): Field {
    const name = this.fieldName();
    const jsonPath = this.jsonPath();
    this.skipSpaces();
    return { name, jsonPath };
  }

  private isPathEnd(at: number): boolean {
    const rest = this.input.slice(at);
    return rest === '' || ['->', '::', '.', ',', ')'].some((end) => rest.startsWith(end));
  }
}

const NON_ASCII_WORD = /[\p{L}\p{N}]/u;

/** Letters and digits of any script, `_`, `$` and space (ASCII checked without a regex: hot path). */
export function isIdentifierChar(ch: string): boolean {
  if (ch === '') return false;
  const code = ch.charCodeAt(0);
  if (code < 128) {
    return (
      (code >= 97 && code <= 122) ||
      (code >= 65 && code <= 90) ||
      (code >= 48 && code <= 57) ||
      code === 95 ||
      code === 36 ||
      code === 32
    );
  }
  return NON_ASCII_WORD.test(ch);
}

function joinOr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** Runs a parser over a whole value: anything left over is an error. */
export function parseWhole<T>(input: string, what: string, parser: (s: Scanner) => T): T {
  const scanner = new Scanner(input, what);
  const result = parser(scanner);
  scanner.skipSpaces();
  if (!scanner.done) scanner.fail([',', 'end of input']);
  return result;
}

/** A comma-separated list of field names (`columns`, `on_conflict`). */
export function parseColumnList(input: string, what: string): string[] {
  return parseWhole(input, what, (s) => {
    const names = [s.fieldName()];
    s.skipSpaces();
    while (s.eat(',')) {
      names.push(s.fieldName());
      s.skipSpaces();
    }
    return names;
  });
}
