import { TranslationOutlined } from '@ant-design/icons';
import { parseLanguage } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
import { Hint } from '../../../components/hint/hint';
import { changeLanguage } from '../../i18n/language';

/**
 * One click switches between zh-cn and en; the choice persists (ba-lang). The button speaks the language it
 * switches to, and its name starts with the short label it shows, so a voice command naming that label works.
 */
export function LangSwitch() {
  const { t, i18n } = useTranslation('app');
  const language = parseLanguage(i18n.language) ?? 'zh-cn';
  const next = language === 'en' ? 'zh-cn' : 'en';
  return (
    <Hint title={t('header.switchLanguage')} placement="bottom-end">
      <Button
        type="text"
        data-testid="lang-switch"
        data-lang={language}
        aria-label={t('header.switchLanguageName')}
        lang={next}
        icon={<TranslationOutlined />}
        onClick={() => void changeLanguage(next)}
      >
        <span className="sf-lang-label">{t('header.languageShort')}</span>
      </Button>
    </Hint>
  );
}
