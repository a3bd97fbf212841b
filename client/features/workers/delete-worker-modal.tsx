import type { Worker } from '../../../shared/workers.ts';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { deleteWorker } from './workers-api.ts';

const REMOVED_MESSAGE = 'Worker removed';
// Spec point 8.
const DELETE_FAILED_MESSAGE = 'Failed to delete worker';

interface DeleteWorkerModalProps {
  worker: Worker;
  onClose: () => void;
  /** The worker is gone (removed now, or by another admin first): the list should drop them. */
  onDeleted: (workerId: number) => void;
}

/** Asks before removing a worker: they are signed out everywhere at once, and their history stays. */
export function DeleteWorkerModal({ worker, onClose, onDeleted }: DeleteWorkerModalProps) {
  return (
    <ConfirmDeleteModal
      title="Delete Worker"
      remove={() => deleteWorker(worker.workerId)}
      deletedMessage={REMOVED_MESSAGE}
      failedMessage={(message) => `${DELETE_FAILED_MESSAGE}: ${message}`}
      onGone={() => onDeleted(worker.workerId)}
      onClose={onClose}
    >
      Delete <strong>{worker.email}</strong>? They are signed out at once and can no longer log in. The orders they
      handled keep their history.
    </ConfirmDeleteModal>
  );
}
