import { EditOutlined } from '@ant-design/icons';
import { greetingKey } from '@storefront/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../hooks/use-account';
import { MemberAvatar } from './member-avatar';

/** The time-of-day greeting (by the browser's local hour), 'Welcome back' and the name. */
export function GreetingCard() {
  const { t } = useTranslation('account');
  const { member } = useAccount();
  const key = greetingKey(new Date().getHours());
  const name = member.nickname || member.username;
  return (
    <section className="sf-greeting" data-testid="greeting-card">
      <MemberAvatar />
      <div className="sf-greeting-body">
        <h1 className="sf-greeting-text" data-testid="greeting" data-greeting={key}>
          {t('overview.greeting', {
            greeting: t(`shared:${key}`),
            welcomeBack: t('shared:greeting.welcomeBack'),
            name,
          })}
        </h1>
        <p className="sf-greeting-motto">{member.motto || t('overview.noMotto')}</p>
      </div>
      <Link to="/user/account/editinfo" className="sf-greeting-action">
        <Button icon={<EditOutlined />}>{t('profile.edit')}</Button>
      </Link>
    </section>
  );
}
