import { useEffect, useRef, useState } from 'react';
import {
  loadStripe,
  mountPaymentElement,
  type StripeElementsLike,
  type StripeLike,
} from '../payments/stripe.ts';
import { Notice } from '../ui.tsx';

export interface StripeHandle {
  stripe: StripeLike;
  elements: StripeElementsLike;
}

/** Stripe's Payment Element, mounted for the order's amount; hands its handle to the checkout's Pay. */
export const StripePayment = ({
  publishableKey,
  amount,
  currency,
  onReady,
}: {
  publishableKey: string;
  amount: number;
  currency: string;
  onReady: (handle: StripeHandle | null) => void;
}) => {
  const target = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let destroy = () => {};
    let live = true;
    loadStripe(publishableKey).then(
      (stripe) => {
        if (!live || !target.current) return;
        const { elements, element } = mountPaymentElement(stripe, target.current, { amount, currency });
        destroy = () => element.destroy();
        onReady({ stripe, elements });
      },
      (failure: Error) => live && setError(failure.message),
    );
    return () => {
      live = false;
      destroy();
      onReady(null);
    };
  }, [publishableKey, amount, currency, onReady]);
  return (
    <>
      <div ref={target} className="stripe-element" />
      {error && <Notice error>{error}</Notice>}
    </>
  );
};
