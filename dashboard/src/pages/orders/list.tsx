import { PageHeader } from '../../ui/page.tsx';

export default function OrdersPage() {
  return <PageHeader title="Orders" />;
}
