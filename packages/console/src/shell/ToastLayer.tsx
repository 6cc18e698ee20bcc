import { ToastContainer } from '@sift/ui';

/**
 * The toasts, in a module of their own so that App loads them lazily: ToastContainer's portal brings
 * @floating-ui, which the sign-in page does not otherwise need (bench/console-bundle.mjs, login budget).
 */
export default function ToastLayer() {
  return <ToastContainer />;
}
