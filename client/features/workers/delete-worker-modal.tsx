import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Worker } from '../../../shared/workers.ts';
import { Modal } from '../../components/modal.tsx';
import { serverError } from '../../lib/api.ts';
import { deleteWorker } from './workers-api.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';
import './workers.css';

const REMOVED_MESSAGE = 'Worker removed';
// Spec point 8.
const DELETE_FAILED_MESSAGE = 'Failed to delete worker';

interface DeleteWorkerModalProps {
  worker: Worker;
  onClose: () => void;
  onDeleted: (workerId: number) => void;
}

/** Asks before removing a worker: they are signed out everywhere at once, and their history stays. */
export function DeleteWorkerModal({ worker, onClose, onDeleted }: DeleteWorkerModalProps) {
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await deleteWorker(worker.workerId);
      toast.success(REMOVED_MESSAGE);
      onDeleted(worker.workerId);
    } catch (error) {
      setDeleting(false);
      const problem = await serverError(error);
      if (problem) toast.error(`${DELETE_FAILED_MESSAGE}: ${problem.message}`);
    }
  }

  return (
    <Modal title="Delete Worker" onClose={onClose}>
      <p>
        Delete <strong>{worker.email}</strong>? They are signed out at once and can no longer log in. The orders they
        handled keep their history.
      </p>
      <DialogActions
        onCancel={onClose}
        label="Delete"
        busyLabel="Deleting…"
        busy={deleting}
        onConfirm={() => void confirm()}
      />
    </Modal>
  );
}
