import {
  AppstoreOutlined,
  DashboardOutlined,
  FileTextOutlined,
  IdcardOutlined,
  LinkOutlined,
  LockOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  StarOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The icons a rule may name; a bundle of only these keeps the icon set out of the main chunk. */
const ICONS: Record<string, ComponentType> = {
  AppstoreOutlined,
  DashboardOutlined,
  FileTextOutlined,
  IdcardOutlined,
  LinkOutlined,
  LockOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  StarOutlined,
  UserOutlined,
  WalletOutlined,
};

/** The icon names the site draws, for the console's icon picker. */
export const RULE_ICON_NAMES = Object.keys(ICONS);

/** A rule's icon by antd icon name; unknown names fall back to a neutral icon. */
export function RuleIcon({ name }: { name: string }) {
  const Icon = ICONS[name.replace(/^(fa|el-icon|local)[-\s]*/i, '')] ?? FileTextOutlined;
  return <Icon />;
}
