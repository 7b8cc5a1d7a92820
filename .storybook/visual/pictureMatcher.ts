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
   * Pixels that may differ from the baseline: a focus ring drawn a frame earlier or later is a
   * few hundred; a changed word, colour or spacing is more. A count, not a ratio, so a tall page
   * is held to the same standard as a button.
   */
  allowedMismatchedPixels: number;
}

export interface PictureResult {
  pass: boolean;
  message?: string;
}

const maxStabilityShots = 10;

async function writeFileIn(path: string, data: Uint8Array) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
}

/**
 * Photographs an element of the test frame and compares it with its baseline.
 *
 * Chromium encodes equal pixels to equal bytes, and the baselines are Chromium's own PNGs, so an
 * unchanged picture is recognised by comparing bytes: no decoding, which is most of the cost of a
 * comparison. Only a picture that differs is decoded and compared pixel by pixel, after Chromium
 * has drawn it the same way twice in a row (a story still changing is not judged mid-change).
 * With `--update`, a picture whose bytes differ from its baseline replaces it.
 */
export function pictureMatcher(
  options: PictureMatcherOptions,
): BrowserCommand<[name: string, selector: string], PictureResult> {
  return async (context, name, selector) => {
    const update = context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all';
    const locator = context.iframe.locator(selector);
    const photograph = () =>
      locator.screenshot({ animations: 'disabled', caret: 'hide', scale: 'device' });

    const baselineFile = options.baselinePath(name);
    const baseline = await readFile(baselineFile).catch(() => null);
    let picture = await photograph();
    if (baseline && picture.equals(baseline)) return { pass: true };

    let stable = false;
    for (let shot = 0; shot < maxStabilityShots && !stable; shot += 1) {
      const next = await photograph();
      stable = next.equals(picture);
      picture = next;
    }
    if (baseline && picture.equals(baseline)) return { pass: true };
    if (update) {
      await writeFileIn(baselineFile, picture);
      return { pass: true };
    }
    if (!baseline) {
      await writeFileIn(options.failurePath(name, 'actual'), picture);
      return { pass: false, message: `${name} has no baseline` };
    }
    const unsteady = stable ? '' : ` (it never drew the same twice in ${maxStabilityShots} shots)`;

    const expected = PNG.sync.read(baseline);
    const actual = PNG.sync.read(picture);
    if (expected.width !== actual.width || expected.height !== actual.height) {
      await writeFileIn(options.failurePath(name, 'actual'), picture);
      return {
        pass: false,
        message: `${name} is ${actual.width}×${actual.height}px, its baseline ${expected.width}×${expected.height}px${unsteady}`,
      };
    }
    const diffImage = new PNG({ width: actual.width, height: actual.height });
    const mismatched = diff(
      expected.data,
      actual.data,
      diffImage.data,
      actual.width,
      actual.height,
      {
        threshold: 0.1,
      },
    );
    if (mismatched <= options.allowedMismatchedPixels) return { pass: true };
    await writeFileIn(options.failurePath(name, 'actual'), picture);
    await writeFileIn(options.failurePath(name, 'diff'), PNG.sync.write(diffImage));
    return {
      pass: false,
      message: `${name}: ${mismatched} pixels differ from the baseline (${options.allowedMismatchedPixels} allowed)${unsteady}; see ${options.failurePath(name, 'diff')}`,
    };
  };
}
