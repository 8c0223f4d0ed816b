import { type TSettingsBasics, ZSettingsBasics } from '@storefront/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../../lib/form/field-rules';
import { BilingualField } from '../../components/bilingual-field';
import { LogoInput } from './logo-input';
import { SectionForm } from './section-form';
import { useSaveSettings } from './use-settings';

const text = ZSettingsBasics.shape;

/** Name, logo, record number, description, keywords and copyright. */
export function BasicsTab({ values }: { values: TSettingsBasics }) {
  const { t } = useTranslation(['console-settings', 'shared']);
  const save = useSaveSettings();
  return (
    <SectionForm
      initialValues={values}
      schema={ZSettingsBasics}
      onSave={(basics) => save({ basics })}
      testId="settings-basics"
    >
      <BilingualField
        name="siteName"
        label={t('basics.siteName')}
        schema={text.siteName.shape.en}
        required
        testIdPrefix="setting"
        maxLength={50}
      />
      <Form.Item
        name="siteLogo"
        label={t('basics.siteLogo')}
        extra={t('basics.siteLogoHelp')}
        rules={fieldRules(text.siteLogo, t, { required: false })}
      >
        <LogoInput />
      </Form.Item>
      <Form.Item
        name="recordNumber"
        label={t('basics.recordNumber')}
        rules={fieldRules(text.recordNumber, t, { required: false })}
      >
        <Input maxLength={50} data-testid="setting-recordNumber" />
      </Form.Item>
      <BilingualField
        name="siteDescription"
        label={t('basics.siteDescription')}
        schema={text.siteDescription.shape.en}
        multiline
        testIdPrefix="setting"
        maxLength={500}
      />
      <BilingualField
        name="siteKeywords"
        label={t('basics.siteKeywords')}
        schema={text.siteKeywords.shape.en}
        testIdPrefix="setting"
        maxLength={200}
      />
      <BilingualField
        name="site_copyright"
        label={t('basics.copyright')}
        schema={text.site_copyright.shape.en}
        testIdPrefix="setting"
        maxLength={200}
      />
    </SectionForm>
  );
}
