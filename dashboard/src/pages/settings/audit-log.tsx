import { PageHeader } from '../../ui/page.tsx';

export default function AuditlogPage() {
  return <PageHeader title="Audit log" />;
}
