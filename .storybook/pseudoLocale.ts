import { englishMessages, type UIMessages } from '@globalhire/ui';

// A pseudo-locale: every letter accented and every string about 40% longer, inside brackets.
// A story shown in it reveals text that does not come from `messages` or props (still plain
// English), truncated or overflowing labels (the brackets go missing), and fonts without the
// accents.
const accented: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀßÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] as string,
  ]),
);

/** 'Close' → '[Ĉļöšé ·····]'; `{placeholders}` stay as they are. */
export function pseudoLocalize(text: string): string {
  const parts = text.split(/(\{[^}]*\})/);
  const body = parts
    .map((part) => (part.startsWith('{') ? part : [...part].map((c) => accented[c] ?? c).join('')))
    .join('');
  const padding = '·'.repeat(Math.max(2, Math.ceil(text.length * 0.4)));
  return `[${body} ${padding}]`;
}

const pseudoStrings = Object.fromEntries(
  Object.entries(englishMessages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[key, pseudoLocalize(value)]] : [],
  ),
);

/** The English messages in the pseudo-locale; numbers in German form (1.024,5) to show formatting. */
export const pseudoMessages: UIMessages = {
  ...englishMessages,
  ...pseudoStrings,
  locale: 'de-DE',
  fileSizeUnits: [
    pseudoLocalize(englishMessages.fileSizeUnits[0]),
    pseudoLocalize(englishMessages.fileSizeUnits[1]),
    pseudoLocalize(englishMessages.fileSizeUnits[2]),
    pseudoLocalize(englishMessages.fileSizeUnits[3]),
  ],
  fileLimits: (types, maxSize) => pseudoLocalize(englishMessages.fileLimits(types, maxSize)),
  fileTooLarge: (maxSize) => pseudoLocalize(englishMessages.fileTooLarge(maxSize)),
  fileWrongType: (types) => pseudoLocalize(englishMessages.fileWrongType(types)),
  removeTag: (tag) => pseudoLocalize(englishMessages.removeTag(tag)),
};

// Story args that are text a reader sees. Not: addresses, ids, names of form fields, choices
// from a list (tone, heading level), or one lower-case word (a value like 'h3' or 'caution').
const notCopy = /^(href|src|id|name|type|value|defaultValue|accept|autoComplete|.*(Href|Url|Id))$/;
const token = /^[a-z][a-z0-9-]*$/;

type ArgTypeLike = { options?: unknown; type?: { name?: string } } | undefined;

/** A story's text args in the pseudo-locale, so product copy from props is long too. */
export function pseudoArgs(args: Record<string, unknown>, argTypes: Record<string, ArgTypeLike>) {
  return Object.fromEntries(
    Object.entries(args).map(([key, value]) => {
      const argType = argTypes[key];
      const isCopy =
        typeof value === 'string' &&
        !notCopy.test(key) &&
        !token.test(value) &&
        !argType?.options &&
        argType?.type?.name !== 'enum';
      return [key, isCopy ? pseudoLocalize(value) : value];
    }),
  );
}
