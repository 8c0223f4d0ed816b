import { Input, Segmented, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../../lib/use-media-query';

const MarkdownPreview = lazy(() =>
  import('./markdown-preview').then((m) => ({ default: m.MarkdownPreview })),
);

type TMarkdownFieldProps = { value?: string; onChange?: (value: string) => void; id?: string };

/**
 * Markdown with a live preview rendered as the public pages render it: side by side on a wide screen, a
 * Write / Preview switch on a phone.
 */
export function MarkdownField({ value = '', onChange, id }: TMarkdownFieldProps) {
  const { t } = useTranslation('console-content');
  const isPhone = useIsPhone();
  const [view, setView] = useState<'write' | 'preview'>('write');
  const shown = useDeferredValue(value);
  const showWriter = !isPhone || view === 'write';
  const showPreview = !isPhone || view === 'preview';

  return (
    <div className="sf-md-field">
      {isPhone ? (
        <Segmented
          block
          value={view}
          onChange={(next) => setView(next as 'write' | 'preview')}
          options={[
            { value: 'write', label: t('editor.write') },
            { value: 'preview', label: t('editor.preview') },
          ]}
        />
      ) : null}
      <div className="sf-md-panes">
        {showWriter ? (
          <Input.TextArea
            id={id}
            className="sf-md-input"
            value={value}
            onChange={(event) => onChange?.(event.target.value)}
            autoSize={{ minRows: 16, maxRows: 40 }}
            spellCheck={false}
            aria-label={t('field.markdown')}
            data-testid="content-markdown"
          />
        ) : null}
        {showPreview ? (
          <div className="sf-md-preview" data-testid="content-preview" aria-live="polite">
            {!isPhone ? <Typography.Text type="secondary">{t('editor.preview')}</Typography.Text> : null}
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              {shown.trim() ? (
                <MarkdownPreview markdown={shown} />
              ) : (
                <Typography.Paragraph type="secondary">{t('editor.empty')}</Typography.Paragraph>
              )}
            </Suspense>
          </div>
        ) : null}
      </div>
    </div>
  );
}
