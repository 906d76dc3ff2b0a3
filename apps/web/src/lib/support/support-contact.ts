// The product's support address: the blocked-country page and the sidebar's General tab footer
// (account-and-product §2, trading-core §2) show the same one.
export const SUPPORT_EMAIL = 'support@greenbook.app';
