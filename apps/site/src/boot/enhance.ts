/**
 * A public page for a visitor without a session is the server's HTML, and stays so: its links,
 * GET forms, `<details>` and popovers work natively, so a first tap is answered by the browser at
 * once, without React. These few listeners add what HTML alone lacks:
 *   - a form marked `data-apply-on-change` (the job search, the citizenship picker) applies a
 *     field as soon as it changes (a checkbox or select at once, a text field when committed);
 *   - GET forms leave empty fields out of the address;
 *   - a navigation shows at once that it has started (`<html data-navigating>`: a progress bar);
 *   - the colour-scheme toggle switches the scheme;
 *   - the FAQ search filters the questions as the visitor types, as the app's does;
 *   - any other button (a Retry on an error state) is the app's: the first such click loads the
 *     app, which hydrates the page, and the click is then made again on the same button.
 * Once React has the page (`<html data-hydrated>`) they all step aside.
 * `<html data-enhanced>` says they are active.
 */
import { toggleColorScheme } from '../layout/colorScheme';

const html = document.documentElement;
const appHasPage = () => html.hasAttribute('data-hydrated');

const targetElement = (event: Event) => (event.target instanceof Element ? event.target : null);

const isField = (
  target: EventTarget | null,
): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/** A same-document navigation that a link starts (not a new tab, a download or an in-page jump). */
function startsNavigation(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return false;
  const here = window.location;
  return !(to.pathname === here.pathname && to.search === here.search && to.hash !== '');
}

const showNavigating = () => html.setAttribute('data-navigating', '');

const fold = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The FAQ search (FaqList in a GET form): keeps the questions whose question or answer contains
 * what is typed, shows the list's empty state when none does, and says how many match.
 */
function filterFaqs(field: HTMLInputElement) {
  const list = field.closest('[data-slot="faq-list"]');
  if (!list) return;
  const needle = fold(field.value);
  let shown = 0;
  for (const item of list.querySelectorAll<HTMLElement>('[data-slot="faq-item"]')) {
    const question = fold(item.querySelector('summary')?.textContent ?? '');
    const answer = fold(item.querySelector('summary + *')?.textContent ?? '');
    const matches = needle === '' || question.includes(needle) || answer.includes(needle);
    item.hidden = !matches;
    if (matches) shown += 1;
  }
  const empty = list.querySelector<HTMLElement>('[data-slot="faq-empty"]');
  if (empty) empty.hidden = shown > 0;
  const status = list.querySelector<HTMLElement>('[data-slot="faq-announcement"]');
  const messages = JSON.parse(status?.dataset.messages ?? '[]') as string[];
  if (status) status.textContent = needle ? (messages[shown] ?? '') : '';
}

/** Enhances the page; `loadApp` hydrates it with React (resolved once React has committed it). */
export function enhancePublicPage(loadApp: () => Promise<void>): void {
  let navigating = false;
  let appLoading: Promise<void> | null = null;

  window.addEventListener('input', (event) => {
    if (appHasPage() || !(event.target instanceof HTMLInputElement)) return;
    if (event.target.type === 'search' && event.target.closest('[data-slot="faq-list"]'))
      filterFaqs(event.target);
  });

  window.addEventListener('change', (event) => {
    if (appHasPage() || navigating || !isField(event.target)) return;
    const form = event.target.form;
    if (form?.hasAttribute('data-apply-on-change')) form.requestSubmit();
  });

  // The address keeps what the visitor chose, not every empty field of the form.
  window.addEventListener('formdata', (event) => {
    if (appHasPage()) return;
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== 'get') return;
    const kept = [...event.formData].filter(([, value]) => value !== '');
    for (const name of new Set(event.formData.keys())) event.formData.delete(name);
    for (const [name, value] of kept) event.formData.append(name, value);
  });

  window.addEventListener('submit', (event) => {
    if (appHasPage() || event.defaultPrevented) return;
    const form = event.target;
    // The FAQ list already follows the typing: Enter has nothing left to send.
    if (form instanceof HTMLFormElement && form.closest('[data-slot="faq-list"]')) {
      event.preventDefault();
      return;
    }
    if (form instanceof HTMLFormElement && (!form.target || form.target === '_self')) {
      navigating = true;
      showNavigating();
    }
  });

  window.addEventListener('click', (event) => {
    if (appHasPage()) return;
    const target = targetElement(event);
    if (!target) return;
    const link = target.closest('a[href]');
    if (link instanceof HTMLAnchorElement) {
      if (startsNavigation(event, link)) showNavigating();
      return;
    }
    if (target.closest('button[data-color-scheme-toggle]')) {
      // Handled already when React has just taken the page (its handler prevents the default).
      if (!event.defaultPrevented) toggleColorScheme();
      return;
    }
    const button = target.closest('button, [role="button"]');
    if (!button || !(button instanceof HTMLElement) || !button.closest('#root')) return;
    // Native controls: a form's submit button, a popover's or a disclosure's own button.
    if (button instanceof HTMLButtonElement && button.type === 'submit' && button.form) return;
    if (button.hasAttribute('popovertarget') || button.closest('summary')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (appLoading) return;
    button.setAttribute('aria-busy', 'true');
    appLoading = loadApp().then(
      () => {
        button.removeAttribute('aria-busy');
        if (button.isConnected) button.click();
      },
      (error: unknown) => {
        // The app could not load: the page stays the server's HTML, whose links and forms work.
        button.removeAttribute('aria-busy');
        html.dataset.hydration = 'failed';
        console.error(error);
      },
    );
  });

  window.addEventListener('pageshow', (event) => {
    // Back to a page the browser kept or restored: its fields show what the page searched for
    // (the server's values), not the choice that led away from it.
    for (const form of document.querySelectorAll<HTMLFormElement>('form[data-apply-on-change]'))
      form.reset();
    if (!event.persisted) return;
    // Kept in the back-forward cache: it is not navigating any more.
    navigating = false;
    html.removeAttribute('data-navigating');
  });

  html.setAttribute('data-enhanced', '');
}
