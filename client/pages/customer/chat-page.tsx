import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Icon } from '../../components/icons.tsx';
import { AssistantPrompt } from '../../features/assistant/assistant-prompt.tsx';
import { ConversationLog } from '../../features/assistant/conversation-log.tsx';
import { askingAtom } from '../../features/assistant/conversation.ts';
import './chat-page.css';

/** The phone's tab bar (components/ui/tab-bar.tsx), fixed along the bottom edge; not drawn from tablet width up. */
const TAB_BAR = '.tab-bar';

/**
 * /chat (spec point 2): the conversation so far, the terminal-style prompt under it, and the reminder that the
 * assistant can be wrong. On a phone the prompt is docked at the bottom of the screen and the conversation scrolls
 * above it. The conversation lasts for the visit (client/features/assistant/conversation.ts).
 */
export function ChatPage() {
  const page = useRef<HTMLElement>(null);
  const dock = useRef<HTMLDivElement>(null);
  usePromptDock(page, dock);
  const asking = useAtomValue(askingAtom);

  // Docked, the prompt is always in view and the new question lands at the end of the page: show it there, with
  // the placeholder rows under it, right above the dock.
  useEffect(() => {
    if (!asking || !dock.current || getComputedStyle(dock.current).position !== 'fixed') return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: reduceMotion ? 'instant' : 'smooth' });
  }, [asking]);

  return (
    <section ref={page} className="chat-page" aria-labelledby="chat-title">
      <header className="chat-page__header">
        <p className="eyebrow">Think Less, Eat More</p>
        <h1 id="chat-title" className="display-title">
          Ask the assistant
        </h1>
        <p className="lede">
          Say what you need or how you feel. The assistant picks dishes from today&apos;s menu and tells you why.
        </p>
      </header>
      <ConversationLog />
      <div ref={dock} className="chat-page__prompt">
        <AssistantPrompt />
      </div>
      <p className="chat-page__disclaimer">
        <InfoIcon />
        The assistant can make mistakes. Check allergens and ingredients if they matter to you.
      </p>
    </section>
  );
}

/**
 * How far the on-screen keyboard covers the page from below: the part of the layout viewport under the visual one.
 * Zero when the browser resizes the page for the keyboard instead.
 */
function keyboardCover(layoutHeight: number, visual: Pick<VisualViewport, 'height' | 'offsetTop'>): number {
  return Math.max(0, Math.round(layoutHeight - visual.height - visual.offsetTop));
}

/**
 * Keeps the docked prompt (chat-page.css) in place: --dock-bottom lifts it over the tab bar, or over the keyboard
 * while one is open (the tab bar is then under the keyboard), and --dock-height is the room the page leaves under
 * its last line so nothing hides behind the dock.
 */
function usePromptDock(page: RefObject<HTMLElement | null>, dock: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const pageNode = page.current;
    const dockNode = dock.current;
    if (!pageNode || !dockNode) return;
    const tabs = document.querySelector(TAB_BAR);
    const visual = window.visualViewport;

    function place() {
      const tabsHeight = tabs?.getBoundingClientRect().height ?? 0;
      const keyboard = visual ? keyboardCover(window.innerHeight, visual) : 0;
      pageNode!.style.setProperty('--dock-bottom', `${Math.max(tabsHeight, keyboard)}px`);
      pageNode!.style.setProperty('--dock-height', `${dockNode!.getBoundingClientRect().height}px`);
    }

    const observer = new ResizeObserver(place);
    observer.observe(dockNode);
    if (tabs) observer.observe(tabs);
    visual?.addEventListener('resize', place);
    visual?.addEventListener('scroll', place);
    place();
    return () => {
      observer.disconnect();
      visual?.removeEventListener('resize', place);
      visual?.removeEventListener('scroll', place);
    };
  }, [page, dock]);
}

function InfoIcon() {
  return (
    <Icon className="chat-page__disclaimer-icon">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 7.5v.5" />
    </Icon>
  );
}
