import { Alert } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('Alert', () => {
  it('critical alerts use role=alert, other tones role=status', async () => {
    await render(
      <>
        <Alert tone="critical" title="Failed" />
        <Alert tone="positive" title="Saved" />
        <Alert tone="caution" title="Careful" />
        <Alert tone="info" title="Note" />
      </>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed');
    expect(
      page
        .getByRole('status')
        .elements()
        .map((element) => element.textContent),
    ).toEqual(['Saved', 'Careful', 'Note']);
  });

  it('role can be overridden, e.g. for a static note', async () => {
    await render(<Alert tone="critical" role="note" title="Read-only" />);
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    await expect.element(page.getByRole('note')).toHaveTextContent('Read-only');
  });

  it('renders the title, the message and the action', async () => {
    await render(
      <Alert tone="info" title="Title" action={<button type="button">Act</button>}>
        Message
      </Alert>,
    );
    const alert = page.getByRole('status');
    await expect.element(alert).toHaveTextContent('TitleMessageAct');
    await expect.element(alert.getByRole('button', { name: 'Act' })).toBeVisible();
  });
});
