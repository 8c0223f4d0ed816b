import {
  MEMBER_RECENT_LOGS,
  type TLanguage,
  type TMemberDetail,
  type TMemberRow,
  type TStoreOption,
} from '@storefront/shared';
import { AppError } from '../../../lib/app-error.js';
import { translate } from '../../../locales/index.js';
import type { TLedgerService } from '../../ledger/index.js';
import {
  formatMoney,
  groupLabel,
  type TListedMember,
  type TMembersService,
  type TUserRow,
} from '../../members/index.js';
import type { TStoresService } from '../../stores/index.js';

const toRow = (member: TListedMember, store: TStoreOption | undefined, lang: TLanguage): TMemberRow => ({
  id: member.id,
  username: member.username,
  nickname: member.nickname,
  avatar: member.avatar,
  email: member.email,
  mobile: member.mobile,
  group_id: member.group_id,
  group_name: groupLabel(member.group_name ?? '', lang),
  money: formatMoney(Number(member.money)),
  score: Number(member.score),
  shop_id: member.shop_id,
  store: store ?? null,
  status: member.status,
  last_login_time: member.last_login_time === null ? null : Number(member.last_login_time),
  last_login_ip: member.last_login_ip,
  join_time: Number(member.join_time),
});

/** Members as the console shows them: with their group's and store's names, and in full with their logs. */
export function createMemberViews(deps: {
  members: TMembersService;
  stores: TStoresService;
  ledger: TLedgerService;
}) {
  const { members, stores, ledger } = deps;

  /** The rows of a page, naming the stores of the page (in `lang`) with one look-up. */
  async function rows(list: TListedMember[], lang: TLanguage): Promise<TMemberRow[]> {
    const ids = [...new Set(list.map((member) => member.shop_id).filter((id) => id > 0))];
    const names = ids.length > 0 ? await stores.namesOf(ids, lang) : new Map();
    return list.map((member) => {
      const store = names.get(member.shop_id);
      return toRow(
        member,
        store && { id: member.shop_id, storeuuid: store.storeuuid, name: store.name },
        lang,
      );
    });
  }

  async function find(id: number): Promise<TUserRow> {
    const member = await members.findById(id);
    if (!member) throw new AppError('members.notFound');
    return member;
  }

  async function rowOf(member: TUserRow, lang: TLanguage): Promise<TMemberRow> {
    const groupName = (await members.groupName(member.group_id)) ?? null;
    const store =
      member.shop_id > 0 ? (await stores.namesOf([member.shop_id], lang)).get(member.shop_id) : undefined;
    return toRow(
      { ...member, group_name: groupName },
      store && { id: member.shop_id, storeuuid: store.storeuuid, name: store.name },
      lang,
    );
  }

  /** One member's row as it is now; 'members.notFound' when there is none. */
  const row = async (id: number, lang: TLanguage): Promise<TMemberRow> => rowOf(await find(id), lang);

  /** One member in full, with the newest rows of both logs; system memos in the operator's language. */
  async function detail(id: number, lang: TLanguage): Promise<TMemberDetail> {
    const member = await find(id);
    const shown = await rowOf(member, lang);
    const [money, score] = await Promise.all([
      ledger.history('money', id, 1, MEMBER_RECENT_LOGS),
      ledger.history('score', id, 1, MEMBER_RECENT_LOGS),
    ]);
    const common = (entry: (typeof money.rows)[number]) => ({
      id: entry.id,
      memo: translate(lang, entry.memo),
      create_time: Number(entry.create_time),
    });
    return {
      ...shown,
      gender: member.gender,
      birthday: member.birthday,
      motto: member.motto,
      join_ip: member.join_ip,
      login_failure: member.login_failure,
      moneyLog: money.rows.map((entry) => ({
        ...common(entry),
        money: formatMoney(Number(entry.amount)),
        before: formatMoney(Number(entry.before)),
        after: formatMoney(Number(entry.after)),
      })),
      scoreLog: score.rows.map((entry) => ({
        ...common(entry),
        score: Number(entry.amount),
        before: Number(entry.before),
        after: Number(entry.after),
      })),
    };
  }

  /** The member groups, named as the reader reads them (the seeded one in their language). */
  const groups = async (lang: TLanguage) =>
    (await members.groups()).map((group) => ({ ...group, name: groupLabel(group.name, lang) }));

  return { rows, row, detail, groups };
}
