import { useId } from 'react';
import type { Product } from '../../../shared/menu.ts';
import { LINE_NOTE_MAX, isRequired, type OptionGroup } from '../../../shared/options.ts';
import { formatPrice } from '../../lib/format.ts';
import './option-picker.css';

/** "+$1.25", "−$4.00", or nothing for a choice that changes no price. */
export function priceChange(price: number): string {
  if (price === 0) return '';
  return price > 0 ? `+${formatPrice(price)}` : `−${formatPrice(-price)}`;
}

/** What the customer may pick, in a few words: "Required · choose 1", "Optional · up to 2". */
export function groupRule(group: OptionGroup): string {
  if (group.max === 1) return isRequired(group) ? 'Required · choose 1' : 'Optional';
  if (group.min === group.max) return `Required · choose ${group.min}`;
  return isRequired(group) ? `Required · ${group.min} to ${group.max}` : `Optional · up to ${group.max}`;
}

interface OptionPickerProps {
  product: Product;
  choices: readonly number[];
  onChoicesChange: (choices: number[]) => void;
  note: string;
  onNoteChange: (note: string) => void;
}

/**
 * A dish's option groups as a form: a single choice as radio buttons (with "None" when the group is optional), a
 * multiple choice as checkboxes that stop at the group's maximum, each with what it adds to the price; a sold-out
 * choice says so and cannot be picked. Then the note for the kitchen.
 */
export function OptionPicker({ product, choices, onChoicesChange, note, onNoteChange }: OptionPickerProps) {
  const id = useId();
  const picked = new Set(choices);
  const others = (group: OptionGroup) => choices.filter((choice) => !group.choices.some((c) => c.id === choice));

  return (
    <div className="option-picker">
      {product.optionGroups.map((group) => {
        const single = group.max === 1;
        const inGroup = group.choices.filter((choice) => picked.has(choice.id));
        const full = inGroup.length >= group.max;
        const name = `${id}-group-${group.id}`;
        return (
          <fieldset key={group.id} className="option-picker__group">
            <legend className="option-picker__legend">
              <span className="option-picker__name">{group.name}</span>
              <span className="option-picker__rule">{groupRule(group)}</span>
            </legend>
            {single && !isRequired(group) && (
              <label className="option-picker__choice">
                <input
                  type="radio"
                  name={name}
                  checked={inGroup.length === 0}
                  onChange={() => onChoicesChange(others(group))}
                />
                <span className="option-picker__choice-name">None</span>
              </label>
            )}
            {group.choices.map((choice) => {
              const checked = picked.has(choice.id);
              const soldOut = !choice.availability;
              return (
                <label key={choice.id} className="option-picker__choice" data-sold-out={soldOut || undefined}>
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={name}
                    checked={checked}
                    disabled={(soldOut && !checked) || (!single && !checked && full)}
                    onChange={(event) => {
                      const rest = single ? others(group) : choices.filter((c) => c !== choice.id);
                      onChoicesChange(event.target.checked ? [...rest, choice.id] : rest);
                    }}
                  />
                  <span className="option-picker__choice-name">{choice.name}</span>
                  <span className="option-picker__price">{soldOut ? 'Sold out' : priceChange(choice.price)}</span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      <label className="option-picker__note">
        <span className="option-picker__name">Note for the kitchen</span>
        <input
          type="text"
          value={note}
          maxLength={LINE_NOTE_MAX}
          placeholder="No onions, extra raita"
          aria-describedby={`${id}-note-count`}
          onChange={(event) => onNoteChange(event.target.value)}
        />
        <span id={`${id}-note-count`} className="option-picker__count">
          {note.length}/{LINE_NOTE_MAX}
        </span>
      </label>
    </div>
  );
}
