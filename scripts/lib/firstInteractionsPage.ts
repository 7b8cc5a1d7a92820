/**
 * What the first-interactions bench runs inside the page, as plain JavaScript source (tsx would
 * wrap compiled functions in helpers the page does not have). Everything is reported through
 * `window.__benchReport(kind, epochMs, detail)`, which outlives the document: a tap that
 * navigates is answered on the old page (its pending indicator) or on the new one (its paint).
 * Times are epoch milliseconds: performance.timeOrigin + a page timestamp.
 */

/** On every document: its first contentful paint. */
export const reportFirstPaint = `(() => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint')
        window.__benchReport('fcp', performance.timeOrigin + entry.startTime, location.pathname + location.search);
  }).observe({ type: 'paint', buffered: true });
})();`;

/**
 * Remembers the element to act on (`element`) and the one a finger touches (`element`, or its
 * label), after opening the closed disclosures and popovers around it and scrolling it to the
 * middle of the screen (none of which is timed). Returns the point to tap, in CSS pixels.
 */
export const prepareTarget = `(element, tapLabel) => {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && !node.open) {
      const summary = node.querySelector(':scope > summary');
      if (!summary || !summary.contains(element)) node.open = true;
    }
    if (node.hasAttribute('popover') && !node.matches(':popover-open')) node.showPopover();
  }
  const touched = tapLabel && element.labels && element.labels[0] ? element.labels[0] : element;
  window.__benchSubject = element;
  touched.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const rect = touched.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return { visible: false, x: 0, y: 0, covered: '' };
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const hit = document.elementFromPoint(x, y);
  const reached = hit && (touched.contains(hit) || element.contains(hit) || hit.contains(touched));
  const covered = reached || !hit ? '' : '<' + hit.localName + (hit.id ? '#' + hit.id : '') + '>';
  return { visible: true, x, y, covered };
}`;

/**
 * Arms the watch: the first input event after this is the tap (its hardware timestamp); from
 * then on each animation frame checks the answer and the pending indicator (timed when that
 * frame's rendering is done), and the Event Timing API reports the tap's events (INP-style,
 * durationThreshold 16).
 */
export const watchAnswer = `({ answer, colorSchemeAttribute }) => {
  const html = document.documentElement;
  const subject = window.__benchSubject;
  const epoch = (time) => performance.timeOrigin + time;
  const report = (kind, at, detail) => window.__benchReport(kind, at, detail || '');
  const pressedBefore = subject.getAttribute('aria-pressed');
  const schemeBefore = html.getAttribute(colorSchemeAttribute);
  const dialogs = () => [...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')]
    .filter((dialog) => dialog.checkVisibility ? dialog.checkVisibility() : true);
  const dialogsBefore = new Set(dialogs());
  const holds = {
    open: () => Boolean(subject.closest('details') && subject.closest('details').open),
    checked: () => subject.checked === true,
    pressed: () => subject.getAttribute('aria-pressed') !== pressedBefore,
    colorScheme: () => html.getAttribute(colorSchemeAttribute) !== schemeBefore,
    dialog: () => dialogs().some((dialog) => !dialogsBefore.has(dialog)),
    navigation: () => false,
  }[answer];
  let tapAt = null;
  let answered = false;
  let pending = false;
  const onInput = (event) => {
    if (tapAt !== null) return;
    tapAt = epoch(event.timeStamp);
    report('tap', tapAt, event.type);
  };
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'input', 'change', 'click'])
    window.addEventListener(type, onInput, { capture: true, passive: true });
  // A frame's own timestamp is when it began, before the input handlers it runs: what they
  // changed is drawn once its rendering is done, which a task posted from it waits for.
  const painted = (kind, detail) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => report(kind, Math.max(epoch(performance.now()), tapAt), detail);
    channel.port2.postMessage(null);
  };
  const frame = () => {
    if (tapAt !== null) {
      if (!answered && holds()) {
        answered = true;
        painted('answer', answer);
      }
      if (!pending && html.hasAttribute('data-navigating')) {
        pending = true;
        painted('pending', '');
      }
    }
    if (!answered || !pending) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId && tapAt !== null && epoch(entry.startTime) >= tapAt - 50)
        report('event', entry.duration, entry.name);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}`;
