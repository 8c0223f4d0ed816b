import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { currentLanguage, i18n } from './i18n/i18n';

/**
 * dayjs in the page's language, for the views that show or pick dates (antd's date pickers read dayjs's
 * global locale). Views import dayjs from here, so it comes with them and not with every page's first load;
 * the locale is set on import and again on each language switch.
 */
function followLanguage(): void {
  dayjs.locale(currentLanguage() === 'en' ? 'en' : 'zh-cn');
}
followLanguage();
i18n.on('languageChanged', followLanguage);

export type { Dayjs } from 'dayjs';
export { dayjs };
