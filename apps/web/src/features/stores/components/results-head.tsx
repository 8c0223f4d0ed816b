import type { ReactNode } from 'react';

type TResultsHeadProps = { title: string; hint?: string; action?: ReactNode };

/** Title of the list shown below the search, with a line on what it holds and an optional action. */
export function ResultsHead({ title, hint, action }: TResultsHeadProps) {
  return (
    <div className="sf-store-results-head">
      <div>
        <h2 className="sf-store-results-title" data-testid="store-results-title">
          {title}
        </h2>
        {hint ? <p className="sf-store-results-hint">{hint}</p> : null}
      </div>
      {action}
    </div>
  );
}
