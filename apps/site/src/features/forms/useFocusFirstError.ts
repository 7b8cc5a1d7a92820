import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a submit that failed validation, moves focus to the first field marked invalid, so
 * keyboard and screen-reader users land on what needs fixing. Returns the form ref and the
 * function to call when a submit fails.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusFirstError = useCallback(() => setRequest((n) => n + 1), []);
  return { formRef, focusFirstError };
}
