import { accountApi } from './account.js';
import { areaApi } from './area.js';
import { authApi } from './auth.js';
import { captchaApi } from './captcha.js';
import { chatApi } from './chat.js';
import { codesApi } from './codes.js';
import { contentApi } from './content.js';
import { siteApi } from './site.js';
import { storesApi } from './stores.js';
import { uploadApi } from './upload.js';

export * from './endpoint.js';

/**
 * Every endpoint of the API by feature and name, e.g. `API.account.balance`: the server declares its routes
 * from these entries and the web calls them through them, so a path, a field or a shape is written once.
 */
export const API = {
  site: siteApi,
  auth: authApi,
  captcha: captchaApi,
  codes: codesApi,
  account: accountApi,
  upload: uploadApi,
  area: areaApi,
  stores: storesApi,
  content: contentApi,
  chat: chatApi,
};
