import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
import { Hint } from '../../../components/hint/hint';
import { setThemeMode, useThemeMode } from '../../../lib/theme/theme-store';

/** Light/dark toggle, remembered in storage (ba-theme). */
export function ThemeSwitch() {
  const { t } = useTranslation('app');
  const mode = useThemeMode();
  const label = mode === 'dark' ? t('header.lightMode') : t('header.darkMode');
  return (
    <Hint title={label} placement="bottom-end">
      <Button
        type="text"
        data-testid="theme-switch"
        data-theme={mode}
        aria-label={label}
        icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => setThemeMode(mode === 'dark' ? 'light' : 'dark')}
      />
    </Hint>
  );
}
