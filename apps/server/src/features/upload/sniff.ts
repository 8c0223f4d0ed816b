/** Content families the server can recognise by their bytes; anything else is refused. */
export type TFamily =
  | 'jpeg'
  | 'png'
  | 'gif'
  | 'webp'
  | 'bmp'
  | 'pdf'
  | 'zip'
  | 'rar'
  | 'cfb'
  | 'mp3'
  | 'mp4'
  | 'wav'
  | 'txt';

/** Families that are decoded and stored re-encoded. */
export type TImageFamily = Extract<TFamily, 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp'>;

/** A storable type: the suffix and mime type the server records and serves, never the client's. */
export interface TFileType {
  suffix: string;
  mimetype: string;
  family: TFamily;
}

/**
 * Every type an upload can be stored as. SVG is deliberately absent: it is script-capable markup, and the
 * server does not sanitise it, so it is refused even when an operator lists it.
 */
export const FILE_TYPES: readonly TFileType[] = [
  { suffix: 'jpg', mimetype: 'image/jpeg', family: 'jpeg' },
  { suffix: 'jpeg', mimetype: 'image/jpeg', family: 'jpeg' },
  { suffix: 'png', mimetype: 'image/png', family: 'png' },
  { suffix: 'gif', mimetype: 'image/gif', family: 'gif' },
  { suffix: 'webp', mimetype: 'image/webp', family: 'webp' },
  { suffix: 'bmp', mimetype: 'image/bmp', family: 'bmp' },
  { suffix: 'pdf', mimetype: 'application/pdf', family: 'pdf' },
  { suffix: 'zip', mimetype: 'application/zip', family: 'zip' },
  {
    suffix: 'docx',
    mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    family: 'zip',
  },
  {
    suffix: 'xlsx',
    mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    family: 'zip',
  },
  { suffix: 'rar', mimetype: 'application/vnd.rar', family: 'rar' },
  { suffix: 'doc', mimetype: 'application/msword', family: 'cfb' },
  { suffix: 'xls', mimetype: 'application/vnd.ms-excel', family: 'cfb' },
  { suffix: 'mp3', mimetype: 'audio/mpeg', family: 'mp3' },
  { suffix: 'mp4', mimetype: 'video/mp4', family: 'mp4' },
  { suffix: 'wav', mimetype: 'audio/wav', family: 'wav' },
  { suffix: 'txt', mimetype: 'text/plain', family: 'txt' },
];

const IMAGE_FAMILIES: ReadonlySet<TFamily> = new Set(['jpeg', 'png', 'gif', 'webp', 'bmp']);

/** Whether files of this family are decoded and re-encoded (and served inline). */
export const isImageFamily = (family: TFamily): family is TImageFamily => IMAGE_FAMILIES.has(family);

/** Other names browsers and tools send for the same types. */
const MIME_ALIASES: Record<string, string> = {
  'image/pjpeg': 'image/jpeg',
  'image/x-ms-bmp': 'image/bmp',
  'application/x-zip-compressed': 'application/zip',
  'application/x-rar-compressed': 'application/vnd.rar',
  'application/x-rar': 'application/vnd.rar',
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
};

/** The type a file claims to be: by its name's suffix, or by its mime type when the name has none. */
export function claimedType(suffix: string, mimetype: string): TFileType | undefined {
  if (suffix) return FILE_TYPES.find((type) => type.suffix === suffix);
  const mime = mimetype.toLowerCase().split(';')[0]?.trim() ?? '';
  const canonical = MIME_ALIASES[mime] ?? mime;
  return FILE_TYPES.find((type) => type.mimetype === canonical);
}

const startsWith = (bytes: Buffer, signature: string, offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  bytes.toString('latin1', offset, offset + signature.length) === signature;

const riff = (bytes: Buffer, form: string) => startsWith(bytes, 'RIFF') && startsWith(bytes, form, 8);

/** MPEG audio frame sync (11 set bits) with a valid layer, for MP3s without an ID3 tag. */
const isMpegFrame = (bytes: Buffer) =>
  bytes.length >= 2 &&
  bytes[0] === 0xff &&
  ((bytes[1] ?? 0) & 0xe0) === 0xe0 &&
  ((bytes[1] ?? 0) & 0x06) !== 0;

/** Magic bytes of each binary family, read from the start of the file. */
const SIGNATURES: Record<Exclude<TFamily, 'txt'>, (head: Buffer) => boolean> = {
  jpeg: (b) => startsWith(b, '\xff\xd8\xff'),
  png: (b) => startsWith(b, '\x89PNG\r\n\x1a\n'),
  gif: (b) => startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a'),
  webp: (b) => riff(b, 'WEBP'),
  bmp: (b) => startsWith(b, 'BM') && b.length >= 26,
  pdf: (b) => startsWith(b, '%PDF-'),
  zip: (b) => startsWith(b, 'PK\x03\x04') || startsWith(b, 'PK\x05\x06'),
  rar: (b) => startsWith(b, 'Rar!\x1a\x07'),
  cfb: (b) => startsWith(b, '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1'),
  mp3: (b) => startsWith(b, 'ID3') || isMpegFrame(b),
  mp4: (b) => startsWith(b, 'ftyp', 4),
  wav: (b) => riff(b, 'WAVE'),
};

/** Whether a binary file's first bytes match its family; text is checked whole by `isSafeText`. */
export function matchesSignature(family: Exclude<TFamily, 'txt'>, head: Buffer): boolean {
  return SIGNATURES[family](head);
}

/** Markup and script openers a plain-text upload must not carry (it could be served to a sniffing client). */
const ACTIVE_MARKERS = /<\?php|<\?=|<script|<html|<svg|<iframe/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Plain text: valid UTF-8, no NUL bytes, and no script or markup openers. */
export function isSafeText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    return !ACTIVE_MARKERS.test(utf8.decode(bytes));
  } catch {
    return false;
  }
}
