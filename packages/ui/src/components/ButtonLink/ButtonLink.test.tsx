import { Button, ButtonLink, UIProvider, type LinkComponentProps } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
  <a data-router-link="" href={href} {...props}>
    {children}
  </a>
);

describe('ButtonLink', () => {
  it('renders through the provider link component', async () => {
    await render(
      <UIProvider linkComponent={RouterLink}>
        <ButtonLink href="/post-job">Post a job</ButtonLink>
      </UIProvider>,
    );
    const link = page.getByRole('link', { name: 'Post a job' });
    await expect.element(link).toHaveAttribute('data-router-link');
    await expect.element(link).toHaveAttribute('href', '/post-job');
  });

  it('looks exactly like a Button with the same props', async () => {
    await render(
      <div style={{ display: 'flex', alignItems: 'flex-start' }}>
        <Button tone="neutral" variant="outline" size="large">
          Same label
        </Button>
        <ButtonLink href="#x" tone="neutral" variant="outline" size="large">
          Same label
        </ButtonLink>
      </div>,
    );
    const button = page.getByRole('button').element();
    const link = page.getByRole('link').element();
    const a = getComputedStyle(button);
    const b = getComputedStyle(link);
    for (const property of [
      'backgroundColor',
      'color',
      'borderTopColor',
      'paddingLeft',
      'fontSize',
      'borderRadius',
    ] as const) {
      expect(b[property], property).toBe(a[property]);
    }
    expect(link.getBoundingClientRect().height).toBe(button.getBoundingClientRect().height);
    expect(b.textDecorationLine).toBe('none');
  });

  it('external: a plain new-tab anchor that says so, with an icon', async () => {
    await render(
      <UIProvider linkComponent={RouterLink}>
        <ButtonLink href="https://example.org" external externalLabel="(new tab)">
          Visit partner
        </ButtonLink>
      </UIProvider>,
    );
    const link = page.getByRole('link', { name: 'Visit partner (new tab)' });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(link).not.toHaveAttribute('data-router-link');
    expect(link.element().querySelector('svg')).not.toBeNull();
  });

  it('never makes an unsafe address clickable', async () => {
    await render(
      <ButtonLink href="javascript:alert(1)" external>
        Join the call
      </ButtonLink>,
    );
    await expect.element(page.getByText('Join the call')).toBeInTheDocument();
    expect(document.querySelector('a')).toBeNull();
  });
});
