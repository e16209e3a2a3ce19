import { PageHeader } from '../../ui/page.tsx';

export default function EventsPage() {
  return <PageHeader title="Events" />;
}
