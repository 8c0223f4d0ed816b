import { API, type TChatBranchBody } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/** Shows the turns that follow another version of an edited question. */
export async function switchBranch(body: TChatBranchBody): Promise<void> {
  await callApi(API.chat.branch, { body });
}
