import type { ReactNode } from 'react';

type TQuestionChipsProps = {
  questions: string[];
  icon: ReactNode;
  onAsk: (question: string) => void;
  title?: ReactNode;
  isDisabled?: boolean;
  className: string;
  testId: string;
};

/** Questions to ask with one tap: the welcome's suggestions, and the follow-ups under an answer. */
export function QuestionChips({
  questions,
  icon,
  onAsk,
  title,
  isDisabled,
  className,
  testId,
}: TQuestionChipsProps) {
  return (
    <div className={`sf-question-chips ${className}`} data-testid={testId}>
      {title ? <div className="sf-question-chips-title">{title}</div> : null}
      <ul className="sf-question-chips-list">
        {questions.map((question, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a question may repeat; its place is its identity
          <li key={index}>
            <button
              type="button"
              className="sf-question-chip"
              disabled={isDisabled}
              onClick={() => onAsk(question)}
            >
              <span className="sf-question-chip-icon">{icon}</span>
              <span className="sf-question-chip-text">{question}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
