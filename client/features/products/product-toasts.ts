/** The product screens' toasts, worded as spec point 8 has them. */
export const ADDED_MESSAGE = 'Product added successfully.';
export const ADD_FAILED_MESSAGE = 'Failed to add product.';
export const UPDATED_MESSAGE = 'Product Updated Successfully';
export const UPDATE_FAILED_MESSAGE = 'An unexpected error occurred while updating the product';
export const DELETED_MESSAGE = 'Product Deleted Successfully';
export const DELETE_FAILED_MESSAGE = 'An unexpected error occurred while deleting the product';
