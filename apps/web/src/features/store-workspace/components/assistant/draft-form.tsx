import {
  type TAssistantDetail,
  type TAssistantView,
  ZAssistantRules,
  ZAssistantTexts,
} from '@storefront/shared';
import { Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { UnsavedMark } from '../../../../components/unsaved-mark';
import { useUnsavedChanges } from '../../../../lib/unsaved/use-unsaved-changes';
import { useSubmit } from '../../../../lib/use-submit';
import { showSchemaErrors } from '../../lib/schema-errors';
import type { TAssistantClient } from '../../types';
import { RulesFields, RulesSummary } from './rules-fields';
import { TextsFields } from './texts-fields';

type TDraftValues = Parameters<TAssistantClient['edit']>[0];

const toValues = (draft: TAssistantView): TDraftValues => ({
  name: draft.name,
  system_prompt: draft.system_prompt,
  welcome: draft.welcome,
  suggestions: draft.suggestions,
  free_count: draft.free_count,
  loginset: draft.loginset,
  score_per_message: draft.score_per_message,
  context_turns: draft.context_turns,
});

const RULES = ZAssistantTexts.extend(ZAssistantRules.shape);

/**
 * The draft's texts (per language), instructions and, for operators, the site's terms; checked with the shared
 * schema as a whole before it is saved.
 */
export function DraftForm(props: {
  client: TAssistantClient;
  draft: TAssistantView;
  onSaved: (detail: TAssistantDetail) => void;
}) {
  const { client, draft, onSaved } = props;
  const { t } = useTranslation(['store-workspace', 'shared']);
  const [form] = Form.useForm<TDraftValues>();
  const { isBusy, run } = useSubmit();
  const unsaved = useUnsavedChanges();

  const handleFinish = (values: TDraftValues) => {
    // A question added and left empty is dropped rather than refused.
    const filled = (list: string[] = []) => list.filter((item) => item.trim() !== '');
    const suggestions = {
      'zh-cn': filled(values.suggestions?.['zh-cn']),
      en: filled(values.suggestions?.en),
    };
    const full = { ...toValues(draft), ...values, suggestions };
    if (showSchemaErrors(form, client.canEditRules ? RULES : ZAssistantTexts, full, t)) return;
    void run(async () => {
      onSaved(await client.edit(full));
      form.setFieldsValue({ suggestions });
      unsaved.markSaved();
    });
  };

  return (
    <Form<TDraftValues>
      form={form}
      name="assistant-draft"
      layout="vertical"
      initialValues={toValues(draft)}
      onFinish={handleFinish}
      onValuesChange={unsaved.markChanged}
      data-testid="assistant-draft-form"
    >
      <Card size="small" title={t('assistant.textsTitle')} className="sf-ws-card">
        <TextsFields />
      </Card>
      <Card size="small" title={t('assistant.rulesTitle')} className="sf-ws-card">
        {client.canEditRules ? <RulesFields /> : <RulesSummary draft={draft} />}
      </Card>
      <div className="sf-ws-form-actions">
        <UnsavedMark isDirty={unsaved.isDirty} />
        <Button type="primary" htmlType="submit" loading={isBusy} data-testid="assistant-save">
          {t('assistant.saveDraft')}
        </Button>
      </div>
    </Form>
  );
}
