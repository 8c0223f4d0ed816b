import type { TConfig } from '../../../config.js';
import { createAliyunSmsDriver } from './aliyun-driver.js';
import { createLogSmsDriver, type LogSmsDriverDeps } from './log-driver.js';
import type { SmsDriver } from './sms-driver.js';

/**
 * Picks the SMS driver SMS_DRIVER names, so the codes service sees one `SmsDriver` whatever the deployment.
 * loadConfig has already refused `aliyun` without its four settings.
 */
export function createSmsDriver(config: TConfig, deps: LogSmsDriverDeps): SmsDriver {
  switch (config.SMS_DRIVER) {
    case 'log':
      return createLogSmsDriver(deps);
    case 'aliyun':
      return createAliyunSmsDriver({
        accessKeyId: config.SMS_ACCESS_KEY_ID,
        accessKeySecret: config.SMS_ACCESS_KEY_SECRET,
        signName: config.SMS_SIGN_NAME,
        templateCode: config.SMS_TEMPLATE_CODE,
        endpoint: config.SMS_ENDPOINT,
      });
  }
}
