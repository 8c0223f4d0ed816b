import { z } from 'zod';
import { ZEmsSendBody, ZSmsSendBody } from '../schemas/codes.js';
import { endpoint } from './endpoint.js';

export const codesApi = {
  sendEmail: endpoint({
    method: 'POST',
    path: '/api/Ems/send',
    access: 'public',
    body: ZEmsSendBody,
    response: z.null(),
  }),
  /** BuildAdmin names the SMS event `template_code`. */
  sendSms: endpoint({
    method: 'POST',
    path: '/api/Sms/send',
    access: 'public',
    body: ZSmsSendBody,
    response: z.null(),
  }),
};
