import { EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsPhone } from '../../../lib/use-media-query';
import { useCodeChannels } from '../api/get-profile-config';
import { AccountHeader } from '../components/account-header';
import { MemberAvatar } from '../components/member-avatar';
import { useAccount } from '../hooks/use-account';

/** `/user/account/profile`: the profile, read only, with the way to edit it and to change a binding. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const { member } = useAccount();
  const isPhone = useIsPhone();
  const channels = useCodeChannels();

  const address = (channel: 'email' | 'mobile') => (
    <span className="sf-inline-actions">
      <span className={member[channel] ? undefined : 'sf-muted'}>{member[channel] || t('binding.none')}</span>
      {channels.data?.includes(channel) ? (
        <Link to={`/verification?type=${channel}`} data-testid={`profile-${channel}-link`}>
          {t(member[channel] ? 'bind.change' : 'bind.bind')}
        </Link>
      ) : null}
    </span>
  );
  const items: DescriptionsProps['items'] = [
    { key: 'username', label: t('field.username'), children: member.username },
    { key: 'nickname', label: t('field.nickname'), children: member.nickname || t('common.none') },
    { key: 'gender', label: t('field.gender'), children: t(`gender.${member.gender}`) },
    { key: 'birthday', label: t('field.birthday'), children: member.birthday || t('common.none') },
    { key: 'email', label: t('field.email'), children: address('email') },
    { key: 'mobile', label: t('field.mobile'), children: address('mobile') },
    {
      key: 'motto',
      label: t('field.motto'),
      children: member.motto || t('common.none'),
      span: isPhone ? 1 : 2,
    },
  ];

  return (
    <div className="sf-account-page" data-testid="account-profile">
      <AccountHeader
        title={t('profile.title')}
        description={t('profile.description')}
        extra={
          <Link to="/user/account/editinfo">
            <Button type="primary" icon={<EditOutlined />} data-testid="profile-edit">
              {t('profile.edit')}
            </Button>
          </Link>
        }
      />
      <div className="sf-profile-hero">
        <MemberAvatar size={80} />
        <div className="sf-profile-hero-text">
          <span className="sf-profile-name">{member.nickname || member.username}</span>
          <span className="sf-muted">@{member.username}</span>
        </div>
      </div>
      <Descriptions
        bordered
        size="middle"
        column={isPhone ? 1 : 2}
        items={items}
        className="sf-descriptions"
      />
    </div>
  );
}
