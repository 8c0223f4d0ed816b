import { ArrowRightOutlined } from '@ant-design/icons';
import { Prompts } from '@ant-design/x';

/** The follow-up questions the last answer suggested, as chips above the input. */
export function FollowUps({ questions, onAsk }: { questions: string[]; onAsk: (question: string) => void }) {
  if (questions.length === 0) return null;
  return (
    <Prompts
      className="sf-chat-follow-ups"
      data-testid="follow-ups"
      items={questions.map((question, index) => ({
        key: String(index),
        icon: <ArrowRightOutlined />,
        description: question,
      }))}
      onItemClick={({ data }) => onAsk(String(data.description ?? ''))}
    />
  );
}
