import { afterEach, describe, expect, test } from 'vitest';
import { renderFingerprint } from './renderFingerprint';

// The suite photographs a render once per digest, and not at all when its digest is the one its
// baseline was taken from: two renders that would draw differently must never share one, and
// renders that differ only in React's generated ids should.
const roots: HTMLElement[] = [];
function render(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  roots.push(root);
  return root;
}
afterEach(() => {
  roots.splice(0).forEach((root) => root.remove());
});

const form = (id: string) =>
  `<label for="${id}">Email</label><input id="${id}" aria-describedby="${id}-hint"><p id="${id}-hint">Hint</p>`;

describe('renderFingerprint', () => {
  test('renders that differ only in React ids, or an empty style attribute, share a digest', async () => {
    const first = await renderFingerprint([render(form('_r_3_'))]);
    roots.splice(0).forEach((root) => root.remove());
    const second = await renderFingerprint([
      render(form('_r_1f_').replace('<input', '<input style=""')),
    ]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
  });

  test('text, a typed value and focus each change the digest', async () => {
    const root = render(form('_r_3_'));
    const plain = await renderFingerprint([root]);
    const input = root.querySelector('input')!;
    input.value = 'ada@example.com';
    const typed = await renderFingerprint([root]);
    input.focus();
    const focused = await renderFingerprint([root]);
    root.querySelector('p')!.textContent = 'Another hint';
    const reworded = await renderFingerprint([root]);
    expect(new Set([plain, typed, focused, reworded]).size).toBe(4);
  });

  test('a portal beside the canvas and a new style sheet change the digest', async () => {
    const canvas = render('<main>Jobs</main>');
    const alone = await renderFingerprint([canvas]);
    const withDialog = await renderFingerprint([canvas, render('<div role="dialog">Apply</div>')]);
    const style = document.createElement('style');
    style.textContent = 'main { color: red }';
    document.head.append(style);
    const restyled = await renderFingerprint([canvas]);
    style.remove();
    expect(new Set([alone, withDialog, restyled]).size).toBe(3);
  });

  test('a rule changed in place, to text of the same length, changes the digest', async () => {
    const canvas = render('<main>Jobs</main>');
    const style = document.createElement('style');
    style.textContent = 'main { color: #f00 }';
    document.head.append(style);
    const red = await renderFingerprint([canvas]);
    style.textContent = 'main { color: #00f }';
    const blue = await renderFingerprint([canvas]);
    style.remove();
    expect(blue).not.toBe(red);
  });

  test('across runs, the environment counts, and an image from a file gets no digest', async () => {
    // A digest kept with a baseline (renders.json) stands for its pixels only if the same browser
    // and fonts draw it, and a fetched image's bytes can change behind the same address.
    const inline = render('<img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">');
    const here = await renderFingerprint([inline], { environment: 'Chromium 156' });
    expect(here).toMatch(/^[0-9a-f]{64}$/);
    expect(await renderFingerprint([inline], { environment: 'Chromium 157' })).not.toBe(here);
    const fetched = render('<img alt="" src="/logo.png">');
    expect(await renderFingerprint([fetched], { environment: 'Chromium 156' })).toBeNull();
    expect(await renderFingerprint([fetched])).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a render that markup cannot describe gets no digest', async () => {
    expect(
      await renderFingerprint([render('<canvas width="10" height="10"></canvas>')]),
    ).toBeNull();
  });
});
