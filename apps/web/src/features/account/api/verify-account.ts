import { API, type TVerificationBody } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/** A code sent to the current address buys a 10-minute token for changing it. */
export async function verifyAccount(body: TVerificationBody): Promise<string> {
  return (await callApi(API.account.verification, { body })).accountVerificationToken;
}
