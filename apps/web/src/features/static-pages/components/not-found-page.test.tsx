import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { NotFoundPage } from './not-found-page';

beforeAll(async () => {
  await initI18n('en');
});

describe('not-found page', () => {
  it('shows the 404 texts and a link home', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], {
      initialEntries: ['/nowhere'],
    });
    render(<RouterProvider router={router} />);
    // The page is named by its title, for a screen reader's list of landmarks.
    expect(screen.getByRole('main', { name: '- 404 -' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '- 404 -' })).toBeInTheDocument();
    for (const line of ['respect the nature', 'no Bang Bang in here', 'try another target'])
      expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
