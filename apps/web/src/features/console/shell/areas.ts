import {
  ApartmentOutlined,
  AuditOutlined,
  BookOutlined,
  CommentOutlined,
  DashboardOutlined,
  ReadOutlined,
  RobotOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * One area of the console: its menu entry (label `console:menu.<key>`), its path under `/admin` ('' for the
 * console's home) and its page, loaded with its own locale namespace `console-<key>` when first opened.
 */
export interface TConsoleArea {
  key: string;
  path: string;
  icon: ComponentType;
  /** Only operators with the owner role see and open it (the server refuses the others too). */
  ownerOnly?: boolean;
  page: () => Promise<ComponentType>;
}

/** The console's areas in menu order. */
export const CONSOLE_AREAS: TConsoleArea[] = [
  {
    key: 'dashboard',
    path: '',
    icon: DashboardOutlined,
    page: () => import('../areas/dashboard/dashboard-page').then((m) => m.DashboardPage),
  },
  {
    key: 'stores',
    path: 'stores',
    icon: ShopOutlined,
    page: () => import('../areas/stores/stores-page').then((m) => m.StoresPage),
  },
  {
    key: 'assistants',
    path: 'assistants',
    icon: RobotOutlined,
    page: () => import('../areas/assistants/assistants-page').then((m) => m.AssistantsPage),
  },
  {
    key: 'knowledge',
    path: 'knowledge',
    icon: BookOutlined,
    page: () => import('../areas/knowledge/knowledge-page').then((m) => m.KnowledgePage),
  },
  {
    key: 'conversations',
    path: 'conversations',
    icon: CommentOutlined,
    page: () => import('../areas/conversations/conversations-page').then((m) => m.ConversationsPage),
  },
  {
    key: 'members',
    path: 'members',
    icon: UserOutlined,
    page: () => import('../areas/members/members-page').then((m) => m.MembersPage),
  },
  {
    key: 'content',
    path: 'content',
    icon: ReadOutlined,
    page: () => import('../areas/content/content-page').then((m) => m.ContentPage),
  },
  {
    key: 'rules',
    path: 'rules',
    icon: ApartmentOutlined,
    page: () => import('../areas/rules/rules-page').then((m) => m.RulesPage),
  },
  {
    key: 'settings',
    path: 'settings',
    icon: SettingOutlined,
    page: () => import('../areas/settings/settings-page').then((m) => m.SettingsPage),
  },
  {
    key: 'operators',
    path: 'operators',
    icon: TeamOutlined,
    ownerOnly: true,
    page: () => import('../areas/operators/operators-page').then((m) => m.OperatorsPage),
  },
  {
    key: 'log',
    path: 'log',
    icon: AuditOutlined,
    page: () => import('../areas/log/log-page').then((m) => m.LogPage),
  },
];
