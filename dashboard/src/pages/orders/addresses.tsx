import { formatAddress } from '../../ui/format.ts';
import type { Order } from './order-status.ts';

type Address = Order['shippingAddress'];

/**
 * A postal address as a label reads: the name, the company, the address on one line from the
 * dashboard's one address formatter (docs/decisions.md §7.19), the phone.
 */
export const AddressBlock = ({ address }: { address: Address }) => (
  <address>
    {[
      `${address.firstName} ${address.lastName}`.trim(),
      address.company,
      formatAddress(address),
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
