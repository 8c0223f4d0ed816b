import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { maskAddress, timeFormat } from '@storefront/shared';
import { Descriptions, type DescriptionsProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-media-query';
import { AccountHeader } from '../components/account-header';
import { useAccount } from '../hooks/use-account';

/** `/user/baseinfo`: account id, username, join and last login, login methods and status; read only. */
export function BaseinfoPage() {
  const { t } = useTranslation('account');
  const { member } = useAccount();
  const isPhone = useIsPhone();

  const method = (key: 'password' | 'email' | 'mobile', detail: string) => {
    const isOn = key === 'password' || detail !== '';
    return (
      <Tag
        key={key}
        color={isOn ? 'success' : 'default'}
        icon={isOn ? <CheckCircleFilled /> : <MinusCircleOutlined />}
        data-testid={`login-method-${key}`}
        data-bound={isOn}
      >
        {t(`baseinfo.method.${key}`)}
        {detail ? ` · ${maskAddress(detail)}` : ''}
      </Tag>
    );
  };
  const none = t('common.empty');
  const items: DescriptionsProps['items'] = [
    { key: 'id', label: t('baseinfo.id'), children: <span data-testid="baseinfo-id">{member.id}</span> },
    { key: 'username', label: t('field.username'), children: member.username },
    { key: 'joinTime', label: t('baseinfo.joinTime'), children: timeFormat(member.join_time) || none },
    {
      key: 'status',
      label: t('baseinfo.status'),
      children: <Tag color="success">{t('baseinfo.statusNormal')}</Tag>,
    },
    {
      key: 'lastLoginTime',
      label: t('stat.lastLoginTime'),
      children: timeFormat(member.last_login_time) || none,
    },
    { key: 'lastLoginIp', label: t('stat.lastLoginIp'), children: member.last_login_ip || none },
    {
      key: 'methods',
      label: t('baseinfo.methods'),
      span: isPhone ? 1 : 2,
      children: (
        <span className="sf-tag-row">
          {method('password', '')}
          {method('email', member.email)}
          {method('mobile', member.mobile)}
        </span>
      ),
    },
  ];
  return (
    <div className="sf-account-page" data-testid="account-baseinfo">
      <AccountHeader title={t('baseinfo.title')} description={t('baseinfo.description')} />
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
