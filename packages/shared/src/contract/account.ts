import { z } from 'zod';
import {
  ZAccountVerification,
  ZBalanceLog,
  ZChangeBindBody,
  ZChangePasswordBody,
  ZIntegralLog,
  ZOverview,
  ZOverviewQuery,
  ZProfileBody,
  ZProfileConfig,
  ZVerificationBody,
} from '../schemas/account.js';
import { ZPageQuery, zPage } from '../schemas/fields.js';
import { endpoint } from './endpoint.js';

/** The member centre. */
export const accountApi = {
  overview: endpoint({
    method: 'GET',
    path: '/api/account/overview',
    access: 'member',
    query: ZOverviewQuery,
    response: ZOverview,
  }),
  /** The balance log, newest first. */
  balance: endpoint({
    method: 'GET',
    path: '/api/account/balance',
    access: 'member',
    query: ZPageQuery,
    response: zPage(ZBalanceLog),
  }),
  /** The points log, newest first. */
  integral: endpoint({
    method: 'GET',
    path: '/api/account/integral',
    access: 'member',
    query: ZPageQuery,
    response: zPage(ZIntegralLog),
  }),
  profileConfig: endpoint({
    method: 'GET',
    path: '/api/account/profile',
    access: 'member',
    response: ZProfileConfig,
  }),
  saveProfile: endpoint({
    method: 'POST',
    path: '/api/account/profile',
    access: 'member',
    body: ZProfileBody,
    response: z.null(),
  }),
  /** Ends every login of the member, the current one included. */
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/changePassword',
    access: 'member',
    body: ZChangePasswordBody,
    response: z.null(),
  }),
  verification: endpoint({
    method: 'POST',
    path: '/api/account/verification',
    access: 'member',
    body: ZVerificationBody,
    response: ZAccountVerification,
  }),
  changeBind: endpoint({
    method: 'POST',
    path: '/api/account/changeBind',
    access: 'member',
    body: ZChangeBindBody,
    response: z.null(),
  }),
};
