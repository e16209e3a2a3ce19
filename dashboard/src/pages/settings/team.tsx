import { PageHeader } from '../../ui/page.tsx';

export default function TeamPage() {
  return <PageHeader title="Team" />;
}
