// The people-facing accounts of the embedded exchange (embedded-exchange issue §5): sign in with
// username = password. One per situation a trader or a test needs: GBP, EUR, a high-minimum
// currency, a small balance with a loss limit.
import type { AccountSpec } from '../core/accounts.js';

const person = {
  countryCode: 'GB',
  localeCode: 'en',
  region: 'GBR',
  timezone: 'Europe/London',
  discountRate: 0,
} as const;

export const DEMO_ACCOUNTS: readonly AccountSpec[] = [
  {
    ...person,
    accountId: '100001',
    username: 'demo',
    password: 'demo',
    firstName: 'Dana',
    lastName: 'Demo',
    currencyCode: 'GBP',
    balance: 1000,
  },
  {
    ...person,
    accountId: '100002',
    username: 'euro',
    password: 'euro',
    firstName: 'Eva',
    lastName: 'Europa',
    currencyCode: 'EUR',
    countryCode: 'IE',
    region: 'IRL',
    timezone: 'Europe/Dublin',
    balance: 2000,
  },
  {
    ...person,
    accountId: '100003',
    username: 'forint',
    password: 'forint',
    firstName: 'Ferenc',
    lastName: 'Forint',
    currencyCode: 'HUF',
    countryCode: 'HU',
    localeCode: 'hu',
    region: 'HUN',
    timezone: 'Europe/Budapest',
    balance: 400_000,
  },
  {
    ...person,
    accountId: '100004',
    username: 'small',
    password: 'small',
    firstName: 'Sam',
    lastName: 'Small',
    currencyCode: 'GBP',
    balance: 15,
    lossLimit: 10,
  },
  {
    ...person,
    accountId: '100005',
    username: 'pedro',
    password: 'pedro',
    firstName: 'Pedro',
    lastName: 'Prado',
    currencyCode: 'BRL',
    countryCode: 'BR',
    localeCode: 'pt_BR',
    region: 'BRA',
    timezone: 'America/Sao_Paulo',
    balance: 5000,
  },
];
