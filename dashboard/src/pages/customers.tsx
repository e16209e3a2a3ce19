import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../api/client.ts';
import { useStoreList } from '../api/use-store-list.ts';
import { useStoreScope } from '../app-context.tsx';
import { formatDateTime } from '../ui/format.ts';
import { Field, PageHeader } from '../ui/page.tsx';
import { ResourceTable } from '../ui/resource-table.tsx';
import { Empty } from '../ui/states.tsx';

/** The API's phone rule (E.164): a plus, then 7 to 15 digits. */
const PHONE = /^\+[1-9]\d{6,14}$/;

type Search = { email: string } | { phone: string } | null;

/** What the search box holds, as the API's lookup: a leading "+" means a phone number. */
export const parseCustomerSearch = (text: string): { search: Search; error: string | null } => {
  const value = text.trim();
  if (!value) return { search: null, error: null };
  if (value.startsWith('+')) {
    const phone = value.replace(/[\s().-]/g, '');
    return PHONE.test(phone)
      ? { search: { phone }, error: null }
      : { search: null, error: 'A phone number is a + and 7 to 15 digits, for example +15551234567.' };
  }
  if (value.length > 320 || !value.includes('@'))
    return { search: null, error: 'Enter an email address, or a phone number starting with +.' };
  return { search: { email: value }, error: null };
};

/** Customers of the store: the paged list, or the one matching an email or phone number. */
export default function CustomersPage() {
  const scope = useStoreScope();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [search, setSearch] = useState<Search>(null);
  const { pages, list: customers } = useStoreList(JSON.stringify(search), ({ api, cursor }) =>
    unwrap(
      api.GET('/api/v1/admin/stores/{storeId}/customers', {
        params: {
          path: { storeId: scope.storeId },
          query: { mode: scope.mode, limit: 25, cursor, ...search },
        },
      }),
    ),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCustomerSearch(text);
    setFieldError(parsed.error);
    if (!parsed.error) setSearch(parsed.search);
  };

  return (
    <>
      <PageHeader title="Customers" description="People who have shopped at this store." />
      <form className="toolbar" role="search" onSubmit={submit} noValidate>
        <Field id="customer-search" label="Email or phone" error={fieldError}>
          <input
            id="customer-search"
            type="search"
            value={text}
            placeholder="jane@example.com or +15551234567"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'customer-search-error' : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <button type="submit">Search</button>
        {search && (
          <button
            type="button"
            onClick={() => {
              setText('');
              setFieldError(null);
              setSearch(null);
            }}
          >
            Clear
          </button>
        )}
      </form>
      <ResourceTable
        resource={customers}
        caption="Customers"
        rowKey={(customer) => customer.customerId}
        empty={
          <Empty title={search ? 'No customer matches that search' : 'No customers yet'}>
            <p className="muted">
              {search
                ? 'Search by the exact email or phone number.'
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
          { header: 'Phone', cell: (customer) => customer.phone },
          { header: 'Since', cell: (customer) => formatDateTime(customer.createdAt) },
        ]}
      />
    </>
  );
}

export const customerName = (customer: {
  firstName: string | null;
  lastName: string | null;
  phone: string;
}) => [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.phone;
