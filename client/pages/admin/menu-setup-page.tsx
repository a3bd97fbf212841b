import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { Category } from '../../../shared/categories.ts';
import type { AdminOptionGroup } from '../../../shared/options.ts';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import { MoveButtons, moved, type Move } from '../../components/move-buttons.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { serverError } from '../../lib/api.ts';
import { useLiveResource } from '../../lib/use-live-resource.ts';
import { groupRule, priceChange } from '../../features/menu/option-picker.tsx';
import { OptionGroupForm } from '../../features/options/option-group-form.tsx';
import {
  createCategory,
  deleteCategory,
  deleteOptionGroup,
  fetchCategories,
  fetchOptionGroups,
  renameCategory,
  reorderCategories,
} from '../../features/options/options-api.ts';
import './menu-setup-page.css';

/** Runs an admin's change and says how it went; answers whether it was made. */
async function attempt(change: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await change();
    toast.success(done);
    return true;
  } catch (error) {
    const problem = await serverError(error);
    if (problem) toast.error(problem.message);
    return false;
  }
}

/**
 * /admin/menu: the menu's structure. Its categories, in the order the menu shows them (renamed, moved, added,
 * removed once empty), and its option groups (a size, extras, a deal's drink), each made once and offered by any
 * dish from the dish's form.
 */
export function MenuSetupPage() {
  return (
    <div className="menu-setup">
      <CategoriesPanel />
      <OptionGroupsPanel />
    </div>
  );
}

function CategoriesPanel() {
  const { resource, reload, refresh } = useLiveResource(fetchCategories, {
    failureMessage: "We couldn't load the categories.",
  });
  const [name, setName] = useState('');

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await attempt(() => createCategory(name), `${name.trim()} added.`)) {
      setName('');
      void refresh();
    }
  }

  async function move(categories: readonly Category[], index: number, by: Move) {
    const ids = moved(
      categories.map((category) => category.id),
      index,
      by,
    );
    if (await attempt(() => reorderCategories(ids), 'The menu follows the new order.')) void refresh();
  }

  return (
    <Panel titleId="categories-title" title="Categories">
      <p className="menu-setup__hint">The menu shows its sections in this order. A dish is put in one from its form.</p>
      {resource.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading the categories" />}
      {resource.status === 'error' && <LoadFailure message={resource.message} onRetry={reload} />}
      {resource.status === 'ready' && (
        <ol className="menu-setup__categories">
          {resource.data.map((category, index, all) => (
            <CategoryRow
              key={category.id}
              category={category}
              first={index === 0}
              last={index === all.length - 1}
              onMove={(by) => void move(all, index, by)}
              onChanged={() => void refresh()}
            />
          ))}
        </ol>
      )}
      <form className="menu-setup__add" onSubmit={(event) => void add(event)} aria-label="Add a category">
        <label className="visually-hidden" htmlFor="new-category">
          New category
        </label>
        <input
          id="new-category"
          className="text-input"
          value={name}
          placeholder="New category, e.g. Deals"
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={name.trim() === ''}>
          <PlusIcon />
          Add category
        </button>
      </form>
    </Panel>
  );
}

