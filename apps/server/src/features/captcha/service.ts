import { CAPTCHA, type TClickCaptcha, type TLanguage } from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { nowSeconds } from '../../lib/clock.js';
import { hashToken } from '../../lib/token.js';
import { isRightAnswer, parseClicks, type TCaptchaAnswer, type TPoint, ZCaptchaAnswer } from './answer.js';
import { placeItems } from './layout.js';
import { pickDistinct } from './random.js';
import { renderCaptchaPng } from './render.js';
import {
  consumeCaptcha,
  deleteCaptcha,
  deleteExpiredCaptchas,
  findCaptcha,
  recordWrongAnswer,
  upsertCaptcha,
} from './repo.js';
import { SHAPE_KINDS, shapeName } from './shapes.js';

/**
 * The click captcha. Ids are the client's; only their hashes are stored, with the answer, which never
 * leaves the server. `enabled: false` (CAPTCHA=off, refused in production) lets every check pass.
 */
export function createCaptchaService({ db, enabled }: { db: TDb; enabled: boolean }) {
  /** The stored answer of a captcha that can still be answered; an expired or dead one is removed. */
  async function liveAnswer(key: string): Promise<TCaptchaAnswer | null> {
    const row = await findCaptcha(db, key);
    if (!row) return null;
    if (row.expire_time <= nowSeconds() || row.attempts >= CAPTCHA.maxWrongAnswers) {
      await deleteCaptcha(db, key);
      return null;
    }
    return ZCaptchaAnswer.parse(JSON.parse(row.answer));
  }

  return {
    /** Renders a new captcha for the client's id, replacing any earlier one with that id. */
    async create(id: string, lang: TLanguage): Promise<TClickCaptcha> {
      const items = placeItems(pickDistinct(SHAPE_KINDS, CAPTCHA.items));
      const targets = pickDistinct(items, CAPTCHA.targets);
      const png = await renderCaptchaPng(items);
      const answer: TCaptchaAnswer = targets.map(({ x, y, radius }) => ({ x, y, r: radius }));
      const now = nowSeconds();
      await deleteExpiredCaptchas(db, now);
      await upsertCaptcha(db, {
        key: hashToken(id),
        answer: JSON.stringify(answer),
        create_time: now,
        expire_time: now + CAPTCHA.ttlSeconds,
      });
      return {
        id,
        text: targets.map((target) => shapeName(target.kind, lang)),
        base64: `data:image/png;base64,${png.toString('base64')}`,
        width: CAPTCHA.width,
        height: CAPTCHA.height,
      };
    },

    /**
     * Whether `info` clicks the targets in order. A wrong answer counts towards the limit; `unset` consumes
     * the captcha on success, so it passes at most once with `unset`.
     */
    async check(id: string, info: string, { unset }: { unset: boolean }): Promise<boolean> {
      if (!enabled) return true;
      const key = hashToken(id);
      const answer = await liveAnswer(key);
      if (!answer) return false;
      const clicks = parseClicks(info);
      if (!clicks || !isRightAnswer(answer, clicks)) {
        await recordWrongAnswer(db, key, CAPTCHA.maxWrongAnswers);
        return false;
      }
      return unset ? consumeCaptcha(db, key, CAPTCHA.maxWrongAnswers) : true;
    },

    /** The targets' centres in click order (image pixels), or null when there is no live captcha. */
    async readAnswer(id: string): Promise<TPoint[] | null> {
      const answer = await liveAnswer(hashToken(id));
      return answer ? answer.map(({ x, y }) => ({ x, y })) : null;
    },
  };
}

export type TCaptchaService = ReturnType<typeof createCaptchaService>;
