import { ReloadOutlined } from '@ant-design/icons';
import { CAPTCHA, type TClickCaptcha } from '@storefront/shared';
import { Button, Spin } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaptchaPoint, TCaptchaStatus, TShownSize } from '../hooks/use-click-captcha';

type TCaptchaBoardProps = {
  status: TCaptchaStatus;
  captcha: TClickCaptcha | null;
  points: TCaptchaPoint[];
  shown: TShownSize;
  onClick: (point: TCaptchaPoint, shown: TShownSize) => void;
  onReload: () => void;
};

const percent = (value: number, total: number) => `${total > 0 ? (value / total) * 100 : 0}%`;

/**
 * The image with numbered markers where the user clicked. It scales down with its container (phones), so a
 * click is measured against the size the image is shown at, and markers are placed in percent.
 */
export function CaptchaBoard({ status, captcha, points, shown, onClick, onReload }: TCaptchaBoardProps) {
  const { t } = useTranslation('captcha');
  const ratio = `${captcha?.width ?? CAPTCHA.width} / ${captcha?.height ?? CAPTCHA.height}`;

  const handleClick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onClick(
      { x: event.clientX - box.left, y: event.clientY - box.top },
      { width: box.width, height: box.height },
    );
  };

  if (!captcha) {
    return (
      <div className="sf-captcha-board is-empty" style={{ aspectRatio: ratio }}>
        {status === 'failed' ? (
          <div className="sf-captcha-failed" data-testid="captcha-load-failed">
            <span>{t('shared:captcha.loadFailed')}</span>
            <Button size="small" icon={<ReloadOutlined />} onClick={onReload}>
              {t('refresh')}
            </Button>
          </div>
        ) : (
          <Spin />
        )}
      </div>
    );
  }

  return (
    <div className="sf-captcha-board" style={{ aspectRatio: ratio }}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the task is to point at places on a picture; there is no keyboard equivalent. */}
      <img
        className="sf-captcha-image"
        data-testid="captcha-image"
        data-captcha-id={captcha.id}
        src={captcha.base64}
        width={captcha.width}
        height={captcha.height}
        alt={t('imageAlt')}
        draggable={false}
        onClick={handleClick}
      />
      {points.map((point, index) => (
        <span
          key={`${point.x}-${point.y}`}
          className="sf-captcha-marker"
          data-testid="captcha-marker"
          style={{ left: percent(point.x, shown.width), top: percent(point.y, shown.height) }}
        >
          {index + 1}
        </span>
      ))}
      {status === 'checking' ? (
        <div className="sf-captcha-veil">
          <Spin />
        </div>
      ) : null}
    </div>
  );
}
