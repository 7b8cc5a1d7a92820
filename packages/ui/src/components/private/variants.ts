import type { StyleRule } from '@vanilla-extract/css';

/** Builds one style per variant name, keeping the names as the record's keys for recipe typing. */
export function styleEach<const Name extends string | number>(
  names: readonly Name[],
  toStyle: (name: Name) => StyleRule,
): Record<Name, StyleRule> {
  return Object.fromEntries(names.map((name) => [name, toStyle(name)])) as Record<Name, StyleRule>;
}
