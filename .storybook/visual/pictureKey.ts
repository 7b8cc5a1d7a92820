// Two stories of one file that render from the same inputs draw the same picture: a Playground
// that only exposes the Default's args to Controls, or a play story photographed before its play
// function (which then looks like the file's plain story). The key below names those inputs, so
// the suite captures such a picture once. It errs towards "different": anything it cannot
// compare by value (a function, an MSW handler, a class instance) is compared by identity, so a
// story with handlers of its own, or its own render or decorators, keeps its screenshot.

const identities = new WeakMap<object, number>();
let nextIdentity = 1;
const identity = (value: object) => {
  if (!identities.has(value)) identities.set(value, nextIdentity++);
  return `#${identities.get(value)}`;
};

const isPlainObject = (value: object) =>
  Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null;

/** A string equal for equal plain data, and for the very same function or object otherwise. */
export function stableKey(value: unknown, seen = new Set<object>()): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function'
      ? `fn${identity(value)}`
      : JSON.stringify(String(value)) + typeof value;
  }
  // React elements are plain objects, but their _owner can be a whole fiber tree: by identity.
  if (seen.has(value) || (!Array.isArray(value) && !isPlainObject(value)) || '$$typeof' in value) {
    return `obj${identity(value)}`;
  }
  seen.add(value);
  const entries = Array.isArray(value)
    ? value.map((item) => stableKey(item, seen))
    : Object.keys(value)
        .sort()
        .map(
          (name) =>
            `${JSON.stringify(name)}:${stableKey((value as Record<string, unknown>)[name], seen)}`,
        );
  seen.delete(value);
  return Array.isArray(value) ? `[${entries.join(',')}]` : `{${entries.join(',')}}`;
}

interface PictureInputs {
  /** The story as composed: its args, globals and parameters include the file's and preview's. */
  story: { args: unknown; globals: unknown; parameters: Record<string, unknown>; tags: string[] };
  /** The story's own annotations: its render, decorators, loaders and hooks are not on `story`. */
  own: Record<string, unknown>;
  /** Whether the picture is taken after the play function (then the play function is an input). */
  afterPlay: boolean;
  viewport: string;
}

/** What determines a screenshot: equal keys in one story file mean the same picture. */
export function pictureKey({ story, own, afterPlay, viewport }: PictureInputs) {
  // Documentation parameters (descriptions, source snippets) never reach the canvas.
  const { docs: _docs, ...parameters } = story.parameters;
  const {
    play,
    name: _name,
    storyName: _storyName,
    args: _args,
    parameters: _parameters,
    globals: _globals,
    tags: _tags,
    ...rest
  } = own;
  return stableKey({
    viewport,
    args: story.args,
    globals: story.globals,
    parameters,
    tags: [...story.tags].sort(),
    own: rest,
    play: afterPlay ? play : undefined,
  });
}
