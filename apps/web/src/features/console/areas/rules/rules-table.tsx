import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { parseLanguage, type TConsoleRule } from '@storefront/shared';
import { Button, Popconfirm, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reachableActions } from '../../../../components/reachable-actions';
import { RuleIcon } from '../../../../components/rule-icon';
import { useUndoableRemoval } from '../../../../components/undo/use-undoable-removal';
import { useIsPhone } from '../../../../lib/use-media-query';
import { parentIds, siblingsOf } from './rule-tree';
import { useRuleChange } from './use-rules';

type TRulesTableProps = {
  tree: TConsoleRule[];
  isLoading: boolean;
  onEdit: (id: number) => void;
  onAddChild: (parentId: number) => void;
};

/** The tree as table rows: a rule without children has no `children`, so no expand button is drawn. */
type TRuleRow = Omit<TConsoleRule, 'children'> & { children?: TRuleRow[] };
const toRows = (tree: TConsoleRule[], hidden: ReadonlySet<number>): TRuleRow[] =>
  tree
    .filter((rule) => !hidden.has(rule.id))
    .map(({ children, ...rule }) => {
      const rows = toRows(children, hidden);
      return rows.length ? { ...rule, children: rows } : rule;
    });

/** The rule tree as a table, open by default: order with up and down, switch on and off, edit, delete. */
export function RulesTable({ tree, isLoading, onEdit, onAddChild }: TRulesTableProps) {
  const { t, i18n } = useTranslation(['console-rules', 'console']);
  const lang = parseLanguage(i18n.language) ?? 'zh-cn';
  const change = useRuleChange();
  // A rule without children goes at once, with "Undo" in the toast; one with children cannot go yet.
  const removal = useUndoableRemoval({ remove: change.remove, onSettled: () => undefined });
  const isPhone = useIsPhone();
  const [collapsed, setCollapsed] = useState<number[]>([]);
  const expanded = parentIds(tree).filter((id) => !collapsed.includes(id));

  const move = (rule: TRuleRow, step: -1 | 1) => {
    const position = siblingsOf(tree, rule.pid).findIndex((node) => node.id === rule.id) + step;
    void change.move({ id: rule.id, pid: rule.pid, position }).catch(() => undefined);
  };

  return (
    <Table<TRuleRow>
      rowKey="id"
      size="small"
      dataSource={toRows(tree, removal.hidden)}
      loading={isLoading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="rules-table"
      rowClassName={(rule) => (rule.status === 'disable' ? 'sf-rules-disabled' : '')}
      expandable={{
        expandedRowKeys: expanded,
        onExpand: (isOpen, rule) =>
          setCollapsed((ids) => (isOpen ? ids.filter((id) => id !== rule.id) : [...ids, rule.id])),
      }}
      columns={reachableActions<TRuleRow>(
        [
          {
            key: 'title',
            title: t('field.title'),
            render: (_value, rule) => (
              <Space size={6} data-testid={`rule-row-${rule.name}`}>
                <RuleIcon name={rule.icon} />
                <Tooltip title={rule.url || rule.path}>
                  <span>{rule.title[lang] || rule.name}</span>
                </Tooltip>
                {rule.no_login_valid ? <Tag color="cyan">{t('visitors')}</Tag> : null}
              </Space>
            ),
          },
          {
            key: 'status',
            title: t('field.status'),
            width: 64,
            align: 'center',
            render: (_value, rule) => (
              <Switch
                size="small"
                checked={rule.status === 'enable'}
                aria-label={t('field.status')}
                onChange={(isOn) =>
                  void change
                    .setStatus({ ids: [rule.id], status: isOn ? 'enable' : 'disable' })
                    .catch(() => undefined)
                }
                data-testid={`rule-status-${rule.name}`}
              />
            ),
          },
          {
            key: 'type',
            title: t('field.type'),
            responsive: ['md'],
            render: (_value, rule) => (
              <Space size={4}>
                <Tag>{t(`type.${rule.type}`)}</Tag>
                {rule.menu_type ? <Tag color="blue">{t(`menuType.${rule.menu_type}`)}</Tag> : null}
              </Space>
            ),
          },
          {
            key: 'path',
            title: t('field.target'),
            responsive: ['xxl'],
            render: (_value, rule) => (
              <Typography.Text type="secondary" className="sf-rules-target" ellipsis>
                {rule.url || rule.path}
              </Typography.Text>
            ),
          },
          {
            key: 'actions',
            title: t('console:table.actions'),
            // Pinned on wide screens; a phone scrolls the whole row instead of hiding the switch under it.
            fixed: isPhone ? undefined : 'right',
            render: (_value, rule) => {
              const siblings = siblingsOf(tree, rule.pid);
              const index = siblings.findIndex((node) => node.id === rule.id);
              return (
                <Space size={0}>
                  <Tooltip title={t('up')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={index <= 0}
                      onClick={() => move(rule, -1)}
                      aria-label={t('up')}
                      data-testid={`rule-up-${rule.name}`}
                    />
                  </Tooltip>
                  <Tooltip title={t('down')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={index >= siblings.length - 1}
                      onClick={() => move(rule, 1)}
                      aria-label={t('down')}
                      data-testid={`rule-down-${rule.name}`}
                    />
                  </Tooltip>
                  <Tooltip title={t('addChild')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<PlusOutlined />}
                      disabled={rule.type === 'button'}
                      onClick={() => onAddChild(rule.id)}
                      aria-label={t('addChild')}
                    />
                  </Tooltip>
                  <Tooltip title={t('console:action.edit')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => onEdit(rule.id)}
                      aria-label={t('console:action.edit')}
                      data-testid={`rule-edit-${rule.name}`}
                    />
                  </Tooltip>
                  {rule.children ? (
                    <Popconfirm title={t('deleteHasChildren')} okButtonProps={{ disabled: true }}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('console:action.delete')}
                      />
                    </Popconfirm>
                  ) : (
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('console:action.delete')}
                      onClick={() => removal.removeLater(rule.id, `“${rule.title[lang] || rule.name}”`)}
                      data-testid={`rule-delete-${rule.name}`}
                    />
                  )}
                </Space>
              );
            },
          },
        ],
        isPhone,
      )}
    />
  );
}
