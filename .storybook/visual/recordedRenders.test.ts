import { describe, expect, test } from 'vitest';
import {
  alreadyChecked,
  axeEnvironment,
  nothingRecorded,
  type RecordedRenders,
} from './recordedRenders';

const recorded: RecordedRenders = { ...nothingRecorded, checkAll: false };
const names = Array.from({ length: 200 }, (_, index) => `pages-jobs--story-${index} desktop`);

describe('a check is skipped only on the render it was recorded from', () => {
  test('the same digest skips all but about one check in twenty', () => {
    const digests = Object.fromEntries(names.map((name) => [name, 'abc']));
    const skipped = names.filter((name) => alreadyChecked(digests, name, 'abc', recorded));
    // Spot checks run all the same: a few in every two hundred, always the same ones.
    expect(skipped.length).toBeGreaterThan(170);
    expect(skipped.length).toBeLessThan(200);
    expect(names.filter((name) => alreadyChecked(digests, name, 'abc', recorded))).toEqual(skipped);
  });

  test('another digest, no digest, no record or a run that checks all runs the check', () => {
    const name = names.find((candidate) =>
      alreadyChecked({ [candidate]: 'abc' }, candidate, 'abc', recorded),
    )!;
    expect(alreadyChecked({ [name]: 'abc' }, name, 'abd', recorded)).toBe(false);
    expect(alreadyChecked({ [name]: 'abc' }, name, null, recorded)).toBe(false);
    expect(alreadyChecked({}, name, 'abc', recorded)).toBe(false);
    expect(alreadyChecked({ [name]: 'abc' }, name, 'abc', { ...recorded, checkAll: true })).toBe(
      false,
    );
  });

  test("axe's answer is tied to its version and the story's rules", () => {
    const environment = 'Chromium 142';
    const story = axeEnvironment(environment, { config: { rules: [] } });
    expect(axeEnvironment(environment, { config: { rules: [] } })).toBe(story);
    expect(
      axeEnvironment(environment, { config: { rules: [{ id: 'region', enabled: false }] } }),
    ).not.toBe(story);
    expect(axeEnvironment('Chromium 143', { config: { rules: [] } })).not.toBe(story);
    expect(story).toMatch(/axe \d+\.\d+/);
  });
});
