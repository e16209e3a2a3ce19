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

/**
 * What a page that needs the cart shows until it has it: 'Loading…', or why the cart could not be
 * read and a way to try again (never an endless 'Loading…').
 */
export const CartPending = ({
  error,
  retry,
  loading = 'Loading…',
}: {
  error: string | null;
  retry: () => void;
  loading?: string;
}) =>
  error ? (
    <>
      <Notice error>{`Your cart could not be loaded. ${error}`}</Notice>
      <button type="button" onClick={retry}>
        Try again
      </button>
    </>
  ) : (
    <p aria-live="polite">{loading}</p>
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
