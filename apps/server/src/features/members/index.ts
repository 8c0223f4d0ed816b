export { normalizeAddress } from './address.js';
export { hashPassword, verifyPassword } from './password.js';
export type { TListedMember, TUserRow } from './repo.js';
export { createMembersService, type TMembersService } from './service.js';
export { formatMoney, toUserInfo } from './user-info.js';
