import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The site's styles place things along the line with logical properties (padding-inline-start,
// margin-inline-end, text-align: start), as @globalhire/ui does, so a right-to-left page mirrors
// them. Physical left/right, if a style truly means a side of the screen, needs a comment
// `physical:` on its line saying why.
const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const styleFiles = (readdirSync(siteRoot, { recursive: true }) as string[]).filter((file) =>
  file.endsWith('.css.ts'),
);

const physical =
  /\b(?:padding|margin|border|inset|scrollMargin|scrollPadding)(?:Left|Right)\b|^\s*['"]?(?:left|right)['"]?\s*:|textAlign:\s*['"](?:left|right)['"]|float:\s*['"](?:left|right)['"]/;

describe('the site’s styles', () => {
  it('finds the style files', () => {
    expect(styleFiles.length).toBeGreaterThan(10);
  });

  it('use logical properties for the inline direction', () => {
    const found = styleFiles.flatMap((file) =>
      readFileSync(`${siteRoot}/${file}`, 'utf8')
        .split('\n')
        .map((line, index) => ({ where: `${file}:${index + 1}`, line: line.trim() }))
        .filter(({ line }) => physical.test(line) && !line.includes('physical:')),
    );
    expect(found).toEqual([]);
  });
});
