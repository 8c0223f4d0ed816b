import {
  CalendarOutlined,
  GiftOutlined,
  LoginOutlined,
  MessageOutlined,
  ShopOutlined,
  UserAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOverflowAction } from '../lib/overflow';

const ICONS: Record<TOverflowAction, ComponentType> = {
  login: LoginOutlined,
  register: UserAddOutlined,
  tomorrow: CalendarOutlined,
  checkPoints: WalletOutlined,
  getPoints: GiftOutlined,
  otherStores: ShopOutlined,
  backToChat: MessageOutlined,
};

type TOverflowOptionProps = { action: TOverflowAction; to: string; isPrimary: boolean };

/** One way forward: what it is, why it helps, and the button that does it. */
export function OverflowOption({ action, to, isPrimary }: TOverflowOptionProps) {
  const { t } = useTranslation('content');
  const Icon = ICONS[action];
  return (
    <article className="sf-overflow-option" data-testid={`overflow-${action}`}>
      <span className="sf-overflow-icon">
        <Icon />
      </span>
      <div className="sf-overflow-option-body">
        <h3>{t(`overflow.${action}.title`)}</h3>
        <p>{t(`overflow.${action}.text`)}</p>
      </div>
      <Link to={to}>
        <Button type={isPrimary ? 'primary' : 'default'} block>
          {t(`overflow.${action}.action`)}
        </Button>
      </Link>
    </article>
  );
}
