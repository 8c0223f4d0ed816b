import { BookOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import {
  HANDOFF_LIMITS,
  type TConversationMessage,
  type THandoffDetail,
  type TKnowledgeFields,
  type TLanguage,
  timeFormat,
} from '@storefront/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInboxClient } from '../../api/inbox-client';
import { MessageBubble } from '../conversations/conversation-viewer';
import type { TEntryHref } from '../conversations/message-sources';
import { KnowledgeForm } from '../knowledge/knowledge-form';

/** The visitor's question a store reply answers: the newest visitor message before it. */
function questionBefore(
  messages: readonly TConversationMessage[],
  reply: TConversationMessage,
  fallback: string,
) {
  const before = messages.slice(0, messages.indexOf(reply));
  return before.findLast((message) => message.role === 'user')?.content ?? fallback;
}

/**
 * One handoff: the visitor's contact, the conversation so far (the assistant's answers with the entries they
 * used), a reply box, handing back to the assistant, and "turn this reply into knowledge": a draft entry made
 * of the visitor's question and the reply, published as usual.
 */
export function HandoffThread(props: {
  client: TInboxClient;
  detail: THandoffDetail;
  entryHref?: TEntryHref;
  addKnowledge: (fields: TKnowledgeFields) => Promise<unknown>;
}) {
  const { client, detail, entryHref } = props;
  const { handoff, messages } = detail;
  const { t } = useTranslation('store-workspace');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [teaching, setTeaching] = useState<{ question: string; answer: string } | null>(null);
  const [taught, setTaught] = useState(false);
  const refresh = (next?: THandoffDetail) => {
    if (next) queryClient.setQueryData([...client.queryKey, 'detail', handoff.id], next);
    return queryClient.invalidateQueries({ queryKey: client.queryKey });
  };
  const reply = useMutation({
    mutationFn: (content: string) => client.reply(handoff.id, content),
    onSuccess: async (next) => {
      setText('');
      await refresh(next);
    },
  });
  const close = useMutation({ mutationFn: () => client.close(handoff.id), onSuccess: () => refresh() });
  const isClosed = handoff.state === 'closed';

  return (
    <div className="sf-inbox-thread" data-testid="inbox-thread" data-state={handoff.state}>
      <div className="sf-inbox-contact" data-testid="inbox-contact">
        <Tag color={isClosed ? 'default' : handoff.state === 'waiting' ? 'red' : 'blue'}>
          {t(`inbox.state.${handoff.state}`)}
        </Tag>
        <span>
          <UserOutlined /> {handoff.name || t(`conversations.by.${handoff.by}`)}
        </span>
        {handoff.contact ? (
          <span>
            <MailOutlined /> {handoff.contact}
          </span>
        ) : (
          <span className="sf-inbox-muted">{t('inbox.noContact')}</span>
        )}
        <span className="sf-inbox-muted">{timeFormat(handoff.create_time, 'yyyy-mm-dd hh:MM')}</span>
      </div>
      {taught ? (
        <Alert type="success" showIcon title={t('inbox.taught')} closable onClose={() => setTaught(false)} />
      ) : null}
      <div className="sf-ws-thread">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            storeId={handoff.store_id}
            entryHref={entryHref}
            actions={
              message.role === 'store' ? (
                <Button
                  size="small"
                  type="link"
                  icon={<BookOutlined />}
                  data-testid="inbox-teach"
                  onClick={() =>
                    setTeaching({
                      question: questionBefore(messages, message, handoff.question),
                      answer: message.content,
                    })
                  }
                >
                  {t('inbox.teach')}
                </Button>
              ) : null
            }
          />
        ))}
      </div>
      {isClosed ? (
        <Alert
          type="info"
          title={t(handoff.closed_by === 'visitor' ? 'inbox.closedByVisitor' : 'inbox.closedByStore')}
        />
      ) : (
        <div className="sf-inbox-reply">
          <Input.TextArea
            value={text}
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={HANDOFF_LIMITS.contentMax}
            placeholder={t('inbox.replyPlaceholder')}
            aria-label={t('inbox.replyPlaceholder')}
            data-testid="inbox-reply-input"
            onChange={(event) => setText(event.target.value)}
            onPressEnter={(event) => {
              if (event.shiftKey || event.nativeEvent.isComposing || !text.trim()) return;
              event.preventDefault();
              reply.mutate(text.trim());
            }}
          />
          <div className="sf-inbox-reply-actions">
            <Button onClick={() => close.mutate()} loading={close.isPending} data-testid="inbox-close">
              {t('inbox.close')}
            </Button>
            <Button
              type="primary"
              disabled={!text.trim()}
              loading={reply.isPending}
              data-testid="inbox-reply-send"
              onClick={() => reply.mutate(text.trim())}
            >
              {t('inbox.send')}
            </Button>
          </div>
        </div>
      )}
      {teaching ? (
        <KnowledgeForm
          title={t('inbox.teachTitle')}
          intro={t('inbox.teachIntro')}
          initial={{ lang: handoff.lang as TLanguage, ...teaching }}
          save={props.addKnowledge}
          onClose={() => setTeaching(null)}
          onSaved={() => setTaught(true)}
        />
      ) : null}
    </div>
  );
}
