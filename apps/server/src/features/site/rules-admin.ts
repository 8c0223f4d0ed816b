import {
  MENU_TYPES,
  RULE_TYPES,
  type TBilingualText,
  type TConsoleRule,
  type TRuleAddBody,
  type TRuleEditBody,
  type TRuleFields,
  type TRuleInput,
  type TRuleMoveBody,
  type TStatus,
  ZRuleInput,
} from '@storefront/shared';
import type { TDb, TQueryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TOnChange } from '../../lib/change-hook.js';
import { nowSeconds } from '../../lib/clock.js';
import { parseJsonText } from '../../lib/localized.js';
import { validate } from '../../lib/validate.js';
import {
  deleteRulesById,
  findRule,
  findRuleClashes,
  insertRule,
  listAllRules,
  listChildRules,
  listRulesById,
  setRulesStatus,
  type TRuleRow,
  updateRule,
} from './repo.js';

/** Siblings are spaced this far apart in `weigh`, heaviest first, when a move renumbers them. */
const WEIGH_STEP = 10;

function titleOf(stored: string): TBilingualText {
  const value = parseJsonText(stored);
  if (typeof value === 'string') return { 'zh-cn': value, en: value };
  const map = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const zh = typeof map['zh-cn'] === 'string' ? map['zh-cn'] : '';
  return { 'zh-cn': zh, en: typeof map.en === 'string' ? map.en : zh };
}

/** One row as the console shows it (no children yet). */
function toConsoleRule(row: TRuleRow): TConsoleRule {
  return {
    id: row.id,
    pid: row.pid,
    type: RULE_TYPES.find((type) => type === row.type) ?? 'route',
    title: titleOf(row.title),
    name: row.name,
    path: row.path,
    icon: row.icon,
    menu_type: MENU_TYPES.find((type) => type === row.menu_type) ?? null,
    url: row.url,
    no_login_valid: row.no_login_valid === 1,
    weigh: row.weigh,
    status: row.status,
    update_time: row.update_time,
    children: [],
  };
}

