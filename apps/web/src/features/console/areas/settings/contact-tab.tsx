import { type TSettingsContact, ZSettingsContact } from '@storefront/shared';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../../lib/form/field-rules';
import { BilingualField } from '../../components/bilingual-field';
import { SectionForm } from './section-form';
import { useSaveSettings } from './use-settings';

const field = ZSettingsContact.shape;
const LINES = ['telephone', 'serviceHotline', 'contactEmail', 'offiaccount', 'miniprogram'] as const;

/** How visitors reach the site, and the footer's texts. */
export function ContactTab({ values }: { values: TSettingsContact }) {
  const { t } = useTranslation(['console-settings', 'shared']);
  const save = useSaveSettings();
  return (
    <SectionForm
      initialValues={values}
      schema={ZSettingsContact}
      onSave={(contact) => save({ contact })}
      testId="settings-contact"
    >
      <Row gutter={[16, 0]}>
        {LINES.map((name) => (
          <Col xs={24} md={12} key={name}>
            <Form.Item
              name={name}
              label={t(`contact.${name}`)}
              rules={fieldRules(field[name], t, { required: false })}
            >
              <Input
                maxLength={name.startsWith('tel') || name === 'serviceHotline' ? 30 : 255}
                data-testid={`setting-${name}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <BilingualField
        name="footer_title"
        label={t('contact.footerTitle')}
        schema={field.footer_title.shape.en}
        testIdPrefix="setting"
        maxLength={50}
      />
      <BilingualField
        name="footer_describe"
        label={t('contact.footerDescribe')}
        schema={field.footer_describe.shape.en}
        multiline
        testIdPrefix="setting"
        maxLength={300}
      />
      <Form.Item
        name="footer_register"
        label={t('contact.footerRegister')}
        rules={fieldRules(field.footer_register, t, { required: false })}
      >
        <Input maxLength={100} />
      </Form.Item>
    </SectionForm>
  );
}
