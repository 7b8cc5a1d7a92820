import { useCallback, useState, type ChangeEvent } from 'react';

type FormValues = Record<string, string | boolean>;
type KeysOfType<Values, T> = {
  [K in keyof Values]: Values[K] extends T ? K : never;
}[keyof Values] &
  string;

/**
 * Controlled form values with their field errors. Editing a field clears its own error, so a
 * message never describes text that is no longer there; everything typed is kept.
 */
export function useFormValues<Values extends FormValues>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setValue = useCallback(<K extends keyof Values & string>(name: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      const rest = { ...previous };
      delete rest[name];
      return rest;
    });
  }, []);

  /** Props for a text input or textarea bound to `name`. */
  const field = <K extends KeysOfType<Values, string>>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as Values[K]),
    error: errors[name],
  });

  /** Props for a checkbox bound to `name`. */
  const checkbox = <K extends KeysOfType<Values, boolean>>(name: K) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.target.checked as Values[K]),
    error: errors[name],
  });

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, setErrors, setValue, field, checkbox, reset };
}
