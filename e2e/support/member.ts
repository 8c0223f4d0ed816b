import type { RunningServer } from './server.js';

type TEnvelope = { code: number; msg: string };

/** Logs in over the API as the login form would, with the site's captcha off; the envelope says how it went. */
export async function loginByApi(
  server: RunningServer,
  username: string,
  password: string,
): Promise<TEnvelope> {
  const response = await fetch(`${server.url}/api/user/checkIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tab: 'login', username, password, keep: false, captchaId: '', captchaInfo: '' }),
  });
  return (await response.json()) as TEnvelope;
}

/**
 * Plays operator: writes `count` balance log rows for a member ('E2E row 1' oldest … 'E2E row {count}' newest),
 * +1.00 and -0.50 in turn, each with the right before and after, and sets the balance to the last after.
 */
export function seedMoneyLog(server: RunningServer, username: string, count: number): void {
  server.withDb((db) => {
    const user = db.prepare('select id, money from user where username = ?').get(username) as {
      id: number;
      money: number;
    };
    const insert = db.prepare(
      'insert into user_money_log (user_id, money, before, after, memo, create_time) values (?, ?, ?, ?, ?, ?)',
    );
    const now = Math.floor(Date.now() / 1000);
    let balance = user.money;
    for (let row = 1; row <= count; row++) {
      const amount = row % 2 === 0 ? -50 : 100;
      insert.run(user.id, amount, balance, balance + amount, `E2E row ${row}`, now - (count - row) * 60);
      balance += amount;
    }
    db.prepare('update user set money = ? where id = ?').run(balance, user.id);
  });
}

/**
 * Plays a past visit: a conversation of the member with the demo store, `hoursAgo` old, holding one question
 * and its answer, as the chat would have saved them. Returns its id.
 */
export function seedConversation(
  server: RunningServer,
  username: string,
  talk: { storeuuid: string; title: string; question: string; answer: string; hoursAgo: number },
): number {
  return server.withDb((db) => {
    const time = Math.floor(Date.now() / 1000) - talk.hoursAgo * 3600;
    const { lastInsertRowid } = db
      .prepare(
        `insert into conversation (store_id, assistant_id, agent_type, user_id, title, update_time, create_time)
         select s.id, a.id, 'user', u.id, ?, ?, ? from store s
         join assistant a on a.store_id = s.id and a.variant = 'published', user u
         where s.storeuuid = ? and u.username = ?`,
      )
      .run(talk.title, time, time, talk.storeuuid, username);
    const id = Number(lastInsertRowid);
    const insert = db.prepare(
      `insert into message (conversation_id, role, content, parent_id, update_time, create_time)
       values (?, ?, ?, ?, ?, ?)`,
    );
    const question = insert.run(id, 'user', talk.question, null, time, time);
    insert.run(id, 'assistant', talk.answer, Number(question.lastInsertRowid), time, time);
    return id;
  });
}
