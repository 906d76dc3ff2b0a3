// The search feature's call for other screens (the command palette, composed by the app layer):
// the same exchange query and answer checks as the results page, without the page's code.
export { searchMarkets } from './api/search-markets';
export { textQueryFor } from './model/search-query';
