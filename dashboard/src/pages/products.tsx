import { PageHeader } from '../ui/page.tsx';

export default function ProductsPage() {
  return <PageHeader title="Products" />;
}
