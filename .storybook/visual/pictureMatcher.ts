import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { diff } from '@blazediff/core';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';
import type { RenderDigests } from './baselineRenders';
import type { SamePictures } from './samePictures';

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
  /** Pictures that draw the same as another's baseline (same-as.json). */
  samePictures: SamePictures;
  /** The digest of the render each baseline was taken from (renders.json), kept by `--update`. */
  baselineRenders: RenderDigests;
}

export interface PictureResult {
  pass: boolean;
  message?: string;
  /** The baseline the picture was compared with (or, updating, now draws the same as). */
  baseline: string;
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
const samePixels = (a: PNG, b: PNG) => sameSize(a, b) && differingPixels(a, b).count === 0;
const digest = (png: Buffer) => createHash('sha256').update(png).digest('hex');

/**
 * Photographs an element of the test frame and compares it with its baseline: its own, or the
 * one it draws the same as (same-as.json).
 *
 * The baselines are Chromium's own PNGs, so an unchanged picture is usually recognised by its
 * bytes, with no decoding (most of a comparison's cost). Otherwise the picture is decoded and
 * compared pixel by pixel, anti-aliasing aside; one that differs by more than the allowance is
 * taken again a few times (a story still settling), and fails if it never matches.
 * With `--update`, a baseline is rewritten only when its pixels changed: anti-aliasing noise
 * (Chromium can draw a glyph's edge a shade apart from one run to the next) is not a change. A
 * picture whose pixels equal a baseline already taken in the run (or `alike`, the baseline the
 * browser found its render's markup equal to) joins that baseline instead of keeping a copy,
 * and the render's digest (`drawn`) is recorded as the one the picture was taken from.
 */
export function pictureMatcher(
  options: PictureMatcherOptions,
): BrowserCommand<
  [name: string, selector: string, render: { alike?: string; drawn?: string }],
  PictureResult
> {
  const { samePictures, baselineRenders } = options;
  /** Updating: the baselines taken or kept in this run, by their bytes' digest. */
  const taken = new Map<string, string>();

  // (An options object: an undefined argument before another would lose the one after it.)
  return async (context, name, selector, { alike, drawn }) => {
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

    const baselineName = samePictures.baselineOf(name);
    const baselineFile = options.baselinePath(baselineName);
    const baseline = await readFile(baselineFile).catch(() => null);
    let picture = await photograph();
    if (!update && baseline && picture.equals(baseline))
      return { pass: true, baseline: baselineName };
    const expected = baseline && PNG.sync.read(baseline);

    if (update) {
      baselineRenders.record(name, drawn ?? null);
      // The baseline stays when the pixels are the same; else the picture, drawn twice alike.
      let actual = PNG.sync.read(picture);
      const kept = expected && (picture.equals(baseline) || samePixels(expected, actual));
      if (!kept) {
        for (let shot = 1; shot < maxShots; shot += 1) {
          const next = await photograph();
          const nextImage = PNG.sync.read(next);
          const steady = samePixels(actual, nextImage);
          picture = next;
          actual = nextImage;
          if (steady) break;
        }
      }
      const bytes = kept && baseline ? baseline : picture;
      let twin = taken.get(digest(bytes)) ?? (kept && baselineName !== name ? baselineName : null);
      if (!twin && alike && alike !== name) {
        const alikeBaseline = await readFile(options.baselinePath(alike)).catch(() => null);
        if (alikeBaseline && samePixels(PNG.sync.read(alikeBaseline), actual)) twin = alike;
      }
      if (twin && twin !== name) {
        samePictures.join(name, twin);
        await rm(options.baselinePath(name), { force: true });
        return { pass: true, baseline: twin };
      }
      samePictures.leave(name);
      if (!kept || baselineName !== name) await writeFileIn(options.baselinePath(name), bytes);
      taken.set(digest(bytes), name);
      return { pass: true, baseline: name };
    }
    const shown = baselineName === name ? name : `${name} (drawn the same as ${baselineName})`;
    if (!expected) {
      await writeFileIn(options.failurePath(name, 'actual'), picture);
      return { pass: false, message: `${shown} has no baseline`, baseline: baselineName };
    }

    let message = '';
    for (let shot = 0; shot < maxShots; shot += 1) {
      if (shot > 0) picture = await photograph();
      const actual = PNG.sync.read(picture);
      if (!sameSize(expected, actual)) {
        message = `${shown} is ${actual.width}×${actual.height}px, its baseline ${expected.width}×${expected.height}px`;
        continue;
      }
      const { count, diffImage } = differingPixels(expected, actual);
      const allowed = Math.min(
        Math.floor(options.allowedMismatch.ratio * actual.width * actual.height),
        options.allowedMismatch.maxPixels,
      );
      if (count <= allowed) return { pass: true, baseline: baselineName };
      message = `${shown}: ${count} pixels differ from the baseline (${allowed} allowed); see ${options.failurePath(name, 'diff')}${baselineName === name ? '' : ' (if it no longer draws the same, run pnpm test:visual --update)'}`;
      if (shot === maxShots - 1) {
        await writeFileIn(options.failurePath(name, 'diff'), PNG.sync.write(diffImage));
      }
    }
    await writeFileIn(options.failurePath(name, 'actual'), picture);
    return { pass: false, message, baseline: baselineName };
  };
}
