import {
  CONSOLE_API,
  CONTENT_TYPES,
  LANGUAGES,
  type TContentType,
  type TLanguage,
  type TStatus,
  zContentMarkdown,
  zContentName,
  zContentSummary,
  zContentTitle,
  zExampleExtraText,
} from '@storefront/shared';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../../lib/form/field-rules';
import { useUnsavedChanges } from '../../../../lib/unsaved/use-unsaved-changes';
import { useSubmit } from '../../../../lib/use-submit';
import { FormDrawer } from '../../components/form-drawer';
import { callConsole } from '../../lib/call-console';
import { MarkdownField } from './markdown-field';

export type TArticleValues = {
  type: TContentType;
  lang: TLanguage;
  name: string;
  title: string;
  summary: string;
  markdown: string;
  weigh: number;
  status: TStatus;
  extra: string;
};

/**
 * Adds a version (`id` undefined) or edits one. Type and language are fixed once a version exists; the name and
 * order belong to the article, so changing them changes every language's version.
 */
export function ArticleForm(props: {
  title: string;
  id?: number;
  initial: TArticleValues;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { title, id, initial, onClose, onSaved } = props;
  const { t } = useTranslation(['console-content', 'console', 'shared']);
  const [form] = Form.useForm<TArticleValues>();
  const type = Form.useWatch('type', form) ?? initial.type;
  const { isBusy, run } = useSubmit();
  const unsaved = useUnsavedChanges();
  const isNew = id === undefined;

  const save = (values: TArticleValues) =>
    run(async () => {
      const fields = {
        name: values.name.trim(),
        title: values.title.trim(),
        summary: (values.summary ?? '').trim(),
        markdown: values.markdown,
        weigh: values.weigh ?? 0,
        status: values.status,
        extra: values.type === 'example' ? (values.extra ?? '').trim() : '',
      };
      if (id === undefined) {
        const body = { ...fields, type: values.type, lang: values.lang };
        await callConsole(CONSOLE_API.content.add, { body, showSuccessMessage: true });
      } else {
        await callConsole(CONSOLE_API.content.edit, { body: { ...fields, id }, showSuccessMessage: true });
      }
      onSaved();
      onClose();
    });

  return (
    <FormDrawer
      title={title}
      open
      busy={isBusy}
      isDirty={unsaved.isDirty}
      onClose={onClose}
      onSave={() => form.submit()}
      testId="article-editor"
      width={1200}
    >
      <Form<TArticleValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void save({ ...initial, ...values })}
        onValuesChange={unsaved.markChanged}
        className="sf-article-form"
      >
        <div className="sf-article-fields">
          <Form.Item name="type" label={t('field.type')}>
            <Select
              disabled={!isNew}
              options={CONTENT_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
              data-testid="content-type"
            />
          </Form.Item>
          <Form.Item name="lang" label={t('field.lang')}>
            <Select
              disabled={!isNew}
              options={LANGUAGES.map((value) => ({ value, label: t(`lang.${value}`) }))}
              data-testid="content-lang"
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('field.name')}
            extra={t(isNew ? 'field.nameHelp' : 'field.nameEditHelp')}
            rules={fieldRules(zContentName, t)}
          >
            <Input autoComplete="off" maxLength={60} data-testid="content-name" />
          </Form.Item>
          <Form.Item name="weigh" label={t('field.weigh')} extra={t('field.weighHelp')}>
            <InputNumber precision={0} min={-999999} max={999999} className="sf-article-weigh" />
          </Form.Item>
          <Form.Item
            name="status"
            label={t('field.status')}
            valuePropName="checked"
            getValueProps={(status: TStatus) => ({ checked: status === 'enable' })}
            normalize={(checked: boolean) => (checked ? 'enable' : 'disable')}
          >
            <Switch
              checkedChildren={t('console:status.enable')}
              unCheckedChildren={t('console:status.disable')}
            />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('field.title')}
            rules={fieldRules(zContentTitle, t)}
            className="is-wide"
          >
            <Input maxLength={200} data-testid="content-title" />
          </Form.Item>
          <Form.Item
            name="summary"
            label={t('field.summary')}
            rules={fieldRules(zContentSummary, t, { required: false })}
            className="is-wide"
          >
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={500} />
          </Form.Item>
        </div>
        <Form.Item
          name="markdown"
          label={t('field.markdown')}
          rules={fieldRules(zContentMarkdown, t, { trim: false })}
        >
          <MarkdownField />
        </Form.Item>
        {type === 'example' ? (
          <Form.Item
            name="extra"
            label={t('field.extra')}
            extra={t('field.extraHelp')}
            rules={fieldRules(zExampleExtraText, t, { required: false, trim: false })}
          >
            <Input.TextArea
              autoSize={{ minRows: 4, maxRows: 16 }}
              spellCheck={false}
              className="sf-article-json"
            />
          </Form.Item>
        ) : null}
      </Form>
    </FormDrawer>
  );
}
