import { useId } from 'react';

export interface FieldIds {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for a control and the label, hint and error that describe it. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/**
 * The ids for `aria-describedby`: the error first, so a screen reader reads the problem
 * before the advice. Returns undefined when nothing describes the control.
 */
export function describedByIds(
  ...ids: Array<string | false | null | undefined>
): string | undefined {
  const present = ids.filter((value): value is string => Boolean(value));
  return present.length > 0 ? present.join(' ') : undefined;
}
