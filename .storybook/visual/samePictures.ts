import { recordFile } from './recordFile';

/**
 * `same-as.json` beside the baselines: each picture that draws the same as another's baseline,
 * and that baseline (a play story photographed before its play function, a loading state two
 * pages share). Such a picture has no PNG of its own. `pnpm test:visual --update` keeps the file
 * current: a picture whose pixels equal a baseline taken earlier in the run joins it here, and
 * one that draws something else gets its own baseline again.
 */
export function samePicturesFile(file: string) {
  const entries = recordFile(file);
  return {
    /** The baseline a picture is compared with: its own, or the one it draws the same as. */
    baselineOf: (name: string) => entries.get(name) ?? name,
    all: entries.all,
    /** Records that `name` draws the same as `baseline`. */
    join: (name: string, baseline: string) => entries.set({ [name]: baseline }),
    /** `name` has a baseline of its own again. */
    leave: (name: string) => entries.set({ [name]: undefined }),
  };
}

export type SamePictures = ReturnType<typeof samePicturesFile>;
