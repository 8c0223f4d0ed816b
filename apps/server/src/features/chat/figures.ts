import type { TDb } from '../../db/database.js';
import { countQuestionsByDay, countQuestionsByStore, countRatings, unansweredPage } from './repo.js';

/** An answer the assistant could not give, or that its asker rated down, with the question it answered. */
export interface TUnansweredAnswer {
  id: number;
  question: string;
  answer: string;
  reason: 'noAnswer' | 'ratedDown';
  storeId: number;
  createTime: number;
}

/**
 * The chat's figures since a time, for the console's dashboard: questions per day by visitors and members,
 * the stores asked most, unanswered answers and the thumbs given. Questions are the messages people send.
 */
export function createChatFigures(db: TDb) {
  return {
    /** Questions per day number (days counted in a fixed UTC offset, seconds), split visitor and member. */
    async questionsByDay(since: number, offsetSeconds: number) {
      const days = new Map<number, { visitor: number; member: number }>();
      for (const row of await countQuestionsByDay(db, since, offsetSeconds)) {
        const day = days.get(Number(row.day)) ?? { visitor: 0, member: 0 };
        day[Number(row.member) === 1 ? 'member' : 'visitor'] += Number(row.count);
        days.set(Number(row.day), day);
      }
      return days;
    },

    /** The `limit` stores asked most, most first. */
    async topStores(since: number, limit: number) {
      const rows = await countQuestionsByStore(db, since, limit);
      return rows.map((row) => ({ storeId: Number(row.store_id), questions: Number(row.count) }));
    },

    /** How many answers went unanswered or were rated down, and the newest `limit` of them. */
    async unanswered(since: number, limit: number): Promise<{ total: number; list: TUnansweredAnswer[] }> {
      const { rows, total } = await unansweredPage(db, since, limit);
      const list = rows.map((row) => ({
        id: row.id,
        question: row.question,
        answer: row.answer,
        reason: Number(row.unanswered) === 1 ? ('noAnswer' as const) : ('ratedDown' as const),
        storeId: Number(row.store_id),
        createTime: Number(row.create_time),
      }));
      return { total, list };
    },

    /** Thumbs up and down given to answers written since then. */
    async ratings(since: number) {
      const rows = await countRatings(db, since);
      const count = (rating: number) => Number(rows.find((row) => Number(row.rating) === rating)?.count ?? 0);
      return { up: count(1), down: count(-1) };
    },
  };
}
