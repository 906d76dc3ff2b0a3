// The one toast container of the app: top right, 5 s (account-and-product §8).
import { TOAST_DURATIONS_MS } from '@greenbook/trading';
import { ToastContainer } from 'react-toastify';
// Bundled with the app's CSS: the server's CSP (style-src 'self') blocks the library's own injected <style>.
import 'react-toastify/ReactToastify.css';
import '@/components/ui/toast.css';

export function ToastHost({ theme }: { readonly theme: 'light' | 'dark' }) {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_DURATIONS_MS.default}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss={false}
      theme={theme}
    />
  );
}
