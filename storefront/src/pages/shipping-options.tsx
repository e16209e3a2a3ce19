import { useEffect, useState } from 'react';
import type { ShippingOption } from '@store-commerce/sdk';
import { formatMoney, shopperMessage } from '../messages.ts';
import { useShop } from '../shop.tsx';
import { Notice } from '../ui.tsx';

/**
 * The checkout's shipping-option step: the options of the address's zone, priced for the cart
 * (docs/decisions.md §13.6).
 */
export const ShippingOptions = ({
  country,
  province,
  currency,
  value,
  onChange,
}: {
  country: string;
  province: string;
  currency: string;
  value: string | null;
  onChange: (optionId: string | null) => void;
}) => {
  const { client } = useShop();
  const [options, setOptions] = useState<ShippingOption[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setError(null);
    client.getShippingOptions(country, province || undefined).then(
      ({ options: found }) => {
        if (!live) return;
        setOptions(found);
        onChange(found[0]?.id ?? null);
      },
      (failure: unknown) => {
        if (!live) return;
        setOptions([]);
        onChange(null);
        setError(shopperMessage(failure));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks again when the destination changes only
  }, [country, province]);
  return (
    <fieldset>
      <legend>Shipping</legend>
      {error && <Notice error>{error}</Notice>}
      {options?.map((option) => (
        <label key={option.id} className="option">
          <input
            type="radio"
            name="shipping-option"
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          {option.name} · {option.price === 0 ? 'Free' : formatMoney(option.price, currency)}
          {option.maxDeliveryDays != null && (
            <span className="muted">
              {' '}
              · {option.minDeliveryDays ?? option.maxDeliveryDays}–{option.maxDeliveryDays} days
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
};
