import { LockOutlined } from '@ant-design/icons';
import { zPassword } from '@storefront/shared';
import { Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../lib/form/field-rules';

type TPasswordInputProps = {
  name: string;
  label: string;
  isNew?: boolean;
  /** The old password is only checked for being there: the server compares it with the stored one. */
  isCurrent?: boolean;
  extraRules?: FormRule[];
  dependencies?: string[];
};

/** A password field checked by the shared rule (6 to 32 characters, none of & < > " '), spaces kept. */
export function PasswordInput({
  name,
  label,
  isNew,
  isCurrent,
  extraRules = [],
  dependencies,
}: TPasswordInputProps) {
  const { t } = useTranslation('account');
  const rules = isCurrent
    ? [{ required: true, message: t('shared:validation.required') }]
    : fieldRules(zPassword, t, { trim: false });
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={dependencies}
      validateFirst
      rules={[...rules, ...extraRules]}
    >
      <Input.Password
        prefix={<LockOutlined />}
        placeholder={label}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        data-testid={`${name}-input`}
      />
    </Form.Item>
  );
}
