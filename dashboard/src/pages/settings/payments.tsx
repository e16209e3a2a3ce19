import { PageHeader } from '../../ui/page.tsx';

export default function PaymentsPage() {
  return <PageHeader title="Payments" />;
}
