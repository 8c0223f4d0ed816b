import { SendOutlined } from '@ant-design/icons';
import { type TAccountChannel, type TCodeEvent, VERIFICATION_CODE } from '@storefront/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../lib/use-countdown';
import { useSubmit } from '../../lib/use-submit';
import { sendCode } from './send-code';
import type { TCaptchaDialog, TCodeTarget } from './types';
import { useCaptchaGate } from './use-captcha-gate';

export type TSendCodeButtonProps = {
  channel: TAccountChannel;
  event: TCodeEvent;
  /** Validates the fields the send needs and returns them, or null when they are not valid (the form says why). */
  getTarget: () => Promise<TCodeTarget | null>;
  Captcha: TCaptchaDialog;
  size?: 'middle' | 'large';
};

/**
 * Sends a code: fields checked, then the click captcha, then Ems/Sms send; on success the button counts down
 * the resend wait (60 s). A refused send (e.g. 'Frequent email sending') shows the server's message and
 * starts no countdown.
 */
export function SendCodeButton({ channel, event, getTarget, Captcha, size }: TSendCodeButtonProps) {
  const { t } = useTranslation('app');
  const { verify, dialog } = useCaptchaGate(Captcha);
  const { seconds, start } = useCountdown();
  const { isBusy: isSending, run } = useSubmit();

  const handleClick = async () => {
    const target = await getTarget();
    if (!target) return;
    const answer = await verify();
    if (!answer) return;
    await run(async () => {
      await sendCode(channel, event, target, answer);
      start(VERIFICATION_CODE.resendSeconds);
    });
  };

  return (
    <>
      <Button
        size={size}
        className="sf-send-code"
        data-testid="send-code"
        data-countdown={seconds}
        icon={seconds > 0 ? null : <SendOutlined />}
        loading={isSending}
        disabled={seconds > 0}
        onClick={() => void handleClick()}
      >
        {seconds > 0 ? t('code.resendIn', { seconds }) : t('code.send')}
      </Button>
      {dialog}
    </>
  );
}
