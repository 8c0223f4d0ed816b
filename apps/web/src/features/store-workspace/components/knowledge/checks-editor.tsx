import {
  KNOWLEDGE_LIMITS,
  LANGUAGES,
  type TAnswerCheck,
  type TAnswerCheckAddBody,
  type TLanguage,
} from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedMark } from '../../../../components/unsaved-mark';
import { askBeforeClose } from '../../../../lib/unsaved/confirm-discard';
import { type TUnsavedChanges, useUnsavedChanges } from '../../../../lib/unsaved/use-unsaved-changes';
import { useIsPhone } from '../../../../lib/use-media-query';
import { useSubmit } from '../../../../lib/use-submit';
import type { TStoreWorkspaceClient } from '../../types';

type TKind = TAnswerCheckAddBody['kind'];
type TAddValues = { lang: TLanguage; question: string; entry_id?: number };

/** The add form: a paraphrase names one of the draft's entries (searched by its words), a refusal case none. */
function AddCheck(props: { client: TStoreWorkspaceClient; unsaved: TUnsavedChanges; onAdded: () => void }) {
  const { client, unsaved, onAdded } = props;
  const { t, i18n } = useTranslation('store-workspace');
  const [form] = Form.useForm<TAddValues>();
  const [kind, setKind] = useState<TKind>('paraphrase');
  const [search, setSearch] = useState('');
  const { isBusy, run } = useSubmit();
  const entries = useQuery({
    queryKey: [...client.queryKey, 'knowledge', 'check-entries', search],
    queryFn: () => client.knowledge.list({ page: 1, limit: 20, quickSearch: search, direction: 'desc' }),
    enabled: kind === 'paraphrase',
  });

  const add = (values: TAddValues) =>
    run(async () => {
      await client.checks.add({
        kind,
        ...values,
        entry_id: kind === 'paraphrase' ? values.entry_id : undefined,
      });
      form.resetFields(['question']);
      unsaved.markSaved();
      onAdded();
    });

  return (
    <Form<TAddValues>
      form={form}
      layout="vertical"
      name="answer-check"
      initialValues={{ lang: i18n.language === 'en' ? 'en' : 'zh-cn', question: '' }}
      onFinish={(values) => void add(values)}
      onValuesChange={unsaved.markChanged}
      data-testid="check-form"
    >
      <Form.Item label={t('checks.kindLabel')}>
        <Segmented<TKind>
          value={kind}
          onChange={setKind}
          options={(['paraphrase', 'refusal'] as const).map((value) => ({
            value,
            label: <span data-testid={`check-kind-${value}`}>{t(`checks.kind.${value}`)}</span>,
          }))}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t(`checks.help.${kind}`)}</Typography.Paragraph>
      <Form.Item name="lang" label={t('knowledge.lang')}>
        <Select options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))} />
      </Form.Item>
      <Form.Item
        name="question"
        label={t('checks.question')}
        rules={[{ required: true, whitespace: true, message: t('checks.questionRequired') }]}
      >
        <Input maxLength={KNOWLEDGE_LIMITS.questionMax} data-testid="check-question" />
      </Form.Item>
      {kind === 'paraphrase' ? (
        <Form.Item
          name="entry_id"
          label={t('checks.entry')}
          rules={[{ required: true, message: t('checks.entryRequired') }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={entries.isFetching}
            placeholder={t('checks.entryPlaceholder')}
            options={(entries.data?.list ?? []).map((entry) => ({ value: entry.id, label: entry.question }))}
            data-testid="check-entry"
          />
        </Form.Item>
      ) : null}
      <Flex align="center" gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={isBusy} data-testid="check-add">
          {t('checks.add')}
        </Button>
        <UnsavedMark isDirty={unsaved.isDirty} />
      </Flex>
    </Form>
  );
}

/** What a check expects: the entry (marked when the draft no longer has it), or a refusal. */
function Expected({ check }: { check: TAnswerCheck }) {
  const { t } = useTranslation('store-workspace');
  if (!check.entry) return <Typography.Text type="secondary">{t('evaluation.mustRefuse')}</Typography.Text>;
  return (
    <>
      {check.entry.question}
      {check.entry_found ? null : (
        <Tag color="warning" className="sf-ws-check-gone">
          {t('checks.entryGone')}
        </Tag>
      )}
    </>
  );
}

/**
 * The answer checks every publish is measured with, beside the knowledge: besides each entry's own question,
 * other wordings of entries and questions the assistant must refuse. Built-in refusal cases stay.
 */
export function ChecksEditor({ client, onClose }: { client: TStoreWorkspaceClient; onClose: () => void }) {
  const { t } = useTranslation('store-workspace');
  const isPhone = useIsPhone();
  const checks = useQuery({ queryKey: [...client.queryKey, 'checks'], queryFn: client.checks.list });
  const unsaved = useUnsavedChanges();
  const close = () => askBeforeClose(unsaved.isDirty, onClose);
  const remove = async (id: number) => {
    await client.checks.remove(id).catch(() => undefined);
    await checks.refetch();
  };

  return (
    <Modal
      open
      title={t('checks.title')}
      width={isPhone ? '100%' : 820}
      onCancel={close}
      footer={<Button onClick={close}>{t('action.close')}</Button>}
      destroyOnHidden
    >
      <div data-testid="checks-dialog">
        <Typography.Paragraph type="secondary">{t('checks.intro')}</Typography.Paragraph>
        <AddCheck client={client} unsaved={unsaved} onAdded={() => void checks.refetch()} />
        <Table<TAnswerCheck>
          className="sf-ws-checks"
          size="small"
          rowKey="id"
          loading={checks.isLoading}
          dataSource={checks.data?.list ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            {
              key: 'kind',
              title: t('checks.kindLabel'),
              render: (_v, check) => (
                <Flex gap={4} wrap>
                  <Tag bordered={false}>{t(`checks.kind.${check.kind}`)}</Tag>
                  {check.builtin ? <Tag>{t('checks.builtin')}</Tag> : null}
                </Flex>
              ),
            },
            {
              key: 'question',
              title: t('checks.question'),
              render: (_v, check) => <span data-testid="check-row-question">{check.question}</span>,
            },
            {
              key: 'expected',
              title: t('checks.expected'),
              render: (_v, check) => <Expected check={check} />,
            },
            {
              key: 'actions',
              title: t('common.actions'),
              render: (_v, check) =>
                check.builtin ? null : (
                  <Popconfirm title={t('action.confirmDelete')} onConfirm={() => remove(check.id)}>
                    <Button type="link" danger data-testid={`check-delete-${check.id}`}>
                      {t('action.delete')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </div>
    </Modal>
  );
}
