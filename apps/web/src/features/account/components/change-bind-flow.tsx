import type { TAccountChannel } from '@storefront/shared';
import { Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../hooks/use-account';
import { BindNewStep } from './bind-new-step';
import { VerifyCurrentStep } from './verify-current-step';

/**
 * Binding an email or mobile: changing a bound one is two steps (prove the current address, then bind the new
 * one); a first binding is the second step alone, with the password as proof.
 */
export function ChangeBindFlow({ channel, onDone }: { channel: TAccountChannel; onDone: () => void }) {
  const { t } = useTranslation('account');
  const { member } = useAccount();
  const [isChange] = useState(() => member[channel] !== '');
  const [token, setToken] = useState<string | null>(null);

  if (!isChange) return <BindNewStep channel={channel} token={null} onBound={onDone} />;
  return (
    <div className="sf-flow" data-testid="change-bind-flow" data-step={token ? 2 : 1}>
      <Steps
        size="small"
        responsive={false}
        className="sf-flow-steps"
        current={token ? 1 : 0}
        items={[{ title: t('bind.stepVerify') }, { title: t('bind.stepNew') }]}
      />
      {token ? (
        <BindNewStep channel={channel} token={token} onBound={onDone} />
      ) : (
        <VerifyCurrentStep channel={channel} onVerified={setToken} />
      )}
    </div>
  );
}
