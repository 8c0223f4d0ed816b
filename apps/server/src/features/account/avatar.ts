import { isStoragePath, toStoredAvatar } from '@storefront/shared';
import { AppError } from '../../lib/app-error.js';

/**
 * The avatar to store for what a member sends, or a refusal: only this site's images may be shown as an
 * avatar (an address elsewhere tracks whoever sees it, or points the browser at internal services). Allowed
 * are the default image (stored empty), an upload's `/storage/…` path or its full URL on the CDN or this host
 * (stored as the path), an object's URL on the storage's public bucket, and the avatar already saved, which
 * a client posts back unchanged with the rest of the profile.
 */
export function avatarToStore(
  sent: string,
  site: { current: string; ownBases: readonly string[]; isStoredFileUrl: (url: string) => boolean },
): string {
  const avatar = toStoredAvatar(sent, site.ownBases);
  if (avatar === '' || avatar === site.current || isStoragePath(avatar) || site.isStoredFileUrl(avatar)) {
    return avatar;
  }
  throw new AppError('account.avatarNotAllowed', { data: { field: 'avatar' } });
}
