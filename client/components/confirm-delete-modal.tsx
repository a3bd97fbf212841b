import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { hasStatus, serverError } from '../lib/api.ts';
import { DialogActions } from './dialog-actions.tsx';
import { Modal } from './modal.tsx';

interface ConfirmDeleteModalProps {
  title: string;
  /** The question, naming what goes and what happens to it. */
  children: ReactNode;
  remove: () => Promise<unknown>;
  deletedMessage: string;
  /** The toast when the server refused, given its message. */
  failedMessage: (serverMessage: string) => string;
  /** It is gone, deleted now or by someone else first: the list should drop it. */
  onGone: () => void;
  onClose: () => void;
}

/** Asks before something is deleted, deletes it, and says how that went. */
export function ConfirmDeleteModal(props: ConfirmDeleteModalProps) {
  const { title, children, remove, deletedMessage, failedMessage, onGone, onClose } = props;
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await remove();
      toast.success(deletedMessage);
      onGone();
      onClose();
    } catch (error) {
      setDeleting(false);
      const problem = await serverError(error);
      if (!problem) return;
      if (hasStatus(error, 404)) {
        // Someone else removed it first: the outcome the admin wanted, on a list that is out of date.
        toast.info(problem.message);
        onGone();
        onClose();
      } else {
        toast.error(failedMessage(problem.message));
      }
    }
  }

  return (
    <Modal title={title} onClose={onClose}>
      <p>{children}</p>
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
