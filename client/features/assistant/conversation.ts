/**
 * The chat with the assistant: every prompt of this visit and what came back, newest last. Kept in memory only
 * (a reload starts afresh), and tied to the signed-in customer so a different account never sees it.
 */
import { atom } from 'jotai';
import { toast } from 'react-toastify';
import type { RecommendAnswer, RecommendBody } from '../../../shared/assistant.ts';
import { hasStatus, serverError } from '../../lib/api.ts';
import { sessionAtom, type Session } from '../auth/session.ts';
import { recommend } from './assistant-api.ts';
import { canFollowUp, type FollowUp } from './follow-up.ts';

export type AssistantMode = NonNullable<RecommendBody['type']>;

export const LOGIN_REQUIRED_MESSAGE = 'Please login to continue';
export const REQUEST_FAILED_MESSAGE = 'Error in processing the request';
const NO_ANSWER_NOTE = 'No answer came back. Check your connection and try again.';

interface ExchangeBase {
  id: number;
  text: string;
  mode: AssistantMode;
}

export type Exchange =
  | (ExchangeBase & { status: 'pending' })
  | (ExchangeBase & { status: 'answered'; answer: RecommendAnswer })
  | (ExchangeBase & { status: 'failed'; message: string });

export type AnsweredExchange = Extract<Exchange, { status: 'answered' }>;

interface Conversation {
  /** The customer these exchanges belong to. */
  ownerId: number | null;
  exchanges: readonly Exchange[];
}

const conversationStateAtom = atom<Conversation>({ ownerId: null, exchanges: [] });

/** The "What I need" / "How I feel" toggle, remembered while the visitor moves between pages. */
export const assistantModeAtom = atom<AssistantMode>('nutritional');

function currentUserId(session: Session): number | null {
  return session.status === 'signed-in' ? session.user.id : null;
}

/**
 * The exchanges of whoever is here now: a guest's while signed out, a customer's while signed in. A customer who
 * signs out leaves nothing behind for the next person at this browser, guests included.
 */
export const exchangesAtom = atom((get): readonly Exchange[] => {
  const { ownerId, exchanges } = get(conversationStateAtom);
  return currentUserId(get(sessionAtom)) === ownerId ? exchanges : [];
});

export const askingAtom = atom((get) => get(exchangesAtom).some((exchange) => exchange.status === 'pending'));

/**
 * The answer the next prompt refines: the newest that understood its request. One that failed or was not understood
 * leaves the one before it to refine, so "cheaper" typed again after a dropped connection means what it meant.
 */
export const latestAnswerAtom = atom(
  (get): AnsweredExchange | null =>
    get(exchangesAtom).findLast(
      (exchange): exchange is AnsweredExchange => exchange.status === 'answered' && exchange.answer.understood,
    ) ?? null,
);

/** The answer the customer chose not to follow up ("New question"); the next answer is followed up again. */
const setAsideAtom = atom<number | null>(null);

/** The latest answer, unless the customer set it aside. */
const openAnswerAtom = atom((get) => {
  const latest = get(latestAnswerAtom);
  return latest && latest.id !== get(setAsideAtom) ? latest : null;
});

/** What the prompt follows up now, if anything: not an answer set aside, nor one whose conversation is too long. */
export const followingAtom = atom((get) => {
  const open = get(openAnswerAtom);
  return open && canFollowUp(open.answer) ? open : null;
});

/** Whether the latest answer's conversation is too long to go on: what is asked next starts afresh. */
export const conversationFullAtom = atom((get) => {
  const open = get(openAnswerAtom);
  return open !== null && !canFollowUp(open.answer);
});

/** "New question": the next prompt starts afresh instead of refining the latest answer. */
export const askAfreshAtom = atom(null, (get, set) => set(setAsideAtom, get(latestAnswerAtom)?.id ?? null));

let lastExchangeId = 0;

export type AskOutcome = 'answered' | 'failed' | 'signed-out' | 'busy';

/**
 * Sends one prompt and records the exchange. Failures are reported here, once: a toast as spec point 8 says (the
 * server's own words for 400 and 429, which say what to do) and a note in the exchange. Unreachable servers and
 * ended sessions were already reported by lib/api.ts.
 */
export const askAtom = atom(
  null,
  async (get, set, request: { text: string; mode: AssistantMode; previous?: FollowUp }): Promise<AskOutcome> => {
    if (get(askingAtom)) return 'busy';
    const ownerId = currentUserId(get(sessionAtom));
    const id = ++lastExchangeId;
    const base: ExchangeBase = { id, text: request.text, mode: request.mode };

    set(conversationStateAtom, (state) => ({
      ownerId,
      exchanges: [...(state.ownerId === ownerId ? state.exchanges : []), { ...base, status: 'pending' }],
    }));
    const settle = (exchange: Exchange) =>
      set(conversationStateAtom, (state) => ({
        ...state,
        exchanges: state.exchanges.map((existing) => (existing.id === id ? exchange : existing)),
      }));

    try {
      const answer = await recommend({ text: request.text, type: request.mode, previous: request.previous });
      settle({ ...base, status: 'answered', answer });
      return 'answered';
    } catch (error) {
      if (hasStatus(error, 401)) {
        settle({ ...base, status: 'failed', message: LOGIN_REQUIRED_MESSAGE });
        return 'signed-out';
      }
      const problem = await serverError(error);
      let message: string;
      if (!problem) {
        message = NO_ANSWER_NOTE;
      } else if (hasStatus(error, 400) || hasStatus(error, 429)) {
        message = problem.message;
        toast.error(message);
      } else {
        message = REQUEST_FAILED_MESSAGE;
        toast.error(message);
      }
      settle({ ...base, status: 'failed', message });
      return 'failed';
    }
  },
);
