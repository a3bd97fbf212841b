import type { Product } from '../../../shared/menu.ts';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { DELETED_MESSAGE, DELETE_FAILED_MESSAGE } from './product-toasts.ts';
import { deleteProduct } from './products-api.ts';

interface DeleteProductModalProps {
  product: Product;
  onClose: () => void;
  /** The product is gone from the menu; the list should be read again. */
  onDeleted: () => void;
}

/** Asks before a product leaves the menu, and says what happens to the orders that had it. */
export function DeleteProductModal({ product, onClose, onDeleted }: DeleteProductModalProps) {
  return (
    <ConfirmDeleteModal
      title="Delete Product"
      remove={() => deleteProduct(product.id)}
      deletedMessage={DELETED_MESSAGE}
      failedMessage={() => DELETE_FAILED_MESSAGE}
      onGone={onDeleted}
      onClose={onClose}
    >
      Delete <strong>{product.name}</strong>? It leaves the menu at once. Past orders keep showing it as it was.
    </ConfirmDeleteModal>
  );
}
