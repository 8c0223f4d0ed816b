import { CHAT_LIMITS, type TConversation } from '@storefront/shared';
import { Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TRenameProps = {
  conversation: TConversation | null;
  onClose: () => void;
  onSave: (title: string) => Promise<void> | undefined;
};

/** Renames a conversation; Enter saves, the title is limited like the server limits it. */
export function RenameDialog({ conversation, onClose, onSave }: TRenameProps) {
  const { t } = useTranslation('chat');
  const [title, setTitle] = useState('');
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    if (conversation) setTitle(conversation.title);
  }, [conversation]);

  const handleSave = async () => {
    const next = title.trim();
    if (!next) return;
    setSaving(true);
    try {
      await onSave(next);
      onClose();
    } catch {
      // The http client already showed why; the dialog stays open to try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={conversation !== null}
      title={t('list.renameTitle')}
      okText={t('list.save')}
      cancelText={t('list.cancel')}
      okButtonProps={{ disabled: !title.trim(), loading: isSaving }}
      onOk={() => void handleSave()}
      onCancel={onClose}
      destroyOnHidden
      centered
    >
      <Input
        autoFocus
        value={title}
        maxLength={CHAT_LIMITS.titleMax}
        showCount
        onChange={(event) => setTitle(event.target.value)}
        onPressEnter={() => void handleSave()}
        data-testid="rename-input"
      />
    </Modal>
  );
}
