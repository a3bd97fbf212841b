import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import type { RecommendAnswer } from '../../../shared/assistant.ts';
import { Icon } from '../../components/icons.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { formatPrice } from '../../lib/format.ts';
import { useQuickAdd, type QuickPick } from '../menu/use-quick-add.tsx';
import {
  askAtom,
  askingAtom,
  assistantModeAtom,
  exchangesAtom,
  latestAnswerAtom,
  type AnsweredExchange,
  type Exchange,
} from './conversation.ts';
import { bundlePicks, canFollowUp, FOLLOW_UPS, followUpOf, moreLikeText, requestAsSaid } from './follow-up.ts';
import { ResultRow, ResultRowsSkeleton } from './result-row.tsx';
import './conversation-log.css';

type AssistantEngine = RecommendAnswer['engine'];

const ENGINE_LABELS: Record<AssistantEngine, string> = {
  'built-in': 'Answered by the built-in assistant',
  ollama: 'Answered by the local AI model (Ollama)',
};

const MODE_LABELS: Record<Exchange['mode'], string> = {
  nutritional: 'What I need',
  emotional: 'How I feel',
};

/**
 * Every prompt of this visit and its answer, newest last, then the ways to refine the latest answer. A live log, so
 * screen readers hear each new answer; the page scrolls to the newest exchange as it arrives and when the customer
 * comes back to the page.
 */
export function ConversationLog() {
  const exchanges = useAtomValue(exchangesAtom);
  const latest = useAtomValue(latestAnswerAtom);
  const log = useRef<HTMLDivElement>(null);
  const last = exchanges.at(-1);
  const lastKey = last ? `${last.id}:${last.status}` : null;
  /** The last exchange already scrolled to; undefined until the first render has been seen. */
  const scrolledTo = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const firstRender = scrolledTo.current === undefined;
    scrolledTo.current = lastKey;
    // While an answer is pending the prompt keeps itself in view; an answer (or a return to the page) brings the
    // newest exchange to the top.
    if (!lastKey || lastKey.endsWith(':pending')) return;
    const node = log.current?.querySelector('.conversation__list > li:last-child');
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    node?.scrollIntoView({ block: 'start', behavior: firstRender || reduceMotion ? 'instant' : 'smooth' });
  }, [lastKey]);

  return (
    <div ref={log} className="conversation" role="log" aria-live="polite" aria-label="Conversation with the assistant">
      {exchanges.length > 0 && (
        <ol className="conversation__list">
          {exchanges.map((exchange) => (
            <li key={exchange.id} className="exchange" data-status={exchange.status}>
              <ExchangeView exchange={exchange} />
            </li>
          ))}
        </ol>
      )}
      {latest && latest.answer.data.length > 0 && canFollowUp(latest.answer) && <FollowUpChips exchange={latest} />}
    </div>
  );
}

/** Sends a follow-up of an answer, in the mode the toggle is in. */
function useFollowUp(exchange: AnsweredExchange) {
  const ask = useSetAtom(askAtom);
  const mode = useAtomValue(assistantModeAtom);
  return (text: string) => void ask({ text, mode, previous: followUpOf(exchange.answer) });
}

/**
 * "Cheaper", "Something else", "For two" under the latest answer. They stay in place from one answer to the next,
 * so a keyboard's focus stays on the chip pressed; while the assistant answers they wait (aria-disabled keeps that
 * focus, where disabled would drop it).
 */
