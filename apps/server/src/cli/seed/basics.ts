import type { Transaction } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { createLedgerService } from '../../features/ledger/index.js';
import { hashPassword, SEEDED_GROUP_NAME } from '../../features/members/index.js';
import { insertGroup, insertUser } from '../../features/members/repo.js';
import { hasSettings, insertRule, insertSettings } from '../../features/site/repo.js';
import { insertStore } from '../../features/stores/repo.js';
import { nowSeconds } from '../../lib/clock.js';
import { DEMO_MEMBER, DEMO_STORE } from './demo.js';
import { siteConfigSeed } from './site-config.js';
import { type RuleSeed, userRuleSeed } from './user-rules.js';

/**
 * Seeds a fresh database once: site config, default member group and menus and, with `demo`, the demo store
 * and the demo member. A database that already has site config is left untouched, so restarts never re-seed.
 */
export async function seedIfEmpty(db: TDb, { demo }: { demo: boolean }): Promise<boolean> {
  if (await hasSettings(db)) return false;
  const now = nowSeconds();
  const demoPasswordHash = demo ? await hashPassword(DEMO_MEMBER.password) : undefined;
  await db.transaction().execute(async (trx) => {
    await insertSettings(
      trx,
      Object.entries(siteConfigSeed).map(([name, { group, value }], index) => ({
        name,
        group,
        value: JSON.stringify(value),
        weigh: index,
      })),
    );
    const groupId = await insertGroup(trx, {
      name: SEEDED_GROUP_NAME,
      rules: '*',
      status: 'enable',
      update_time: now,
      create_time: now,
    });
    await insertRules(trx, userRuleSeed, 0, now);
    if (demoPasswordHash) await insertDemoAccount(db, trx, { groupId, passwordHash: demoPasswordHash, now });
  });
  return true;
}

/** The demo store (the default one) and the demo member in `groupId`, with a little balance history. */
async function insertDemoAccount(
  db: TDb,
  trx: Transaction<Database>,
  { groupId, passwordHash, now }: { groupId: number; passwordHash: string; now: number },
): Promise<void> {
  const ledger = createLedgerService({ db });
  await insertStore(trx, { ...DEMO_STORE, update_time: now, create_time: now });
  const member = await insertUser(trx, {
    group_id: groupId,
    username: DEMO_MEMBER.username,
    nickname: DEMO_MEMBER.nickname,
    email: DEMO_MEMBER.email,
    mobile: null,
    password: passwordHash,
    join_time: now,
  });
  // A little history, so the demo member's overview, balance and points pages show something real.
  const history = [
    { kind: 'score', amount: 100, memo: 'ledger.registerBonus' },
    { kind: 'money', amount: 5000, memo: 'ledger.demoTopUp' },
  ] as const;
  for (const entry of history) {
    await ledger.changeBalance({ userId: member.id, ...entry, idempotencyKey: `seed:${entry.kind}` }, trx);
  }
}

/** Inserts rules with their children under `pid`, earlier ones weighing more. */
export async function insertRules(
  db: TQueryable,
  rules: RuleSeed[],
  pid: number,
  now: number,
): Promise<void> {
  // Earlier entries get a higher weigh so the seed order is the menu order.
  for (const [index, rule] of rules.entries()) {
    const id = await insertRule(db, {
      pid,
      type: rule.type,
      title: JSON.stringify(rule.title),
      name: rule.name,
      path: rule.path,
      icon: rule.icon ?? '',
      menu_type: rule.menuType ?? null,
      url: rule.url ?? '',
      no_login_valid: rule.noLoginValid ? 1 : 0,
      weigh: rule.weigh ?? (rules.length - index) * 10,
      update_time: now,
      create_time: now,
    });
    if (rule.children) await insertRules(db, rule.children, id, now);
  }
}
