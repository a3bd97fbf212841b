import { useId } from 'react';
import { Link } from 'wouter';
import { ORDER_STATUSES } from '../../../shared/order-status.ts';
import { DESK_SEARCH_MAX, deskListQuery } from '../../../shared/orders-desk.ts';
import { SelectField, TextField } from '../../components/form-field.tsx';
import { useForm } from '../../lib/use-form.ts';
import { useCheckedSubmit } from '../../lib/use-submission.ts';
import { hasFilters, type FilterValues } from './desk-filters.ts';
import { DESK_STATUS } from './desk-labels.ts';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: DESK_STATUS[status].label }));

interface DeskFilterFormProps {
  /** The filters now applied (the address's); the form starts from them. */
  applied: FilterValues;
  /** The filters checked, to be put in the address (page 1). */
  onApply: (filters: FilterValues) => void;
}

/**
 * The desk's search: an order number or a customer, a status and a day range. Checked as the server checks it, so a
 * range that ends before it starts is said by the field at fault. Applied with the button, never while typing.
 */
export function DeskFilterForm({ applied, onApply }: DeskFilterFormProps) {
  const id = useId();
  const form = useForm(applied);
  const { onSubmit } = useCheckedSubmit(form, deskListQuery, async ({ q, status, startDate, endDate }) =>
    onApply({ q: q ?? '', status: status ?? '', startDate: startDate ?? '', endDate: endDate ?? '' }),
  );

  return (
    <div className="desk-filters-frame">
      <form className="desk-filters" role="search" aria-label="Orders" onSubmit={onSubmit} noValidate>
        <div className="desk-filters__search">
          <TextField
            id={`${id}-q`}
            label="Search"
            type="search"
            autoComplete="off"
            placeholder="Order number, e-mail, name or phone"
            maxLength={DESK_SEARCH_MAX}
            {...form.bind('q')}
          />
        </div>
        <div className="desk-filters__status">
          <SelectField
            id={`${id}-status`}
            label="Status"
            placeholder="Any confirmed order"
            options={STATUS_OPTIONS}
            {...form.bind('status')}
          />
        </div>
        <TextField id={`${id}-from`} label="From" type="date" {...form.bind('startDate')} />
        <TextField id={`${id}-to`} label="To" type="date" {...form.bind('endDate')} />
        <div className="desk-filters__actions">
          <button type="submit" className="button button--primary">
            Search
          </button>
          {hasFilters(applied) && (
            <Link href="/orders" className="button button--secondary">
              Clear
            </Link>
          )}
        </div>
      </form>
    </div>
  );
}
