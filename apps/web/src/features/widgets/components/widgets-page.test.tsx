// The widgets generator's form rules (account-and-product §4, §5) and its embed code, on the real
// routes as a visitor sees them.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDGET_THEME_PRESETS, decodeWidgetText } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, stubWebSocket, type FetchStub } from '@/app/testing/fetch-stub';
import { renderApp, resetApp } from '@/app/testing/render-app';
import { changeInterfaceLanguage } from '@/lib/i18n/i18n';
import { setLanguage } from '@/lib/storage/language';

const CATALOGUE = '/exchange/widgets/rest/v1.0/listMarketCatalogue';

let fetchStub: FetchStub;

function stub(
  catalogue: { status?: number; body?: unknown } = { body: [{ marketId: '1.998877', marketName: 'Winner' }] },
) {
  fetchStub = stubFetch([
    ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
    ['POST', CATALOGUE, catalogue],
  ]);
}

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function embedAttributes(): Map<string, string> {
  const holder = document.createElement('div');
  holder.innerHTML = screen.getByTestId('widget-embed-code').textContent;
  const element = holder.querySelector('div.greenbook-widget');
  return new Map([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));
}

async function openPage() {
  renderApp('/widgets');
  await screen.findByRole('heading', { level: 1, name: 'Free widgets' });
}

