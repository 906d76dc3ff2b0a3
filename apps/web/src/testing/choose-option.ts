// Picks an option of a design-system Select (Radix) as a person does: opens the combobox named
// `comboboxName` (within `scope`, the whole document by default) and clicks the option by its text.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function chooseOption(
  user: UserEvent,
  comboboxName: string | RegExp,
  optionName: string | RegExp,
  scope: HTMLElement = document.body,
): Promise<void> {
  await user.click(within(scope).getByRole('combobox', { name: comboboxName }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: optionName }));
}
