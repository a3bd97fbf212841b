import { ToastContainer, toast, type Id } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import './toaster.css';

/** The app's one toast outlet, configured as spec point 9 says. */
export function Toaster() {
  return <ToastContainer position="top-right" autoClose={2000} newestOnTop closeOnClick pauseOnHover theme="dark" />;
}

/** The toast last shown about each thing, by toastLatest. */
const latest = new Map<string, Id>();

/**
 * A success toast about one thing (a dish's availability, the restaurant's pause): a newer answer about it replaces
 * the toast still on screen. Each answer is a toast of its own, as one with the same id as a toast still showing (or
 * still fading out) would be dropped as a repeat, and rewriting that one would be lost as it fades.
 */
export function toastLatest(about: string, message: string) {
  const previous = latest.get(about);
  if (previous !== undefined) toast.dismiss(previous);
  latest.set(about, toast.success(message));
}
