import { signedChange } from '../lib/signed';

/** A signed change, green when it adds and red when it takes away. */
export function SignedAmount({ value }: { value: string }) {
  const { text, tone } = signedChange(value);
  return (
    <span className={`sf-change is-${tone}`} data-testid="ledger-change">
      {text}
    </span>
  );
}
