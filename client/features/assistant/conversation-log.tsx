import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { RecommendAnswer, RecommendedProduct } from '../../../shared/assistant.ts';
import { Icon } from '../../components/icons.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { useQuickAdd } from '../menu/use-quick-add.tsx';
import { exchangesAtom, type Exchange } from './conversation.ts';
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
 * Every prompt of this visit and its answer, newest last. A live log, so screen readers hear each new answer;
 * the page scrolls to the newest exchange as it arrives and when the customer comes back to the page.
 */
export function ConversationLog() {
  const exchanges = useAtomValue(exchangesAtom);
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
              <ResultRows items={exchange.answer.data} />
            </section>
          )}
        </div>
      )}

      {exchange.status === 'answered' && exchange.answer.understood && exchange.answer.data.length > 0 && (
        <section className="exchange__answer" aria-labelledby={headingId}>
          <div className="exchange__head">
            <h2 id={headingId} className="exchange__title">
              Recommended Items:
              <span className="visually-hidden"> for “{exchange.text}”</span>
            </h2>
            <EngineLabel engine={exchange.answer.engine} />
          </div>
          <p className="exchange__message">{exchange.answer.message}</p>
          <ResultRows items={exchange.answer.data} />
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

function ResultRows({ items }: { items: readonly RecommendedProduct[] }) {
  const { add, chooser } = useQuickAdd();
  return (
    <>
      <CardGrid layout="rows">
        {items.map((item) => (
          <li key={item.id}>
            <ResultRow item={item} onAdd={add} />
          </li>
        ))}
      </CardGrid>
      {chooser}
    </>
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
