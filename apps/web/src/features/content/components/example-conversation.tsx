import { RobotOutlined, UserOutlined } from '@ant-design/icons';
import { Bubble } from '@ant-design/x';
import type { TExampleTurn } from '@storefront/shared';
import { Avatar } from 'antd';
import { MarkdownArticle } from '../../../components/markdown/markdown-article';

const QUESTION_AVATAR = <Avatar size={32} icon={<UserOutlined />} className="sf-example-avatar is-user" />;
const ANSWER_AVATAR = <Avatar size={32} icon={<RobotOutlined />} className="sf-example-avatar" />;

/**
 * The example's turns as chat bubbles: questions on the right as plain text, answers on the left as markdown
 * (what the chat page shows for a real answer).
 */
export function ExampleConversation({ turns }: { turns: TExampleTurn[] }) {
  return (
    <div className="sf-example-thread" data-testid="example-thread">
      {turns.map((turn, index) =>
        turn.role === 'user' ? (
          <Bubble
            // biome-ignore lint/suspicious/noArrayIndexKey: turns are fixed text in a fixed order.
            key={index}
            data-testid="example-turn"
            data-role="user"
            placement="end"
            shape="corner"
            avatar={QUESTION_AVATAR}
            className="sf-example-question"
            content={turn.content}
          />
        ) : (
          <Bubble
            // biome-ignore lint/suspicious/noArrayIndexKey: turns are fixed text in a fixed order.
            key={index}
            data-testid="example-turn"
            data-role="assistant"
            placement="start"
            variant="outlined"
            shape="corner"
            avatar={ANSWER_AVATAR}
            className="sf-example-answer"
            content={turn.content}
            contentRender={(text) => <MarkdownArticle markdown={text} hasAnchors={false} />}
          />
        ),
      )}
    </div>
  );
}
