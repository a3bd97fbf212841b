import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ALLERGENS, EMOTIONS, MEAL_TAGS, PRODUCT_TYPES } from '../../../shared/constants.ts';
import type { Product } from '../../../shared/menu.ts';
import { CALORIES_MAX, DISH_TAGS } from '../../../shared/products.ts';
import { FormField } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { hasStatus, serverError } from '../../lib/api.ts';
import { DIET_LABELS, SPICE_LABELS } from '../../lib/dish-labels.ts';
import { focusFirstInvalid, type FieldErrors } from '../../lib/form-errors.ts';
import { EMOTION_LABELS } from '../feedback/emotions.ts';
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
import './product-form-modal.css';

const TAG_GROUPS = [
  { legend: 'Meal times', tags: MEAL_TAGS },
  { legend: 'Traits', tags: DISH_TAGS.filter((tag) => !(MEAL_TAGS as readonly string[]).includes(tag)) },
];

/** The server names nested fields by path ("ingredients.3"); the form shows them at the top-level field. */
function byFormField(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) errors[path.split('.')[0] ?? path] ??= message;
  return errors;
}

interface ProductFormModalProps {
  /** The product to update; without it the modal adds a new one. */
  product?: Product | undefined;
  /** Categories already on the menu, offered as suggestions. */
  categories: readonly string[];
  onClose: () => void;
  /** The server accepted the change; the list should be read again. */
  onSaved: () => void;
}

/** "Add Product" and "Update Product" (spec points 2, 5 and 8): one form, checked like the server checks it. */
export function ProductFormModal({ product, categories, onClose, onSaved }: ProductFormModalProps) {
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

        <div className="product-form__grid">
          <FormField id={field('name')} label="Name" error={errors.name}>
            {(control) => (
              <input
                {...control}
                className="text-input"
                name="name"
                autoComplete="off"
                value={draft.name}
                onChange={(event) => set('name', event.target.value)}
              />
            )}
          </FormField>
          <FormField id={field('category')} label="Category" error={errors.category}>
            {(control) => (
              <>
                <input
                  {...control}
                  className="text-input"
                  name="category"
                  autoComplete="off"
                  list={field('categories')}
                  value={draft.category}
                  onChange={(event) => set('category', event.target.value)}
                />
                <datalist id={field('categories')}>
                  {categories.map((category) => (
                    <option key={category} value={category} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
          <FormField id={field('price')} label="Price ($)" error={errors.price}>
            {(control) => (
              <input
                {...control}
                className="text-input"
                name="price"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={draft.price}
                onChange={(event) => set('price', priceInput(event.target.value))}
              />
            )}
          </FormField>
          <FormField id={field('emotion')} label="Emotion" error={errors.emotion}>
            {(control) => (
              <select
                {...control}
                className="text-input"
                name="emotion"
                value={draft.emotion}
                onChange={(event) => set('emotion', event.target.value as ProductDraft['emotion'])}
              >
                <option value="">Choose the mood it suits</option>
                {EMOTIONS.map((emotion) => (
                  <option key={emotion} value={emotion}>
                    {EMOTION_LABELS[emotion]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={field('type')} label="Type" error={errors.type}>
            {(control) => (
              <select
                {...control}
                className="text-input"
                name="type"
                value={draft.type}
                onChange={(event) => set('type', event.target.value as ProductDraft['type'])}
              >
                <option value="">Not stated (treated as non-veg)</option>
                {PRODUCT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {DIET_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={field('spiceLevel')} label="Spice level" error={errors.spiceLevel}>
            {(control) => (
              <select
                {...control}
                className="text-input"
                name="spiceLevel"
                value={draft.spiceLevel}
                onChange={(event) => set('spiceLevel', Number(event.target.value))}
              >
                {SPICE_LABELS.map((label, level) => (
                  <option key={label} value={level}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={field('calories')} label="Calories (optional)" error={errors.calories}>
            {(control) => (
              <input
                {...control}
                className="text-input"
                name="calories"
                type="number"
                inputMode="numeric"
                min={0}
                max={CALORIES_MAX}
                step={1}
                value={draft.calories}
                onChange={(event) => set('calories', event.target.value)}
              />
            )}
          </FormField>
        </div>

        <FormField id={field('description')} label="Description" error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              className="text-input product-form__description"
              name="description"
              rows={3}
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </FormField>

        <FormField id={field('ingredients')} label="Ingredients" error={errors.ingredients}>
          {(control) => (
            <IngredientEditor
              control={control}
              ingredients={draft.ingredients}
              onChange={(ingredients) => set('ingredients', ingredients)}
            />
          )}
        </FormField>

        <fieldset className="product-form__choices">
          <legend className="form-field__label">Allergens</legend>
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className="product-form__choice">
              <input
                type="checkbox"
                name="allergens"
                checked={draft.allergens.includes(allergen)}
                onChange={(event) => toggle('allergens', allergen, event.target.checked)}
              />
              {allergen}
            </label>
          ))}
        </fieldset>

        {TAG_GROUPS.map(({ legend, tags }) => (
          <fieldset key={legend} className="product-form__choices">
            <legend className="form-field__label">{legend}</legend>
            {tags.map((tag) => (
              <label key={tag} className="product-form__choice">
                <input
                  type="checkbox"
                  name="tags"
                  checked={draft.tags.includes(tag)}
                  onChange={(event) => toggle('tags', tag, event.target.checked)}
                />
                {tag}
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
