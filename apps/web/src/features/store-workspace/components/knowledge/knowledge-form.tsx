import {
  KNOWLEDGE_LIMITS,
  LANGUAGES,
  type TKnowledgeEntry,
  type TKnowledgeFields,
  ZKnowledgeFields,
} from '@storefront/shared';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../../lib/form/field-rules';
import { askBeforeClose } from '../../../../lib/unsaved/confirm-discard';
import { useUnsavedChanges } from '../../../../lib/unsaved/use-unsaved-changes';
import { useIsPhone } from '../../../../lib/use-media-query';
import { useSubmit } from '../../../../lib/use-submit';
import { numberRule } from '../../lib/number-rule';
import { DialogFooter } from '../dialog-footer';

export type TKnowledgeFormProps = {
  title: string;
  /** The entry edited, or the fields a new one starts with. */
  initial: Partial<TKnowledgeEntry> & Pick<TKnowledgeEntry, 'lang'>;
  /** Shown above the fields (e.g. the answer the assistant gave). */
  intro?: ReactNode;
  save: (fields: TKnowledgeFields) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
};

/** A knowledge entry's language, question, answer, tags and weight, each checked by the shared rule. */
export function KnowledgeForm({ title, initial, intro, save, onClose, onSaved }: TKnowledgeFormProps) {
  const { t } = useTranslation(['store-workspace', 'shared']);
  const isPhone = useIsPhone();
  const [form] = Form.useForm<TKnowledgeFields>();
  const { isBusy, run } = useSubmit();
  const unsaved = useUnsavedChanges();
  const close = () => askBeforeClose(unsaved.isDirty, onClose);
  const fields = ZKnowledgeFields.shape;

  const handleFinish = (values: TKnowledgeFields) =>
    run(async () => {
      await save({ ...values, tags: values.tags ?? '', weigh: values.weigh ?? 0 });
      onSaved();
      onClose();
    });

  return (
    <Modal
      open
      title={title}
      width={isPhone ? '100%' : 640}
      onCancel={close}
      footer={
        <DialogFooter
          okText={t('action.save')}
          isBusy={isBusy}
          isDirty={unsaved.isDirty}
          onOk={() => form.submit()}
          onCancel={close}
          testId="knowledge-form"
        />
      }
      destroyOnHidden
    >
      {intro ? <Alert type="info" className="sf-ws-form-intro" title={intro} /> : null}
      <Form<TKnowledgeFields>
        data-testid="knowledge-form"
        form={form}
        name="knowledge-entry"
        layout="vertical"
        initialValues={{ tags: '', weigh: 0, question: '', answer: '', ...initial }}
        onFinish={(values) => void handleFinish(values)}
        onValuesChange={unsaved.markChanged}
      >
        <Form.Item name="lang" label={t('knowledge.lang')}>
          <Select
            options={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
            data-testid="knowledge-lang"
          />
        </Form.Item>
        <Form.Item name="question" label={t('knowledge.question')} rules={fieldRules(fields.question, t)}>
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={KNOWLEDGE_LIMITS.questionMax}
            data-testid="knowledge-question"
          />
        </Form.Item>
        <Form.Item name="answer" label={t('knowledge.answer')} rules={fieldRules(fields.answer, t)}>
          <Input.TextArea
            autoSize={{ minRows: 4, maxRows: 12 }}
            maxLength={KNOWLEDGE_LIMITS.answerMax}
            showCount
            data-testid="knowledge-answer"
          />
        </Form.Item>
        <Form.Item
          name="tags"
          label={t('knowledge.tags')}
          extra={t('knowledge.tagsHelp')}
          rules={fieldRules(fields.tags, t, { required: false })}
        >
          <Input maxLength={KNOWLEDGE_LIMITS.tagsMax} data-testid="knowledge-tags" />
        </Form.Item>
        <Form.Item
          name="weigh"
          label={t('knowledge.weigh')}
          extra={t('knowledge.weighHelp')}
          rules={[numberRule(fields.weigh, t)]}
        >
          <InputNumber
            className="sf-ws-full"
            precision={0}
            min={-KNOWLEDGE_LIMITS.weighMax}
            max={KNOWLEDGE_LIMITS.weighMax}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
