import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { RECOMMEND_TEXT_MAX } from '../../../shared/assistant.ts';
import { Icon } from '../../components/icons.tsx';
import { NARROW_PHONE, PHONE } from '../../lib/breakpoints.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { sessionAtom } from '../auth/session.ts';
import {
  askAfreshAtom,
  askAtom,
  askingAtom,
  assistantModeAtom,
  conversationFullAtom,
  exchangesAtom,
  followingAtom,
  type AssistantMode,
} from './conversation.ts';
import { followUpOf, requestAsSaid } from './follow-up.ts';
import './assistant-prompt.css';

const BLANK_MESSAGE = 'Please type what you feel like eating.';
/** The counter appears once this few characters are left. */
const COUNTER_FROM = 100;

const MODES: readonly { value: AssistantMode; label: string; placeholder: string }[] = [
  { value: 'nutritional', label: 'What I need', placeholder: 'e.g. spicy, no nuts' },
  { value: 'emotional', label: 'How I feel', placeholder: 'e.g. tired and cold' },
];

const FOLLOW_UP_PLACEHOLDER = 'e.g. cheaper, no cheese';

const SUGGESTIONS: readonly { text: string; mode: AssistantMode }[] = [
  { text: 'Something spicy', mode: 'nutritional' },
  { text: "I'm feeling low", mode: 'emotional' },
  { text: 'Light vegan lunch', mode: 'nutritional' },
  { text: 'Sweet but no chocolate', mode: 'nutritional' },
];

/**
 * The terminal-style prompt: the mode toggle, one input line (Enter or Send sends it), a "Thinking…" bar while the
 * assistant works, and suggestion chips. Focus stays in the input across a send; ↑ and ↓ recall earlier prompts.
 * After an answer, what is typed refines it ("cheaper, no cheese"), as the line over the input says, until the
 * customer asks a new question instead; the suggestions, which start a conversation, wait for that.
 */
