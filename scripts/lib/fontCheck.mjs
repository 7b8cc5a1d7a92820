// Whether a page really draws its text in the bundled Inter, for the smoke tests of built output
// (the consumer app, the static Storybook). `document.fonts.check('16px Inter')` is no test: it
// answers true for a family that no @font-face declares, so a build without the font passes it.

/** The family name of the bundled font (@fontsource-variable/inter). */
export const interFamily = 'Inter Variable';

/** The families of the @font-face rules the page declared, with whether one of each loaded. */
export async function fontFaces(page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const faces = {};
    for (const face of document.fonts) {
      const family = face.family.replace(/^["']|["']$/g, '');
      faces[family] = faces[family] === 'loaded' ? 'loaded' : face.status;
    }
    return faces;
  });
}

/**
 * The fonts Chromium drew the text of the first element matching `selector` with (CDP). CDP
 * reports an element's own text nodes only, so the probe is the first element inside that holds
 * text itself (a button's label sits in a span).
 */
export async function renderedFonts(page, selector) {
  const found = await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const holdsText = (node) =>
        [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent.trim());
      const probe = [element, ...element.querySelectorAll('*')].find(holdsText);
      probe?.setAttribute('data-font-probe', '');
      return Boolean(probe);
    });
  if (!found) throw new Error(`${selector} holds no text`);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
    await page
      .locator('[data-font-probe]')
      .evaluate((probe) => probe.removeAttribute('data-font-probe'));
  }
}

/** Throws unless Inter was declared, loaded and used for the text of `selector`. */
export async function assertInterRendered(page, selector) {
  const faces = await fontFaces(page);
  if (!(interFamily in faces))
    throw new Error(
      `no @font-face for ${interFamily} reached the page (faces: ${Object.keys(faces).join(', ') || 'none'})`,
    );
  if (faces[interFamily] !== 'loaded')
    throw new Error(`${interFamily} is declared but did not load (${faces[interFamily]})`);
  // CDP names the font file's own family ("Inter"); a web font is marked custom, which tells
  // the bundled file from an Inter installed on the system.
  const fonts = await renderedFonts(page, selector);
  if (!fonts.some((font) => font.isCustomFont && font.familyName.startsWith('Inter')))
    throw new Error(
      `${selector} is drawn with ${fonts.map((font) => font.familyName).join(', ')}, not the bundled Inter`,
    );
}
