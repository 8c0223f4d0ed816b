import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { type ComponentProps, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraProps } from 'react-markdown';
import { Button } from '../../../components/button/button';
import { copyText } from '../lib/copy-text';

/** The fence's language from the class rehype-highlight leaves on the code element (`language-ts`). */
function languageOf(node: ExtraProps['node']): string {
  const code = node?.children.find((child) => child.type === 'element' && child.tagName === 'code');
  const classes = code?.type === 'element' ? code.properties.className : undefined;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? '';
}

/** A fenced code block with its language and a copy button. */
export function CodeBlock({ node, children }: ComponentProps<'pre'> & ExtraProps) {
  const { t } = useTranslation('chat');
  const codeRef = useRef<HTMLPreElement>(null);
  const [isCopied, setCopied] = useState(false);

  const handleCopy = async () => {
    if (!(await copyText(codeRef.current?.innerText ?? ''))) return;
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1500);
  };

  return (
    <div className="sf-md-code">
      <div className="sf-md-code-bar">
        <span>{languageOf(node) || t('code.plain')}</span>
        <Button
          type="text"
          size="small"
          icon={isCopied ? <CheckOutlined /> : <CopyOutlined />}
          onClick={() => void handleCopy()}
        >
          {isCopied ? t('action.copied') : t('code.copy')}
        </Button>
      </div>
      <pre ref={codeRef}>{children}</pre>
    </div>
  );
}
