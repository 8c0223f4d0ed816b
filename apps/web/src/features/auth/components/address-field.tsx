import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { type TAccountChannel, zEmail, zMobile } from '@storefront/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/text-input';
import { fieldRules } from '../../../lib/form/field-rules';

/** An email or mobile input for the chosen channel, checked by the shared rule of that channel. */
export function AddressField({ name, channel }: { name: string; channel: TAccountChannel }) {
  const { t } = useTranslation('auth');
  const isEmail = channel === 'email';
  const label = t(`field.${channel}`);
  return (
    <Form.Item name={name} validateFirst rules={fieldRules(isEmail ? zEmail : zMobile, t)}>
      <Input
        size="large"
        prefix={isEmail ? <MailOutlined /> : <MobileOutlined />}
        placeholder={label}
        aria-label={label}
        inputMode={isEmail ? 'email' : 'tel'}
        autoComplete={isEmail ? 'email' : 'tel'}
        data-testid={`${channel}-input`}
      />
    </Form.Item>
  );
}
