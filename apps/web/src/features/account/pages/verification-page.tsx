import { ACCOUNT_CHANNELS, type TAccountChannel } from '@storefront/shared';
import { Alert, Button, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StatusResult } from '../../../components/status-result/status-result';
import { useCodeChannels } from '../api/get-profile-config';
import { AccountHeader } from '../components/account-header';
import { ChangeBindFlow } from '../components/change-bind-flow';

const toChannel = (value: string | null): TAccountChannel => (value === 'mobile' ? 'mobile' : 'email');

/**
 * `/verification`: verify a bound email or mobile with a code, then bind the new one;
 * `?type=mobile` picks the channel, so the profile page and mails can link straight to it.
 */
export function VerificationPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const channel = toChannel(params.get('type'));
  const channels = useCodeChannels();
  const [isDone, setDone] = useState(false);

  const body = () => {
    if (isDone) {
      return (
        <StatusResult
          status="success"
          title={t('verification.done')}
          data-testid="verification-done"
          extra={
            <Link to="/user/account/profile">
              <Button type="primary">{t('verification.backToProfile')}</Button>
            </Link>
          }
        />
      );
    }
    if (channels.isPending) return <Skeleton active />;
    if (!channels.data?.includes(channel)) {
      return (
        <Alert
          type="info"
          showIcon
          title={t(`bind.unavailable.${channel}`)}
          data-testid="verification-unavailable"
        />
      );
    }
    return <ChangeBindFlow key={channel} channel={channel} onDone={() => setDone(true)} />;
  };

  return (
    <div className="sf-page sf-verification" data-testid="verification-page">
      <div className="sf-verification-card">
        <AccountHeader title={t('verification.title')} description={t('verification.description')} />
        <Segmented<TAccountChannel>
          block
          value={channel}
          disabled={isDone}
          className="sf-verification-switch"
          options={ACCOUNT_CHANNELS.map((value) => ({ value, label: t(`field.${value}`) }))}
          onChange={(value) => setParams({ type: value }, { replace: true })}
        />
        {body()}
      </div>
    </div>
  );
}
