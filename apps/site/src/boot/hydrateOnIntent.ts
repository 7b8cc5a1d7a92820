/**
 * Hydration on the visitor's first sign of intent. A server-rendered page is complete as HTML:
 * links and forms with an `action` work natively, so the app (React, the router, the page's
 * chunks: ~200 KB of JavaScript) is fetched only when the visitor reaches for a control (pointer
 * down or over a control, touch, key, focus). What they do before React has taken over is kept:
 *   - a click on a button (or `[role=button]`, `<summary>`) is held back and replayed on the same
 *     element once hydrated;
 *   - a submit of a form without an `action` (React's own forms, e.g. the job searches) is held
 *     back and submitted again once hydrated, with its submitter;
 *   - text typed and choices made in form fields are handed to React (its state would otherwise
 *     overwrite them at the next render);
 *   - links and native forms navigate as HTML does, to a server-rendered page.
 * `<html data-hydration="on-intent">` says the page waits for intent (the end-to-end tests treat it
 * as ready), `"loading"` that the app is on its way.
 */

const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Elements whose hover announces a click or an entry soon (links navigate natively). */
const controls = 'button, [role="button"], summary, input, select, textarea, label';
const clickable = 'button, [role="button"], summary';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** What the visitor left in a field before hydration. */
interface FieldState {
  field: Field;
  value: string;
  checked: boolean;
}

const setDomValue = (field: Field, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);

/**
 * Hands a field's value, changed before hydration, to React. Hydration keeps the DOM's value but
 * React's state is the server's (the field's `defaultValue`/`defaultChecked` after hydration, or
 * what a re-render has put back in the DOM), and React's value tracker already holds the DOM's
 * value, so it would see no change: the tracker is first set to React's value (through the
 * element's own, tracked setter), then the DOM to the visitor's value (through the prototype's
 * setter), then the event React listens to is dispatched. States are read for every field before
 * any is handed over: a field's change re-renders its form, which resets the others' DOM values.
 */
export function handFieldToReact({ field, value, checked }: FieldState) {
  if (field instanceof HTMLSelectElement) {
    // No tracker on a select: React reads its value on every change event.
    setDomValue(field, value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const reactChecked = field.checked !== checked ? field.checked : field.defaultChecked;
    if (checked === reactChecked || (field.type === 'radio' && !checked)) return;
    field.checked = !checked;
    field.click();
    return;
  }
  const reactValue = field.value !== value ? field.value : field.defaultValue;
  if (value === reactValue) return;
  field.value = reactValue;
  setDomValue(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Waits for intent, then runs `hydrate` (resolved once React has committed the page) and replays. */
export function hydrateOnIntent(hydrate: () => Promise<void>, onFailure: (error: unknown) => void) {
  const html = document.documentElement;
  html.dataset.hydration = 'on-intent';
  let click: Element | null = null;
  let submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const edited = new Set<Field>();

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    // A link navigates by itself; a submit button submits its form (held back below if React's).
    if (!target || target.closest('a[href]')) return;
    const control = target.closest(clickable);
    if (
      !control ||
      (control instanceof HTMLButtonElement && control.type === 'submit' && control.form)
    )
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    click = control;
    start();
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    submit = { form, submitter: (event as SubmitEvent).submitter };
    start();
  };
  // A field changed without a key or pointer (autofill, a script) is intent too.
  const onEdit = (event: Event) => {
    if (!isField(event.target)) return;
    edited.add(event.target);
    start();
  };
  const onHover = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(controls)) start();
  };
  const listeners: [string, (event: Event) => void][] = [
    ...intentEvents.map((type) => [type, () => start()] as [string, () => void]),
    ['pointerover', onHover],
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onEdit],
    ['change', onEdit],
  ];
  const options = { capture: true, passive: false };
  for (const [type, listener] of listeners) window.addEventListener(type, listener, options);
  const release = () => {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, options);
  };

  let started = false;
  function start() {
    if (started) return;
    started = true;
    html.dataset.hydration = 'loading';
    hydrate().then(
      () => {
        release();
        delete html.dataset.hydration;
        const states = [...edited]
          .filter((field) => field.isConnected)
          .map((field) => ({
            field,
            value: field.value,
            checked: field instanceof HTMLInputElement && field.checked,
          }));
        for (const state of states) handFieldToReact(state);
        if (submit?.form.isConnected) {
          const { form, submitter } = submit;
          form.requestSubmit(
            submitter && 'form' in submitter && submitter.form === form ? submitter : null,
          );
        }
        if (click?.isConnected && click instanceof HTMLElement) click.click();
      },
      (error: unknown) => {
        // The app could not load: the page stays what it is, HTML whose links and forms work.
        release();
        html.dataset.hydration = 'failed';
        onFailure(error);
      },
    );
  }
}
