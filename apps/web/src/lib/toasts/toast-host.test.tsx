// The toasts' region is named in the interface language (account-and-product §9): in Portuguese it
// was the library's own 'Notifications Alt+T'.
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeInterfaceLanguage, initI18n } from '@/lib/i18n/i18n';
import { ToastHost } from './toast-host';

beforeAll(async () => {
  await initI18n('en');
});

afterAll(async () => {
  await changeInterfaceLanguage('en');
});

describe('toast host', () => {
  it('names its region in English, and in Portuguese in a Portuguese interface', async () => {
    const { unmount } = render(<ToastHost theme="light" />);
    expect(screen.getByRole('region', { name: 'Notifications Alt+T' })).toBeInTheDocument();
    unmount();
    await changeInterfaceLanguage('pt');
    render(<ToastHost theme="light" />);
    expect(screen.getByRole('region', { name: 'Notificações Alt+T' })).toBeInTheDocument();
  });
});
