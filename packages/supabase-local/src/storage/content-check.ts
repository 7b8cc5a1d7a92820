import { storageErrors } from './errors.js';
import { baseMimeType } from './mime.js';

/** Bytes that must appear at `at` in a file. */
interface Part {
  at: number;
  bytes: readonly number[];
}
/** One way a type's files begin: every part must match. */
type Signature = readonly Part[];

const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));
const start = (bytes: readonly number[]): Signature => [{ at: 0, bytes }];
/** ISO base media files (AVIF, HEIC): a `ftyp` box naming the brand. */
const ftyp = (...brands: string[]): Signature[] => brands.map((brand) => [{ at: 4, bytes: ascii(`ftyp${brand}`) }]);

const png = [start([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])];
const jpeg = [start([0xff, 0xd8, 0xff])];
const zip = [start([0x50, 0x4b, 0x03, 0x04])];
/** OLE2 compound files: legacy Word, Excel and PowerPoint documents. */
const ole2 = [start([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])];

/** How files of each type begin, by MIME type. */
const signatures: Record<string, readonly Signature[]> = {
  'image/png': png,
  'image/jpeg': jpeg,
  'image/jpg': jpeg,
  'image/pjpeg': jpeg,
  'image/gif': [start(ascii('GIF87a')), start(ascii('GIF89a'))],
  'image/webp': [[{ at: 0, bytes: ascii('RIFF') }, { at: 8, bytes: ascii('WEBP') }]],
  'image/avif': ftyp('avif', 'avis'),
  'image/heic': ftyp('heic', 'heix', 'heim', 'heis', 'mif1'),
  'image/heif': ftyp('mif1', 'msf1', 'heic', 'heix'),
  'image/bmp': [start(ascii('BM'))],
  'image/tiff': [start([0x49, 0x49, 0x2a, 0x00]), start([0x4d, 0x4d, 0x00, 0x2a])],
  'image/x-icon': [start([0x00, 0x00, 0x01, 0x00])],
  'image/vnd.microsoft.icon': [start([0x00, 0x00, 0x01, 0x00])],
  'application/pdf': [start(ascii('%PDF-'))],
  'application/zip': zip,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': zip,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': zip,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': zip,
  'application/vnd.oasis.opendocument.text': zip,
  'application/msword': ole2,
  'application/vnd.ms-excel': ole2,
  'application/vnd.ms-powerpoint': ole2,
};

function matches(bytes: Uint8Array, signature: Signature): boolean {
  return signature.every(({ at, bytes: expected }) => expected.every((byte, i) => bytes[at + i] === byte));
}

/**
 * A bucket that lists the types it takes must get files that are what they claim: a declared
 * type with a known signature must begin with it (HTML sent as `image/png` is refused), and a
 * type admitted only by a wildcard (`image/*`) must have one, so `image/svg+xml` and other
 * types whose content cannot be told apart from a script do not slip in. A bucket without a
 * list takes any type as declared, so checking its content would stop nothing.
 */
export function checkContent(contentType: string, bytes: Uint8Array, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const base = baseMimeType(contentType);
  const known = Object.hasOwn(signatures, base) ? signatures[base] : undefined;
  if (known) {
    if (!known.some((signature) => matches(bytes, signature))) throw storageErrors.contentMismatch(base);
    return;
  }
  if (!allowed.some((entry) => entry.trim().toLowerCase() === base)) throw storageErrors.invalidMimeType(contentType);
}
