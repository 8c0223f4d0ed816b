import type { TSmsSettings } from '@storefront/shared';
import type { TConfig } from '../../../config.js';
import { createAliyunSmsDriver } from './aliyun-driver.js';
import { createLogSmsDriver, type LogSmsDriverDeps } from './log-driver.js';
import type { SmsDriver } from './sms-driver.js';

/** The driver and credentials SMS go out with, from the environment or the console's settings. */
export type TSmsRoute =
  | { driver: 'log' }
  | {
      driver: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      endpoint: string;
    };

/**
 * The console's SMS settings when an operator chose them, SMS_DRIVER and its SMS_* variables otherwise
 * (loadConfig has already refused `aliyun` without its four settings).
 */
export function smsRouteOf(settings: TSmsSettings, config: TConfig): TSmsRoute {
  const chosen =
    settings.source === 'console'
      ? settings
      : {
          driver: config.SMS_DRIVER,
          accessKeyId: config.SMS_ACCESS_KEY_ID,
          accessKeySecret: config.SMS_ACCESS_KEY_SECRET,
          signName: config.SMS_SIGN_NAME,
          templateCode: config.SMS_TEMPLATE_CODE,
        };
  if (chosen.driver === 'log') return { driver: 'log' };
  const { accessKeyId, accessKeySecret, signName, templateCode } = chosen;
  return {
    driver: 'aliyun',
    accessKeyId,
    accessKeySecret,
    signName,
    templateCode,
    endpoint: config.SMS_ENDPOINT,
  };
}

/** Builds the driver a route names, so the codes service sees one `SmsDriver` whatever the deployment. */
export function createSmsDriver(route: TSmsRoute, deps: LogSmsDriverDeps): SmsDriver {
  return route.driver === 'log' ? createLogSmsDriver(deps) : createAliyunSmsDriver(route);
}
