import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { createOptionGroupBody, type AdminOptionGroup } from '../../../shared/options.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { TextField } from '../../components/form-field.tsx';
import { CloseIcon, PlusIcon } from '../../components/icons.tsx';
import { Modal } from '../../components/modal.tsx';
import { MoveButtons, moved } from '../../components/move-buttons.tsx';
import { serverError } from '../../lib/api.ts';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '../../lib/form-errors.ts';
import { priceInput } from '../products/product-draft.ts';
import { createOptionGroup, updateOptionGroup } from './options-api.ts';
import './option-group-form.css';

/** A choice as the form holds it: the price as typed (a leading minus for less). */
interface ChoiceDraft {
  /** Which row it is while the rows move; a saved choice's id, or a number of this form's own. */
  key: string;
  id?: number | undefined;
  name: string;
  price: string;
  isDefault: boolean;
  availability: boolean;
}

interface GroupDraft {
  name: string;
  required: boolean;
  /** The most a customer may choose; 1 makes it a single choice. */
  max: string;
  choices: ChoiceDraft[];
}

let newChoices = 0;
const emptyChoice = (): ChoiceDraft => ({
  key: `new-${(newChoices += 1)}`,
  name: '',
  price: '',
  isDefault: false,
  availability: true,
});

function draftOf(group: AdminOptionGroup | undefined): GroupDraft {
  if (!group) return { name: '', required: false, max: '1', choices: [emptyChoice(), emptyChoice()] };
  return {
    name: group.name,
    required: group.min > 0,
    max: String(group.max),
    choices: group.choices.map((choice) => ({
      key: String(choice.id),
      id: choice.id,
      name: choice.name,
      price: choice.price === 0 ? '' : String(choice.price),
      isDefault: choice.isDefault,
      availability: choice.availability,
    })),
  };
}

/** Digits, one point, and a minus in front for a choice that costs less (a smaller size). */
const priceChangeInput = (typed: string) => (typed.trim().startsWith('-') ? '-' : '') + priceInput(typed);

/** The body the server expects; a required group asks for one choice at least. */
function bodyOf(draft: GroupDraft) {
  const max = Number(draft.max);
  return {
    name: draft.name,
    min: draft.required ? 1 : 0,
    max,
    choices: draft.choices
      .filter((choice) => choice.name.trim() !== '' || choice.id !== undefined)
      .map((choice) => ({
        ...(choice.id === undefined ? {} : { id: choice.id }),
        name: choice.name,
        price: choice.price === '' || choice.price === '-' ? 0 : Number(choice.price),
        isDefault: choice.isDefault,
        availability: choice.availability,
      })),
  };
}

interface OptionGroupFormProps {
  /** The group to change; without it the form adds one. */
  group?: AdminOptionGroup | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add or change an option group: its name, whether a customer must choose, how many they may, and its choices with
 * what each adds to the price (a minus for less), which is chosen at first, and which is on sale. A change reaches
 * every dish that offers the group.
 */
export function OptionGroupForm({ group, onClose, onSaved }: OptionGroupFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<GroupDraft>(() => draftOf(group));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const title = group ? `Change ${group.name}` : 'Add an option group';
  const single = draft.max === '1';

  const setChoice = (index: number, change: Partial<ChoiceDraft>) =>
    setDraft((current) => ({
      ...current,
      choices: current.choices.map((choice, i) => {
        if (i === index) return { ...choice, ...change };
        // A single choice starts from one default at most.
        return change.isDefault && single ? { ...choice, isDefault: false } : choice;
      }),
    }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const parsed = createOptionGroupBody.safeParse(bodyOf(draft));
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      focusFirstInvalid(form, found);
      return;
    }
    setSaving(true);
    try {
      if (group) await updateOptionGroup({ id: group.id, ...bodyOf(draft) });
      else await createOptionGroup(bodyOf(draft));
      toast.success(`${parsed.data.name} saved.`);
      onSaved();
      onClose();
    } catch (error) {
      setSaving(false);
      const problem = await serverError(error);
      if (problem) toast.error(problem.message);
    }
  }

  return (
    <Modal title={title} onClose={onClose} className="option-group-form">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <TextField
          id={`${id}-name`}
          name="name"
          label="Name customers see"
          hint="Size, Extras, Drink choice"
          value={draft.name}
          error={errors.name}
          onChange={(name) => setDraft((current) => ({ ...current, name }))}
        />
        <div className="option-group-form__rules">
          <label className="option-group-form__check">
            <input
              type="checkbox"
              checked={draft.required}
              onChange={(event) => setDraft((current) => ({ ...current, required: event.target.checked }))}
            />
            Customers must choose
          </label>
          <TextField
            id={`${id}-max`}
            name="max"
            label="At most"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="1 makes it a single choice, such as a size"
            value={draft.max}
            error={errors.max ?? errors.min}
            onChange={(max) => setDraft((current) => ({ ...current, max }))}
          />
        </div>
        <fieldset className="option-group-form__choices">
          <legend className="form-field__label">Choices</legend>
          {errors.choices && (
            <p className="form-field__error" role="alert">
              {errors.choices}
            </p>
          )}
          <ol className="option-group-form__list">
            {draft.choices.map((choice, index) => (
              <li key={choice.key} className="option-group-form__choice">
                <label className="option-group-form__cell option-group-form__cell--name">
                  <span className="visually-hidden">Choice {index + 1} name</span>
                  <input
                    className="text-input"
                    value={choice.name}
                    placeholder={index === 0 ? 'Half kg' : 'Full kg'}
                    onChange={(event) => setChoice(index, { name: event.target.value })}
                  />
                </label>
                <label className="option-group-form__cell">
                  <span className="visually-hidden">Choice {index + 1} price change</span>
                  <input
                    className="text-input"
                    inputMode="decimal"
                    value={choice.price}
                    placeholder="+0.00"
                    onChange={(event) => setChoice(index, { price: priceChangeInput(event.target.value) })}
                  />
                </label>
                <ChoiceFlag
                  index={index}
                  label="Chosen at first"
                  checked={choice.isDefault}
                  onChange={(isDefault) => setChoice(index, { isDefault })}
                />
                <ChoiceFlag
                  index={index}
                  label="On sale"
                  checked={choice.availability}
                  onChange={(availability) => setChoice(index, { availability })}
                />
                <MoveButtons
                  name={`choice ${index + 1}`}
                  first={index === 0}
                  last={index === draft.choices.length - 1}
                  onMove={(by) => setDraft((current) => ({ ...current, choices: moved(current.choices, index, by) }))}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove choice ${index + 1}${choice.name ? `, ${choice.name}` : ''}`}
                  onClick={() =>
                    setDraft((current) => ({ ...current, choices: current.choices.filter((_, i) => i !== index) }))
                  }
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setDraft((current) => ({ ...current, choices: [...current.choices, emptyChoice()] }))}
          >
            <PlusIcon />
            Add a choice
          </button>
        </fieldset>
        <DialogActions onCancel={onClose} label="Save group" busyLabel="Saving…" busy={saving} />
      </form>
    </Modal>
  );
}

/** A yes-or-no of one choice, heard with the choice's place: "Choice 2 On sale". */
function ChoiceFlag(props: { index: number; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="option-group-form__check">
      <input type="checkbox" checked={props.checked} onChange={(event) => props.onChange(event.target.checked)} />
      <span className="visually-hidden">Choice {props.index + 1} </span>
      {props.label}
    </label>
  );
}
