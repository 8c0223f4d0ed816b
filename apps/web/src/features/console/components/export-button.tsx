import { DownloadOutlined } from '@ant-design/icons';
import type { TCsvFile } from '@storefront/shared';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../../lib/download-file';
import { readerTimeZone } from '../../../lib/time-zone';
import { useSubmit } from '../../../lib/use-submit';

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
