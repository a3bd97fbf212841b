import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { WORKER_TYPES, type WorkerType } from '../../../shared/constants.ts';
import type { Worker } from '../../../shared/workers.ts';
import { FieldRow, FormField, TextField } from '../../components/form-field.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { Modal } from '../../components/modal.tsx';
import { hasStatus, serverError } from '../../lib/api.ts';
import { focusFirstInvalid, type FieldErrors } from '../../lib/form-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import {
  applyChanges,
  checkNewWorker,
  type Checked,
  checkWorkerChanges,
  EMPTY_WORKER_FORM,
  formValuesOf,
  TYPE_LABELS,
} from './worker-form-values.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { createWorker, updateWorker } from './workers-api.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';
import './workers.css';

// Spec point 8.
const ADDED_MESSAGE = 'Worker Added Successfully';
const ADD_FAILED_MESSAGE = 'Failed to add worker';
const UPDATED_MESSAGE = 'Worker Updated Successfully';
const UPDATE_FAILED_MESSAGE = 'An unexpected error occurred. Please try again.';
/** Answers that carry a reason worth reading: invalid field, worker gone meanwhile, address taken. */
const REASONS_SHOWN = [400, 404, 409];

interface WorkerFormModalProps {
  /** The worker to edit; without one the form adds a new worker. */
  worker?: Worker | undefined;
  onClose: () => void;
  /** The worker as saved: the new one, or the edited one with its changes. */
  onSaved: (worker: Worker) => void;
}

/** "Add Worker" and "Update Worker" (spec points 4 and 5), over the workers table. */
export function WorkerFormModal({ worker, onClose, onSaved }: WorkerFormModalProps) {
  const id = useId();
  const { values, setValue, bind, errors, setErrors } = useForm(worker ? formValuesOf(worker) : EMPTY_WORKER_FORM);
  const [saving, setSaving] = useState(false);
  const title = worker ? 'Update Worker' : 'Add Worker';

  function chooseType(type: WorkerType) {
    setValue('type', type);
    // Spec point 4: a kitchen worker has no vehicle.
    if (type === 'WORKER') setValue('vehicle', '');
  }

  /** The checked form, as the call that saves it and answers the worker as the list should show them. */
  function checkedSave(): Checked<() => Promise<Worker>> {
    if (worker) {
      const check = checkWorkerChanges(worker.workerId, values);
      if (!check.ok) return check;
      const save = async () => {
        await updateWorker(check.body);
        return applyChanges(worker, check.body);
      };
      return { ok: true, body: save };
    }
    const check = checkNewWorker(values);
    return check.ok ? { ok: true, body: () => createWorker(check.body) } : check;
  }

  function showProblems(form: HTMLFormElement, problems: FieldErrors) {
    setErrors(problems);
    focusFirstInvalid(form, problems);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const save = checkedSave();
    if (!save.ok) {
      showProblems(form, save.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await save.body();
      toast.success(worker ? UPDATED_MESSAGE : ADDED_MESSAGE);
      onSaved(saved);
    } catch (error) {
      setSaving(false);
      const problem = await serverError(error);
      if (!problem) return;
      // A taken address is the one conflict: show it at the e-mail field.
      const taken = hasStatus(error, 409);
      showProblems(form, taken ? { email: problem.message } : (problem.fields ?? {}));
      // The spec's update message is for the unexpected; a reason the admin can act on is shown as it is.
      const updateFailure = REASONS_SHOWN.some((status) => hasStatus(error, status))
        ? problem.message
        : UPDATE_FAILED_MESSAGE;
      toast.error(worker ? updateFailure : `${ADD_FAILED_MESSAGE}: ${problem.message}`);
    }
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={`${id}-name`}
          label="Name"
          autoComplete="off"
          hint={worker ? undefined : 'Left blank, the name is read from the e-mail address.'}
          {...bind('name')}
        />
        <TextField id={`${id}-email`} label="Email" type="email" autoComplete="off" {...bind('email')} />
        <FormField id={`${id}-phone`} label="Phone (optional)" error={errors.phone}>
          {(control) => (
            <PhoneInput
              {...control}
              name="phone"
              value={values.phone}
              onChange={(digits) => setValue('phone', digits)}
            />
          )}
        </FormField>
        <PasswordField
          id={`${id}-password`}
          autoComplete="new-password"
          hint={worker ? 'Leave blank to keep the current password.' : undefined}
          {...bind('password')}
        />
        <FieldRow>
          <TextField id={`${id}-position`} label="Position" autoComplete="off" {...bind('position')} />
          <TextField id={`${id}-salary`} label="Salary" inputMode="numeric" autoComplete="off" {...bind('salary')} />
        </FieldRow>
        <fieldset className="worker-type" aria-describedby={errors.type ? `${id}-type-error` : undefined}>
          <legend className="form-field__label">Type</legend>
          <div className="worker-type__options">
            {WORKER_TYPES.map((type) => (
              <label key={type} className="worker-type__option">
                <input
                  type="radio"
                  name="type"
                  value={type}
                  checked={values.type === type}
                  onChange={() => chooseType(type)}
                />
                <span>{TYPE_LABELS[type]}</span>
              </label>
            ))}
          </div>
          {errors.type && (
            <p className="form-field__error" id={`${id}-type-error`}>
              {errors.type}
            </p>
          )}
        </fieldset>
        {values.type === 'DELIVERY_MAN' && (
          <TextField
            id={`${id}-vehicle`}
            label="Vehicle"
            autoComplete="off"
            placeholder="For example: Honda CD-70, LEA-1234"
            {...bind('vehicle')}
          />
        )}
        <DialogActions onCancel={onClose} label={title} busyLabel="Saving…" busy={saving} />
      </form>
    </Modal>
  );
}
