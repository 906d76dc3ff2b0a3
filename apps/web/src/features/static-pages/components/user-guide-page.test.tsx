import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeInterfaceLanguage, initI18n } from '@/lib/i18n/i18n';
import { userGuideEn } from '../content/user-guide-en';
import { UserGuidePage } from './user-guide-page';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await changeInterfaceLanguage('en');
});

function openGuide(entry = '/user-guide', navigation = 'Guide topics') {
  const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
  const router = createMemoryRouter([{ path: '/user-guide', element: <UserGuidePage /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  const nav = screen.getByRole('navigation', { name: navigation });
  const scrolledTo = () => scrolled.mock.contexts.map((element) => (element as Element).id);
  return { router, nav, scrolledTo };
}

function swipe(from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.touchStart(document.body, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(document.body, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
}

describe('User Guide page', () => {
  it('lists every topic in the sidebar, sub-topics under their chapter, and offers the PDF', () => {
    const { nav } = openGuide();
    expect(screen.getByRole('heading', { level: 1, name: 'User Guide' })).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(userGuideEn.topics.map((topic) => topic.title));
    for (const topic of userGuideEn.topics)
      expect(within(nav).getByRole('link', { name: topic.title })).toHaveAttribute(
        'href',
        `/user-guide#${topic.id}`,
      );
    // Sidebar (General, Sports List, This Market), Market Page (header, Grid, Ladder), the 4 options.
    const sidebar = within(nav).getByRole('link', { name: 'Sidebar' }).closest('li')!;
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Sidebar',
      'General',
      "Dead-man's switch",
      'Keyboard trading and the command palette',
      'Sports List',
      'This Market',
    ]);
    const auto = within(nav).getByRole('link', { name: 'Automatic betting' }).closest('li')!;
    expect(within(auto).getAllByRole('link')).toHaveLength(5);
    // Every topic is a section with its heading, the target of its #anchor.
    for (const topic of userGuideEn.topics)
      expect(screen.getByRole('region', { name: topic.title })).toHaveAttribute('id', topic.id);
    expect(screen.getByRole('link', { name: 'Download the guide (PDF)' })).toHaveAttribute(
      'href',
      '/user-guide/greenbook-user-guide-en.pdf',
    );
    // The first topic is the current one before any scroll.
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'location');
  });

  it('a topic link goes to its #anchor, scrolls there and becomes the current topic', async () => {
    const user = userEvent.setup();
    const { router, nav, scrolledTo } = openGuide();
    await user.click(within(nav).getByRole('link', { name: 'Tick Offset' }));
    expect(router.state.location.hash).toBe('#tick-offset');
    expect(scrolledTo()).toContain('tick-offset');
    expect(within(nav).getByRole('link', { name: 'Tick Offset' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(within(nav).getByRole('link', { name: 'Login' })).not.toHaveAttribute('aria-current');
  });

  it('a deep link scrolls to its topic on load', () => {
    const { nav, scrolledTo } = openGuide('/user-guide#ladder');
    expect(scrolledTo()).toEqual(['ladder']);
    expect(within(nav).getByRole('link', { name: 'Ladder' })).toHaveAttribute('aria-current', 'location');
  });

  it('an unknown #anchor scrolls nowhere', () => {
    const { scrolledTo } = openGuide('/user-guide#nothing-here');
    expect(scrolledTo()).toEqual([]);
  });

  it('a screenshot opens in the image viewer, which closes with Escape back to the screenshot', async () => {
    const user = userEvent.setup();
    openGuide();
    const shot = screen.getByRole('button', {
      name: 'Enlarge: The Ladder view with a price ladder per runner',
    });
    await user.click(shot);
    const viewer = screen.getByRole('dialog', {
      name: 'The Ladder: every price, your bets and the traded volume.',
    });
    const image = within(viewer).getByRole('img', { name: 'The Ladder view with a price ladder per runner' });
    expect(image.getAttribute('src')).toMatch(/ladder.*\.webp/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(shot).toHaveFocus());
    await user.click(screen.getByRole('button', { name: /^Enlarge: The Grid view/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a swipe from the left edge opens the topics and a swipe to the left closes them', () => {
    const { nav } = openGuide();
    const toggle = screen.getByRole('button', { name: 'Topics' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
    // Not from the edge, or mostly up and down: the page's own scroll, not the menu.
    act(() => swipe({ x: 120, y: 300 }, { x: 300, y: 310 }));
    act(() => swipe({ x: 4, y: 300 }, { x: 80, y: 460 }));
    act(() => swipe({ x: 4, y: 300 }, { x: 30, y: 302 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    act(() => swipe({ x: 6, y: 300 }, { x: 180, y: 320 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    act(() => swipe({ x: 250, y: 300 }, { x: 60, y: 290 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
  });

  it('the drawer opens from its button and closes with Escape, its close button or a chosen topic', async () => {
    const user = userEvent.setup();
    const { nav } = openGuide();
    const toggle = screen.getByRole('button', { name: 'Topics' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(within(nav).getByRole('button', { name: 'Close topics' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(within(nav).getByRole('link', { name: 'Odds view' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks Portuguese, with the Portuguese PDF', async () => {
    await changeInterfaceLanguage('pt');
    const { nav } = openGuide('/user-guide#grid', 'Tópicos do guia');
    expect(screen.getByRole('heading', { level: 1, name: 'Guia do Usuário' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Grade' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Baixar o guia (PDF)' })).toHaveAttribute(
      'href',
      '/user-guide/greenbook-user-guide-pt.pdf',
    );
  });
});
