import { PageHeader } from '../ui/page.tsx';

export default function HomePage() {
  return <PageHeader title="Home" />;
}
