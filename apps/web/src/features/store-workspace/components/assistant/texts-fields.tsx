import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ASSISTANT_LIMITS, LANGUAGES, type TLanguage } from '@storefront/shared';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguageLabel } from '../bilingual-field';

/** A language's suggested questions: one input each, up to the shared maximum. */
function SuggestionList({ language }: { language: TLanguage }) {
  const { t } = useTranslation('store-workspace');
  return (
    <Form.List name={['suggestions', language]}>
      {(items, { add, remove }) => (
        <div className="sf-ws-suggestions" data-testid={`assistant-suggestions-${language}`}>
          {items.map((item, index) => (
            <div key={item.key} className="sf-ws-suggestion">
              <Form.Item name={item.name} noStyle>
                <Input
                  maxLength={ASSISTANT_LIMITS.suggestionMax}
                  placeholder={t('assistant.suggestionPlaceholder', { index: index + 1 })}
                  aria-label={t('assistant.suggestionPlaceholder', { index: index + 1 })}
                />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('action.remove')}
                onClick={() => remove(item.name)}
              />
            </div>
          ))}
          {items.length < ASSISTANT_LIMITS.suggestionsMax ? (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} block>
              {t('assistant.addSuggestion')}
            </Button>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}

/** What visitors read in one language: the assistant's name, its welcome and suggested questions. */
function LanguageFields({ language }: { language: TLanguage }) {
  const { t } = useTranslation('store-workspace');
  const labelIn = useLanguageLabel();
  return (
    <>
      <Form.Item name={['name', language]} label={labelIn(t('assistant.name'), language)}>
        <Input maxLength={ASSISTANT_LIMITS.nameMax} showCount data-testid={`assistant-name-${language}`} />
      </Form.Item>
      <Form.Item name={['welcome', language]} label={labelIn(t('assistant.welcome'), language)}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={ASSISTANT_LIMITS.welcomeMax}
          showCount
          data-testid={`assistant-welcome-${language}`}
        />
      </Form.Item>
      <Form.Item label={labelIn(t('assistant.suggestions'), language)}>
        <SuggestionList language={language} />
      </Form.Item>
    </>
  );
}

/**
 * The texts per language side by side (stacked in a narrow form; an empty one falls back to the other) and the
 * shared instructions.
 */
export function TextsFields() {
  const { t } = useTranslation('store-workspace');
  return (
    <>
      <div className="sf-ws-languages">
        {LANGUAGES.map((language) => (
          <div key={language}>
            <LanguageFields language={language} />
          </div>
        ))}
      </div>
      <Typography.Paragraph type="secondary">{t('assistant.suggestionsHelp')}</Typography.Paragraph>
      <Form.Item name="system_prompt" label={t('assistant.prompt')} extra={t('assistant.promptHelp')}>
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 14 }}
          maxLength={ASSISTANT_LIMITS.promptMax}
          data-testid="assistant-prompt"
        />
      </Form.Item>
    </>
  );
}