export function AssistantPrompt() {
  const [mode, setMode] = useAtom(assistantModeAtom);
  const asking = useAtomValue(askingAtom);
  const exchanges = useAtomValue(exchangesAtom);
  const ask = useSetAtom(askAtom);
  const following = useAtomValue(followingAtom);
  const full = useAtomValue(conversationFullAtom);
  const askAfresh = useSetAtom(askAfreshAtom);
  const session = useAtomValue(sessionAtom);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Position in the earlier prompts while browsing them with the arrow keys; null when not browsing. */
  const [recalled, setRecalled] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const notes = useRef<HTMLDivElement>(null);
  /** How the last button was pressed: a touch send leaves the on-screen keyboard closed. */
  const pointer = useRef('mouse');
  const ids = useId();
  // The docked prompt on a phone drops its label, and the narrowest phones the word on Send; both stay for screen
  // readers.
  const phone = useMediaQuery(PHONE);
  const narrowPhone = useMediaQuery(NARROW_PHONE);
  const inputId = `${ids}-input`;
  const errorId = `${ids}-error`;
  const counterId = `${ids}-counter`;
  const followingId = `${ids}-following`;

  const firstName = session.status === 'signed-in' ? session.user.name.split(' ')[0] : '';
  const left = RECOMMEND_TEXT_MAX - draft.length;
  const showCounter = left <= COUNTER_FROM;
  const describedBy =
    [following || full ? followingId : '', error ? errorId : '', showCounter ? counterId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const placeholder = following ? FOLLOW_UP_PLACEHOLDER : MODES.find((m) => m.value === mode)?.placeholder;

  // The new exchange lands above the prompt: keep the prompt line and its "Thinking…" bar in view.
  useEffect(() => {
    if (!asking) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    notes.current?.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'instant' : 'smooth' });
  }, [asking]);

  async function send(rawText: string, sendMode: AssistantMode, fromInput: boolean) {
    if (asking) return;
    const text = rawText.trim();
    if (!text) {
      setError(BLANK_MESSAGE);
      input.current?.focus();
      return;
    }
    setError(null);
    setRecalled(null);
    if (fromInput) setDraft('');
    if (pointer.current !== 'touch' || fromInput) input.current?.focus();
    pointer.current = 'mouse';
    const outcome = await ask({ text, mode: sendMode, previous: following ? followUpOf(following.answer) : undefined });
    // A failed prompt comes back into an empty input, so trying again is one key press.
    if (outcome === 'failed') setDraft((current) => current || text);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(draft, mode, true);
  }

  function recall(event: KeyboardEvent<HTMLInputElement>) {
    if (asking || exchanges.length === 0 || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    if (recalled === null && (event.key === 'ArrowDown' || draft !== '')) return;
    event.preventDefault();
    const next =
      event.key === 'ArrowUp' ? Math.max(0, (recalled ?? exchanges.length) - 1) : (recalled ?? exchanges.length) + 1;
    if (next >= exchanges.length) {
      setRecalled(null);
      setDraft('');
    } else {
      setRecalled(next);
      setDraft(exchanges[next]?.text ?? '');
    }
  }

  return (
    <section className="terminal on-dark" aria-label="Assistant prompt">
      <div className="terminal__bar">
        <span className="terminal__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className="terminal__title" aria-hidden="true">
          forkcast — assistant
        </span>
        <fieldset className="terminal__modes">
          <legend className="visually-hidden">Ask by</legend>
          {MODES.map((option) => (
            <label key={option.value} className="terminal__mode">
              <input
                type="radio"
                name={`${ids}-mode`}
                value={option.value}
                checked={mode === option.value}
                onChange={() => setMode(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        {following && (
          <button
            type="button"
            className="terminal__afresh"
            onClick={() => {
              askAfresh();
              input.current?.focus();
            }}
          >
            New question
          </button>
        )}
      </div>

      <div className="terminal__screen">
        <p className="terminal__greeting">
          {firstName ? `Hi ${firstName}! ` : ''}Describe a craving, a diet or a mood; I pick from today&apos;s menu and
          say why.
        </p>
        <form className="terminal__form" onSubmit={submit} noValidate>
          <label className={phone ? 'visually-hidden' : 'terminal__label'} htmlFor={inputId}>
            Tell the assistant what you feel like eating
          </label>
          {following && (
            <p id={followingId} className="terminal__following">
              Following up on “{requestAsSaid(following.answer.request)}”
            </p>
          )}
          {full && (
            <p id={followingId} className="terminal__following">
              That conversation is as long as one can be; what you ask next starts afresh.
            </p>
          )}
          <div className="terminal__line" data-asking={asking || undefined}>
            <span className="terminal__sign" aria-hidden="true">
              ›
            </span>
            <div className="terminal__field">
              <input
                ref={input}
                id={inputId}
                className="terminal__input"
                type="text"
                value={draft}
                placeholder={placeholder}
                maxLength={RECOMMEND_TEXT_MAX}
                autoComplete="off"
                enterKeyHint="send"
                readOnly={asking}
                aria-disabled={asking || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setRecalled(null);
                  if (error) setError(null);
                }}
                onKeyDown={recall}
              />
              <span className="terminal__caret" aria-hidden="true" />
            </div>
            <button
              type="submit"
              className="terminal__send"
              disabled={asking}
              onPointerDown={(event) => {
                pointer.current = event.pointerType;
              }}
            >
              <span className={narrowPhone ? 'visually-hidden' : undefined}>Send</span>
              <ReturnIcon />
            </button>
          </div>
          <div ref={notes} className="terminal__notes">
            <div className="terminal__status" role="status" aria-live="polite">
              {asking && (
                <>
                  <span className="terminal__pulse" aria-hidden="true" />
                  <span className="terminal__thinking">Thinking…</span>
                </>
              )}
            </div>
            {error && (
              <p id={errorId} className="terminal__error" role="alert">
                {error}
              </p>
            )}
            {showCounter && (
              <p id={counterId} className="terminal__counter" data-full={left === 0 || undefined}>
                {draft.length} / {RECOMMEND_TEXT_MAX}
                {left === 0 ? ' · limit reached' : ''}
              </p>
            )}
          </div>
          <span className="visually-hidden" aria-live="polite">
            {left === 0 ? 'Character limit reached.' : ''}
          </span>
        </form>
      </div>

      {!following && (
        <div className="terminal__suggestions">
          <p className="terminal__suggestions-label" aria-hidden="true">
            Try
          </p>
          <ul className="terminal__chips wrap-list" aria-label="Suggestions">
            {SUGGESTIONS.map((suggestion) => (
              <li key={suggestion.text}>
                <button
                  type="button"
                  className="terminal__chip"
                  disabled={asking}
                  aria-label={suggestion.mode === 'emotional' ? `${suggestion.text} (How I feel)` : undefined}
                  onPointerDown={(event) => {
                    pointer.current = event.pointerType;
                  }}
                  onClick={() => {
                    setMode(suggestion.mode);
                    void send(suggestion.text, suggestion.mode, false);
                  }}
                >
                  {suggestion.text}
                  {suggestion.mode === 'emotional' && <span className="terminal__chip-mode">How I feel</span>}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function ReturnIcon() {
  return (
    <Icon className="terminal__send-icon" strokeWidth={2.2}>
      <path d="M20 5v7a3 3 0 0 1-3 3H5M9 11l-4 4 4 4" />
    </Icon>
  );
}
