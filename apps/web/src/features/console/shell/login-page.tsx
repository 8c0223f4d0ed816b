import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { CONSOLE_API, type TOperatorLoginBody, ZOperatorLoginBody } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { useCaptchaGate } from '../../../components/verification-code/use-captcha-gate';
import { fieldRules } from '../../../lib/form/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { callConsole } from '../lib/call-console';
import { saveOperatorSession } from '../lib/operator-session';
import type { TConsoleChrome } from './types';

type TLoginValues = Pick<TOperatorLoginBody, 'username' | 'password' | 'keep'>;

/** Only console paths are followed after signing in; anything else goes to the console's home. */
const afterLogin = (redirect: string | null) =>
  redirect?.startsWith('/admin') && !redirect.startsWith('//') && !redirect.startsWith('/admin/login')
    ? redirect
    : '/admin';

/** `/admin/login`: username and password, the click captcha first when the server asks for it. */
export function ConsoleLoginPage({ toolbar, Captcha }: TConsoleChrome) {
  const { t } = useTranslation(['console', 'shared']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { verify, dialog } = useCaptchaGate(Captcha);
  const { isBusy, run } = useSubmit();
  const config = useQuery({
    queryKey: ['console', 'login-config'],
    queryFn: () => callConsole(CONSOLE_API.session.loginConfig),
  });

  const handleFinish = async (values: TLoginValues) => {
    const answer = config.data?.captcha === false ? { captchaId: '', captchaInfo: '' } : await verify();
    if (!answer) return;
    await run(async () => {
      const { operatorInfo } = await callConsole(CONSOLE_API.session.login, {
        body: { ...values, username: values.username.trim(), ...answer },
        showSuccessMessage: true,
      });
      saveOperatorSession(operatorInfo);
      navigate(afterLogin(searchParams.get('redirect')), { replace: true });
    });
  };

  return (
    <main className="sf-console-login" data-testid="console-login">
      <Flex justify="flex-end" gap={4} className="sf-console-login-tools">
        {toolbar}
      </Flex>
      <Card className="sf-console-login-card">
        <Typography.Title level={3}>{t('login.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        <Form<TLoginValues>
          name="console-login"
          layout="vertical"
          requiredMark={false}
          initialValues={{ username: '', password: '', keep: false }}
          onFinish={(values) => void handleFinish(values)}
        >
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={fieldRules(ZOperatorLoginBody.shape.username, t)}
          >
            <Input
              size="large"
              prefix={<UserOutlined />}
              autoComplete="username"
              data-testid="console-username"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={fieldRules(ZOperatorLoginBody.shape.password, t, { trim: false })}
          >
            <Input.Password
              size="large"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              data-testid="console-password"
            />
          </Form.Item>
          <Form.Item name="keep" valuePropName="checked">
            <Checkbox data-testid="console-keep">{t('login.keep')}</Checkbox>
          </Form.Item>
          <SubmitButton busy={isBusy} testId="console-login-submit" size="large">
            {t('login.submit')}
          </SubmitButton>
        </Form>
        <Link to="/" className="sf-console-login-back">
          {t('login.backToSite')}
        </Link>
      </Card>
      {dialog}
    </main>
  );
}
