import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeInterfaceLanguage, initI18n } from '@/lib/i18n/i18n';
import { FaqPage } from './faq-page';

beforeAll(async () => {
  await initI18n('en');
});

afterAll(async () => {
  await changeInterfaceLanguage('en');
});

function openFaq() {
  const router = createMemoryRouter([{ path: '/faq', element: <FaqPage /> }], { initialEntries: ['/faq'] });
  render(<RouterProvider router={router} />);
  return screen.getAllByRole('button');
}

describe('FAQ page', () => {
  it('lists 13 questions, every answer closed', () => {
    const questions = openFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(questions).toHaveLength(13);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/over 72 hours/)).not.toBeInTheDocument();
  });

  it('opens and closes an answer from the keyboard, and moves between questions with the arrows', async () => {
    const user = userEvent.setup();
    const questions = openFaq();
    const refund = screen.getByRole('button', { name: 'Can I get a refund?' });
    await user.tab();
    expect(questions[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(refund).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Can I get a refund?' });
    expect(within(answer).getByText(/lasts over 72 hours/)).toBeVisible();

    await user.keyboard('{ArrowUp}');
    expect(questions[11]).toHaveFocus();
    await user.keyboard(' ');
    // Several answers may be open at once.
    expect(questions[11]).toHaveAttribute('aria-expanded', 'true');
    expect(refund).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{Enter}');
    expect(refund).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/lasts over 72 hours/)).not.toBeInTheDocument();
  });

  it('speaks Portuguese, with the same 13 questions', async () => {
    await changeInterfaceLanguage('pt');
    const questions = openFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeInTheDocument();
    expect(questions).toHaveLength(13);
    expect(screen.getByRole('button', { name: 'Posso pedir reembolso?' })).toBeInTheDocument();
  });
});
