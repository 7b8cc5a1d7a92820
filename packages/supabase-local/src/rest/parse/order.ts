import type { OrderTerm } from '../types.js';
import { parseWhole, Scanner } from './scanner.js';

/** `order=col.desc.nullslast,data->>k,rel(col).asc` */
export function parseOrder(input: string): OrderTerm[] {
  return parseWhole(input, 'order', (s) => {
    const terms = [term(s)];
    while (s.eat(',')) terms.push(term(s));
    return terms;
  });
}

function term(s: Scanner): OrderTerm {
  s.skipSpaces();
  const name = s.fieldName();
  let result: OrderTerm;
  if (s.eat('(')) {
    const field = s.field();
    s.expect(')');
    result = { relation: name, field };
  } else {
    result = { field: { name, jsonPath: s.jsonPath() } };
  }
  if (s.eat('.')) {
    if (s.eat('asc')) result.direction = 'asc';
    else if (s.eat('desc')) result.direction = 'desc';
    else if (!nulls(s, result)) s.fail(['"asc"', '"desc"', '"nullsfirst"', '"nullslast"']);
    if (result.direction && s.eat('.') && !nulls(s, result))
      s.fail(['"nullsfirst"', '"nullslast"']);
  }
  s.skipSpaces();
  if (!s.done && s.peek() !== ',') s.fail(['"."', '","', 'end of input']);
  return result;
}

function nulls(s: Scanner, t: OrderTerm): boolean {
  if (s.eat('nullsfirst')) t.nulls = 'first';
  else if (s.eat('nullslast')) t.nulls = 'last';
  else return false;
  return true;
}
