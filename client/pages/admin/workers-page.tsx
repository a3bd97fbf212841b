import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function WorkersPage() {
  return <PlaceholderPage title="Workers" />;
}
