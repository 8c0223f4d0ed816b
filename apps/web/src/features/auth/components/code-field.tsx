import { SafetyOutlined } from '@ant-design/icons';
import { type TAccountChannel, type TCodeEvent, VERIFICATION_CODE, zCode } from '@storefront/shared';
import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../lib/form/field-rules';
import { SendCodeButton } from './send-code-button';

type TCodeFieldProps = {
  name: string;
  channel: TAccountChannel;
  event: TCodeEvent;
  getAddress: () => Promise<string | null>;
};

/** The 6-digit code input with its send button; errors show under both, as for any field. */
export function CodeField({ name, channel, event, getAddress }: TCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item required>
      <Flex gap={8}>
        <Form.Item name={name} noStyle validateFirst rules={fieldRules(zCode, t)}>
          <Input
            size="large"
            prefix={<SafetyOutlined />}
            placeholder={t('field.code')}
            aria-label={t('field.code')}
            maxLength={VERIFICATION_CODE.length}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid="code-input"
          />
        </Form.Item>
        <SendCodeButton channel={channel} event={event} getAddress={getAddress} />
      </Flex>
    </Form.Item>
  );
}
