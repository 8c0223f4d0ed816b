import { CloudUploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../../components/checkbox/checkbox';
import { StatusResult } from '../../../../components/status-result/status-result';
import { useIsPhone } from '../../../../lib/use-media-query';
import { useSubmit } from '../../../../lib/use-submit';
import { useRefresh } from '../../hooks/use-refresh';
import type { TStoreWorkspaceClient } from '../../types';
import { DialogFooter } from '../dialog-footer';
import { DiffView } from './diff-view';
import { EvaluationView } from './evaluation-view';

/**
 * The diff dialog: what publishing changes and how the draft answers the answer checks beside the published
 * assistant, loaded when opened, and the button that publishes. When anything got worse, publishing waits for
 * the owner to confirm they have seen it.
 */
function PublishDialog(props: {
  client: TStoreWorkspaceClient;
  onClose: () => void;
  onPublished?: () => void;
}) {
  const { client, onClose, onPublished } = props;
  const { t } = useTranslation('store-workspace');
  const isPhone = useIsPhone();
  const refresh = useRefresh(client.queryKey);
  const { isBusy, run } = useSubmit();
  const diff = useQuery({
    queryKey: [...client.queryKey, 'diff'],
    queryFn: client.assistant.diff,
    staleTime: 0,
    gcTime: 0,
  });

  const evaluation = useQuery({
    queryKey: [...client.queryKey, 'evaluation'],
    queryFn: client.assistant.evaluation,
    staleTime: 0,
    gcTime: 0,
  });
  const [acknowledged, setAcknowledged] = useState(false);
  const regressed = (evaluation.data?.regressions.total ?? 0) > 0;

  const publish = () =>
    run(async () => {
      await client.assistant.publish(regressed && acknowledged);
      await refresh();
      onPublished?.();
      onClose();
    });

  let body = <Skeleton active paragraph={{ rows: 5 }} />;
  if (diff.isError || evaluation.isError) {
    body = (
      <StatusResult
        status="warning"
        title={t('diff.loadFailed')}
        extra={
          <Button onClick={() => void Promise.all([diff.refetch(), evaluation.refetch()])}>
            {t('action.retry')}
          </Button>
        }
      />
    );
  } else if (diff.data && evaluation.data) {
    body = (
      <>
        <EvaluationView evaluation={evaluation.data} />
        {regressed ? (
          <div className="sf-ws-evaluation-ack">
            <Checkbox checked={acknowledged} onChange={setAcknowledged} data-testid="publish-acknowledge">
              {t('evaluation.acknowledge')}
            </Checkbox>
          </div>
        ) : null}
        <DiffView diff={diff.data} />
      </>
    );
  }
  return (
    <Modal
      open
      title={t('publish.title')}
      width={isPhone ? '100%' : 760}
      onCancel={onClose}
      footer={
        <DialogFooter
          okText={t('publish.confirm')}
          isBusy={isBusy}
          isDisabled={!diff.data?.changed || !evaluation.data || (regressed && !acknowledged)}
          onOk={() => void publish()}
          onCancel={onClose}
          testId="publish"
        />
      }
      destroyOnHidden
      className="sf-ws-publish"
    >
      <div data-testid="publish-dialog">{body}</div>
    </Modal>
  );
}

/** "Publish": opens what would change, field by field and entry by entry, to confirm. */
export function PublishButton(props: {
  client: TStoreWorkspaceClient;
  /** Whether the draft differs from what visitors get: the button then says so. */
  hasChanges: boolean;
  onPublished?: () => void;
}) {
  const { client, hasChanges, onPublished } = props;
  const { t } = useTranslation('store-workspace');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Badge dot={hasChanges} offset={[-4, 4]}>
        <Button
          type={hasChanges ? 'primary' : 'default'}
          icon={<CloudUploadOutlined />}
          onClick={() => setOpen(true)}
          data-testid="assistant-publish"
          data-changed={hasChanges}
        >
          {t('publish.open')}
        </Button>
      </Badge>
      {isOpen ? (
        <PublishDialog client={client} onClose={() => setOpen(false)} onPublished={onPublished} />
      ) : null}
    </>
  );
}
