import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { TConversation } from '@storefront/shared';
import { Button, Empty, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirm } from '../../../lib/feedback';
import { useConversations } from '../api/get-conversations';
import { useUpdateConversation } from '../api/update-conversation';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ConversationList } from './conversation-list';
import { RenameDialog } from './rename-dialog';

type TSidebarProps = {
  activeId: number | null;
  /** A conversation is being opened (its link navigates): the phone's drawer closes. */
  onOpen: () => void;
  onNew: () => void;
  onDeleted: (id: number) => void;
};

/** The member's conversations: new, search by title, grouped by last activity, rename and delete. */
export function ConversationSidebar({ activeId, onOpen, onNew, onDeleted }: TSidebarProps) {
  const { t } = useTranslation('chat');
  const [keyword, setKeyword] = useState('');
  const search = useDebouncedValue(keyword.trim(), 300);
  const list = useConversations(search);
  const update = useUpdateConversation();
  const [renaming, setRenaming] = useState<TConversation | null>(null);
  const conversations = list.data?.pages.flatMap((page) => page.list) ?? [];

  const confirmDelete = (conversation: TConversation) =>
    showConfirm({
      title: t('list.deleteTitle'),
      content: t('list.deleteText', { title: conversation.title }),
      okText: t('list.delete'),
      okButtonProps: { danger: true },
      cancelText: t('list.cancel'),
      onOk: async () => {
        await update.mutateAsync({ id: conversation.id, action: 'delete' });
        onDeleted(conversation.id);
      },
    });

  return (
    <div className="sf-conv" data-testid="conversation-list">
      <Button
        type="primary"
        ghost
        block
        icon={<PlusOutlined />}
        onClick={onNew}
        data-testid="conversation-new"
      >
        {t('header.newChat')}
      </Button>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        data-testid="conversation-search"
      />
      <div className="sf-conv-scroll">
        {list.isPending ? <Skeleton active paragraph={{ rows: 6 }} title={false} /> : null}
        {list.isError ? (
          <div className="sf-conv-empty">
            <Button onClick={() => void list.refetch()}>{t('error.retry')}</Button>
          </div>
        ) : null}
        {list.isSuccess && conversations.length === 0 ? (
          <Empty
            className="sf-conv-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={search ? t('list.noMatch') : t('list.empty')}
          />
        ) : null}
        <ConversationList
          conversations={conversations}
          activeId={activeId}
          onOpen={onOpen}
          onRename={setRenaming}
          onDelete={confirmDelete}
          keyword={search}
        />
        {list.hasNextPage ? (
          <Button
            type="link"
            block
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('list.more')}
          </Button>
        ) : null}
      </div>
      <RenameDialog
        conversation={renaming}
        onClose={() => setRenaming(null)}
        onSave={(title) => {
          if (renaming) return update.mutateAsync({ id: renaming.id, action: 'rename', title });
        }}
      />
    </div>
  );
}
