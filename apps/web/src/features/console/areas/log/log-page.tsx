import { CONSOLE_API, type TOperatorLogRow } from '@storefront/shared';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConsoleTable } from '../../components/console-table';
import { ListExportButton } from '../../components/export-button';
import { PageHead } from '../../components/page-head';
import { useOperator } from '../../lib/operator-session';
import { logColumns } from './log-columns';
import { LogFilters, useLogFilters } from './log-filters';
import './log.css';

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
 * `/admin/log`: what operators and store owners (in My store, marked as such) changed, newest first, named in
 * the reader's language and filtered by who, what, which kind of row and which days; each row opens to its
 * before and after, and the filtered log downloads as CSV.
 */
export function LogPage() {
  const { t } = useTranslation(['console-log', 'console']);
  const filters = useLogFilters();
  const operator = useOperator();
  return (
    <>
      <PageHead
        title={t('title')}
        description={t('description')}
        extra={<ListExportButton endpoint={CONSOLE_API.log.export} filters={filters} testId="log-export" />}
      />
      <ConsoleTable
        endpoint={CONSOLE_API.log.list}
        testId="log-table"
        searchPlaceholder={t('search')}
        filters={filters}
        toolbar={<LogFilters />}
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
        columns={logColumns(t, operator?.role === 'owner')}
      />
    </>
  );
}
