import { loginAccountKind, type TAccountChannel, type TMemberListQuery } from '@storefront/shared';
import type { TDb, TQueryable } from '../../db/database.js';
import { nowSeconds } from '../../lib/clock.js';
import { normalizeAddress } from './address.js';
import {
  countMembers,
  findDefaultGroupId,
  findGroupName,
  findGroupRules,
  findUserBy,
  findUserById,
  findUsernames,
  incrementLoginFailure,
  insertUser,
  listGroups,
  listMembers,
  type TMemberChanges,
  type TUserRow,
  updateUser,
} from './repo.js';

/** A new member as registration makes one; `password` is already hashed. */
export interface TNewMember {
  username: string;
  nickname: string;
  email: string | null;
  mobile: string | null;
  password: string;
  ip: string;
}

/** The members: who they are, how they are found, what of their row changes outside the ledger. */
export function createMembersService({ db }: { db: TDb }) {
  return {
    /** A member by id; pass `trx` to read inside a caller's transaction. */
    findById: (id: number, trx?: TQueryable): Promise<TUserRow | undefined> => findUserById(trx ?? db, id),

    /** A member by username, email or mobile, exactly as stored. */
    findBy: (column: 'username' | 'email' | 'mobile', value: string) => findUserBy(db, column, value),

    /** A member by a login name: username, email (any case) or mobile. */
    findByLogin(login: string): Promise<TUserRow | undefined> {
      const kind = loginAccountKind(login);
      return findUserBy(db, kind, kind === 'email' ? login.toLowerCase() : login);
    },

    /** A member by a bound email or mobile, as typed. */
    findByAddress: (channel: TAccountChannel, address: string) =>
      findUserBy(db, channel, normalizeAddress(channel, address)),

    /**
     * A new member in the default group; throws when no group is enabled, or the name or address is taken. Pass
     * `trx` to join a caller's transaction.
     */
    async create(member: TNewMember, trx?: TQueryable): Promise<TUserRow> {
      const groupId = await findDefaultGroupId(trx ?? db);
      if (groupId === undefined) throw new Error('no enabled member group to join');
      return insertUser(trx ?? db, {
        group_id: groupId,
        username: member.username,
        nickname: member.nickname,
        email: member.email,
        mobile: member.mobile,
        password: member.password,
        join_time: nowSeconds(),
        join_ip: member.ip,
      });
    },

    /** Changes a member's own columns (never the balances); pass `trx` to join a caller's transaction. */
    update: (id: number, changes: TMemberChanges, trx?: TQueryable) => updateUser(trx ?? db, id, changes),

    /** Counts a failed password login on the member's row, for operators to see. */
    countLoginFailure: (id: number) => incrementLoginFailure(db, id),

    /** The rule ids an enabled group grants (`*` for all); undefined for a missing or disabled group. */
    groupRules: (groupId: number) => findGroupRules(db, groupId),

    /** The group new members join (the first enabled one); undefined when none is enabled. */
    defaultGroupId: () => findDefaultGroupId(db),

    /** A page of members for the console, each with their group's name. */
    list: (query: TMemberListQuery) => listMembers(db, query),

    /** How many members there are, or joined at or after `joinedSince`. */
    count: (joinedSince?: number) => countMembers(db, joinedSince),

    /** The usernames of the given members that exist, by id (the operator log's targets). */
    usernamesOf: (ids: number[]) => findUsernames(db, ids),

    /** Every member group, by id. */
    groups: () => listGroups(db),

    /** A group's name, undefined for no such group. */
    groupName: (groupId: number, trx?: TQueryable) => findGroupName(trx ?? db, groupId),
  };
}

export type TMembersService = ReturnType<typeof createMembersService>;
