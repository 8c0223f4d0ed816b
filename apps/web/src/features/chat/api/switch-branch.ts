import type { TChatBranchBody } from '@storefront/shared';
import { request } from '../../../lib/http';

/** POST /api/chat/branch: show the turns that follow another version of an edited question. */
export async function switchBranch(body: TChatBranchBody): Promise<void> {
  await request<null>({ url: '/api/chat/branch', method: 'post', data: body });
}
