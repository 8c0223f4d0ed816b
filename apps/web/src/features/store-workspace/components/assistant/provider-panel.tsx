import { KeyOutlined } from '@ant-design/icons';
import {
  ASSISTANT_LIMITS,
  ASSISTANT_PROVIDERS,
  type TAssistantDetail,
  type TAssistantView,
  ZAssistantProviderBody,
} from '@storefront/shared';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedMark } from '../../../../components/unsaved-mark';
import { useUnsavedChanges } from '../../../../lib/unsaved/use-unsaved-changes';
import { useSubmit } from '../../../../lib/use-submit';
import { showSchemaErrors } from '../../lib/schema-errors';
import type { TAssistantClient } from '../../types';

type TProviderValues = {
  provider: TAssistantView['provider'];
  base_url: string;
  model: string;
  api_key: string;
  clear_api_key: boolean;
};

type TSaveProvider = NonNullable<TAssistantClient['saveProvider']>;

/** The stored key, only masked, with "change key" opening an input for a new one. */
function ApiKeyField({ draft }: { draft: TAssistantView }) {
  const { t } = useTranslation('store-workspace');
  const [isChanging, setChanging] = useState(!draft.credentials?.api_key_set);
  const masked = draft.credentials?.api_key_masked ?? '';
  return (
    <Form.Item label={t('provider.apiKey')} extra={t('provider.apiKeyHelp')}>
      {isChanging ? (
        <Form.Item name="api_key" noStyle>
          <Input.Password
            autoComplete="new-password"
            maxLength={ASSISTANT_LIMITS.apiKeyMax}
            placeholder={t('provider.apiKeyPlaceholder')}
            data-testid="provider-api-key"
          />
        </Form.Item>
      ) : (
        <Space wrap>
          <Tag icon={<KeyOutlined />} data-testid="provider-key-masked">
            {masked}
          </Tag>
          <Button size="small" onClick={() => setChanging(true)} data-testid="provider-change-key">
            {t('provider.changeKey')}
          </Button>
          <Form.Item name="clear_api_key" valuePropName="checked" noStyle>
            <Checkbox>{t('provider.clearKey')}</Checkbox>
          </Form.Item>
        </Space>
      )}
    </Form.Item>
  );
}

/** Site owners choose who answers for the draft: the site's default, the builtin engine or their own service. */
function ProviderForm({
  draft,
  save,
  onSaved,
}: {
  draft: TAssistantView;
  save: TSaveProvider;
  onSaved: (d: TAssistantDetail) => void;
}) {
  const { t } = useTranslation(['store-workspace', 'shared']);
  const [form] = Form.useForm<TProviderValues>();
  const { isBusy, run } = useSubmit();
  const unsaved = useUnsavedChanges();
  const provider = Form.useWatch('provider', form) ?? draft.provider;

  const handleFinish = (values: TProviderValues) => {
    const body = { ...values, api_key: values.api_key ?? '', clear_api_key: values.clear_api_key ?? false };
    // The body's store is the client's to name: any valid id lets the shared schema check the fields.
    if (showSchemaErrors(form, ZAssistantProviderBody, { ...body, store_id: 1 }, t)) return;
    void run(async () => {
      onSaved(await save(body));
      form.setFieldsValue({ api_key: '', clear_api_key: false });
      unsaved.markSaved();
    });
  };

  return (
    <Form<TProviderValues>
      form={form}
      name="assistant-provider"
      layout="vertical"
      initialValues={{
        provider: draft.provider,
        base_url: draft.credentials?.base_url ?? '',
        model: draft.credentials?.model ?? '',
        api_key: '',
        clear_api_key: false,
      }}
      onFinish={handleFinish}
      onValuesChange={unsaved.markChanged}
    >
      <Form.Item name="provider" label={t('provider.kind')}>
        <Radio.Group className="sf-ws-providers" data-testid="provider-kind">
          {ASSISTANT_PROVIDERS.map((kind) => (
            <Radio key={kind} value={kind}>
              <span className="sf-ws-provider-name">{t(`provider.${kind}`)}</span>
              <Typography.Text type="secondary" className="sf-ws-provider-help">
                {t(`provider.${kind}Help`)}
              </Typography.Text>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {provider === 'openai-compatible' ? (
        <>
          <Form.Item name="base_url" label={t('provider.baseUrl')} required>
            <Input placeholder="https://api.example.com/v1" data-testid="provider-base-url" />
          </Form.Item>
          <Form.Item name="model" label={t('provider.model')} required>
            <Input maxLength={ASSISTANT_LIMITS.modelMax} data-testid="provider-model" />
          </Form.Item>
          <ApiKeyField key={draft.update_time} draft={draft} />
        </>
      ) : null}
      <Flex align="center" gap={8} wrap>
        <Button htmlType="submit" loading={isBusy} data-testid="provider-save">
          {t('provider.save')}
        </Button>
        <UnsavedMark isDirty={unsaved.isDirty} />
      </Flex>
    </Form>
  );
}

/**
 * Who answers for the draft. Only site owners change it (the key is stored encrypted and shown masked);
 * editors see which kind it is.
 */
export function ProviderPanel(props: {
  client: TAssistantClient;
  draft: TAssistantView;
  onSaved: (detail: TAssistantDetail) => void;
}) {
  const { client, draft, onSaved } = props;
  const { t } = useTranslation('store-workspace');
  return (
    <Card size="small" title={t('provider.title')} className="sf-ws-card" data-testid="assistant-provider">
      {client.saveProvider ? (
        <ProviderForm draft={draft} save={client.saveProvider} onSaved={onSaved} />
      ) : (
        <Alert
          type="info"
          showIcon
          title={t(`provider.${draft.provider}`)}
          description={t('provider.ownersOnly')}
        />
      )}
    </Card>
  );
}
