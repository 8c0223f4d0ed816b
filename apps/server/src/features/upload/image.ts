import { type Canvas, createCanvas, type ImageData, loadImage } from '@napi-rs/canvas';
import type { TUploadRuleKey } from '@storefront/shared';
import { imageSizeFromHeader } from './image-size.js';
import type { TImageFamily } from './sniff.js';

/** Largest decoded image (about 25 megapixels, 100 MB of RGBA): decoding allocates the whole bitmap. */
export const MAX_IMAGE_PIXELS = 25_000_000;

const QUALITY = 90;

/** The re-encoded image, or the message key its refusal answers with. */
export type TImageResult =
  | { ok: true; bytes: Buffer; width: number; height: number }
  | { ok: false; reason: TUploadRuleKey };

/** A 24-bit bottom-up BMP: the canvas cannot write BMP, and a fresh one carries none of the upload's bytes. */
function encodeBmp({ data, width, height }: ImageData): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + rowSize * height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(rowSize * height, 34);
  for (let y = 0; y < height; y++) {
    const row = 54 + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x++) {
      const pixel = (y * width + x) * 4;
      out[row + x * 3] = data[pixel + 2] ?? 0;
      out[row + x * 3 + 1] = data[pixel + 1] ?? 0;
      out[row + x * 3 + 2] = data[pixel] ?? 0;
    }
  }
  return out;
}

function encode(family: TImageFamily, canvas: Canvas): Promise<Buffer> {
  switch (family) {
    case 'jpeg':
      return canvas.encode('jpeg', QUALITY);
    case 'png':
      return canvas.encode('png');
    case 'webp':
      return canvas.encode('webp', QUALITY);
    case 'gif':
      return canvas.encode('gif');
    case 'bmp':
      return Promise.resolve(
        encodeBmp(canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height)),
      );
  }
}

/**
 * Decodes an image and encodes its pixels afresh in the same format. Only pixels survive: EXIF and GPS
 * metadata, comments, trailing bytes and anything a polyglot hid after the image data are gone, so what is
 * stored is what the encoder wrote. JPEG orientation is applied while decoding; an animated GIF keeps only
 * its first frame.
 */
export async function reencodeImage(family: TImageFamily, bytes: Buffer): Promise<TImageResult> {
  const declared = imageSizeFromHeader(family, bytes);
  if (!declared) return { ok: false, reason: 'upload.typeNotAllowed' };
  if (declared.width * declared.height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'upload.tooLarge' };
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(bytes);
  } catch {
    return { ok: false, reason: 'upload.typeNotAllowed' };
  }
  const { width, height } = image;
  if (!width || !height) return { ok: false, reason: 'upload.typeNotAllowed' };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'upload.tooLarge' };
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return { ok: true, bytes: await encode(family, canvas), width, height };
}
