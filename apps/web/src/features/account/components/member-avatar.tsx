import { MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { fullUrl, maskAddress } from '@storefront/shared';
import { Avatar, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../hooks/use-account';

/** One binding marker on the avatar: coloured when that address is bound, muted when not. */
function Marker({ channel, address }: { channel: 'email' | 'mobile'; address: string }) {
  const { t } = useTranslation('account');
  const isBound = address !== '';
  const title = isBound
    ? t(`binding.${channel}Bound`, { address: maskAddress(address) })
    : t(`binding.${channel}Unbound`);
  return (
    <Tooltip title={title}>
      <span
        className={`sf-avatar-marker is-${channel}${isBound ? ' is-bound' : ''}`}
        role="img"
        aria-label={title}
        data-testid={`bound-${channel}`}
        data-bound={isBound}
      >
        {channel === 'email' ? <MailOutlined /> : <MobileOutlined />}
      </span>
    </Tooltip>
  );
}

/** The member's avatar with markers for a bound email and mobile. */
export function MemberAvatar({ size = 72 }: { size?: number }) {
  const { member, cdnUrl } = useAccount();
  return (
    <div className="sf-member-avatar">
      <Avatar size={size} src={fullUrl(member.avatar, cdnUrl)} icon={<UserOutlined />} alt="" />
      <span className="sf-avatar-markers">
        <Marker channel="email" address={member.email} />
        <Marker channel="mobile" address={member.mobile} />
      </span>
    </div>
  );
}