function CategoryRow(props: {
  category: Category;
  first: boolean;
  last: boolean;
  onMove: (by: Move) => void;
  onChanged: () => void;
}) {
  const { category, first, last, onMove, onChanged } = props;
  const [name, setName] = useState(category.name);
  const [removing, setRemoving] = useState(false);
  const renamed = name.trim() !== '' && name.trim() !== category.name;

  return (
    <li className="menu-setup__category">
      <label className="visually-hidden" htmlFor={`category-${category.id}`}>
        Name of {category.name}
      </label>
      <input
        id={`category-${category.id}`}
        className="text-input"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <span className="menu-setup__count">
        {category.dishes} {category.dishes === 1 ? 'dish' : 'dishes'}
      </span>
      {renamed && (
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            void attempt(() => renameCategory(category.id, name), `Renamed to ${name.trim()}.`).then(
              (done) => done && onChanged(),
            )
          }
        >
          Save
        </button>
      )}
      <MoveButtons name={category.name} first={first} last={last} onMove={onMove} />
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Remove ${category.name}`}
        onClick={() => setRemoving(true)}
      >
        Remove
      </button>
      {removing && (
        <ConfirmDeleteModal
          title={`Remove ${category.name}?`}
          remove={() => deleteCategory(category.id)}
          deletedMessage={`${category.name} removed.`}
          failedMessage={(message) => message}
          onGone={onChanged}
          onClose={() => setRemoving(false)}
        >
          {category.dishes > 0
            ? `${category.dishes} ${category.dishes === 1 ? 'dish is' : 'dishes are'} in it: move them to another category first.`
            : 'It has no dishes. It leaves the menu.'}
        </ConfirmDeleteModal>
      )}
    </li>
  );
}

type GroupDialog = { kind: 'add' } | { kind: 'change' | 'remove'; group: AdminOptionGroup } | null;

function OptionGroupsPanel() {
  const { resource, reload, refresh } = useLiveResource(fetchOptionGroups, {
    failureMessage: "We couldn't load the option groups.",
  });
  const [dialog, setDialog] = useState<GroupDialog>(null);
  const close = () => setDialog(null);

  return (
    <Panel
      titleId="option-groups-title"
      title="Option groups"
      actions={
        <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'add' })}>
          <PlusIcon />
          Add option group
        </button>
      }
    >
      <p className="menu-setup__hint">
        Sizes, extras and a deal&apos;s drink. Make a group once and offer it on any dish from the dish&apos;s form; a
        change here reaches every dish that offers it.
      </p>
      {resource.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading the option groups" />}
      {resource.status === 'error' && <LoadFailure message={resource.message} onRetry={reload} />}
      {resource.status === 'ready' && resource.data.length === 0 && (
        <EmptyState>
          <p>No option groups yet. Add one for a dish that comes in sizes or with extras.</p>
        </EmptyState>
      )}
      {resource.status === 'ready' && resource.data.length > 0 && (
        <ul className="menu-setup__groups">
          {resource.data.map((group) => (
            <li key={group.id}>
              <Card as="article" aria-labelledby={`group-${group.id}`} className="menu-setup__group">
                <header className="menu-setup__group-head">
                  <h2 id={`group-${group.id}`}>{group.name}</h2>
                  <span className="menu-setup__rule">{groupRule(group)}</span>
                </header>
                <ul className="menu-setup__choices">
                  {group.choices.map((choice) => (
                    <li key={choice.id} data-sold-out={!choice.availability || undefined}>
                      {choice.name}
                      {priceChange(choice.price) && <span> {priceChange(choice.price)}</span>}
                      {choice.isDefault && <span className="menu-setup__tag">chosen at first</span>}
                      {!choice.availability && <span className="menu-setup__tag">sold out</span>}
                    </li>
                  ))}
                </ul>
                <p className="menu-setup__dishes">
                  {group.dishes.length > 0
                    ? `On ${group.dishes.map((dish) => dish.name).join(', ')}`
                    : 'No dish offers it yet'}
                </p>
                <div className="menu-setup__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Change ${group.name}`}
                    onClick={() => setDialog({ kind: 'change', group })}
                  >
                    Change
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Remove ${group.name}`}
                    onClick={() => setDialog({ kind: 'remove', group })}
                  >
                    Remove
                  </button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {dialog?.kind === 'add' && <OptionGroupForm onClose={close} onSaved={() => void refresh()} />}
      {dialog?.kind === 'change' && (
        <OptionGroupForm group={dialog.group} onClose={close} onSaved={() => void refresh()} />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDeleteModal
          title={`Remove ${dialog.group.name}?`}
          remove={() => deleteOptionGroup(dialog.group.id)}
          deletedMessage={`${dialog.group.name} removed.`}
          failedMessage={(message) => message}
          onGone={() => void refresh()}
          onClose={close}
        >
          It leaves every dish that offers it. Past orders keep what was chosen.
        </ConfirmDeleteModal>
      )}
    </Panel>
  );
}
