// account-and-product §2: the login domain select (default from the detected country) and the
// 'login for free' link to the chosen domain's sign-on.
import {
  LOGIN_DOMAINS,
  loginDomainForCountry,
  isLoginDomainKey,
  type LoginDomainKey,
} from '@greenbook/trading';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useGeo } from '@/lib/api/geo';
import { fallbackSignOn, signOnAddress, useSignOn } from '../api/sign-on';
import styles from './landing.module.css';

const DOMAIN_KEYS = Object.keys(LOGIN_DOMAINS).filter(isLoginDomainKey);

export function CountryLogin() {
  const { t } = useTranslation();
  const geo = useGeo();
  const signOn = useSignOn();
  const [picked, setPicked] = useState<LoginDomainKey | undefined>(undefined);
  const domain = picked ?? loginDomainForCountry(geo.data?.countryCode3);
  const address = signOnAddress(signOn.data ?? fallbackSignOn(), domain);
  return (
    <div className={styles.login}>
      <Select
        label={t('session.landing.countryLabel')}
        value={domain}
        options={DOMAIN_KEYS.map((key) => ({ value: key, label: t(`session.domains.${key}`) }))}
        onValueChange={(value) => {
          if (isLoginDomainKey(value)) setPicked(value);
        }}
      />
      <a className={buttonClassName('primary', styles.loginButton)} href={address}>
        <LogIn aria-hidden="true" size={16} />
        {t('session.landing.loginButton')}
      </a>
    </div>
  );
}
