import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AGENT_TYPES,
  type TChatHost,
  type TSettingsChat,
  ZChatHost,
  ZSettingsChat,
} from '@storefront/shared';
import { Button, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../../../lib/form/field-rules';
import { schemaRule } from '../../../../lib/form/schema-issues';
import { SectionForm } from './section-form';
import { SourceSwitch } from './source-switch';
import { useSaveSettings } from './use-settings';

/** Hosts that open the chat at `/` as an agent type, and the free messages new assistants give visitors. */
export function ChatTab({ values, envHosts }: { values: TSettingsChat; envHosts: TChatHost[] }) {
  const { t } = useTranslation(['console-settings', 'console', 'shared']);
  const save = useSaveSettings();
  const agentOptions = AGENT_TYPES.map((type) => ({ value: type, label: t(`chat.agent.${type}`) }));
  const environment = envHosts.length ? (
    <ul className="sf-settings-env-list">
      {envHosts.map((item) => (
        <li key={item.host}>
          <Typography.Text code>{item.host}</Typography.Text> → {t(`chat.agent.${item.agentType}`)}
        </li>
      ))}
    </ul>
  ) : (
    t('chat.envNone')
  );

  return (
    <SectionForm
      initialValues={values}
      schema={ZSettingsChat}
      onSave={(chat) => save({ chat })}
      testId="settings-chat"
    >
      <SourceSwitch name="chatHostsSource" environment={environment} testId="setting-chatHostsSource" />
      <ChatHostRows agentOptions={agentOptions} />
      <Form.Item
        name="assistantFreeCount"
        label={t('chat.freeCount')}
        extra={t('chat.freeCountHelp')}
        rules={[schemaRule(ZSettingsChat.shape.assistantFreeCount, t)]}
      >
        <InputNumber<number> min={0} max={1000} precision={0} className="sf-settings-number" />
      </Form.Item>
    </SectionForm>
  );
}

/** The hosts of the console's own list, shown once the section uses it. */
function ChatHostRows({ agentOptions }: { agentOptions: { value: string; label: string }[] }) {
  const { t } = useTranslation(['console-settings', 'console', 'shared']);
  const source = Form.useWatch('chatHostsSource');
  if (source !== 'console') return null;
  return (
    <Form.List name="chatHosts">
      {(rows, { add, remove }) => (
        <Form.Item label={t('chat.hosts')} extra={t('chat.hostsHelp')}>
          {rows.map((row) => (
            <Flex key={row.key} gap={8} align="flex-start" className="sf-settings-host-row">
              <Form.Item
                name={[row.name, 'host']}
                rules={fieldRules(ZChatHost.shape.host, t)}
                className="sf-settings-grow"
              >
                <Input placeholder="chat.example.com" />
              </Form.Item>
              <Form.Item name={[row.name, 'agentType']}>
                <Select options={agentOptions} className="sf-settings-agent" />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                onClick={() => remove(row.name)}
                aria-label={t('console:action.delete')}
              />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ host: '', agentType: 'client' })}>
            {t('chat.addHost')}
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}
