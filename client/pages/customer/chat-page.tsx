import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function ChatPage() {
  return <PlaceholderPage title="Ask the assistant" />;
}
