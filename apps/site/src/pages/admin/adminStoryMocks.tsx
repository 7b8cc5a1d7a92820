import type { RequestHandler } from 'msw';
import { waitFor, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import { PanelFrame } from '../../panels/PanelFrame';

/** The admin panel around a page, as /admin/* renders it. */
export const AdminFrame = () => <PanelFrame role="admin" />;

/** The signed-in admin's profile, then the story's own mocks, then every default. */
export const adminMocks = (extra: RequestHandler[] = []) => ({
  msw: { handlers: [handlers.profile(fixtures.profiles.admin), ...extra, ...defaultHandlers] },
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
