// What a settled render shows, as a digest: two renders with equal digests at one viewport draw
// the same picture, so the suite photographs such a picture once (see checkStories). The digest
// covers everything the page's pixels follow from: the canvas and portals' markup, the state
// markup does not hold (form values, focus, scroll offsets), the document's attributes (theme,
// direction, language) and its style sheets' rules. It errs towards "different": React's generated ids
// are numbered in order of appearance, and a render holding pixels markup cannot describe (a
// canvas, a video, a frame) gets no digest at all.

/** React 19's client-side `useId` values, which count up across every render of the run. */
const reactId = /_r_[0-9a-v]+_/g;

const attributesOf = (element: Element) =>
  [...element.attributes].map(({ name, value }) => `${name}=${JSON.stringify(value)}`).join(' ');

/** A style sheet's rules as text, kept while it holds the same number of rules. */
const sheetTexts = new WeakMap<CSSStyleSheet, { rules: number; text: string }>();

/**
 * Every style sheet's text, in order: a rule changed anywhere changes every digest. (A `<style>`
 * whose text changes gets a new sheet object, so a sheet's text is read once.)
 */
function styleSheets() {
  return [...document.styleSheets]
    .map((sheet) => {
      const rules = sheet.cssRules.length;
      let known = sheetTexts.get(sheet);
      if (known?.rules !== rules) {
        const text = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
        known = { rules, text };
        sheetTexts.set(sheet, known);
      }
      return `${sheet.href ?? ''} ${sheet.disabled} ${known.text}`;
    })
    .join('\n');
}

/** What markup leaves out: form controls' current values, focus, and scrolled boxes. */
function liveState(elements: Element[]) {
  const state: string[] = [];
  const active = document.activeElement;
  elements.forEach((element, index) => {
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      const checked = element instanceof HTMLInputElement ? element.checked : '';
      state.push(`${index}=${JSON.stringify(element.value)}${checked}`);
    }
    if (element.scrollTop || element.scrollLeft) {
      state.push(`${index}@${element.scrollTop},${element.scrollLeft}`);
    }
    if (element === active) state.push(`focus ${index} ${element.matches(':focus-visible')}`);
  });
  return state.join(';');
}

/** An image whose pixels live outside the document (a fetched file rather than a data URL). */
const fetchedImage = 'img:not([src^="data:"]), picture, image, input[type="image"]';

/**
 * The render's digest at the frame's present size, or null when markup cannot describe it.
 * `environment` (the browser's and fonts' versions) makes a digest comparable across runs: the
 * picture is then also said to follow from the markup only if no image comes from a file, whose
 * bytes can change behind an unchanged address.
 */
export async function renderFingerprint(
  roots: Element[],
  { environment }: { environment?: string } = {},
): Promise<string | null> {
  if (roots.some((root) => root.querySelector('canvas, video, iframe, object, embed'))) return null;
  if (environment !== undefined && roots.some((root) => root.querySelector(fetchedImage))) {
    return null;
  }
  const elements = roots.flatMap((root) => [root, ...root.querySelectorAll('*')]);
  const ids = new Map<string, string>();
  const markup = roots
    .map((root) => root.outerHTML)
    .join('\n')
    // An empty style attribute draws nothing; Playwright's screenshot leaves one on form fields.
    .replace(/ style=""/g, '')
    .replace(reactId, (id) => {
      if (!ids.has(id)) ids.set(id, `_id${ids.size}_`);
      return ids.get(id)!;
    });
  const text = [
    environment ?? '',
    `${window.innerWidth}x${window.innerHeight} ${window.scrollX},${window.scrollY}`,
    attributesOf(document.documentElement),
    attributesOf(document.body),
    styleSheets(),
    liveState(elements),
    markup,
  ].join('\n');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
