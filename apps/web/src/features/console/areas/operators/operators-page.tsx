import { CONSOLE_API, type TOperatorRow } from '@storefront/shared';
import { Badge, Button, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleTable, useReloadConsoleList } from '../../components/console-table';
import { PageHead } from '../../components/page-head';
import { TimeCell } from '../../components/time-cell';
import { callConsole } from '../../lib/call-console';
import { useOperator } from '../../lib/operator-session';
import { OperatorForm } from './operator-form';

/** `/admin/operators` (owners): who may sign in to the console, with their roles. */
export function OperatorsPage() {
  const { t } = useTranslation(['console-operators', 'console']);
  const me = useOperator();
  const reload = useReloadConsoleList(CONSOLE_API.operators.list);
  const [editing, setEditing] = useState<{ operator?: TOperatorRow } | null>(null);

  const remove = async (id: number) => {
    await callConsole(CONSOLE_API.operators.del, { body: { ids: [id] }, showSuccessMessage: true }).catch(
      () => undefined,
    );
    await reload();
  };

  return (
    <>
      <PageHead
        title={t('title')}
        description={t('description')}
        add={{ label: t('add'), testId: 'operator-add', onClick: () => setEditing({}) }}
      />
      <ConsoleTable
        endpoint={CONSOLE_API.operators.list}
        testId="operators-table"
        searchPlaceholder={t('search')}
        columns={[
          { key: 'id', dataIndex: 'id', title: 'ID', sorter: true, width: 72 },
          {
            key: 'username',
            dataIndex: 'username',
            title: t('field.username'),
            sorter: true,
            render: (username: string, row) => (
              <Space>
                {username}
                {row.id === me?.id ? <Tag>{t('you')}</Tag> : null}
              </Space>
            ),
          },
          { key: 'nickname', dataIndex: 'nickname', title: t('field.nickname') },
          {
            key: 'role',
            dataIndex: 'role',
            title: t('field.role'),
            render: (role: TOperatorRow['role']) => (
              <Tag color={role === 'owner' ? 'gold' : 'blue'}>{t(`console:role.${role}`)}</Tag>
            ),
          },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('field.status'),
            render: (status: TOperatorRow['status']) => (
              <Badge
                status={status === 'enable' ? 'success' : 'default'}
                text={t(`console:status.${status}`)}
              />
            ),
          },
          {
            key: 'last_login_time',
            dataIndex: 'last_login_time',
            title: t('field.lastLogin'),
            sorter: true,
            render: (value: number | null) => <TimeCell value={value} />,
          },
          {
            key: 'actions',
            title: t('console:table.actions'),
            fixed: 'right',
            render: (_value, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  onClick={() => setEditing({ operator: row })}
                  data-testid={`operator-edit-${row.id}`}
                >
                  {t('console:action.edit')}
                </Button>
                {row.id === me?.id ? null : (
                  <Popconfirm title={t('console:action.confirmDelete')} onConfirm={() => remove(row.id)}>
                    <Button type="link" danger>
                      {t('console:action.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <OperatorForm
          operator={editing.operator}
          open
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
        />
      ) : null}
    </>
  );
}
