import { API } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/** Thumbs up (1), down (-1) or neither (0) on one answer. */
export async function sendFeedback(messageId: number, rating: 1 | -1 | 0): Promise<void> {
  await callApi(API.chat.feedback, { body: { message_id: messageId, rating } });
}
