import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../../lib/use-submit';

type TSendTestProps = {
  label: string;
  placeholder: string;
  /** Unsaved changes: the test would not use them, so it waits for a save. */
  isDirty: boolean;
  send: (address: string) => Promise<void>;
  testId: string;
};

/** "Send a test" to an address the operator types, with the saved settings. */
export function SendTest({ label, placeholder, isDirty, send, testId }: TSendTestProps) {
  const { t } = useTranslation('console-settings');
  const [address, setAddress] = useState('');
  const { isBusy, run } = useSubmit();
  const button = (
    <Button
      icon={<SendOutlined />}
      loading={isBusy}
      disabled={isDirty || address.trim() === ''}
      onClick={() => void run(() => send(address.trim()))}
      data-testid={`${testId}-send`}
    >
      {t('test.send')}
    </Button>
  );
  return (
    <div className="sf-settings-test">
      <Typography.Text strong>{label}</Typography.Text>
      <Flex gap={8} className="sf-settings-test-row">
        <Input
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder={placeholder}
          data-testid={`${testId}-address`}
        />
        {isDirty ? <Tooltip title={t('test.saveFirst')}>{button}</Tooltip> : button}
      </Flex>
      <Typography.Text type="secondary">
        {isDirty ? t('test.saveFirst') : t('test.usesSaved')}
      </Typography.Text>
    </div>
  );
}
