import { z } from 'zod';
import {
  ZAccountVerification,
  ZBalanceLog,
  ZChangeBindBody,
  ZChangePasswordBody,
  ZIntegralLog,
  ZOverview,
  ZProfileBody,
  ZProfileConfig,
  ZVerificationBody,
} from '../schemas/account.js';
import { ZPageQuery, zPage } from '../schemas/fields.js';
import { endpoint } from './endpoint.js';

/** The member centre: every entry needs a logged-in member. */
export const accountApi = {
  overview: endpoint({ method: 'GET', path: '/api/account/overview', response: ZOverview }),
  /** The balance log, newest first. */
  balance: endpoint({
    method: 'GET',
    path: '/api/account/balance',
    query: ZPageQuery,
    response: zPage(ZBalanceLog),
  }),
  /** The points log, newest first. */
  integral: endpoint({
    method: 'GET',
    path: '/api/account/integral',
    query: ZPageQuery,
    response: zPage(ZIntegralLog),
  }),
  profileConfig: endpoint({ method: 'GET', path: '/api/account/profile', response: ZProfileConfig }),
  saveProfile: endpoint({
    method: 'POST',
    path: '/api/account/profile',
    body: ZProfileBody,
    response: z.null(),
  }),
  /** Ends every login of the member, the current one included. */
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/changePassword',
    body: ZChangePasswordBody,
    response: z.null(),
  }),
  verification: endpoint({
    method: 'POST',
    path: '/api/account/verification',
    body: ZVerificationBody,
    response: ZAccountVerification,
  }),
  changeBind: endpoint({
    method: 'POST',
    path: '/api/account/changeBind',
    body: ZChangeBindBody,
    response: z.null(),
  }),
};
