// What a settled render shows, as a digest: two renders with equal digests at one viewport draw
// the same picture, so the suite photographs such a picture once (see checkStories). The digest
// covers everything the page's pixels follow from: the canvas and portals' markup, the state
// markup does not hold (form values, focus, scroll offsets), the document's attributes (theme,
// direction, language) and its style sheets. It errs towards "different": React's generated ids
// are numbered in order of appearance, and a render holding pixels markup cannot describe (a
// canvas, a video, a frame) gets no digest at all.

/** React 19's client-side `useId` values, which count up across every render of the run. */
const reactId = /_r_[0-9a-v]+_/g;

const attributesOf = (element: Element) =>
  [...element.attributes].map(({ name, value }) => `${name}=${JSON.stringify(value)}`).join(' ');

/** Each style sheet by its rules and text, so a sheet added or grown between renders counts. */
function styleSheets() {
  return [...document.styleSheets]
    .map((sheet) => {
      const text = sheet.ownerNode instanceof HTMLStyleElement ? sheet.ownerNode.textContent : '';
      return `${sheet.href ?? ''}:${sheet.cssRules.length}:${text.length}:${sheet.disabled}`;
    })
    .join('|');
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

/** The render's digest at the frame's present size, or null when markup cannot describe it. */
export async function renderFingerprint(roots: Element[]): Promise<string | null> {
  if (roots.some((root) => root.querySelector('canvas, video, iframe, object, embed'))) return null;
  const elements = roots.flatMap((root) => [root, ...root.querySelectorAll('*')]);
  const ids = new Map<string, string>();
  const markup = roots
    .map((root) => root.outerHTML)
    .join('\n')
    .replace(reactId, (id) => {
      if (!ids.has(id)) ids.set(id, `_id${ids.size}_`);
      return ids.get(id)!;
    });
  const text = [
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
