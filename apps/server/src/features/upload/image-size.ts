import type { TImageFamily } from './sniff.js';

/** Pixel dimensions of an image. */
export interface TSize {
  width: number;
  height: number;
}

/** SOF markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Buffer): TSize | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
    } else if ((marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) {
      offset += 2;
    } else if (isStartOfFrame(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    } else {
      offset += 2 + bytes.readUInt16BE(offset + 2);
    }
  }
  return undefined;
}

function webpSize(bytes: Buffer): TSize | undefined {
  switch (bytes.toString('latin1', 12, 16)) {
    case 'VP8 ':
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    default:
      return undefined;
  }
}

function bmpSize(bytes: Buffer): TSize {
  // BITMAPCOREHEADER (12 bytes) has 16-bit sizes; every later header has signed 32-bit ones.
  if (bytes.readUInt32LE(14) === 12) return { width: bytes.readUInt16LE(18), height: bytes.readUInt16LE(20) };
  return { width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)) };
}

const READERS: Record<TImageFamily, (bytes: Buffer) => TSize | undefined> = {
  png: (bytes) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }),
  gif: (bytes) => ({ width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) }),
  jpeg: jpegSize,
  webp: webpSize,
  bmp: bmpSize,
};

/**
 * An image's pixel size from its header, read before decoding: the decoder allocates the whole bitmap at
 * once, so a small file declaring 60000×60000 pixels must be refused before it reaches it.
 */
export function imageSizeFromHeader(family: TImageFamily, bytes: Buffer): TSize | undefined {
  try {
    const size = READERS[family](bytes);
    return size && size.width > 0 && size.height > 0 ? size : undefined;
  } catch {
    // RangeError: the header is cut short.
    return undefined;
  }
}
