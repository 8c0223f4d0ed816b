import {
  CONSOLE_API,
  SMS_DRIVERS,
  type TDeliveryView,
  ZSmsSettings,
  ZSmsSettingsFields,
} from '@storefront/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../../lib/form/field-rules';
import { callConsole } from '../../lib/call-console';
import { SecretInput } from './secret-input';
import { SectionForm } from './section-form';
import { SendTest } from './send-test';
import { SourceSwitch } from './source-switch';
import { useSaveDelivery } from './use-settings';

const field = ZSmsSettingsFields.shape;
const ALIYUN_FIELDS = ['accessKeyId', 'signName', 'templateCode'] as const;

/** How SMS codes leave the server (owners only): the outbox, or Aliyun with a key whose secret travels masked. */
export function SmsTab({ delivery }: { delivery: TDeliveryView }) {
  const { t } = useTranslation(['console-settings', 'shared']);
  const save = useSaveDelivery();

  return (
    <SectionForm
      initialValues={delivery.sms}
      schema={ZSmsSettings}
      onSave={(sms) => save({ sms })}
      testId="settings-sms"
      footer={({ isDirty }) => (
        <SendTest
          label={t('sms.test')}
          placeholder="13800000000"
          isDirty={isDirty}
          testId="sms-test"
          send={(mobile) =>
            callConsole(CONSOLE_API.settings.testSms, { body: { mobile }, showSuccessMessage: true }).then(
              () => undefined,
            )
          }
        />
      )}
    >
      <SourceSwitch
        name="source"
        environment={t(`sms.env.${delivery.environment.smsDriver}`)}
        testId="setting-sms-source"
      />
      <SmsFields savedSecret={delivery.sms.accessKeySecret} />
    </SectionForm>
  );
}

/** The driver and its credentials, shown once the section uses its own settings. */
function SmsFields({ savedSecret }: { savedSecret: string }) {
  const { t } = useTranslation(['console-settings', 'shared']);
  const driver = Form.useWatch('driver');
  const source = Form.useWatch('source');
  if (source !== 'console') return null;
  return (
    <>
      <Form.Item name="driver" label={t('sms.driver')}>
        <Select options={SMS_DRIVERS.map((name) => ({ value: name, label: t(`sms.driverName.${name}`) }))} />
      </Form.Item>
      {driver === 'aliyun' ? (
        <Row gutter={[16, 0]}>
          {ALIYUN_FIELDS.map((name) => (
            <Col xs={24} md={12} key={name}>
              <Form.Item
                name={name}
                label={t(`sms.${name}`)}
                required
                rules={fieldRules(field[name], t, { required: false })}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={12}>
            <Form.Item name="accessKeySecret" label={t('sms.accessKeySecret')} required>
              <SecretInput saved={savedSecret} testId="setting-sms-secret" />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
    </>
  );
}
