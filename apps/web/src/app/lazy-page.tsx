// Route-level code splitting (issue 15 §4): each page's code is its own chunk, fetched when the
// route is first shown, so the market route's first load carries only what it draws. Skeleton
// rows hold the page's place meanwhile.
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '@/components/ui/skeleton-rows';

function PageLoading() {
  const { t } = useTranslation();
  return <SkeletonRows label={t('app.loadingPage')} />;
}

const loaders: Array<() => Promise<unknown>> = [];

/** Fetches every page's code now (the whole-screen tests do, before their clocks start). */
export async function preloadPages(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}

/**
 * A page component whose code loads on first render, behind skeleton rows — or behind nothing
 * (`whileLoading: 'nothing'`) for a page that is the whole window, such as the landing page: a
 * skeleton there would be wrong content flashing first, then shifted away by the page.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { whileLoading = 'skeleton' }: { readonly whileLoading?: 'skeleton' | 'nothing' } = {},
): ComponentType<Props> {
  loaders.push(load);
  const Page = lazy(async () => ({ default: await load() }));
  const fallback = whileLoading === 'skeleton' ? <PageLoading /> : null;
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Page {...props} />
      </Suspense>
    );
  };
}
