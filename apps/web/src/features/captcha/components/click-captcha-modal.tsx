import { ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { CAPTCHA } from '@storefront/shared';
import { Button, Modal, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TCaptchaAnswer, useClickCaptcha } from '../hooks/use-click-captcha';
import { CaptchaBoard } from './captcha-board';
import { CaptchaStatusLine } from './captcha-status-line';
import '../captcha.css';

export type TClickCaptchaModalProps = {
  open: boolean;
  /** The checked answer, to send with the request the captcha guards (login, code sending). */
  onSuccess: (answer: TCaptchaAnswer) => void;
  onCancel: () => void;
};

function CaptchaPanel({ onSuccess }: Pick<TClickCaptchaModalProps, 'onSuccess'>) {
  const { t } = useTranslation('captcha');
  const captcha = useClickCaptcha(onSuccess);
  const targets = captcha.captcha?.text ?? [];
  return (
    <div className="sf-captcha" data-testid="captcha-modal" data-status={captcha.status}>
      <div className="sf-captcha-prompt">
        <span>{t('shared:captcha.pleaseClick')}</span>
        {targets.map((target) => (
          <span key={target} className="sf-captcha-target" data-testid="captcha-target">
            {target}
          </span>
        ))}
      </div>
      <CaptchaBoard
        status={captcha.status}
        captcha={captcha.captcha}
        points={captcha.points}
        shown={captcha.shown}
        onClick={captcha.click}
        onReload={() => void captcha.reload()}
      />
      <div className="sf-captcha-footer">
        <CaptchaStatusLine status={captcha.status} />
        <Tooltip title={t('refresh')}>
          <Button
            type="text"
            data-testid="captcha-refresh"
            aria-label={t('refresh')}
            icon={<ReloadOutlined />}
            disabled={captcha.status === 'checking' || captcha.status === 'success'}
            onClick={() => void captcha.reload()}
          />
        </Tooltip>
      </div>
    </div>
  );
}

/** The click captcha in a dialog; every opening starts with a new image. */
export function ClickCaptchaModal({ open, onSuccess, onCancel }: TClickCaptchaModalProps) {
  const { t } = useTranslation('captcha');
  return (
    <Modal
      open={open}
      onCancel={onCancel}
      footer={null}
      centered
      destroyOnHidden
      width={CAPTCHA.width + 48}
      rootClassName="sf-captcha-modal"
      title={
        <span className="sf-captcha-title">
          <SafetyCertificateOutlined /> {t('title')}
        </span>
      }
    >
      {open ? <CaptchaPanel onSuccess={onSuccess} /> : null}
    </Modal>
  );
}
