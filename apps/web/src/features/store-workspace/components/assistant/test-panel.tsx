import { ApiOutlined, StopOutlined } from '@ant-design/icons';
import { ASSISTANT_LIMITS } from '@storefront/shared';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../../lib/http';
import { useWorkspaceChrome } from '../../hooks/use-workspace-chrome';
import type { TAssistantClient } from '../../types';

type TTest = NonNullable<TAssistantClient['test']>;
type TRun =
  | { state: 'idle' }
  | { state: 'streaming'; text: string }
  | { state: 'done' | 'stopped'; text: string }
  | { state: 'failed'; text: string; message: string };

/**
 * "Test connection": one short answer from the draft's provider, prompt and knowledge, shown as it streams
 * (nothing is saved or charged).
 */
export function TestPanel({ test }: { test: TTest }) {
  const { t } = useTranslation('store-workspace');
  const { Markdown } = useWorkspaceChrome();
  const [question, setQuestion] = useState('');
  const [run, setRun] = useState<TRun>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    let text = '';
    setRun({ state: 'streaming', text });
    try {
      await test(question.trim() || t('test.defaultQuestion'), {
        signal: controller.signal,
        onEvent: (event) => {
          if (event.type === 'delta') {
            text += event.text;
            setRun({ state: 'streaming', text });
          } else if (event.type === 'done') {
            setRun({ state: 'done', text });
          } else if (event.type === 'error') {
            setRun({ state: 'failed', text, message: event.msg });
          }
        },
      });
      setRun((current) => (current.state === 'streaming' ? { state: 'done', text } : current));
    } catch (error) {
      if (controller.signal.aborted) return setRun({ state: 'stopped', text });
      const message = error instanceof HttpError ? error.message : t('test.failed');
      setRun({ state: 'failed', text, message });
    }
  };

  const isStreaming = run.state === 'streaming';
  return (
    <Card size="small" title={t('test.title')} className="sf-ws-card" data-testid="assistant-test">
      <Typography.Paragraph type="secondary">{t('test.description')}</Typography.Paragraph>
      <Space.Compact className="sf-ws-full">
        <Input
          value={question}
          maxLength={ASSISTANT_LIMITS.testQuestionMax}
          placeholder={t('test.defaultQuestion')}
          aria-label={t('test.question')}
          onChange={(event) => setQuestion(event.target.value)}
          onPressEnter={() => !isStreaming && void start()}
          data-testid="assistant-test-question"
        />
        {isStreaming ? (
          <Button icon={<StopOutlined />} onClick={() => abort.current?.abort()}>
            {t('test.stop')}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<ApiOutlined />}
            onClick={() => void start()}
            data-testid="assistant-test-run"
          >
            {t('test.run')}
          </Button>
        )}
      </Space.Compact>
      {run.state === 'idle' ? null : (
        <div className="sf-ws-test-answer" data-testid="assistant-test-answer" data-state={run.state}>
          {run.text ? (
            <Markdown text={run.text} />
          ) : (
            <Typography.Text type="secondary">{t('test.waiting')}</Typography.Text>
          )}
        </div>
      )}
      {run.state === 'done' ? <Alert type="success" showIcon title={t('test.ok')} /> : null}
      {run.state === 'stopped' ? <Alert type="info" showIcon title={t('test.stopped')} /> : null}
      {run.state === 'failed' ? (
        <Alert type="error" showIcon title={run.message} data-testid="assistant-test-error" />
      ) : null}
    </Card>
  );
}
