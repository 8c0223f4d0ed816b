import { type TSettingsUploads, ZSettingsUploads } from '@storefront/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../../lib/form/field-rules';
import { schemaRule } from '../../../../lib/form/schema-issues';
import { SectionForm } from './section-form';
import { SizeInput } from './size-input';
import { useSaveSettings } from './use-settings';

const field = ZSettingsUploads.shape;

/** The upload limit and the file types members and operators may upload. */
export function UploadsTab({ values }: { values: TSettingsUploads }) {
  const { t } = useTranslation(['console-settings', 'shared']);
  const save = useSaveSettings();
  return (
    <SectionForm
      initialValues={values}
      schema={ZSettingsUploads}
      onSave={(uploads) => save({ uploads })}
      testId="settings-uploads"
    >
      <Form.Item name="maxSize" label={t('uploads.maxSize')} rules={[schemaRule(field.maxSize, t)]}>
        <SizeInput />
      </Form.Item>
      <Form.Item
        name="allowedSuffixes"
        label={t('uploads.suffixes')}
        extra={t('uploads.suffixesHelp')}
        rules={fieldRules(field.allowedSuffixes, t, { required: false })}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="setting-allowedSuffixes" />
      </Form.Item>
      <Form.Item
        name="allowedMimeTypes"
        label={t('uploads.mimeTypes')}
        extra={t('uploads.mimeTypesHelp')}
        rules={fieldRules(field.allowedMimeTypes, t, { required: false })}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} data-testid="setting-allowedMimeTypes" />
      </Form.Item>
    </SectionForm>
  );
}
