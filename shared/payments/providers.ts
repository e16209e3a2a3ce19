import type { Mode } from '../db/keys.ts';
import { unconfiguredLivePaymentProvider } from './live-provider.ts';
import type { PaymentProvider } from './port.ts';
import { testPaymentProvider } from './test-provider.ts';

/** Test keys never reach a real provider (spec: "no real charges are processed"). */
export type PaymentProviders = (mode: Mode) => PaymentProvider;

export const defaultPaymentProviders = (): PaymentProviders => {
  const test = testPaymentProvider();
  const live = unconfiguredLivePaymentProvider();
  return (mode) => (mode === 'test' ? test : live);
};
