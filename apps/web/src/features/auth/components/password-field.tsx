import { LockOutlined } from '@ant-design/icons';
import { zPassword } from '@storefront/shared';
import { Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/text-input';
import { fieldRules } from '../../../lib/form/field-rules';

type TPasswordFieldProps = {
  name: string;
  placeholder: string;
  isNew?: boolean;
  /** Extra rules, e.g. "same as the new password" for a confirmation. */
  extraRules?: FormRule[];
  dependencies?: string[];
};

/** A password input checked by the shared rule (6 to 32 characters, none of & < > " '), spaces kept. */
export function PasswordField({
  name,
  placeholder,
  isNew = false,
  extraRules = [],
  dependencies,
}: TPasswordFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item
      name={name}
      dependencies={dependencies}
      validateFirst
      rules={[...fieldRules(zPassword, t, { trim: false }), ...extraRules]}
    >
      <PasswordInput
        size="large"
        prefix={<LockOutlined />}
        placeholder={placeholder}
        aria-label={placeholder}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        data-testid={`${name}-input`}
      />
    </Form.Item>
  );
}
