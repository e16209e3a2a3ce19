import type { Mode } from '../db/keys.ts';
import { unconfiguredLivePaymentProvider } from './live-provider.ts';
import type { ChargeLedger, PaymentProvider } from './port.ts';
import { testPaymentProvider } from './test-provider.ts';

/** Test keys never reach a real provider (spec: "no real charges are processed"). */
export type PaymentProviders = (mode: Mode) => PaymentProvider;

/** `ledger`: where the test provider records its charges (the table's, from the composition roots). */
export const defaultPaymentProviders = (deps: { ledger?: ChargeLedger } = {}): PaymentProviders => {
  const test = testPaymentProvider(deps.ledger);
  const live = unconfiguredLivePaymentProvider();
  return (mode) => (mode === 'test' ? test : live);
};
