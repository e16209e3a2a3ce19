import { PageHeader } from '../ui/page.tsx';

export default function CustomersPage() {
  return <PageHeader title="Customers" />;
}
