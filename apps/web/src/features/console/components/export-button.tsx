import { DownloadOutlined } from '@ant-design/icons';
import type { TCsvFile, TJsonEndpoint } from '@storefront/shared';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadCsv } from '../../../lib/download-file';
import { readerTimeZone } from '../../../lib/time-zone';
import { useSubmit } from '../../../lib/use-submit';
import { callConsole } from '../lib/call-console';

/**
 * Downloads a list as CSV, as filtered on screen: `load` gets the reader's time zone, which the file's times are
 * written in (and its header names), so the file and the page agree.
 */
export function ExportButton({ load, testId }: { load: (tz: string) => Promise<TCsvFile>; testId: string }) {
  const { t } = useTranslation('console');
  const exporting = useSubmit();
  const zone = readerTimeZone();
  return (
    <Tooltip title={t('export.zone', { zone })}>
      <Button
        icon={<DownloadOutlined />}
        loading={exporting.isBusy}
        onClick={() => void exporting.run(async () => downloadCsv(await load(zone)))}
        data-testid={testId}
      >
        {t('export.label')}
      </Button>
    </Tooltip>
  );
}

/** A console list's export: its endpoint gets the list's filters and quick search, as the table shows them. */
export function ListExportButton({
  endpoint,
  filters,
  testId,
}: {
  endpoint: TJsonEndpoint;
  filters: Record<string, unknown>;
  testId: string;
}) {
  const [params] = useSearchParams();
  const query = (tz: string) => ({ ...filters, quickSearch: params.get('quickSearch') ?? '', tz });
  return (
    <ExportButton
      testId={testId}
      load={(tz) => callConsole(endpoint, { query: query(tz) } as never) as Promise<TCsvFile>}
    />
  );
}
