import axe from 'axe-core';

/**
 * What a run may take as already checked, by render digest (see renderFingerprint and
 * baselineRenders.ts): the digests each picture's baseline was photographed from (renders.json),
 * the digests of renders axe found clean (axe-clean.json), and the rendering environment they
 * hold for. `checkAll`: nothing is taken as checked (`--update`, GLOBALHIRE_VISUAL_ALL=1).
 */
export interface RecordedRenders {
  environment: string;
  digests: Record<string, string>;
  axeClean: Record<string, string>;
  checkAll: boolean;
}

/** Before the first test has asked: nothing recorded, everything checked. */
export const nothingRecorded: RecordedRenders = {
  environment: '',
  digests: {},
  axeClean: {},
  checkAll: true,
};

/** One check in twenty, chosen by name (FNV-1a), runs even when its render is unchanged. */
function spotChecked(name: string) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index += 1) {
    hash = Math.imul(hash ^ name.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash % 20 === 0;
}

/**
 * Whether `name`'s check can be skipped: its render has the digest recorded for it, and it is not
 * one of the checks spot-checked all the same (what a digest cannot see, a change in the
 * machine's rendering say, still shows).
 */
export function alreadyChecked(
  recorded: Record<string, string>,
  name: string,
  digest: string | null,
  { checkAll }: RecordedRenders,
) {
  return !checkAll && digest !== null && recorded[name] === digest && !spotChecked(name);
}

/**
 * The environment of a digest standing for axe's answer: the rendering environment (fonts decide
 * what fits), axe's version and the rules it was asked to run.
 */
export const axeEnvironment = (environment: string, rules: unknown) =>
  `${environment}\naxe ${axe.version} ${JSON.stringify(rules ?? null)}`;

/** A story test's name in axe-clean.json. */
export const storyAxeCheck = (storyId: string, viewport: string) => `${storyId} ${viewport}`;
