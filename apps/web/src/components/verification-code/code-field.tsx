import { SafetyOutlined } from '@ant-design/icons';
import { VERIFICATION_CODE, zCode } from '@storefront/shared';
import { Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../lib/form/field-rules';
import { Input } from '../text-input';
import { SendCodeButton, type TSendCodeButtonProps } from './send-code-button';

type TCodeFieldProps = TSendCodeButtonProps & {
  /** The form field; `captcha` is what the API calls the code. */
  name?: string;
  label?: string;
  placeholder: string;
};

/** The 6-digit code input with its send button; errors show under both, as for any field. */
export function CodeField({ name = 'captcha', label, placeholder, size, ...button }: TCodeFieldProps) {
  const { t } = useTranslation('app');
  return (
    <Form.Item label={label} required>
      <Flex gap={8}>
        <Form.Item name={name} noStyle validateFirst rules={fieldRules(zCode, t)}>
          <Input
            size={size}
            prefix={<SafetyOutlined />}
            placeholder={placeholder}
            aria-label={placeholder}
            maxLength={VERIFICATION_CODE.length}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid="code-input"
          />
        </Form.Item>
        <SendCodeButton size={size} {...button} />
      </Flex>
    </Form.Item>
  );
}
