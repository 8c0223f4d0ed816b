import { DASHBOARD_TOP, type TDashboard, type TLanguage } from '@storefront/shared';
import { DAY_OFFSET_SECONDS, nowSeconds } from '../../lib/clock.js';
import type { TAssistantsService } from '../assistants/index.js';
import type { TChatService } from '../chat/index.js';
import type { TMembersService } from '../members/index.js';
import type { TStoresService } from '../stores/index.js';

const DAY = 86400;

/** The day number (days since the epoch, China time) of a time, the time a day starts, and its label. */
const dayOf = (time: number) => Math.floor((time + DAY_OFFSET_SECONDS) / DAY);
const startOf = (day: number) => day * DAY - DAY_OFFSET_SECONDS;
const labelOf = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10);

/**
 * The console's home page over the last `days` days (today included, China time): members, questions per day
 * by visitors and members, the stores asked most, the open unanswered questions and rated-down answers, and
 * the thumbs given. Stores are named in `lang`; those deleted since are left out of the top stores.
 */
export async function buildDashboard(
  deps: {
    members: TMembersService;
    chat: TChatService;
    stores: TStoresService;
    assistants: TAssistantsService;
  },
  days: number,
  lang: TLanguage,
  now = nowSeconds(),
): Promise<TDashboard> {
  const { members, chat, stores, assistants } = deps;
  const today = dayOf(now);
  const dayNumbers = Array.from({ length: days }, (_, index) => today - days + 1 + index);
  const since = startOf(today - days + 1);
  const [total, new7, new30, perDay, top, unanswered, feedback, figures] = await Promise.all([
    members.count(),
    members.count(startOf(today - 6)),
    members.count(startOf(today - 29)),
    chat.figures.questionsByDay(since, DAY_OFFSET_SECONDS),
    chat.figures.topStores(since, DASHBOARD_TOP.stores),
    chat.figures.unanswered(since, DASHBOARD_TOP.unanswered),
    chat.figures.ratings(since),
    assistants.storedFigures(),
  ]);
  const weakest = [...figures].sort((a, b) => a.hit_rate - b.hit_rate).slice(0, DASHBOARD_TOP.answers);
  const storeIds = [...new Set([...top, ...unanswered.list, ...weakest].map((row) => row.storeId))];
  const names = storeIds.length > 0 ? await stores.namesOf(storeIds, lang) : new Map();
  return {
    members: { total, new7, new30 },
    messages: {
      days: dayNumbers.map(labelOf),
      visitor: dayNumbers.map((day) => perDay.get(day)?.visitor ?? 0),
      member: dayNumbers.map((day) => perDay.get(day)?.member ?? 0),
    },
    topStores: top.flatMap(({ storeId, questions }) => {
      const store = names.get(storeId);
      return store
        ? [{ id: storeId, storeuuid: store.storeuuid, name: store.name, messages: questions }]
        : [];
    }),
    unanswered: {
      total: unanswered.total,
      latest: unanswered.list.map((row) => {
        const store = names.get(row.storeId);
        return {
          id: row.id,
          question: row.question,
          answer: row.answer,
          reason: row.reason,
          store: store ? { storeuuid: store.storeuuid, name: store.name } : null,
          create_time: row.createTime,
        };
      }),
    },
    feedback,
    answers: {
      measured: figures.length,
      hit_rate: figures.length ? figures.reduce((sum, row) => sum + row.hit_rate, 0) / figures.length : 0,
      weakest: weakest.flatMap(({ storeId, measureTime, ...rest }) => {
        const store = names.get(storeId);
        return store
          ? [
              {
                ...rest,
                store: { id: storeId, storeuuid: store.storeuuid, name: store.name },
                measure_time: measureTime,
              },
            ]
          : [];
      }),
    },
  };
}
