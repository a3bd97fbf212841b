import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import './toaster.css';

/** The app's one toast outlet, configured as spec point 9 says. */
export function Toaster() {
  return <ToastContainer position="top-right" autoClose={2000} newestOnTop closeOnClick pauseOnHover theme="dark" />;
}

/**
 * A success toast about one thing (a dish's availability, the restaurant's pause): a newer answer about it rewrites
 * the toast still on screen, where a second toast with the same id would be dropped as a repeat.
 */
export function toastLatest(id: string, message: string) {
  if (toast.isActive(id)) toast.update(id, { render: message });
  else toast.success(message, { toastId: id });
}
