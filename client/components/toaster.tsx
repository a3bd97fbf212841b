import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import './toaster.css';

/** The app's one toast outlet, configured as spec point 9 says. */
export function Toaster() {
  return <ToastContainer position="top-right" autoClose={2000} newestOnTop closeOnClick pauseOnHover theme="dark" />;
}
