import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaptchaStatus } from '../hooks/use-click-captcha';

type TLine = { type?: 'success' | 'danger' | 'secondary'; text: string; icon?: ReactNode };

/** What the captcha is doing, in words; live, so screen readers hear the verdict. */
export function CaptchaStatusLine({ status }: { status: TCaptchaStatus }) {
  const { t } = useTranslation('captcha');
  const lines: Partial<Record<TCaptchaStatus, TLine>> = {
    ready: { type: 'secondary', text: t('hint') },
    checking: { type: 'secondary', text: t('checking') },
    success: { type: 'success', text: t('shared:captcha.success'), icon: <CheckCircleFilled /> },
    wrong: { type: 'danger', text: t('shared:captcha.wrongArea'), icon: <CloseCircleFilled /> },
  };
  const line = lines[status];
  return (
    <div className="sf-captcha-status" data-testid="captcha-status" aria-live="polite">
      {line ? (
        <Typography.Text type={line.type}>
          {line.icon} {line.text}
        </Typography.Text>
      ) : null}
    </div>
  );
}
