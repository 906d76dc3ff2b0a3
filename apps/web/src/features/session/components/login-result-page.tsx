// account-and-product §2 "Login result page": the code in ?code= is exchanged for the token, then
// home. On error the message (the exchange's details of a refused code, else the spec's generic
// translated text) is toasted and the user goes home too.
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '@/lib/toasts/notify';
import { useLoginCodeExchange } from '../hooks/use-login-code-exchange';
import { completeSignIn } from '../model/session-actions';
import styles from './landing.module.css';

export function LoginResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  useLoginCodeExchange(code, 'login', {
    onToken: (token) => {
      completeSignIn(token);
      void navigate('/', { replace: true });
    },
    onError: (message) => {
      notify('error', message, { id: 'login-error' });
      void navigate('/', { replace: true });
    },
  });
  return (
    <main className={styles.card} aria-busy="true">
      <p>{t('session.loginResult.signingIn')}</p>
    </main>
  );
}
