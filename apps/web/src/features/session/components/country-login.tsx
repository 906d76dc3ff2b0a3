// account-and-product §2: the login domain select (default from the detected country) and the
// 'login for free' link to the chosen domain's sign-on.
import {
  LOGIN_DOMAINS,
  loginDomainForCountry,
  isLoginDomainKey,
  type LoginDomainKey,
} from '@greenbook/trading';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeo } from '@/lib/api/geo';
import { fallbackSignOn, signOnAddress, useSignOn } from '../api/sign-on';
import styles from './landing.module.css';

const DOMAIN_KEYS = Object.keys(LOGIN_DOMAINS).filter(isLoginDomainKey);

export function CountryLogin() {
  const { t } = useTranslation();
  const id = useId();
  const geo = useGeo();
  const signOn = useSignOn();
  const [picked, setPicked] = useState<LoginDomainKey | undefined>(undefined);
  const domain = picked ?? loginDomainForCountry(geo.data?.countryCode3);
  const address = signOnAddress(signOn.data ?? fallbackSignOn(), domain);
  return (
    <div className={styles.login}>
      <label htmlFor={id} className={styles.label}>
        {t('session.landing.countryLabel')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={domain}
        onChange={(event) => {
          if (isLoginDomainKey(event.target.value)) setPicked(event.target.value);
        }}
      >
        {DOMAIN_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`session.domains.${key}`)}
          </option>
        ))}
      </select>
      <a className={styles.loginButton} href={address}>
        {t('session.landing.loginButton')}
      </a>
    </div>
  );
}
