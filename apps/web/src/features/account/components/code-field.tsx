import { SafetyOutlined } from '@ant-design/icons';
import { type TAccountChannel, type TCodeEvent, VERIFICATION_CODE, zCode } from '@storefront/shared';
import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../lib/form/field-rules';
import { SendCodeButton, type TCodeTarget } from './send-code-button';

type TCodeFieldProps = {
  channel: TAccountChannel;
  event: TCodeEvent;
  getTarget: () => Promise<TCodeTarget | null>;
};

/** The 6-digit code (form field `captcha`, as the API names it) with its send button. */
export function CodeField({ channel, event, getTarget }: TCodeFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Form.Item label={t('field.code')} required>
      <Flex gap={8}>
        <Form.Item name="captcha" noStyle validateFirst rules={fieldRules(zCode, t)}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('field.codePlaceholder')}
            aria-label={t('field.code')}
            maxLength={VERIFICATION_CODE.length}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid="code-input"
          />
        </Form.Item>
        <SendCodeButton channel={channel} event={event} getTarget={getTarget} />
      </Flex>
    </Form.Item>
  );
}
