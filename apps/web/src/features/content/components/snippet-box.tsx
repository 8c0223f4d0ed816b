import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The snippet as code, with antd's copy action dressed as a labelled button (it confirms the copy). */
export function SnippetBox({ snippet }: { snippet: string }) {
  const { t } = useTranslation('content');
  return (
    <div className="sf-snippet" data-testid="widget-snippet">
      <div className="sf-snippet-bar">
        <span>{t('demo.snippetLabel')}</span>
        <Typography.Text
          className="sf-snippet-copy"
          data-testid="widget-snippet-copy"
          copyable={{
            text: snippet,
            tooltips: false,
            icon: [
              <span key="copy" className="sf-snippet-copy-label">
                <CopyOutlined /> {t('demo.copy')}
              </span>,
              <span key="copied" className="sf-snippet-copy-label is-done">
                <CheckOutlined /> {t('demo.copied')}
              </span>,
            ],
          }}
        />
      </div>
      <pre className="sf-snippet-code">
        <code data-testid="widget-snippet-code">{snippet}</code>
      </pre>
    </div>
  );
}
