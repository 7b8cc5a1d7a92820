import type { RequestHandler } from 'msw';
import { waitFor, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import { PanelFrame } from '../../panels/PanelFrame';

/** The admin panel around a page, as /admin/* renders it. */
export const AdminFrame = () => <PanelFrame role="admin" />;

/**
 * The story's own mocks, then the signed-in admin's profile, then every default. The story's
 * come first so a profile write's read-back (GET profile_details for the changed account) is
 * answered by the write's mock, not by the admin's own profile.
 */
export const adminMocks = (extra: RequestHandler[] = []) => ({
  msw: { handlers: [...extra, handlers.profile(fixtures.profiles.admin), ...defaultHandlers] },
});

/** Generous: story tests share a busy machine, and a find fails only after the whole wait. */
export const slow = { timeout: 8000 };

/** The table row that mentions `text`, once the rows have loaded. */
export async function findRow(canvasElement: HTMLElement, text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = within(canvasElement)
      .queryAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(text));
    if (!row) throw new Error(`no row with "${text}" yet`);
    return row;
  }, slow);
}
