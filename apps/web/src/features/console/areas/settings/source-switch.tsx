import { Alert, Form, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether a section follows the server's environment variables (the default) or the values below, which then
 * win; the environment's values are shown while it is followed.
 */
export function SourceSwitch({
  name,
  environment,
  testId,
}: {
  name: string;
  environment: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('console-settings');
  const source = Form.useWatch(name);
  return (
    <>
      <Form.Item name={name} label={t('source.label')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'env', label: t('source.env') },
            { value: 'console', label: t('source.console') },
          ]}
          data-testid={testId}
        />
      </Form.Item>
      <Alert
        type="info"
        showIcon
        className="sf-settings-alert"
        title={source === 'console' ? t('source.consoleWins') : t('source.envUsed')}
        description={environment}
      />
    </>
  );
}
