export type TTone = 'positive' | 'negative' | 'zero';

/** A signed change as the ledger shows it: '+5.00' / '-2.50' / '+10', and whether it added or took away. */
export function signedChange(value: string | number): { text: string; tone: TTone } {
  const number = Number(value);
  const text = String(value).replace(/^\+/, '');
  if (!Number.isFinite(number) || number === 0) return { text, tone: 'zero' };
  return number > 0 ? { text: `+${text}`, tone: 'positive' } : { text, tone: 'negative' };
}
