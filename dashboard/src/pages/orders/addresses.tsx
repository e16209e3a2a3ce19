import type { Order } from './order-status.ts';

type Address = Order['shippingAddress'];

/** A postal address as a label reads (the parts that are set, one line each). */
export const AddressBlock = ({ address }: { address: Address }) => (
  <address>
    {[
      `${address.firstName} ${address.lastName}`.trim(),
      address.company,
      address.address1,
      address.address2,
      [address.postalCode, address.city].filter(Boolean).join(' '),
      [address.province, address.country].filter(Boolean).join(', '),
      address.phone,
    ]
      .filter(Boolean)
      .map((line, index) => (
        <span key={index} className="address-line">
          {line}
        </span>
      ))}
  </address>
);
