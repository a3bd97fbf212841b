import { useEffect, useRef } from 'react';
import type { InferredPart, InferredTrait, InferredTraits } from '../../../shared/inferred-traits.ts';
import {
  inferenceDraft,
  oneTagOf,
  sayPart,
  saysAnything,
  shownState,
  withOneTag,
  type OwnWord,
  type PartState,
} from './assumptions.ts';
import type { ProductDraft } from './product-draft.ts';
import { useInferredTraits } from './use-inferred-traits.ts';
import './assistant-assumptions.css';

const SERVED = ['hot', 'cold'] as const;
const PORTION = ['heavy', 'light'] as const;
const TRAIT_WORDS: Record<InferredTrait, string> = {
  'served-hot': 'served hot',
  'served-cold': 'served cold',
  fried: 'fried',
  sweet: 'sweet',
};

/** "served hot, fried and sweet". */
function inWords(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function reading(named: boolean, answer: InferredTraits | null, failed: boolean): string {
  if (!named) return 'Type the dish’s name to see what the assistant makes of it.';
  if (!answer) return failed ? 'The assistant’s reading could not be fetched just now.' : 'Reading the dish…';
  const dish = answer.dish
    ? `It recognises this as ${answer.dish.name} (${answer.dish.kind.replace(/-/g, ' ')}).`
    : 'It does not know this dish by name, so it goes by your ingredients and the choices below.';
  const traits = answer.traits.map(({ trait }) => TRAIT_WORDS[trait]);
  return traits.length > 0 ? `${dish} It takes it as ${inWords(traits)}.` : dish;
}

/** Whether the answer, about the draft as it is now, shows the assistant going against the restaurant's word. */
function notFollowed({ said, assistant }: InferredPart): boolean {
  return (said === 'without' && assistant !== 'free') || (said === 'contains' && assistant !== 'holds');
}

interface PartChoiceProps {
  part: InferredPart;
  state: PartState;
  ownWord: boolean;
  /** The assistant does not yet go by what the restaurant said of this part. */
  unheeded: boolean;
  onSay: (holds: boolean) => void;
}

/** A part as a checkbox: ticked when in the dish, half ticked when only some recipes hold it. */
function PartChoice({ part, state, ownWord, unheeded, onSay }: PartChoiceProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'maybe';
  }, [state]);
  const note = ownWord
    ? unheeded
      ? 'your word, not yet followed'
      : 'your word'
    : part.usually === 'some'
      ? 'in some recipes'
      : null;
  return (
    <label className="product-form__choice assumptions__part">
      <input ref={box} type="checkbox" checked={state === 'in'} onChange={(event) => onSay(event.target.checked)} />
      {part.part}
      {note && <span className="assumptions__note">{note}</span>}
    </label>
  );
}

interface RadioRowProps {
  name: string;
  legend: string;
  options: readonly { value: string | null; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
}

function RadioRow({ name, legend, options, value, onChange }: RadioRowProps) {
  return (
    <fieldset className="assumptions__group">
      <legend className="assumptions__legend">{legend}</legend>
      {options.map((option) => (
        <label key={option.label} className="product-form__choice">
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

interface AssistantAssumptionsProps {
  /** Makes the section's ids and radio names unique to its form. */
  id: string;
  draft: ProductDraft;
  onChange: (own: Partial<OwnWord>) => void;
}

/**
 * "What the assistant will assume": the dish the assistant's food knowledge recognises from the name, what such a
 * dish usually holds and the traits it reads, refreshed as the admin writes. Every correction lands in the product's
 * own fields, so it is saved with the dish and seen in the Allergens, Ingredients and tags alike.
 */
export function AssistantAssumptions({ id, draft, onChange }: AssistantAssumptionsProps) {
  const question = inferenceDraft(draft);
  const { answer, current, failed } = useInferredTraits(question);
  const guessed = (trait: InferredTrait) => answer?.traits.some((t) => t.trait === trait && !t.said) ?? false;
  const servedGuess = guessed('served-hot') ? ' (it guesses hot)' : guessed('served-cold') ? ' (it guesses cold)' : '';
  const tagged = (tag: string) => draft.tags.includes(tag);
  const toggleTag = (tag: string, on: boolean) => onChange({ tags: withOneTag(draft.tags, [tag], on ? tag : null) });

  return (
    <section
      className="assumptions"
      aria-labelledby={`${id}-title`}
      aria-busy={(question !== null && !current) || undefined}
    >
      <h3 id={`${id}-title`} className="assumptions__title">
        What the assistant will assume
      </h3>
      <p className="assumptions__reading" aria-live="polite">
        {reading(question !== null, answer, failed)}
      </p>

      {answer && answer.parts.length > 0 && (
        <fieldset className="assumptions__group" aria-describedby={`${id}-parts-hint`}>
          <legend className="assumptions__legend">In it</legend>
          <p id={`${id}-parts-hint`} className="assumptions__hint">
            Untick what yours is made without; tick what it has. What is in some recipes is left out for a customer with
            an allergy to it.
          </p>
          {answer.parts.map((part) => (
            <PartChoice
              key={part.part}
              part={part}
              state={shownState(part, draft)}
              ownWord={saysAnything(draft, part.part)}
              unheeded={current && notFollowed(part)}
              onSay={(holds) => onChange(sayPart(draft, part, holds))}
            />
          ))}
        </fieldset>
      )}

      <div className="assumptions__traits">
        <RadioRow
          name={`${id}-served`}
          legend="Served"
          value={oneTagOf(draft.tags, SERVED)}
          onChange={(tag) => onChange({ tags: withOneTag(draft.tags, SERVED, tag) })}
          options={[
            { value: 'hot', label: 'Hot' },
            { value: 'cold', label: 'Cold' },
            { value: null, label: `Not said${servedGuess}` },
          ]}
        />
        <RadioRow
          name={`${id}-portion`}
          legend="Portion"
          value={oneTagOf(draft.tags, PORTION)}
          onChange={(tag) => onChange({ tags: withOneTag(draft.tags, PORTION, tag) })}
          options={[
            { value: 'heavy', label: 'Filling' },
            { value: 'light', label: 'Light' },
            { value: null, label: 'Not said' },
          ]}
        />
        <fieldset className="assumptions__group">
          <legend className="assumptions__legend">Also</legend>
          <label className="product-form__choice">
            <input type="checkbox" checked={tagged('sweet')} onChange={(e) => toggleTag('sweet', e.target.checked)} />
            Sweet
            {!tagged('sweet') && guessed('sweet') && <span className="assumptions__note">it guesses so</span>}
          </label>
          <label className="product-form__choice">
            <input
              type="checkbox"
              checked={tagged('high-protein')}
              onChange={(e) => toggleTag('high-protein', e.target.checked)}
            />
            High in protein
          </label>
        </fieldset>
      </div>
    </section>
  );
}
