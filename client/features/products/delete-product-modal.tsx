import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Product } from '../../../shared/menu.ts';
import { Modal } from '../../components/modal.tsx';
import { hasStatus, serverError } from '../../lib/api.ts';
import { DELETED_MESSAGE, DELETE_FAILED_MESSAGE } from './product-toasts.ts';
import { deleteProduct } from './products-api.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';

interface DeleteProductModalProps {
  product: Product;
  onClose: () => void;
  /** The product is gone from the menu; the list should be read again. */
  onDeleted: () => void;
}

/** Asks before a product leaves the menu, and says what happens to the orders that had it. */
export function DeleteProductModal({ product, onClose, onDeleted }: DeleteProductModalProps) {
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await deleteProduct(product.id);
      toast.success(DELETED_MESSAGE);
      onDeleted();
      onClose();
    } catch (error) {
      setDeleting(false);
      const problem = await serverError(error);
      if (!problem) return;
      if (hasStatus(error, 404)) {
        // Someone else removed it first: the outcome the admin wanted, on a list that is out of date.
        toast.info(problem.message);
        onDeleted();
        onClose();
      } else {
        toast.error(DELETE_FAILED_MESSAGE);
      }
    }
  }

  return (
    <Modal title="Delete Product" onClose={onClose}>
      <p>
        Delete <strong>{product.name}</strong>? It leaves the menu at once. Past orders keep showing it as it was.
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
