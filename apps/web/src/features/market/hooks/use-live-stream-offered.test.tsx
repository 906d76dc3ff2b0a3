// trading-core §2 This Market tab: the live stream panel is for premium users, and only when the
// event's broadcasts offer live video or a data visualisation.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { useLiveStreamOffered } from './use-live-stream-offered';
import { eventually } from '@/testing/eventually';

function Probe({ eventId }: { readonly eventId: string }) {
  return <p>{useLiveStreamOffered(eventId) ? 'offered' : 'not offered'}</p>;
}

function answerBroadcasts(broadcasts: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return Promise.resolve(Response.json([{ eventId: 77, eventTypeId: 1, broadcasts }]));
  });
  return calls;
}

/** Renders the probe; the promise settles once the broadcasts answer has been read. */
async function renderProbe(eventId = '77') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Probe eventId={eventId} />
    </QueryClientProvider>,
  );
  await eventually(() =>
    expect(client.getQueryCache().findAll({ queryKey: ['scores-and-broadcast'] })[0]?.state.status).toBe(
      'success',
    ),
  );
}

const flags = (isLiveVideoAvailable: boolean, isDataVisualizationAvailable: boolean) => ({
  isLiveVideoAvailable,
  isDataVisualizationAvailable,
  tv: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSettingsStore.setState({ isPremium: false });
});

describe('the live stream panel is offered', () => {
  it.each([
    ['live video', flags(true, false)],
    ['a data visualisation', flags(false, true)],
    ['both', flags(true, true)],
  ])('to a premium user when the broadcasts offer %s', async (_, broadcasts) => {
    useSettingsStore.setState({ isPremium: true });
    const calls = answerBroadcasts(broadcasts);
    await renderProbe();
    expect(await screen.findByText('offered')).toBeInTheDocument();
    expect(calls[0]).toContain('/inplayservice/v1/scoresAndBroadcast?eventIds=77');
  });

  it('to nobody when the broadcasts offer neither, or say nothing readable', async () => {
    useSettingsStore.setState({ isPremium: true });
    answerBroadcasts(flags(false, false));
    await renderProbe();
    expect(screen.getByText('not offered')).toBeInTheDocument();
    vi.unstubAllGlobals();
    answerBroadcasts({ isDataVisualizationAvailable: 'yes' });
    await renderProbe();
    expect(screen.getAllByText('not offered')).toHaveLength(2);
  });

  it('never to a free user, whatever the broadcasts', async () => {
    answerBroadcasts(flags(true, true));
    await renderProbe();
    expect(screen.getByText('not offered')).toBeInTheDocument();
  });
});
