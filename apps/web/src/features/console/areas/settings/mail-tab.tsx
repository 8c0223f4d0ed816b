import { CONSOLE_API, type TDeliveryView, ZMailSettings, ZMailSettingsFields } from '@storefront/shared';
import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../../lib/form/field-rules';
import { schemaRule } from '../../../../lib/form/schema-issues';
import { callConsole } from '../../lib/call-console';
import { SecretInput } from './secret-input';
import { SectionForm } from './section-form';
import { SendTest } from './send-test';
import { SourceSwitch } from './source-switch';
import { useSaveDelivery } from './use-settings';

const field = ZMailSettingsFields.shape;

/** The SMTP server codes and test mails go out through (owners only); the password travels masked. */
export function MailTab({ delivery }: { delivery: TDeliveryView }) {
  const { t } = useTranslation(['console-settings', 'shared']);
  const save = useSaveDelivery();
  const { environment } = delivery;
  const envText = environment.mailServer
    ? t('mail.envServer', { server: environment.mailServer, from: environment.mailFrom })
    : t('mail.envNone');

  return (
    <SectionForm
      initialValues={delivery.mail}
      schema={ZMailSettings}
      onSave={(mail) => save({ mail })}
      testId="settings-mail"
      footer={({ isDirty }) => (
        <SendTest
          label={t('mail.test')}
          placeholder="you@example.com"
          isDirty={isDirty}
          testId="mail-test"
          send={(to) =>
            callConsole(CONSOLE_API.settings.testMail, { body: { to }, showSuccessMessage: true }).then(
              () => undefined,
            )
          }
        />
      )}
    >
      <SourceSwitch name="source" environment={envText} testId="setting-mail-source" />
      <MailFields savedPass={delivery.mail.pass} />
    </SectionForm>
  );
}

/** The server's fields, shown once the section uses its own settings. */
function MailFields({ savedPass }: { savedPass: string }) {
  const { t } = useTranslation(['console-settings', 'shared']);
  const source = Form.useWatch('source');
  if (source !== 'console') return null;
  return (
    <Row gutter={[16, 0]}>
      <Col xs={24} md={12}>
        <Form.Item
          name="host"
          label={t('mail.host')}
          required
          rules={fieldRules(field.host, t, { required: false })}
        >
          <Input placeholder="smtp.example.com" data-testid="setting-mail-host" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="port" label={t('mail.port')} rules={[schemaRule(field.port, t)]}>
          <InputNumber<number> min={1} max={65535} precision={0} className="sf-settings-number" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name="secure"
          label={t('mail.secure')}
          valuePropName="checked"
          extra={t('mail.secureHelp')}
        >
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="user" label={t('mail.user')} rules={fieldRules(field.user, t, { required: false })}>
          <Input autoComplete="off" data-testid="setting-mail-user" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="pass" label={t('mail.pass')}>
          <SecretInput saved={savedPass} testId="setting-mail-pass" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="fromAddress"
          label={t('mail.fromAddress')}
          required
          rules={fieldRules(field.fromAddress, t, { required: false })}
        >
          <Input placeholder="no-reply@example.com" data-testid="setting-mail-from" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="fromName"
          label={t('mail.fromName')}
          rules={fieldRules(field.fromName, t, { required: false })}
        >
          <Input />
        </Form.Item>
      </Col>
    </Row>
  );
}
