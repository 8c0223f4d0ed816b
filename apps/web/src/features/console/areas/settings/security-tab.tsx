import { type TSettingsSecurity, ZSettingsSecurity } from '@storefront/shared';
import { Alert, Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../../lib/form/schema-issues';
import { SectionForm } from './section-form';
import { useSaveSettings } from './use-settings';

/** The member login captcha and the points a new member gets. */
export function SecurityTab({ values, captchaOff }: { values: TSettingsSecurity; captchaOff: boolean }) {
  const { t } = useTranslation(['console-settings', 'shared']);
  const save = useSaveSettings();
  return (
    <SectionForm
      initialValues={values}
      schema={ZSettingsSecurity}
      onSave={(security) => save({ security })}
      testId="settings-security"
    >
      {captchaOff ? (
        <Alert type="warning" showIcon title={t('security.captchaOff')} className="sf-settings-alert" />
      ) : null}
      <Form.Item
        name="userLoginCaptcha"
        label={t('security.loginCaptcha')}
        extra={t('security.loginCaptchaHelp')}
        valuePropName="checked"
      >
        <Switch data-testid="setting-userLoginCaptcha" />
      </Form.Item>
      <Form.Item
        name="registerBonusScore"
        label={t('security.registerBonus')}
        extra={t('security.registerBonusHelp')}
        rules={[schemaRule(ZSettingsSecurity.shape.registerBonusScore, t)]}
      >
        <InputNumber<number>
          min={0}
          precision={0}
          className="sf-settings-number"
          data-testid="setting-registerBonusScore"
        />
      </Form.Item>
    </SectionForm>
  );
}
