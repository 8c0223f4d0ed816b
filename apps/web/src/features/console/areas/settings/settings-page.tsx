import { Button, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../components/page-head';
import { useOperator } from '../../lib/operator-session';
import { BasicsTab } from './basics-tab';
import { ChatTab } from './chat-tab';
import { ContactTab } from './contact-tab';
import { MailTab } from './mail-tab';
import { SecurityTab } from './security-tab';
import { SmsTab } from './sms-tab';
import { UploadsTab } from './uploads-tab';
import { useDelivery, useSettings } from './use-settings';
import './settings.css';
import { StatusResult } from '../../../../components/status-result/status-result';

/** `/admin/settings`: the site's settings in tabs, each saved on its own; the open tab is kept in the address. */
export function SettingsPage() {
  const { t } = useTranslation(['console-settings', 'console']);
  const isOwner = useOperator()?.role === 'owner';
  const settings = useSettings();
  const delivery = useDelivery(isOwner);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'basics';

  if (settings.isError) {
    return (
      <StatusResult
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void settings.refetch()}>{t('console:table.retry')}</Button>}
      />
    );
  }
  const data = settings.data;
  // Mail and SMS hold secrets: their tabs are the owners' alone (the server refuses editors too).
  const ownerTabs = delivery.data
    ? [
        { key: 'mail', label: t('tab.mail'), children: <MailTab delivery={delivery.data} /> },
        { key: 'sms', label: t('tab.sms'), children: <SmsTab delivery={delivery.data} /> },
      ]
    : [];

  return (
    <>
      <PageHead title={t('title')} description={t(isOwner ? 'description' : 'descriptionEditor')} />
      {data ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          className="sf-settings-tabs"
          data-testid="settings-tabs"
          items={[
            { key: 'basics', label: t('tab.basics'), children: <BasicsTab values={data.basics} /> },
            { key: 'contact', label: t('tab.contact'), children: <ContactTab values={data.contact} /> },
            { key: 'uploads', label: t('tab.uploads'), children: <UploadsTab values={data.uploads} /> },
            {
              key: 'security',
              label: t('tab.security'),
              children: <SecurityTab values={data.security} captchaOff={data.environment.captchaOff} />,
            },
            ...ownerTabs,
            {
              key: 'chat',
              label: t('tab.chat'),
              children: <ChatTab values={data.chat} envHosts={data.environment.chatHosts} />,
            },
          ]}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </>
  );
}
