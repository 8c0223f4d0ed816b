import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { sameAsRule } from '../../../lib/form/field-rules';
import { HttpError } from '../../../lib/http';
import { clearSession } from '../../../lib/session';
import { changePassword } from '../api/change-password';
import { AccountHeader } from '../components/account-header';
import { PasswordInput } from '../components/password-input';

type TPasswordValues = { oldPassword: string; newPassword: string; confirm: string };

/**
 * `/user/account/changePassword`: old, new and confirmation. Success logs out: the server has ended every
 * login of the member, so the tokens are dropped here and the member goes to the login page.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSubmitting, setSubmitting] = useState(false);

  const handleFinish = async ({ oldPassword, newPassword }: TPasswordValues) => {
    setSubmitting(true);
    try {
      await changePassword({ oldPassword, newPassword });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof HttpError) return;
      throw error;
    }
    clearSession();
    queryClient.removeQueries({ queryKey: ['account'] });
    await navigate('/user/login', { replace: true });
  };

  return (
    <div className="sf-account-page" data-testid="account-change-password">
      <AccountHeader title={t('changePassword.title')} description={t('changePassword.description')} />
      <section className="sf-panel sf-narrow-panel">
        <Alert type="info" showIcon title={t('changePassword.notice')} className="sf-form-notice" />
        <Form<TPasswordValues>
          layout="vertical"
          requiredMark={false}
          data-testid="change-password-form"
          validateTrigger={['onChange', 'onBlur']}
          initialValues={{ oldPassword: '', newPassword: '', confirm: '' }}
          onFinish={(values) => void handleFinish(values)}
        >
          <PasswordInput name="oldPassword" label={t('field.oldPassword')} isCurrent />
          <PasswordInput name="newPassword" label={t('field.newPassword')} isNew />
          <PasswordInput
            name="confirm"
            label={t('field.confirmPassword')}
            isNew
            dependencies={['newPassword']}
            extraRules={[sameAsRule('newPassword', t)]}
          />
          <SubmitButton busy={isSubmitting} testId="change-password-submit">
            {t('changePassword.submit')}
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
