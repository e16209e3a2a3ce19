/**
 * The built-in test provider's cards (test mode without Stripe): the tokens it accepts, named
 * as a shopper sees them (docs/orders.md, "Test mode").
 */
export const TEST_CARDS: ReadonlyArray<{ token: string; label: string }> = [
  { token: 'tok_visa', label: 'Visa 4242 (paid)' },
  { token: 'tok_mastercard', label: 'Mastercard 4444 (paid)' },
  { token: 'tok_amex', label: 'American Express 8431 (paid)' },
  { token: 'tok_chargeDeclined', label: 'Declined card' },
  { token: 'tok_chargeDeclinedInsufficientFunds', label: 'Declined: insufficient funds' },
];
