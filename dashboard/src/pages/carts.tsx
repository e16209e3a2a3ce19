import { PageHeader } from '../ui/page.tsx';

export default function CartsPage() {
  return <PageHeader title="Carts" />;
}
