import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { unwrap, type AdminClient } from '../api/client.ts';
import type { Mode } from '../api/schemas.ts';
import { useAction, useResource } from '../api/use-resource.ts';
import { useStoreList } from '../api/use-store-list.ts';
import { useDashboard, useStoreScope } from '../app-context.tsx';
import { formatDateTime, formatMoney } from '../ui/format.ts';
import { Field, PageHeader } from '../ui/page.tsx';
import { ResourceTable } from '../ui/resource-table.tsx';
import { Empty, ErrorNotice } from '../ui/states.tsx';

/**
 * The search box's text as the list's `q`: a prefix of an email, first or last name, or phone, or
 * a phone's last digits.
 */
export const customerSearchQuery = (text: string): string | null => {
  const value = text.trim().replace(/^(\+)[\s().-]*/, '$1');
  return value ? value.slice(0, 190) : null;
};

/** Every customer as one CSV download (the API's whole list, with orders and spend). */
const downloadCustomersCsv = async (api: AdminClient, storeId: string, mode: Mode): Promise<string> => {
  const csv = await unwrap(
    api.GET('/api/v1/admin/stores/{storeId}/customers/export', {
      params: { path: { storeId }, query: { mode, format: 'csv' } },
      parseAs: 'text',
    }),
  );
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `customers-${mode}.csv`;
  link.click();
  URL.revokeObjectURL(url);
  return csv;
};

/** Customers of the store: the paged list, or those whose name, email or phone starts with the search. */
export default function CustomersPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const exporting = useAction(() => downloadCustomersCsv(api, scope.storeId, scope.mode));
  // Spend is shown in the store's currency.
  const currency = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}', { params: { path: { storeId: scope.storeId } } }),
      ).then((body) => body.data.checkoutSettings.currency),
    [api, scope.storeId],
  );
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const { pages, list: customers } = useStoreList(search ?? '', ({ api, cursor }) =>
    unwrap(
      api.GET('/api/v1/admin/stores/{storeId}/customers', {
        params: {
          path: { storeId: scope.storeId },
          query: { mode: scope.mode, limit: 25, cursor, ...(search ? { q: search } : {}) },
        },
      }),
    ),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(customerSearchQuery(text));
  };

  return (
    <>
      <PageHeader title="Customers" description="People who have shopped at this store." />
      <form className="toolbar" role="search" onSubmit={submit} noValidate>
        <Field id="customer-search" label="Name, email or phone">
          <input
            id="customer-search"
            type="search"
            value={text}
            placeholder="Jane, jane@example.com, +1555 or 1234"
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <button type="submit">Search</button>
        {search && (
          <button
            type="button"
            onClick={() => {
              setText('');
              setSearch(null);
            }}
          >
            Clear
          </button>
        )}
        <button type="button" disabled={exporting.pending} onClick={() => void exporting.run()}>
          {exporting.pending ? 'Exporting…' : 'Export CSV'}
        </button>
      </form>
      {exporting.error && <ErrorNotice error={exporting.error} />}
      <ResourceTable
        resource={customers}
        caption="Customers"
        rowKey={(customer) => customer.customerId}
        empty={
          <Empty title={search ? 'No customer matches that search' : 'No customers yet'}>
            <p className="muted">
              {search
                ? 'Search by the start of a first or last name, an email or a phone number.'
                : 'Customers appear here after their first cart.'}
            </p>
          </Empty>
        }
        pager={{ pages }}
        columns={[
          {
            header: 'Name',
            cell: (customer) => (
              <Link to={scope.to(`customers/${encodeURIComponent(customer.customerId)}`)}>
                {customerName(customer)}
              </Link>
            ),
          },
          { header: 'Email', cell: (customer) => customer.email ?? '—' },
          { header: 'Phone', cell: (customer) => customer.phone ?? '—' },
          { header: 'Orders', numeric: true, cell: (customer) => customer.ordersCount },
          {
            header: 'Spent',
            numeric: true,
            cell: (customer) => formatMoney(customer.totalSpent, currency.data),
          },
          { header: 'Since', cell: (customer) => formatDateTime(customer.createdAt) },
        ]}
      />
    </>
  );
}

/** A customer's name, else the phone, else the email (a customer who signed in by email has no phone). */
export const customerName = (customer: {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email?: string | null;
}) =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ') ||
  customer.phone ||
  customer.email ||
  'Customer';
