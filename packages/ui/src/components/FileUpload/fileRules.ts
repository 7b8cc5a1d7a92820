/** Pure rules behind FileUpload: matching the accept list, checking size, and wording them. */

import { englishMessages, type UIMessages } from '../UIProvider/messages';

type SizeMessages = Pick<UIMessages, 'locale' | 'fileSizeUnits'>;

/**
 * '5 MB', '1.5 MB', '300 KB', '12 bytes' (binary units, at most one decimal), in the messages'
 * locale and units ('1,5 Mo' with French ones).
 */
export function formatFileSize(bytes: number, messages: SizeMessages = englishMessages): string {
  const units = messages.fileSizeUnits;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(messages.locale, {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${units[unit]}`;
}

// Long office MIME types read badly; everything else shows its subtype or extension.
const MIME_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/rtf': 'RTF',
  'text/plain': 'TXT',
  'image/jpeg': 'JPG',
};

function acceptEntryName(entry: string): string {
  const normalised = entry.trim().toLowerCase();
  if (normalised.startsWith('.')) return normalised.slice(1).toUpperCase();
  const known = MIME_NAMES[normalised];
  if (known) return known;
  const [kind, subtype] = normalised.split('/');
  if (subtype === '*' || subtype === undefined) return kind ?? normalised;
  return subtype.toUpperCase();
}

/** 'PDF, DOC or DOCX' from ['.pdf', 'application/pdf', '.doc', '.docx'] ('or' from the messages). */
export function describeAccept(
  accept: readonly string[],
  messages: Pick<UIMessages, 'or'> = englishMessages,
): string {
  const names = [...new Set(accept.map(acceptEntryName))];
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${messages.or} ${names[names.length - 1]}`;
}

/**
 * Whether a file matches an accept list of extensions ('.pdf'), MIME types ('application/pdf')
 * or wildcards ('image/*'). An empty list accepts everything. Browsers leave `type` empty for
 * some files, so the extension is checked too.
 */
export function isAcceptedType(
  file: Pick<File, 'name' | 'type'>,
  accept: readonly string[],
): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

export type FileRejection = 'wrong-type' | 'too-large';

/** Why a file cannot be taken, or null when it can. Type is checked first: it is the bigger mistake. */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accept: readonly string[],
  maxSizeBytes: number,
): FileRejection | null {
  if (!isAcceptedType(file, accept)) return 'wrong-type';
  if (file.size > maxSizeBytes) return 'too-large';
  return null;
}

export function defaultTooLargeMessage(maxSizeBytes: number, messages = englishMessages): string {
  return messages.fileTooLarge(formatFileSize(maxSizeBytes, messages));
}

export function defaultWrongTypeMessage(accept: readonly string[], messages = englishMessages) {
  return messages.fileWrongType(describeAccept(accept, messages));
}

/** 'PDF or DOCX, up to 5 MB': the limits line under the drop zone. */
export function defaultLimitsLabel(
  accept: readonly string[],
  maxSizeBytes: number,
  messages = englishMessages,
): string {
  return messages.fileLimits(
    describeAccept(accept, messages),
    formatFileSize(maxSizeBytes, messages),
  );
}
