// account-and-product §2 'E-mail confirmation page' (/email-confirmation?code=, open to everyone:
// the link is opened from a mailbox, maybe on a device without a session): 'IS LOADING', then
// success, already confirmed or failed; a server error is toasted (§8) and leads to /.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Loader } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';
import { refreshPremiumRecord } from '@/lib/premium/premium-record';
import { SUPPORT_EMAIL } from '@/lib/support/support-contact';
import { notify } from '@/lib/toasts/notify';
import { confirmEmailCode } from '../model/confirmation-result';

export function EmailConfirmationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: ['email-confirmation', code],
    queryFn: () => confirmEmailCode(code),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  }).data;

  useEffect(() => {
    if (result === 'success') void refreshPremiumRecord(queryClient);
    if (result === 'no-connection') {
      notify('error', t('session.serversUnreachable'), { id: 'email-confirmation' });
      void navigate('/', { replace: true });
    }
  }, [result, queryClient, navigate, t]);

  const home = (
    <Link to="/" className={buttonClassName('primary')}>
      {t('emailConfirmation.home')}
    </Link>
  );
  if (result === undefined || result === 'no-connection') {
    return (
      <MessagePage icon={Loader} title={t('emailConfirmation.title')} action={null} aria-busy="true">
        <p role="status">{t('emailConfirmation.loading')}</p>
      </MessagePage>
    );
  }
  if (result === 'failed') {
    return (
      <MessagePage icon={CircleAlert} tone="lose" title={t('emailConfirmation.title')} action={home}>
        <p role="alert">
          {code === null ? t('emailConfirmation.missingCode') : t('emailConfirmation.failed')}
        </p>
        <p>{t('emailConfirmation.contactSupport', { email: SUPPORT_EMAIL })}</p>
      </MessagePage>
    );
  }
  return (
    <MessagePage icon={CircleCheck} title={t('emailConfirmation.title')} action={home}>
      <p role="status">
        {result === 'success' ? t('emailConfirmation.success') : t('emailConfirmation.already')}
      </p>
    </MessagePage>
  );
}