/** The rows (in display order) as a tree; a row whose parent is gone is shown at the top, never lost. */
function toConsoleTree(rows: TRuleRow[]): TConsoleRule[] {
  const nodes = new Map(rows.map((row) => [row.id, toConsoleRule(row)]));
  const roots: TConsoleRule[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.pid);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

const columnsOf = (rule: TRuleInput) => ({
  pid: rule.pid,
  type: rule.type,
  title: JSON.stringify(rule.title),
  name: rule.name,
  path: rule.path,
  icon: rule.icon,
  menu_type: rule.menu_type,
  url: rule.url,
  no_login_valid: rule.no_login_valid ? 1 : 0,
  weigh: rule.weigh,
  status: rule.status,
});

const fieldsOf = ({
  id: _id,
  update_time: _time,
  children: _children,
  ...fields
}: TConsoleRule): TRuleFields => fields;

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;

/**
 * The console's side of the rule tree (`user_rule`): every change checked whole with the shared rule, made in a
 * transaction with the caller's `onChange` (the operator log), then dropped from every process's menu cache.
 */
export function createRulesAdmin(options: { db: TDb; invalidate: () => void }) {
  const { db } = options;

  async function mustFind(id: number, trx: TQueryable = db): Promise<TRuleRow> {
    const row = await findRule(trx, id);
    if (!row) throw new AppError('rules.notFound');
    return row;
  }

  /** The parent exists and is not the rule itself or one of its descendants. */
  async function assertParent(trx: TQueryable, pid: number, id?: number) {
    let ancestor = pid;
    for (let depth = 0; ancestor !== 0; depth += 1) {
      if (ancestor === id || depth > 100) throw new AppError('rules.parentLoop');
      const parent = await findRule(trx, ancestor);
      if (!parent) throw new AppError('rules.parentNotFound');
      ancestor = parent.pid;
    }
  }

  /** Names are unique; a path is unique among rules of one type (a header shortcut may repeat a menu's). */
  async function assertUnambiguous(trx: TQueryable, rule: TRuleInput, id = 0) {
    const clashes = await findRuleClashes(trx, { id, name: rule.name, type: rule.type, path: rule.path });
    if (clashes.some((clash) => clash.name === rule.name)) throw new AppError('rules.nameTaken');
    if (clashes.length > 0) throw new AppError('rules.pathTaken');
  }

  async function finish<T>(work: (trx: TQueryable) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(work);
    options.invalidate();
    return result;
  }

  return {
    list: async () => toConsoleTree(await listAllRules(db)),

    detail: async (id: number) => toConsoleRule(await mustFind(id)),

    add: (input: TRuleAddBody, onChange: TOnChange<TConsoleRule>) =>
      finish(async (trx) => {
        const rule = validate(ZRuleInput, input);
        await assertParent(trx, rule.pid);
        await assertUnambiguous(trx, rule);
        const now = nowSeconds();
        const id = await insertRule(trx, { ...columnsOf(rule), update_time: now, create_time: now });
        const added = toConsoleRule(await mustFind(id, trx));
        await onChange({ id, before: null, after: added }, trx);
        return added;
      }),

    /** Changes the fields sent; the rule they make together is checked whole. */
    edit: ({ id, ...changes }: TRuleEditBody, onChange: TOnChange<TConsoleRule>) =>
      finish(async (trx) => {
        const before = toConsoleRule(await mustFind(id, trx));
        const rule = validate(ZRuleInput, { ...fieldsOf(before), ...withoutUndefined(changes) });
        await assertParent(trx, rule.pid, id);
        await assertUnambiguous(trx, rule, id);
        await updateRule(trx, id, { ...columnsOf(rule), update_time: nowSeconds() });
        const after = toConsoleRule(await mustFind(id, trx));
        await onChange({ id, before, after }, trx);
        return after;
      }),

    /** Deletes rules; refuses while one has children that are not deleted with it. */
    remove: (ids: number[], onChange: TOnChange<TConsoleRule>) =>
      finish(async (trx) => {
        const rows = await listRulesById(trx, ids);
        if (rows.length !== new Set(ids).size) throw new AppError('rules.notFound');
        for (const row of rows) {
          const children = await listChildRules(trx, row.id);
          if (children.some((child) => !ids.includes(child.id))) throw new AppError('rules.hasChildren');
        }
        await deleteRulesById(trx, ids);
        for (const row of rows) await onChange({ id: row.id, before: toConsoleRule(row), after: null }, trx);
      }),

    /** Puts a rule under `pid` at `position` among its new siblings, renumbering their weights. */
    move: (input: TRuleMoveBody, onChange: TOnChange<Pick<TConsoleRule, 'pid' | 'weigh'>>) =>
      finish(async (trx) => {
        const moved = await mustFind(input.id, trx);
        await assertParent(trx, input.pid, input.id);
        const siblings = (await listChildRules(trx, input.pid)).filter((row) => row.id !== input.id);
        siblings.splice(Math.min(input.position, siblings.length), 0, { ...moved, pid: input.pid });
        const now = nowSeconds();
        for (const [index, row] of siblings.entries()) {
          const weigh = (siblings.length - index) * WEIGH_STEP;
          if (row.weigh !== weigh || row.id === input.id) {
            await updateRule(trx, row.id, { pid: input.pid, weigh, update_time: now });
          }
        }
        const after = await mustFind(input.id, trx);
        await onChange(
          {
            id: input.id,
            before: { pid: moved.pid, weigh: moved.weigh },
            after: { pid: after.pid, weigh: after.weigh },
          },
          trx,
        );
      }),

    setStatus: (ids: number[], status: TStatus, onChange: TOnChange<Pick<TConsoleRule, 'status'>>) =>
      finish(async (trx) => {
        const rows = await listRulesById(trx, ids);
        if (rows.length !== new Set(ids).size) throw new AppError('rules.notFound');
        await setRulesStatus(trx, ids, status, nowSeconds());
        for (const row of rows) {
          await onChange({ id: row.id, before: { status: row.status }, after: { status } }, trx);
        }
      }),
  };
}
