import { SendOutlined } from '@ant-design/icons';
import { type TAccountChannel, type TCodeEvent, VERIFICATION_CODE } from '@storefront/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { useCountdown } from '../../../lib/use-countdown';
import { sendEms } from '../api/send-ems';
import { sendSms } from '../api/send-sms';
import { useCaptchaGate } from '../hooks/use-captcha-gate';

type TSendCodeButtonProps = {
  channel: TAccountChannel;
  event: TCodeEvent;
  /** Validates the address field and returns its value, or null when it is not valid (the form shows why). */
  getAddress: () => Promise<string | null>;
};

/**
 * Sends a verification code: address checked, then the click captcha, then Ems/Sms send; on success the
 * button counts down the resend wait (60 s). A refused send (e.g. 'Frequent email sending') shows the
 * server's message and starts no countdown.
 */
export function SendCodeButton({ channel, event, getAddress }: TSendCodeButtonProps) {
  const { t } = useTranslation('auth');
  const { verify, dialog } = useCaptchaGate();
  const { seconds, start } = useCountdown();
  const [isSending, setSending] = useState(false);

  const handleClick = async () => {
    const address = await getAddress();
    if (!address) return;
    const answer = await verify();
    if (!answer) return;
    setSending(true);
    try {
      await (channel === 'email' ? sendEms(address, event, answer) : sendSms(address, event, answer));
      start(VERIFICATION_CODE.resendSeconds);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        size="large"
        className="sf-auth-send-code"
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
