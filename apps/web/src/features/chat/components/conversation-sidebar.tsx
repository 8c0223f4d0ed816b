import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Conversations, type ConversationsProps } from '@ant-design/x';
import type { TConversation } from '@storefront/shared';
import { Button, Empty, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dates';
import { showConfirm } from '../../../lib/feedback';
import { useConversations } from '../api/get-conversations';
import { useUpdateConversation } from '../api/update-conversation';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { timeGroup } from '../lib/time-group';
import { RenameDialog } from './rename-dialog';

type TSidebarProps = {
  activeId: number | null;
  onOpen: (conversation: TConversation) => void;
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

  const menu: ConversationsProps['menu'] = (item) => {
    const conversation = conversations.find((entry) => String(entry.id) === item.key);
    return {
      items: [
        { key: 'rename', label: t('list.rename'), icon: <EditOutlined /> },
        { key: 'delete', label: t('list.delete'), icon: <DeleteOutlined />, danger: true },
      ],
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        if (!conversation) return;
        if (key === 'rename') setRenaming(conversation);
        else confirmDelete(conversation);
      },
    };
  };

  const items = conversations.map((conversation) => {
    const group = timeGroup(conversation.update_time);
    // Within the last two days the time says enough; older ones show their date.
    const format = group === 'today' || group === 'yesterday' ? 'HH:mm' : 'YYYY-MM-DD';
    return {
      key: String(conversation.id),
      group,
      'data-testid': 'conversation-item',
      label: (
        <span className="sf-conv-label">
          <span className="sf-conv-title">{conversation.title || t('list.untitled')}</span>
          <span className="sf-conv-meta">
            {conversation.store_name} · {dayjs.unix(conversation.update_time).format(format)}
          </span>
        </span>
      ),
    };
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
        {list.isSuccess && items.length === 0 ? (
          <Empty
            className="sf-conv-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={search ? t('list.noMatch') : t('list.empty')}
          />
        ) : null}
        {items.length > 0 ? (
          <Conversations
            items={items}
            activeKey={activeId === null ? undefined : String(activeId)}
            onActiveChange={(key) => {
              const conversation = conversations.find((entry) => String(entry.id) === key);
              if (conversation) onOpen(conversation);
            }}
            menu={menu}
            groupable={{
              label: (group) => t(`group.${group}`),
            }}
          />
        ) : null}
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