function FollowUpChips({ exchange }: { exchange: AnsweredExchange }) {
  const asking = useAtomValue(askingAtom);
  const followUp = useFollowUp(exchange);
  const labelId = useId();
  // Already for two or more: "For two" would change nothing.
  const chips = FOLLOW_UPS.filter((chip) => chip.text !== 'for two' || exchange.answer.servings < 2);
  return (
    <div className="follow-ups" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="follow-ups__label">
        Refine this answer
      </p>
      <ul className="follow-ups__chips wrap-list">
        {chips.map((chip) => (
          <li key={chip.text}>
            <button
              type="button"
              className="follow-ups__chip"
              aria-disabled={asking || undefined}
              onClick={() => followUp(chip.text)}
            >
              {chip.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ExchangeView({ exchange }: { exchange: Exchange }) {
  const headingId = `exchange-${exchange.id}-title`;
  return (
    <>
      <div className="exchange__prompt">
        <span className="exchange__sign" aria-hidden="true">
          ›
        </span>
        <p className="exchange__text">
          <span className="visually-hidden">You asked: </span>
          {exchange.text}
        </p>
        <span className="exchange__mode">
          <span className="visually-hidden">, by </span>
          {MODE_LABELS[exchange.mode]}
        </span>
      </div>

      {exchange.status === 'pending' && <ResultRowsSkeleton />}

      {/* Not picks for the request, so not shown as picks: the "didn't understand" note first, then the favourites. */}
      {exchange.status === 'answered' && !exchange.answer.understood && (
        <div className="exchange__answer">
          <div className="exchange__note exchange__note--unsure">
            <p>{exchange.answer.message}</p>
            <EngineLabel engine={exchange.answer.engine} />
          </div>
          {exchange.answer.data.length > 0 && (
            <section className="exchange__answer" aria-labelledby={headingId}>
              <h2 id={headingId} className="exchange__title exchange__title--fallback">
                This week&apos;s favourites
                <span className="visually-hidden">, since “{exchange.text}” was not understood</span>
              </h2>
              <AnswerPicks exchange={exchange} />
            </section>
          )}
        </div>
      )}

      {exchange.status === 'answered' && exchange.answer.understood && exchange.answer.data.length > 0 && (
        <section className="exchange__answer" aria-labelledby={headingId}>
          <div className="exchange__head">
            <h2 id={headingId} className="exchange__title">
              Recommended Items:
              <span className="visually-hidden"> for “{requestAsSaid(exchange.answer.request)}”</span>
            </h2>
            <EngineLabel engine={exchange.answer.engine} />
          </div>
          <p className="exchange__message">{exchange.answer.message}</p>
          <AnswerPicks exchange={exchange} />
        </section>
      )}

      {exchange.status === 'answered' && exchange.answer.understood && exchange.answer.data.length === 0 && (
        <div className="exchange__note exchange__note--empty">
          <p>{exchange.answer.message}</p>
          <EngineLabel engine={exchange.answer.engine} />
        </div>
      )}

      {exchange.status === 'failed' && (
        <div className="exchange__note exchange__note--failed">
          <p>{exchange.message}</p>
        </div>
      )}
    </>
  );
}

/**
 * An answer's dishes: the combination to add at once, when it is one, then a row per dish. Add puts the answer's
 * servings of a dish in the cart; "More like this" follows the answer up, where it can be (`canFollowUp`).
 */
function AnswerPicks({ exchange }: { exchange: AnsweredExchange }) {
  const { answer } = exchange;
  const { add, addAll, chooser } = useQuickAdd();
  const asking = useAtomValue(askingAtom);
  const followUp = useFollowUp(exchange);
  const bundle = bundlePicks(answer);
  return (
    <>
      {answer.bundle && bundle.length > 0 && (
        <BundleBar picks={bundle} total={answer.bundle.total} onAddAll={() => addAll(bundle)} />
      )}
      <CardGrid layout="rows">
        {answer.data.map((item, index) => (
          <li key={item.id}>
            <ResultRow
              item={item}
              quantity={answer.servings}
              onAdd={() => add(item, answer.servings)}
              onMoreLike={canFollowUp(answer) ? () => followUp(moreLikeText(index)) : undefined}
              asking={asking}
            />
          </li>
        ))}
      </CardGrid>
      {chooser}
    </>
  );
}

/**
 * A combination answer ("a main and a drink for two"): its dishes with their quantities, the total, and Add all. The
 * total is at each dish's cheapest choices (a small pizza), and a dish's chooser opens on those.
 */
function BundleBar({ picks, total, onAddAll }: { picks: readonly QuickPick[]; total: number; onAddAll: () => void }) {
  const itemsId = useId();
  return (
    <div className="bundle-bar">
      <ul id={itemsId} className="bundle-bar__items" aria-label="Together">
        {picks.map(({ product, quantity }) => (
          <li key={product.id}>
            {quantity > 1 && <span className="bundle-bar__quantity">{quantity} × </span>}
            {product.name}
          </li>
        ))}
      </ul>
      <p className="bundle-bar__total">
        <span className="visually-hidden">Together: </span>
        {formatPrice(total)}
      </p>
      <button
        type="button"
        className="button button--primary bundle-bar__add"
        aria-describedby={itemsId}
        onClick={onAddAll}
      >
        Add all
      </button>
    </div>
  );
}

function EngineLabel({ engine }: { engine: AssistantEngine }) {
  return (
    <p className="exchange__engine" data-engine={engine}>
      <Icon className="exchange__engine-icon">
        {engine === 'ollama' ? (
          <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 16l.7 1.8 1.8.7-1.8.7L19 21l-.7-1.8-1.8-.7 1.8-.7z" />
        ) : (
          <>
            <rect x="6" y="6" width="12" height="12" rx="2" />
            <path d="M10 10h4v4h-4zM9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
          </>
        )}
      </Icon>
      {ENGINE_LABELS[engine]}
    </p>
  );
}
