import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './Dialog';

function ConfirmDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    >
      <DialogTrigger>Delete job</DialogTrigger>
      <DialogContent
        title="Delete this job?"
        description="Applicants will no longer see it."
        closeLabel="Dismiss"
      >
        <DialogFooter>
          <DialogClose>Cancel</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from the trigger as a modal named and described by its title and description', async () => {
    await render(<ConfirmDialog />);
    await page.getByRole('button', { name: 'Delete job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this job?' });
    await expect.element(dialog).toHaveAccessibleDescription('Applicants will no longer see it.');
  });

  it('reports closing by Escape, by the corner button and by DialogClose', async () => {
    const onOpenChange = vi.fn();
    await render(<ConfirmDialog onOpenChange={onOpenChange} />);
    const trigger = page.getByRole('button', { name: 'Delete job' });

    await trigger.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    await trigger.click();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    await trigger.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it('focuses the first control of the content, not the corner close button', async () => {
    await render(<ConfirmDialog />);
    await page.getByRole('button', { name: 'Delete job' }).click();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('hides the rest of the page from assistive technology while open', async () => {
    await render(
      <>
        <p>Page content</p>
        <ConfirmDialog />
      </>,
    );
    await page.getByRole('button', { name: 'Delete job' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(page.getByText('Page content').element().closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('has no description reference without a description', async () => {
    await render(
      <Dialog defaultOpen>
        <DialogContent title="Application sent">Thank you.</DialogContent>
      </Dialog>,
    );
    const dialog = page.getByRole('dialog', { name: 'Application sent' });
    await expect.element(dialog).not.toHaveAttribute('aria-describedby');
  });
});
