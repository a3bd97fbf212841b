import { AssistantPrompt } from '../../features/assistant/assistant-prompt.tsx';
import { ConversationLog } from '../../features/assistant/conversation-log.tsx';
import './chat-page.css';

/**
 * /chat (spec point 2): the conversation so far, the terminal-style prompt under it, and the reminder that the
 * assistant can be wrong. The conversation lasts for the visit (client/features/assistant/conversation.ts).
 */
export function ChatPage() {
  return (
    <section className="chat-page" aria-labelledby="chat-title">
      <header className="chat-page__header">
        <p className="chat-page__eyebrow">Think Less, Eat More</p>
        <h1 id="chat-title">Ask the assistant</h1>
        <p className="chat-page__lede">
          Say what you need or how you feel. The assistant picks dishes from today&apos;s menu and tells you why.
        </p>
      </header>
      <ConversationLog />
      <div className="chat-page__prompt">
        <AssistantPrompt />
        <p className="chat-page__disclaimer">
          <InfoIcon />
          The assistant can make mistakes. Check allergens and ingredients if they matter to you.
        </p>
      </div>
    </section>
  );
}

function InfoIcon() {
  return (
    <svg
      className="chat-page__disclaimer-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 7.5v.5" />
    </svg>
  );
}
