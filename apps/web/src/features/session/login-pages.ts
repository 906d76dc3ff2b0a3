// The login hand-off's pages (account-and-product §2 /login…): imported only lazily (app/routes.tsx),
// so a signed-in page never loads them.
export { LoginPage } from './components/login-page';
export { LoginResultPage } from './components/login-result-page';
export { LoginDevelopmentPage } from './components/login-development-page';
export { WidgetsLoginDevelopmentPage, WidgetsLoginResultPage } from './components/widgets-login-result-page';
