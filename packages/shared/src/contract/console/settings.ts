import { z } from 'zod';
import {
  ZDeliveryEditBody,
  ZDeliveryView,
  ZSettingsEditBody,
  ZSettingsView,
  ZTestMailBody,
  ZTestSmsBody,
} from '../../schemas/console/settings.js';
import { endpoint } from '../endpoint.js';

/**
 * The site settings. Every operator reads and saves the sections without secrets; mail and SMS (passwords
 * and access keys) are the owners' alone, and their secrets travel only masked.
 */
export const settingsConsoleApi = {
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/settings/index',
    access: 'operator',
    response: ZSettingsView,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/api/admin/settings/edit',
    access: 'operator',
    body: ZSettingsEditBody,
    response: ZSettingsView,
  }),
  delivery: endpoint({
    method: 'GET',
    path: '/api/admin/settings/delivery',
    access: 'siteOwner',
    response: ZDeliveryView,
  }),
  editDelivery: endpoint({
    method: 'POST',
    path: '/api/admin/settings/editDelivery',
    access: 'siteOwner',
    body: ZDeliveryEditBody,
    response: ZDeliveryView,
  }),
  /** Sends a test mail with the saved mail settings. */
  testMail: endpoint({
    method: 'POST',
    path: '/api/admin/settings/testMail',
    access: 'siteOwner',
    body: ZTestMailBody,
    response: z.null(),
  }),
  /** Sends a test SMS with the saved SMS settings. */
  testSms: endpoint({
    method: 'POST',
    path: '/api/admin/settings/testSms',
    access: 'siteOwner',
    body: ZTestSmsBody,
    response: z.null(),
  }),
};
