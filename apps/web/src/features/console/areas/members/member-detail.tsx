import type { TMemberDetail } from '@storefront/shared';
import { Avatar, Badge, Card, Descriptions, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TimeCell } from '../../components/time-cell';
import { MemberActions } from './member-actions';
import { MemberLogs } from './member-logs';

/** The panel's content: the member, their balances, the actions and the newest rows of both logs. */
export function MemberDetail({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation(['console-members', 'console']);
  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  const withIp = (time: number | null, ip: string) => (
    <span>
      <TimeCell value={time} />
      {ip ? <Typography.Text type="secondary"> · {ip}</Typography.Text> : null}
    </span>
  );

  return (
    <div className="sf-member-detail" data-testid="member-detail">
      <div className="sf-member-head">
        <Avatar size={56} src={member.avatar || undefined}>
          {member.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className="sf-member-head-text">
          <Typography.Title level={4}>{member.nickname || member.username}</Typography.Title>
          <div className="sf-member-tags">
            <Badge
              status={member.status === 'enable' ? 'success' : 'error'}
              text={t(`console:status.${member.status}`)}
              data-testid="member-status"
            />
            {member.group_name ? <Tag>{member.group_name}</Tag> : null}
            {member.store ? (
              <Tag color="purple" data-testid="member-store">
                {t('detail.owns', { store: member.store.name })}
              </Tag>
            ) : null}
          </div>
        </div>
      </div>

      <MemberActions member={member} />

      <div className="sf-member-balances">
        <Card size="small">
          <Statistic title={t('field.money')} value={member.money} prefix="¥" data-testid="member-money" />
        </Card>
        <Card size="small">
          <Statistic title={t('field.score')} value={member.score} data-testid="member-score" />
        </Card>
      </div>

      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        bordered
        items={[
          { key: 'id', label: 'ID', children: member.id },
          { key: 'username', label: t('field.username'), children: member.username },
          { key: 'email', label: t('field.email'), children: member.email || dash },
          { key: 'mobile', label: t('field.mobile'), children: member.mobile || dash },
          {
            key: 'gender',
            label: t('field.gender'),
            children: t(`gender.${member.gender}`, { defaultValue: t('gender.0') }),
          },
          { key: 'birthday', label: t('field.birthday'), children: member.birthday || dash },
          { key: 'joined', label: t('field.joined'), children: withIp(member.join_time, member.join_ip) },
          {
            key: 'lastLogin',
            label: t('field.lastLogin'),
            children: withIp(member.last_login_time, member.last_login_ip),
          },
          { key: 'failures', label: t('field.loginFailures'), children: member.login_failure },
          { key: 'motto', label: t('field.motto'), children: member.motto || dash },
        ]}
      />

      <MemberLogs member={member} />
    </div>
  );
}
