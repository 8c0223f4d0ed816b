import { DeleteOutlined, EditOutlined, EllipsisOutlined } from '@ant-design/icons';
import type { TConversation } from '@storefront/shared';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Highlight } from '../../../components/highlight/highlight';
import { dayjs } from '../../../lib/dates';
import { type TTimeGroup, timeGroup } from '../lib/time-group';

type TListProps = {
  conversations: TConversation[];
  activeId: number | null;
  onOpen: () => void;
  onRename: (conversation: TConversation) => void;
  onDelete: (conversation: TConversation) => void;
  /** The words searched for, marked where the list shows them. */
  keyword?: string;
};

/** The list comes newest first, so each time group is a run of neighbours. */
function groupByTime(conversations: TConversation[]) {
  const groups: { name: TTimeGroup; items: TConversation[] }[] = [];
  for (const conversation of conversations) {
    const name = timeGroup(conversation.update_time);
    const last = groups.at(-1);
    if (last?.name === name) last.items.push(conversation);
    else groups.push({ name, items: [conversation] });
  }
  return groups;
}

/**
 * The member's conversations by last activity. Each is a link (Tab reaches it, Enter opens it, a middle click
 * opens a tab) with a real button for its rename and delete menu, so the list works from the keyboard alone.
 */
export function ConversationList(props: TListProps) {
  const { conversations, activeId, onOpen, onRename, onDelete, keyword = '' } = props;
  const { t } = useTranslation('chat');
  return (
    <div className="sf-conv-groups">
      {groupByTime(conversations).map((group) => (
        <section key={group.name} className="sf-conv-group" aria-labelledby={`sf-conv-group-${group.name}`}>
          <h2 id={`sf-conv-group-${group.name}`} className="sf-conv-group-title">
            {t(`group.${group.name}`)}
          </h2>
          <ul className="sf-conv-items">
            {group.items.map((conversation) => {
              const isActive = conversation.id === activeId;
              const title = conversation.title || t('list.untitled');
              // Within the last two days the time says enough; older ones show their date.
              const format = group.name === 'today' || group.name === 'yesterday' ? 'HH:mm' : 'YYYY-MM-DD';
              return (
                <li
                  key={conversation.id}
                  className={isActive ? 'sf-conv-item is-active' : 'sf-conv-item'}
                  data-testid="conversation-item"
                >
                  <Link
                    className="sf-conv-open"
                    to={`/user/chatai/${conversation.storeuuid}?c=${conversation.id}`}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={onOpen}
                  >
                    <span className="sf-conv-title">
                      <Highlight text={title} words={keyword} />
                    </span>
                    {conversation.match ? (
                      <span className="sf-conv-match" data-testid="conversation-match">
                        <Highlight text={conversation.match} words={keyword} />
                      </span>
                    ) : null}
                    <span className="sf-conv-meta">
                      <Highlight text={conversation.store_name} words={keyword} /> ·{' '}
                      {dayjs.unix(conversation.update_time).format(format)}
                    </span>
                  </Link>
                  <Dropdown
                    trigger={['click']}
                    placement="bottomRight"
                    autoFocus
                    menu={{
                      items: [
                        { key: 'rename', label: t('list.rename'), icon: <EditOutlined /> },
                        { key: 'delete', label: t('list.delete'), icon: <DeleteOutlined />, danger: true },
                      ],
                      onClick: ({ key }) =>
                        key === 'rename' ? onRename(conversation) : onDelete(conversation),
                    }}
                  >
                    <button
                      type="button"
                      className="sf-conv-more"
                      aria-label={t('list.actions', { title })}
                      data-testid="conversation-actions"
                    >
                      <EllipsisOutlined />
                    </button>
                  </Dropdown>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
