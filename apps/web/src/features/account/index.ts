// The account feature (account-and-product §2 'Upgrade page', 'Account page', 'E-mail confirmation
// page'). The routes load each page from its own module, so each is a chunk of its own.
export { StorePage } from './components/store-page';
export { MyAccountPage } from './components/my-account-page';
export { EmailConfirmationPage } from './components/email-confirmation-page';
