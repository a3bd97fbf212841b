import { Link } from 'wouter';
import type { AdminOptionGroup } from '../../../shared/options.ts';
import { GROUPS_PER_DISH_MAX } from '../../../shared/options.ts';
import { MoveButtons, moved } from '../../components/move-buttons.tsx';
import { groupRule, priceChange } from '../menu/option-picker.tsx';
import './dish-option-groups.css';

interface DishOptionGroupsProps {
  /** Every option group the menu has. */
  groups: readonly AdminOptionGroup[];
  /** The dish's groups, in the order its page shows them. */
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  error: string | undefined;
}

/**
 * The option groups a dish offers, each with its choices and their prices, in the order the dish page shows them;
 * groups are made on Menu setup and only attached here, so "Extras" is changed once for every burger.
 */
export function DishOptionGroups({ groups, chosen, onChange, error }: DishOptionGroupsProps) {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const attached = chosen.flatMap((id) => byId.get(id) ?? []);
  const others = groups.filter((group) => !chosen.includes(group.id));
  const errorId = error ? 'dish-option-groups-error' : undefined;

  return (
    <fieldset className="dish-option-groups" aria-describedby={errorId}>
      <legend className="form-field__label">Options</legend>
      {attached.length === 0 && <p className="dish-option-groups__none">No options: the dish is ordered as it is.</p>}
      {attached.length > 0 && (
        <ol className="dish-option-groups__list">
          {attached.map((group, index) => (
            <li key={group.id} className="dish-option-groups__group">
              <div className="dish-option-groups__head">
                <strong>{group.name}</strong>
                <span className="dish-option-groups__rule">{groupRule(group)}</span>
                <span className="dish-option-groups__buttons">
                  <MoveButtons
                    name={group.name}
                    first={index === 0}
                    last={index === attached.length - 1}
                    onMove={(by) => onChange(moved(chosen, index, by))}
                  />
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Take ${group.name} off this dish`}
                    onClick={() => onChange(chosen.filter((id) => id !== group.id))}
                  >
                    Take off
                  </button>
                </span>
              </div>
              <p className="dish-option-groups__choices">
                {group.choices
                  .map((choice) => [choice.name, priceChange(choice.price)].filter(Boolean).join(' '))
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      )}
      {others.length > 0 && chosen.length < GROUPS_PER_DISH_MAX && (
        <label className="dish-option-groups__add">
          <span className="visually-hidden">Offer an option group</span>
          <select
            className="text-input"
            value=""
            onChange={(event) => {
              const id = Number(event.target.value);
              if (id) onChange([...chosen, id]);
            }}
          >
            <option value="">Offer an option group…</option>
            {others.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name} ({groupRule(group)})
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="dish-option-groups__manage">
        {groups.length === 0 ? 'No option groups yet: ' : 'New groups and their choices are made on '}
        <Link href="/menu">Menu setup</Link>.
      </p>
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
