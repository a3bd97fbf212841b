import { currencySign } from '../../../shared/money.ts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ALLERGENS, EMOTIONS, MEAL_TAGS, PRODUCT_TYPES } from '../../../shared/constants.ts';
import type { Product } from '../../../shared/menu.ts';
import type { AdminOptionGroup } from '../../../shared/options.ts';
import { CALORIES_MAX, DESCRIPTION_MAX } from '../../../shared/products.ts';
import { FormField, SelectField, TextAreaField, TextField, labelledOptions } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { hasStatus, serverError } from '../../lib/api.ts';
import { DIET_LABELS, SPICE_LABELS } from '../../lib/dish-labels.ts';
import { focusFirstInvalid, type FieldErrors } from '../../lib/form-errors.ts';
import { EMOTION_LABELS } from '../feedback/emotions.ts';
import { AssistantAssumptions } from './assistant-assumptions.tsx';
import type { OwnWord } from './assumptions.ts';
import { CategoryField } from './category-field.tsx';
import { DishOptionGroups } from './dish-option-groups.tsx';
import { ImagePicker } from './image-picker.tsx';
import { IngredientEditor } from './ingredient-editor.tsx';
import {
  EMPTY_DRAFT,
  checkNewProduct,
  checkProductChanges,
  draftOf,
  priceInput,
  type Check,
  type ProductDraft,
} from './product-draft.ts';
import { ADDED_MESSAGE, ADD_FAILED_MESSAGE, UPDATED_MESSAGE, UPDATE_FAILED_MESSAGE } from './product-toasts.ts';
import { createProduct, updateProduct } from './products-api.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';
import '../../components/ui/card-grid.css';
import './product-form-modal.css';

/** The checkbox groups, each a list in the draft; the traits are set with what the assistant assumes. */
const CHOICE_GROUPS: readonly { legend: string; field: 'allergens' | 'tags'; values: readonly string[] }[] = [
  { legend: 'Allergens', field: 'allergens', values: ALLERGENS },
  { legend: 'Meal times', field: 'tags', values: MEAL_TAGS },
];

const EMOTION_OPTIONS = labelledOptions(EMOTIONS, EMOTION_LABELS);
const TYPE_OPTIONS = labelledOptions(PRODUCT_TYPES, DIET_LABELS);
const SPICE_OPTIONS = SPICE_LABELS.map((label, level) => ({ value: String(level), label }));

/** The draft's fields that hold text as typed or chosen. */
type TextKey = { [K in keyof ProductDraft]: ProductDraft[K] extends string ? K : never }[keyof ProductDraft];

/** The server names nested fields by path ("ingredients.3"); the form shows them at the top-level field. */
function byFormField(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) errors[path.split('.')[0] ?? path] ??= message;
  return errors;
}

interface ProductFormModalProps {
  /** The product to update; without it the modal adds a new one. */
  product?: Product | undefined;
  /** The menu's categories, in the menu's order. */
  categories: readonly string[];
  /** Every option group, for the dish to offer some of them. */
  optionGroups: readonly AdminOptionGroup[];
  onClose: () => void;
  /** The server accepted the change; the list should be read again. */
  onSaved: () => void;
}

