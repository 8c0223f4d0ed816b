import { Button, Flex, Form } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedMark } from '../../../../components/unsaved-mark';
import { showSchemaIssues, type TFormSchema } from '../../../../lib/form/schema-issues';
import { useUnsavedChanges } from '../../../../lib/unsaved/use-unsaved-changes';
import { useSubmit } from '../../../../lib/use-submit';

type TSectionFormProps<T extends object> = {
  /** What the server holds now; the form starts over from it after each save. */
  initialValues: T;
  /** The section's shared schema: the whole form is checked with it before it is sent. */
  schema: TFormSchema;
  onSave: (values: T) => Promise<void>;
  testId: string;
  children: ReactNode;
  /** Shown under the Save button, told whether there are unsaved changes (a test send uses saved settings). */
  footer?: (state: { isDirty: boolean }) => ReactNode;
};

/** One tab of the settings: its fields, checked with the shared schema, and its own Save button. */
export function SectionForm<T extends object>(props: TSectionFormProps<T>) {
  const { initialValues, schema, onSave, testId, children, footer } = props;
  const { t } = useTranslation(['console-settings', 'console', 'shared']);
  const [form] = Form.useForm<T>();
  const { isBusy, run } = useSubmit();
  const { isDirty, markChanged, markSaved } = useUnsavedChanges();
  const saved = JSON.stringify(initialValues);

  // A save (of this tab or another) brings new values from the server; unsaved edits of other tabs stay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` stands for initialValues by content
  useEffect(() => {
    form.resetFields();
    markSaved();
  }, [saved, form, markSaved]);

  const handleFinish = () => {
    // Fields hidden for now (a section following the environment) still travel, as the server keeps them.
    const values = form.getFieldsValue(true) as T;
    if (!showSchemaIssues(form, schema, values, t)) return;
    // A save that changes nothing brings back equal values, which the effect above does not see: clear it here.
    void run(async () => {
      await onSave(values);
      markSaved();
    });
  };

  return (
    <Form<T>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={handleFinish}
      onValuesChange={markChanged}
      className="sf-settings-form"
      data-testid={testId}
    >
      {children}
      <Flex gap={12} align="center" wrap className="sf-settings-actions">
        <Button type="primary" htmlType="submit" loading={isBusy} data-testid={`${testId}-save`}>
          {t('console:action.save')}
        </Button>
        <UnsavedMark isDirty={isDirty} />
      </Flex>
      {footer?.({ isDirty })}
    </Form>
  );
}
