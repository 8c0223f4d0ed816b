import { ASSISTANT_LIMITS, type TAssistantView } from '@storefront/shared';
import { Col, Descriptions, Form, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

const NUMBERS = [
  { name: 'free_count', max: ASSISTANT_LIMITS.freeCountMax },
  { name: 'score_per_message', max: ASSISTANT_LIMITS.scorePerMessageMax },
  { name: 'context_turns', max: ASSISTANT_LIMITS.contextTurnsMax },
] as const;

/** The site's terms for chatting with the assistant: operators set them. */
export function RulesFields() {
  const { t } = useTranslation('store-workspace');
  return (
    <Row gutter={12}>
      {NUMBERS.map(({ name, max }) => (
        <Col xs={24} sm={12} key={name}>
          <Form.Item
            name={name}
            label={t(`assistant.rule.${name}`)}
            tooltip={t(`assistant.rule.${name}Help`)}
          >
            <InputNumber
              className="sf-ws-full"
              min={0}
              max={max}
              precision={0}
              data-testid={`assistant-${name}`}
            />
          </Form.Item>
        </Col>
      ))}
      <Col xs={24} sm={12}>
        <Form.Item
          name="loginset"
          label={t('assistant.rule.loginset')}
          tooltip={t('assistant.rule.loginsetHelp')}
          getValueProps={(value: number) => ({ checked: value === 1 })}
          getValueFromEvent={(checked: boolean) => (checked ? 1 : 0)}
        >
          <Switch data-testid="assistant-loginset" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The same terms read-only, for the store's owner (the site sets them). */
export function RulesSummary({ draft }: { draft: TAssistantView }) {
  const { t } = useTranslation('store-workspace');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      className="sf-ws-rules"
      items={[
        ...NUMBERS.map(({ name }) => ({
          key: name,
          label: t(`assistant.rule.${name}`),
          children: draft[name],
        })),
        {
          key: 'loginset',
          label: t('assistant.rule.loginset'),
          children: t(draft.loginset === 1 ? 'common.yes' : 'common.no'),
        },
      ]}
    />
  );
}
