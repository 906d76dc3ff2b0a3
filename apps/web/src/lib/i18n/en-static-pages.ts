// English short labels of the static pages (account-and-product §2 "Static pages") and of the
// widgets' login result. The pages' long texts are not here: each page loads its own content
// module per language with its chunk (features/static-pages/content), so they stay out of every
// page's first load.
export const enStaticPages = {
  staticPages: {
    about: 'About',
    terms: 'Terms and Conditions',
    faq: 'FAQ',
    userGuide: 'User Guide',
    links: 'Information pages',
  },
  widgetsLogin: {
    title: 'Widgets login',
    noReturnAddress: 'Error trying to get the URL where you came from...',
    goBack: 'Please go back to the page with the widget yourself.',
    home: 'Back to home',
  },
};
