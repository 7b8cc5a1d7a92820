import { expect, screen, within } from 'storybook/test';

/**
 * Waits for the toast titled `title` in the notifications region (Radix also copies toast text
 * into a live region, so the region is searched, not the whole page) and checks its description.
 */
export async function expectToast(title: string, description?: string | RegExp): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  const titleElement = await within(region).findByText(title, {}, { timeout: 4000 });
  const item = titleElement.closest('li') ?? titleElement;
  if (description !== undefined) await expect(item).toHaveTextContent(description);
  return item as HTMLElement;
}