describe('/widgets', () => {
  it('is open to visitors: intro, the three steps, the settings, with the information links below', async () => {
    stub();
    await openPage();
    const steps = screen.getByRole('heading', { name: 'How is it done?' }).closest('section');
    expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'WIDGETS SETTINGS' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Multiple markets' })).toBeChecked();
    expect(screen.getByRole('navigation', { name: 'Information pages' })).toBeInTheDocument();
  });

  it('one market: -1 is replaced by the first market the widgets service lists', async () => {
    stub();
    await openPage();
    await userEvent.click(screen.getByRole('radio', { name: 'One market' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Market ID' })).toHaveValue('1.998877'));
    expect(fetchStub.callsTo(CATALOGUE, 'POST')[0]?.body).toEqual({
      filter: { eventTypeIds: ['1'], marketTypeCodes: ['WINNER', 'TOURNAMENT_WINNER'] },
      maxResults: 1,
      sort: 'MAXIMUM_AVAILABLE',
    });
    expect(embedAttributes().get('data-widget-id')).toBe('1.998877');
    expect(embedAttributes().has('data-widget-title')).toBe(false);
  });

  it('one market: a failed lookup is only logged and keeps -1', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stub({ status: 503, body: { error: 'down' } });
    await openPage();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('radio', { name: 'One market' }));
    expect(screen.getByRole('textbox', { name: 'Market ID' })).toHaveValue('-1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the market id help opens its picture', async () => {
    stub();
    await openPage();
    await userEvent.click(screen.getByRole('radio', { name: 'One market' }));
    await userEvent.click(screen.getByRole('button', { name: 'Where to find the market ID?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where to find the market ID?' });
    expect(within(dialog).getByRole('img')).toHaveAccessibleName(/market ID at its end/);
  });

  it('list adds stay disabled while empty; chips come off one at a time; no duplicates', async () => {
    stub();
    await openPage();
    const add = screen.getByRole('button', { name: 'Add: Venues' });
    expect(add).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Venues' });
    await userEvent.type(input, '   ');
    expect(add).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'York');
    await userEvent.click(add);
    await userEvent.type(input, 'Ascot{Enter}');
    await userEvent.type(input, 'York{Enter}');
    const chips = screen.getByRole('list', { name: 'Venues' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['York', 'Ascot']);
    expect(embedAttributes().get('data-widget-venues')).toBe('York|Ascot');
    await userEvent.click(screen.getByRole('button', { name: 'Remove York' }));
    expect(embedAttributes().get('data-widget-venues')).toBe('Ascot');
    expect(screen.getByRole('combobox', { name: 'Widget Templates' })).toHaveTextContent('Custom');
  });

  it('type codes: add disabled until a known code is chosen, with its relevancy; chosen codes are not offered', async () => {
    stub();
    await openPage();
    const add = screen.getByRole('button', { name: 'Add: Type Codes' });
    const input = screen.getByRole('combobox', { name: 'Type Codes' });
    await userEvent.type(input, 'over under 25');
    expect(add).toBeDisabled();
    const options = screen.getByRole('listbox', { name: 'Known market type codes' });
    const option = within(options).getByRole('option', { name: /^OVER_UNDER_25, \d+\.\d\d% relevancy$/ });
    await userEvent.click(option);
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(embedAttributes().get('data-widget-markettypecodes')).toBe('MATCH_ODDS|OVER_UNDER_25');
    await userEvent.type(input, 'OVER_UNDER_2');
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: /^OVER_UNDER_25,/ })).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, 'MATCH_ODDS');
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: /^MATCH_ODDS,/ })).toBeNull();
  });

  it('a template overwrites the options with its presets', async () => {
    stub();
    await openPage();
    await userEvent.click(screen.getByRole('combobox', { name: 'Widget Templates' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Horse racing: Ascot next races' }));
    const attributes = embedAttributes();
    expect(attributes.get('data-widget-venues')).toBe('Ascot');
    expect(attributes.get('data-widget-eventtypeids')).toBe('7');
    expect(attributes.get('data-widget-markettypecodes')).toBe('WIN');
    expect(attributes.get('data-widget-markets-sort')).toBe('FIRST_TO_START');
    expect(decodeWidgetText(attributes.get('data-widget-title') ?? '')).toBe('Ascot');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Ascot');
    expect(screen.getByRole('combobox', { name: 'Sort Order' })).toHaveTextContent('First To Start');
  });

  it('custom starts from the current theme with the editor open; editing a preset switches to custom; closing clears', async () => {
    stub();
    await openPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(embedAttributes().get('data-color-theme')).toBe('dark');
    expect(screen.queryByRole('group', { name: 'Colors' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const editor = screen.getByRole('group', { name: 'Colors' });
    expect(within(editor).getByLabelText('Header background')).toHaveValue(WIDGET_THEME_PRESETS.dark[0]);
    expect(embedAttributes().get('data-color')).toBe(WIDGET_THEME_PRESETS.dark.join('|'));

    await userEvent.click(screen.getByRole('radio', { name: 'Green' }));
    expect(embedAttributes().has('data-color')).toBe(false);
    fireEvent.change(within(editor).getByLabelText('Footer'), { target: { value: '#123456' } });
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
    const colours = embedAttributes().get('data-color')?.split('|');
    expect(colours?.[12]).toBe('#123456');
    expect(colours?.[0]).toBe(WIDGET_THEME_PRESETS.green[0]);

    // Back to a preset with the editor open, then closing it: no custom colours remain.
    await userEvent.click(screen.getByRole('radio', { name: 'bf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close the colors editor' }));
    expect(screen.queryByRole('group', { name: 'Colors' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit colors' }));
    expect(
      within(screen.getByRole('group', { name: 'Colors' })).getByLabelText('Header background'),
    ).toHaveValue(WIDGET_THEME_PRESETS.bf[0]);
  });

  it('texts are encoded, empty ones omitted, and the preview follows 1 s later', async () => {
    stub();
    await openPage();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, '<script>alert("x")</script> £');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Subtitle' }));
    const code = screen.getByTestId('widget-embed-code').textContent;
    expect(code).not.toContain('<script>alert');
    expect(code).toContain('<script async src="http://localhost:3000/embed/widget.js"></script>');
    const attributes = embedAttributes();
    expect(decodeWidgetText(attributes.get('data-widget-title') ?? '')).toBe('<script>alert("x")</script> £');
    expect(attributes.has('data-widget-subtitle')).toBe(false);
    const preview = screen.getByTestId('widget-preview');
    await waitFor(() =>
      expect(preview.querySelector('.greenbook-widget')?.getAttribute('data-widget-title')).toBe(
        attributes.get('data-widget-title'),
      ),
    );
    expect(document.querySelectorAll('script[src$="/embed/widget.js"]')).toHaveLength(1);
  });

  it('Copy script puts the code on the clipboard and confirms it', async () => {
    stub();
    await openPage();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy script' }));
    expect(writeText).toHaveBeenCalledWith(screen.getByTestId('widget-embed-code').textContent);
    expect(await screen.findByText('The embed code is on your clipboard.')).toBeInTheDocument();
  });

  it('in Portuguese the default bonus is Portuguese, its title as well as its description', async () => {
    stub();
    // A visitor who chose Portuguese earlier (the stored choice) opens the generator.
    await setLanguage('pt');
    renderApp('/widgets');
    await screen.findByRole('heading', { level: 1, name: 'Widgets grátis' });
    expect(screen.getByRole('textbox', { name: 'Título do bônus' })).toHaveValue(
      'Aposta grátis de 20£ na bolsa',
    );
    const attributes = embedAttributes();
    expect(decodeWidgetText(attributes.get('data-bonus-title') ?? '')).toBe('Aposta grátis de 20£ na bolsa');
    expect(decodeWidgetText(attributes.get('data-bonus-description') ?? '')).toMatch(
      /^Somente novos clientes/,
    );
  });

  it('follows a language switch made on the page for the texts still at their defaults, not for typed ones', async () => {
    stub();
    renderApp('/widgets');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Football');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Bonus title' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Bonus title' }), 'My bonus');
    await act(() => changeInterfaceLanguage('pt'));
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Futebol');
    expect(screen.getByRole('textbox', { name: 'Subtítulo' })).toHaveValue(
      'Principais mercados nas próximas 24 horas',
    );
    expect(screen.getByRole('textbox', { name: 'Título do bônus' })).toHaveValue('My bonus');
    const description = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Descrição do bônus' });
    expect(description.value).toMatch(/^Somente novos clientes/);
  });
});
