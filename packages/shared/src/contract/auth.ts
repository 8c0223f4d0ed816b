import { z } from 'zod';
import {
  ZCheckInBody,
  ZCheckInConfig,
  ZCodeLoginBody,
  ZLoginResult,
  ZLogoutBody,
  ZRefreshResult,
  ZRefreshTokenBody,
  ZRetrievePasswordBody,
} from '../schemas/auth.js';
import { endpoint } from './endpoint.js';

export const authApi = {
  /** Whether login asks for the captcha and which code channels reach people. */
  checkInConfig: endpoint({
    method: 'GET',
    path: '/api/user/checkIn',
    access: 'guest',
    response: ZCheckInConfig,
  }),
  /** The login tab or the register tab, by `tab`. */
  checkIn: endpoint({
    method: 'POST',
    path: '/api/user/checkIn',
    access: 'guest',
    body: ZCheckInBody,
    response: ZLoginResult,
  }),
  codeLogin: endpoint({
    method: 'POST',
    path: '/api/user/codeLogin',
    access: 'guest',
    body: ZCodeLoginBody,
    response: ZLoginResult,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/user/logout',
    access: 'public',
    body: ZLogoutBody,
    response: z.null(),
  }),
  /** A new auth token for a refresh token, which is rotated: the old one is spent. */
  refreshToken: endpoint({
    method: 'POST',
    path: '/api/common/refreshToken',
    access: 'public',
    body: ZRefreshTokenBody,
    response: ZRefreshResult,
  }),
  retrievePassword: endpoint({
    method: 'POST',
    path: '/api/account/retrievePassword',
    access: 'public',
    body: ZRetrievePasswordBody,
    response: z.null(),
  }),
};
