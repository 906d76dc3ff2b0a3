// English texts, the source of every translation key (pt.ts must have the same shape, so a
// missing key is a compile error). Spec texts are quoted exactly.
export const en = {
  app: {
    name: 'Greenbook',
  },
  notFound: {
    title: '- 404 -',
    slogan: 'respect the nature',
    joke: 'no Bang Bang in here',
    hint: 'try another target',
    home: 'Back to home',
  },
} as const;

/** The shape every language file must have: the same keys, any strings. */
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Translations = Strings<typeof en>;
