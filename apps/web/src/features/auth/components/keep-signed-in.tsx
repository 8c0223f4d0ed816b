import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Keep me signed in": the form's `keep` field, which asks for a refresh token with the login. */
export function KeepSignedIn({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item
      name="keep"
      valuePropName="checked"
      {...(bare ? { noStyle: true } : { className: 'sf-auth-row' })}
    >
      <Checkbox data-testid="keep-checkbox">{t('field.keep')}</Checkbox>
    </Form.Item>
  );
}
