import type { ReactNode } from 'react';
import { formatMoney } from './messages.ts';

/** A message a page shows after an action: `role="alert"` for failures, a polite status otherwise. */
export const Notice = ({ error, children }: { error?: boolean; children: ReactNode }) =>
  error ? (
    <p className="notice error" role="alert">
      {children}
    </p>
  ) : (
    <p className="notice" role="status">
      {children}
    </p>
  );

/** A price, with the compare-at price struck through when it is higher. */
export const Price = ({
  amount,
  compareAt,
  currency,
}: {
  amount: number;
  compareAt?: number | null;
  currency: string;
}) => (
  <span className="price">
    <span>{formatMoney(amount, currency)}</span>
    {compareAt != null && compareAt > amount && (
      <>
        {' '}
        <s aria-label={`was ${formatMoney(compareAt, currency)}`}>{formatMoney(compareAt, currency)}</s>
      </>
    )}
  </span>
);
