// The one toast container of the app: top right (account-and-product §8); notify.ts closes each
// toast after its 5 s with its own timer.
import { useTranslation } from 'react-i18next';
import { cssTransition, ToastContainer } from 'react-toastify';
// Bundled with the app's CSS: the server's CSP (style-src 'self') blocks the library's own injected <style>.
import 'react-toastify/ReactToastify.css';
import '@/components/ui/toast.css';

/**
 * The library's Bounce without its collapse: collapsing a leaving toast reads its scrollHeight,
 * which forced the whole market screen's pending style and layout inside the animation's end
 * event (~100 ms in bench:web). The toasts overlay the page, so only the toasts below a leaving
 * one move: they close its gap at once instead of sliding up.
 */
const BOUNCE_WITHOUT_COLLAPSE = cssTransition({
  enter: 'Toastify--animate Toastify__bounce-enter',
  exit: 'Toastify--animate Toastify__bounce-exit',
  appendPosition: true,
  collapse: false,
});

export function ToastHost({ theme }: { readonly theme: 'light' | 'dark' }) {
  const { t } = useTranslation();
  return (
    <ToastContainer
      aria-label={t('app.notifications')}
      position="top-right"
      autoClose={false}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss={false}
      theme={theme}
      transition={BOUNCE_WITHOUT_COLLAPSE}
    />
  );
}
