import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { diff } from '@blazediff/core';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';

export interface PictureMatcherOptions {
  /** Where a picture's committed baseline lives. */
  baselinePath: (name: string) => string;
  /** Where a failing picture's actual image and diff are written, for review. */
  failurePath: (name: string, kind: 'actual' | 'diff') => string;
  /**
   * Pixels that may differ from the baseline, as a share of the picture and a cap: a focus ring
   * drawn a frame earlier or later (up to ~2,300 pixels around a wide button) passes; on a tall
   * page the cap holds where a share alone would let a changed paragraph through.
   */
  allowedMismatch: { ratio: number; maxPixels: number };
}

export interface PictureResult {
  pass: boolean;
  message?: string;
}

/** Shots taken before a picture that keeps differing is judged (a story still changing). */
const maxShots = 8;

async function writeFileIn(path: string, data: Uint8Array) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
}

/** Pixels that differ between two pictures of one size (anti-aliasing aside), with a diff image. */
function differingPixels(expected: PNG, actual: PNG) {
  const diffImage = new PNG({ width: actual.width, height: actual.height });
  const count = diff(expected.data, actual.data, diffImage.data, actual.width, actual.height, {
    threshold: 0.1,
  });
  return { count, diffImage };
}

const sameSize = (a: PNG, b: PNG) => a.width === b.width && a.height === b.height;

/**
 * Photographs an element of the test frame and compares it with its baseline.
 *
 * The baselines are Chromium's own PNGs, so an unchanged picture is usually recognised by its
 * bytes, with no decoding (most of a comparison's cost). Otherwise the picture is decoded and
 * compared pixel by pixel, anti-aliasing aside; one that differs by more than the allowance is
 * taken again a few times (a story still settling), and fails if it never matches.
 * With `--update`, a baseline is rewritten only when its pixels changed: anti-aliasing noise
 * (Chromium can draw a glyph's edge a shade apart from one run to the next) is not a change.
 */
export function pictureMatcher(
  options: PictureMatcherOptions,
): BrowserCommand<[name: string, selector: string], PictureResult> {
  return async (context, name, selector) => {
    const update = context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all';
    const locator = context.iframe.locator(selector);
    // The test frame is an iframe the runner's page resizes: the page must have drawn two frames
    // since, or a frame that just grew is photographed with its new area blank.
    const photograph = async () => {
      await context.page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      return locator.screenshot({ animations: 'disabled', caret: 'hide', scale: 'device' });
    };

    const baselineFile = options.baselinePath(name);
    const baseline = await readFile(baselineFile).catch(() => null);
    let picture = await photograph();
    if (baseline && picture.equals(baseline)) return { pass: true };
    const expected = baseline && PNG.sync.read(baseline);

    if (update) {
      // Keep the baseline when the pixels are the same; else write a picture drawn twice alike.
      let actual = PNG.sync.read(picture);
      if (expected && sameSize(expected, actual) && differingPixels(expected, actual).count === 0)
        return { pass: true };
      for (let shot = 1; shot < maxShots; shot += 1) {
        const next = await photograph();
        const nextImage = PNG.sync.read(next);
        const steady =
          sameSize(actual, nextImage) && differingPixels(actual, nextImage).count === 0;
        picture = next;
        actual = nextImage;
        if (steady) break;
      }
      await writeFileIn(baselineFile, picture);
      return { pass: true };
    }
    if (!expected) {
      await writeFileIn(options.failurePath(name, 'actual'), picture);
      return { pass: false, message: `${name} has no baseline` };
    }

    let message = '';
    for (let shot = 0; shot < maxShots; shot += 1) {
      if (shot > 0) picture = await photograph();
      const actual = PNG.sync.read(picture);
      if (!sameSize(expected, actual)) {
        message = `${name} is ${actual.width}×${actual.height}px, its baseline ${expected.width}×${expected.height}px`;
        continue;
      }
      const { count, diffImage } = differingPixels(expected, actual);
      const allowed = Math.min(
        Math.floor(options.allowedMismatch.ratio * actual.width * actual.height),
        options.allowedMismatch.maxPixels,
      );
      if (count <= allowed) return { pass: true };
      message = `${name}: ${count} pixels differ from the baseline (${allowed} allowed); see ${options.failurePath(name, 'diff')}`;
      if (shot === maxShots - 1) {
        await writeFileIn(options.failurePath(name, 'diff'), PNG.sync.write(diffImage));
      }
    }
    await writeFileIn(options.failurePath(name, 'actual'), picture);
    return { pass: false, message };
  };
}
