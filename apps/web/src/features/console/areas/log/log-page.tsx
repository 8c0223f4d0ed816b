import { CONSOLE_API, type TOperatorLogRow } from '@storefront/shared';
import { Col, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConsoleTable } from '../../components/console-table';
import { PageHead } from '../../components/page-head';
import { TimeCell } from '../../components/time-cell';

function Snapshot({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation('console-log');
  return (
    <Col xs={24} md={12}>
      <Typography.Text strong>{label}</Typography.Text>
      <pre className="sf-console-snapshot">
        {value === null ? t('nothing') : JSON.stringify(value, null, 2)}
      </pre>
    </Col>
  );
}

/**
 * `/admin/log`: what operators and store owners (in My store, marked as such) changed, newest first, each row
 * opening to its before and after.
 */
export function LogPage() {
  const { t } = useTranslation(['console-log', 'console']);
  return (
    <>
      <PageHead title={t('title')} description={t('description')} />
      <ConsoleTable
        endpoint={CONSOLE_API.log.list}
        testId="log-table"
        searchPlaceholder={t('search')}
        expandable={{
          expandedRowRender: (row: TOperatorLogRow) =>
            row.withheld ? (
              <Typography.Text type="secondary">{t('withheld')}</Typography.Text>
            ) : (
              <Row gutter={16}>
                <Snapshot label={t('before')} value={row.before} />
                <Snapshot label={t('after')} value={row.after} />
              </Row>
            ),
        }}
        columns={[
          {
            key: 'create_time',
            dataIndex: 'create_time',
            title: t('field.time'),
            sorter: true,
            render: (value: number) => <TimeCell value={value} />,
          },
          {
            key: 'username',
            title: t('field.operator'),
            render: (_value, row) => (
              <>
                {row.username}
                {row.actor === 'member' && (
                  <Tag color="blue" data-testid="log-actor-member">
                    {t('actor.member')}
                  </Tag>
                )}
              </>
            ),
          },
          {
            key: 'action',
            dataIndex: 'action',
            title: t('field.action'),
            render: (action: string) => <Tag>{action}</Tag>,
          },
          {
            key: 'target',
            title: t('field.target'),
            render: (_value, row) => (row.target_id ? `${row.target} #${row.target_id}` : row.target),
          },
          { key: 'ip', dataIndex: 'ip', title: t('field.ip') },
        ]}
      />
    </>
  );
}
