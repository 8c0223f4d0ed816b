import type { TAccountChannel, TCodeEvent } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { CodeField as SharedCodeField } from '../../../components/verification-code/code-field';
import type { TCodeTarget } from '../../../components/verification-code/types';
import { useAccount } from '../hooks/use-account';

type TCodeFieldProps = {
  channel: TAccountChannel;
  event: TCodeEvent;
  getTarget: () => Promise<TCodeTarget | null>;
};

/** The 6-digit code (form field `captcha`, as the API names it) with its send button. */
export function CodeField({ channel, event, getTarget }: TCodeFieldProps) {
  const { t } = useTranslation('account');
  const { Captcha } = useAccount().chrome;
  return (
    <SharedCodeField
      channel={channel}
      event={event}
      getTarget={getTarget}
      Captcha={Captcha}
      label={t('field.code')}
      placeholder={t('field.codePlaceholder')}
    />
  );
}
