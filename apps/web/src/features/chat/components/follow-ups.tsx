import { ArrowRightOutlined } from '@ant-design/icons';
import { QuestionChips } from './question-chips';

/** The follow-up questions the last answer suggested, as chips above the input. */
export function FollowUps({ questions, onAsk }: { questions: string[]; onAsk: (question: string) => void }) {
  if (questions.length === 0) return null;
  return (
    <QuestionChips
      className="sf-chat-follow-ups"
      testId="follow-ups"
      questions={questions}
      icon={<ArrowRightOutlined />}
      onAsk={onAsk}
    />
  );
}
