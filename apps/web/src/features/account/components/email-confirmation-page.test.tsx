// account-and-product §2 'E-mail confirmation page', §4 result types, §8 server error.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubAnswer } from '@/app/testing/fetch-stub';
import { eventually } from '@/testing/eventually';
import { renderAccountPage, signInAccountTestUser } from '@/testing/render-account-page';
import { EmailConfirmationPage } from './email-confirmation-page';

beforeEach(signInAccountTestUser);
afterEach(() => vi.unstubAllGlobals());

const CODE = 'Abc_defGHIjkl-mnopQRSTuvwxyz0123';

function openLink(answer: StubAnswer | (() => Promise<StubAnswer>), search = `?code=${CODE}`) {
  const fetch = stubFetch([['GET', /^\/api\/email-confirmation\//, answer]]);
  const view = renderAccountPage(
    `/email-confirmation${search}`,
    '/email-confirmation',
    <EmailConfirmationPage />,
  );
  return { fetch, ...view };
}

describe('the e-mail confirmation page', () => {
  it("shows 'IS LOADING' until the service answers, then the completed profile (200)", async () => {
    let answer!: (value: StubAnswer) => void;
    const { fetch } = openLink(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByText('IS LOADING')).toBeInTheDocument();
    answer({ status: 200, body: { status: 'CONFIRMED' } });
    expect(await screen.findByText('You have completed your profile.')).toBeInTheDocument();
    expect(fetch.callsTo(`/api/email-confirmation/${CODE}`)).toHaveLength(1);
    // The link works without a session: the code is the proof.
    expect(fetch.calls[0]?.headers['authorization']).toBeUndefined();
  });

  it('says an address is already confirmed (202)', async () => {
    openLink({ status: 202, body: { status: 'ALREADY_CONFIRMED' } });
    expect(await screen.findByText('Your e-mail address is already confirmed.')).toBeInTheDocument();
  });

  it.each([
    [404, 'NOT_FOUND'],
    [410, 'EXPIRED'],
    [410, 'SUPERSEDED'],
    [400, 'BAD_REQUEST'],
  ])('fails with the contact-support text when the service answers %i %s', async (status, error) => {
    openLink({ status, body: { error, message: 'no' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm your e-mail address. The link may be invalid or expired.',
    );
    expect(screen.getByText(/contact support at support@greenbook.app/)).toBeInTheDocument();
  });

  it('fails without calling the service for a missing or malformed code', async () => {
    const { fetch } = openLink({ status: 200, body: { status: 'CONFIRMED' } }, '?code=%3Cscript%3E');
    expect(await screen.findByRole('alert')).toHaveTextContent('The link may be invalid');
    expect(fetch.callsTo(/^\/api\/email-confirmation\//)).toHaveLength(0);
  });

  it('toasts the server error and goes home when the service cannot answer', async () => {
    const { router } = openLink({ status: 503, body: { error: 'UNAVAILABLE' } });
    expect(
      await screen.findByText(
        'Something went wrong when trying to comunicate with our servers. Please try again later or contact us.',
      ),
    ).toBeInTheDocument();
    await eventually(() => expect(router.state.location.pathname).toBe('/'));
  });
});
