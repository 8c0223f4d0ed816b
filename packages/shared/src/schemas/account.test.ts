import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR } from '../protocol.js';
import { toStoredAvatar } from './account.js';

describe('the avatar stored for what a client posts back', () => {
  const own = ['https://CDN.example.com/', 'http://127.0.0.1:8080'];
  const path = '/storage/avatar/20261124/0f1e2d3c.png';

  it('stores the default image as empty and our uploads on the CDN or this host as their path', () => {
    expect(toStoredAvatar(DEFAULT_AVATAR, own)).toBe('');
    expect(toStoredAvatar(`https://cdn.example.com${path}`, own)).toBe(path);
    expect(toStoredAvatar(`http://127.0.0.1:8080${path}`, own)).toBe(path);
    expect(toStoredAvatar(path, own)).toBe(path);
  });

  it('keeps other addresses as sent, also ones that only start like our own', () => {
    for (const avatar of [
      `https://cdn.example.com.other.org${path}`,
      'https://cdn.example.com/elsewhere/a.png',
      `https://images.example.org${path}`,
    ]) {
      expect(toStoredAvatar(avatar, own)).toBe(avatar);
    }
    expect(toStoredAvatar(`https://cdn.example.com${path}`, ['', 'http://127.0.0.1:8080'])).toBe(
      `https://cdn.example.com${path}`,
    );
  });
});
