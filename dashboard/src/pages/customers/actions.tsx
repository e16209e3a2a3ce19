import { useState, type FormEvent } from 'react';
import { unwrap } from '../../api/client.ts';
import type { DataOf } from '../../api/schemas.ts';
import { useAction } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/page.tsx';
import { ErrorNotice } from '../../ui/states.tsx';

export type Customer = DataOf<'adminGetCustomer'>;

/**
 * What the erase dialog asks the owner to type: the customer's phone number, or the email of a
 * customer who signed in by email (no phone): what they sign in with, so the owner checks they
 * are erasing the right person (docs/decisions.md §7.17). Spaces, dashes and brackets are
 * ignored in a phone, case in an email.
 */
export const erasureConfirmed = (typed: string, customer: Pick<Customer, 'phone' | 'email'>): boolean =>
  customer.phone
    ? typed.replace(/[\s().-]/g, '') === customer.phone
    : !!customer.email && typed.trim().toLowerCase() === customer.email.toLowerCase();

/** What the customer signs in with: the phone, else the email. */
const signInOf = (customer: Pick<Customer, 'phone' | 'email'>) => customer.phone ?? customer.email ?? '';

/** Edit (owner and admin), export (owner and admin) and erase (owner) on the customer page. */
export const CustomerActions = ({
  customer,
  onChanged,
  onErased,
}: {
  customer: Customer;
  onChanged: (customer: Customer) => void;
  onErased: () => void;
}) => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const [editing, setEditing] = useState(false);
  const [erasing, setErasing] = useState(false);
  const path = { storeId: scope.storeId, customerId: customer.customerId };

  const exporting = useAction(async () => {
    const body = await unwrap(
      api.GET('/api/v1/admin/stores/{storeId}/customers/{customerId}/export', {
        params: { path, query: { mode: scope.mode } },
      }),
    );
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(body.data, null, 2)], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `customer-${customer.customerId}.json`;
    link.click();
    URL.revokeObjectURL(url);
  });

  if (!scope.canWrite) return null;
  return (
    <>
      <div className="toolbar">
        <button type="button" onClick={() => setEditing(true)}>
          Edit
        </button>
        <button type="button" disabled={exporting.pending} onClick={() => void exporting.run()}>
          Export
        </button>
        {scope.isOwner && (
          <button type="button" className="danger" onClick={() => setErasing(true)}>
            Erase customer
          </button>
        )}
      </div>
      {exporting.error && <ErrorNotice error={exporting.error} />}
      <Dialog open={editing} title="Edit customer" onClose={() => setEditing(false)}>
        <EditForm
          customer={customer}
          onClose={() => setEditing(false)}
          onDone={(updated) => {
            setEditing(false);
            onChanged(updated);
          }}
        />
      </Dialog>
      <Dialog open={erasing} title="Erase customer" onClose={() => setErasing(false)}>
        <EraseForm customer={customer} onClose={() => setErasing(false)} onDone={onErased} />
      </Dialog>
    </>
  );
};

const EditForm = ({
  customer,
  onClose,
  onDone,
}: {
  customer: Customer;
  onClose: () => void;
  onDone: (customer: Customer) => void;
}) => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const [firstName, setFirstName] = useState(customer.firstName ?? '');
  const [lastName, setLastName] = useState(customer.lastName ?? '');
  const [email, setEmail] = useState(customer.email ?? '');
  const save = useAction(() =>
    unwrap(
      api.PUT('/api/v1/admin/stores/{storeId}/customers/{customerId}', {
        params: {
          path: { storeId: scope.storeId, customerId: customer.customerId },
          query: { mode: scope.mode },
        },
        // An emptied field clears it.
        body: {
          firstName: firstName.trim() || null,
          lastName: lastName.trim() || null,
          email: email.trim() || null,
        },
      }),
    ),
  );
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run();
    if (saved) onDone(saved.data);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field id="customer-first-name" label="First name">
        <input id="customer-first-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
      </Field>
      <Field id="customer-last-name" label="Last name">
        <input id="customer-last-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
      </Field>
      <Field id="customer-email" label="Email">
        <input id="customer-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      {save.error && <ErrorNotice error={save.error} />}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" disabled={save.pending}>
          Save
        </button>
      </div>
    </form>
  );
};

const EraseForm = ({
  customer,
  onClose,
  onDone,
}: {
  customer: Customer;
  onClose: () => void;
  onDone: () => void;
}) => {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const [typed, setTyped] = useState('');
  const erase = useAction(() =>
    unwrap(
      api.DELETE('/api/v1/admin/stores/{storeId}/customers/{customerId}', {
        params: {
          path: { storeId: scope.storeId, customerId: customer.customerId },
          query: { mode: scope.mode },
        },
      }),
    ),
  );
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!erasureConfirmed(typed, customer)) return;
    if (await erase.run()) onDone();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>
        The profile is deleted, their name, email, phone and addresses in past orders become “[erased]”, their
        open cart is deleted and they are signed out. Order amounts stay for your records. This cannot be
        undone.
      </p>
      <Field
        id="erase-confirmation"
        label={`Type the customer's ${customer.phone ? 'phone number' : 'email'} (${signInOf(customer)}) to confirm`}
      >
        <input
          id="erase-confirmation"
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
      </Field>
      {erase.error && <ErrorNotice error={erase.error} />}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Keep customer
        </button>
        <button
          type="submit"
          className="danger"
          disabled={erase.pending || !erasureConfirmed(typed, customer)}
        >
          Erase customer
        </button>
      </div>
    </form>
  );
};