/** "Add Product" and "Update Product" (spec points 2, 5 and 8): one form, checked like the server checks it. */
export function ProductFormModal({ product, categories, optionGroups, onClose, onSaved }: ProductFormModalProps) {
  const id = useId();
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : EMPTY_DRAFT));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const adding = !product;
  const title = adding ? 'Add Product' : 'Update Product';

  function set<K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    // The message described the old value.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** Several of the draft's lists at once: a correction of what the assistant assumes. */
  function say(own: Partial<OwnWord>) {
    setDraft((current) => ({ ...current, ...own }));
    setErrors((current) => {
      const stale = Object.keys(own).filter((field) => current[field]);
      return stale.length === 0 ? current : { ...current, ...Object.fromEntries(stale.map((f) => [f, undefined])) };
    });
  }

  function toggle(field: 'allergens' | 'tags', value: string, on: boolean) {
    const list = draft[field].filter((item) => item !== value);
    set(field, on ? [...list, value] : list);
  }

  /** The request the form makes, once the draft passes the checks. */
  function validate(): Check<() => Promise<unknown>> {
    if (product) {
      const check = checkProductChanges(product.id, draft);
      return check.ok ? { ok: true, value: () => updateProduct(check.value.product, check.value.image) } : check;
    }
    const check = checkNewProduct(draft);
    return check.ok ? { ok: true, value: () => createProduct(check.value.product, check.value.image) } : check;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const check = validate();
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstInvalid(form, check.errors);
      return;
    }
    setSaving(true);
    try {
      await check.value();
      toast.success(adding ? ADDED_MESSAGE : UPDATED_MESSAGE);
      onSaved();
      onClose();
    } catch (error) {
      setSaving(false);
      const problem = await serverError(error);
      if (!problem) return;
      if (hasStatus(error, 404)) {
        // Deleted meanwhile (by another admin): there is nothing left to update.
        toast.error(problem.message);
        onSaved();
        onClose();
        return;
      }
      if (problem.fields) {
        const onForm = byFormField(problem.fields);
        setErrors(onForm);
        focusFirstInvalid(form, onForm);
      }
      // The spec's words, except that an update refused over a field says which one.
      if (adding) toast.error(ADD_FAILED_MESSAGE);
      else toast.error(problem.fields ? problem.message : UPDATE_FAILED_MESSAGE);
    }
  }

  const field = (name: string) => `${id}-${name}`;
  /** What a text or choice field of the draft needs, spread onto TextField and kin. */
  const bind = (name: TextKey) => ({
    id: field(name),
    name,
    value: draft[name],
    error: errors[name],
    onChange: (value: string) => set(name, value),
  });
  return (
    <Modal title={title} onClose={onClose} className="product-form-modal">
      <form className="product-form" onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <FormField
          id={field('image')}
          label={adding ? 'Image' : 'Image (choose one to replace it)'}
          error={errors.image}
        >
          {(control) => (
            <ImagePicker control={control} current={product?.imageLink} onChange={(file) => set('image', file)} />
          )}
        </FormField>

        <div className="product-form__grid card-grid card-grid--fit">
          <TextField label="Name" autoComplete="off" {...bind('name')} />
          <CategoryField
            id={field('category')}
            categories={categories}
            value={draft.category}
            error={errors.category}
            onChange={(category) => set('category', category)}
          />
          <TextField
            label={`Price (${currencySign()})`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            {...bind('price')}
            onChange={(value) => set('price', priceInput(value))}
          />
          <SelectField
            label="Emotion"
            placeholder="Choose the mood it suits"
            options={EMOTION_OPTIONS}
            {...bind('emotion')}
          />
          <SelectField
            label="Type"
            placeholder="Not stated (treated as non-veg)"
            options={TYPE_OPTIONS}
            {...bind('type')}
          />
          <SelectField
            id={field('spiceLevel')}
            label="Spice level"
            error={errors.spiceLevel}
            name="spiceLevel"
            options={SPICE_OPTIONS}
            value={String(draft.spiceLevel)}
            onChange={(value) => set('spiceLevel', Number(value))}
          />
          <TextField
            label="Calories (optional)"
            type="number"
            inputMode="numeric"
            min={0}
            max={CALORIES_MAX}
            step={1}
            {...bind('calories')}
          />
        </div>

        <TextAreaField label="Description" rows={3} maxLength={DESCRIPTION_MAX} {...bind('description')} />

        <FormField id={field('ingredients')} label="Ingredients" error={errors.ingredients}>
          {(control) => (
            <IngredientEditor
              control={control}
              ingredients={draft.ingredients}
              onChange={(ingredients) => set('ingredients', ingredients)}
            />
          )}
        </FormField>

        <AssistantAssumptions id={field('assumptions')} draft={draft} onChange={say} />

        <DishOptionGroups
          groups={optionGroups}
          chosen={draft.optionGroupIds}
          error={errors.optionGroupIds}
          onChange={(ids) => set('optionGroupIds', ids)}
        />

        {CHOICE_GROUPS.map(({ legend, field: list, values }) => (
          <fieldset key={legend} className="product-form__choices">
            <legend className="form-field__label">{legend}</legend>
            {values.map((value) => (
              <label key={value} className="product-form__choice">
                <input
                  type="checkbox"
                  name={list}
                  checked={draft[list].includes(value)}
                  onChange={(event) => toggle(list, value, event.target.checked)}
                />
                {value}
              </label>
            ))}
          </fieldset>
        ))}

        <label className="product-form__choice">
          <input
            type="checkbox"
            name="availability"
            checked={draft.availability}
            onChange={(event) => set('availability', event.target.checked)}
          />
          Available to order
        </label>

        <DialogActions onCancel={onClose} label={title} busyLabel="Saving…" busy={saving} />
      </form>
    </Modal>
  );
}
