import { describe, expect, it } from 'vitest';
import { isFollowUp } from './follow-up.js';

describe('follow-ups', () => {
  it('tells a question that leans on the one before from one that stands alone', () => {
    const leaning = ['那周末呢？', '大杯呢', '周末呢', '蛋糕也算吗', '还有卖吗', 'and a large one?'];
    for (const question of [...leaning, 'What about weekends?', 'delivery too?', '电话多少']) {
      expect(isFollowUp(question), question).toBe(true);
    }
    for (const question of ['你们周末几点开门呢？', 'Do you deliver to Pudong?', '可以带宠物吗？']) {
      expect(isFollowUp(question), question).toBe(false);
    }
  });
});
