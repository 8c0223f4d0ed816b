import { request } from '../../../lib/http';

/** POST /api/chat/feedback: thumbs up (1), down (-1) or neither (0) on one answer. */
export async function sendFeedback(messageId: number, rating: 1 | -1 | 0): Promise<void> {
  await request<null>({ url: '/api/chat/feedback', method: 'post', data: { message_id: messageId, rating } });
}
