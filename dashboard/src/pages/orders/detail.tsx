import { PageHeader } from '../../ui/page.tsx';

export default function OrderPage() {
  return <PageHeader title="Order" />;
}
