import type { TUserInfo } from '@storefront/shared';
import type { ComponentType } from 'react';

export type TAccountSection =
  | 'overview'
  | 'balance'
  | 'integral'
  | 'profile'
  | 'editinfo'
  | 'changePassword'
  | 'baseinfo'
  | 'verification';

import type { TCaptchaDialog } from '../../components/verification-code/types';

export type { TCaptchaAnswer, TCaptchaDialog } from '../../components/verification-code/types';

/** A form input for the avatar path (the upload feature's picker, set up with the site's limits). */
export type TAvatarInputProps = { value?: string; onChange?: (path: string) => void };

/**
 * What the account pages get from the app, which composes features (they never import each other): the
 * captcha dialog, the avatar picker, and the way to show changed member info in header and aside.
 */
export type TAccountChrome = {
  Captcha: TCaptchaDialog;
  AvatarInput: ComponentType<TAvatarInputProps>;
  /** Shows a change of the member's info in header and aside at once, before the server confirms it. */
  patchMember: (patch: Partial<TUserInfo>) => void;
  /** Loads the member's site data again (balance, points, avatar), unless it is younger than `maxAgeMs`. */
  reloadMember: (maxAgeMs?: number) => Promise<unknown>;
};

/** The logged-in member and the site's resource base, as the app's site data has them now. */
export type TAccountContext = { member: TUserInfo; cdnUrl: string; chrome: TAccountChrome };
