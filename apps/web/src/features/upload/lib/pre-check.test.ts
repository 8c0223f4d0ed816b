import { describe, expect, it } from 'vitest';
import { checkAvatarFile, cropOutput, formatMegabytes, withSuffix } from './pre-check';

const settings = { maxSize: 1024, allowedSuffixes: 'jpg,png,gif,zip', allowedMimeTypes: '' };

describe('avatar pre-check', () => {
  it('accepts an allowed image within the size limit', () => {
    expect(checkAvatarFile({ name: 'me.png', size: 100, type: 'image/png' }, settings)).toBeNull();
  });

  it('gives the shared messages: incomplete, type not allowed, too large', () => {
    expect(checkAvatarFile({ name: 'me.png', size: 0, type: 'image/png' }, settings)).toBe(
      'upload.incomplete',
    );
    expect(checkAvatarFile({ name: '', size: 10, type: 'image/png' }, settings)).toBe('upload.incomplete');
    expect(checkAvatarFile({ name: 'me.bmp', size: 10, type: 'image/bmp' }, settings)).toBe(
      'upload.typeNotAllowed',
    );
    expect(checkAvatarFile({ name: 'me.png', size: 4096, type: 'image/png' }, settings)).toBe(
      'upload.tooLarge',
    );
  });

  it('refuses a file the site allows but that is no image, as an avatar', () => {
    expect(checkAvatarFile({ name: 'a.zip', size: 10, type: 'application/zip' }, settings)).toBe(
      'upload.typeNotAllowed',
    );
  });
});

describe('crop output', () => {
  it('keeps types a canvas can write and turns others into PNG', () => {
    expect(cropOutput({ name: 'a.jpg', size: 1, type: 'image/jpeg' })).toEqual({
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    expect(cropOutput({ name: 'a.gif', size: 1, type: 'image/gif' })).toEqual({
      name: 'a.png',
      type: 'image/png',
    });
    expect(withSuffix('noext', 'png')).toBe('noext.png');
    expect(withSuffix('', 'png')).toBe('avatar.png');
  });

  it('formats the size limit in megabytes', () => {
    expect(formatMegabytes(10 * 1024 * 1024)).toBe('10');
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.5');
  });
});
