export { normalizeAddress } from './address.js';
export { groupLabel, SEEDED_GROUP_NAME } from './groups.js';
export { hashPassword, verifyPassword } from './password.js';
export type { TListedMember, TUserRow } from './repo.js';
export { createMembersService, type TMembersService } from './service.js';
export { formatMoney, toUserInfo } from './user-info.js';
