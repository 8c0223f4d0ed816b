import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Registration needs a code by email or SMS; without either channel the site cannot register anyone. */
export function RegisterUnavailable() {
  const { t } = useTranslation('auth');
  return (
    <Alert
      type="info"
      showIcon
      title={t('register.unavailableTitle')}
      description={t('register.unavailable')}
      data-testid="register-unavailable"
    />
  );
}
