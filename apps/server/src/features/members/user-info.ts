import { DEFAULT_AVATAR, type TUserInfo } from '@storefront/shared';
import type { TUserRow } from './repo.js';

/** Cents to the contract's 2-decimal string. */
export const formatMoney = (cents: number): string => (cents / 100).toFixed(2);

const toGender = (value: number): TUserInfo['gender'] => (value === 1 || value === 2 ? value : 0);

/** The user info the API sends: never the password hash or internal columns. */
export function toUserInfo(user: TUserRow, tokens: { token: string; refreshToken?: string }): TUserInfo {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    avatar: user.avatar || DEFAULT_AVATAR,
    gender: toGender(user.gender),
    birthday: user.birthday,
    money: formatMoney(user.money),
    score: user.score,
    last_login_time: user.last_login_time,
    last_login_ip: user.last_login_ip,
    join_time: user.join_time,
    motto: user.motto,
    shop_id: user.shop_id,
    token: tokens.token,
    refresh_token: tokens.refreshToken ?? '',
  };
}
