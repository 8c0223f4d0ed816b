import type { TAccountChannel, TCodeEvent } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { CodeField as SharedCodeField } from '../../../components/verification-code/code-field';
import { useAuthChrome } from '../hooks/use-auth-chrome';

type TCodeFieldProps = {
  name: string;
  channel: TAccountChannel;
  event: TCodeEvent;
  /** Validates the address field and returns its value, or null when it is not valid (the form shows why). */
  getAddress: () => Promise<string | null>;
};

/** The code input of the login pages: large, with the captcha dialog the app hands in. */
export function CodeField({ name, channel, event, getAddress }: TCodeFieldProps) {
  const { t } = useTranslation('auth');
  const { Captcha } = useAuthChrome();
  const getTarget = async () => {
    const address = await getAddress();
    return address ? { address } : null;
  };
  return (
    <SharedCodeField
      name={name}
      channel={channel}
      event={event}
      getTarget={getTarget}
      Captcha={Captcha}
      size="large"
      placeholder={t('field.code')}
    />
  );
}
