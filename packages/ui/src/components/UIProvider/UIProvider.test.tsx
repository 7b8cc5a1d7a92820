import {
  ButtonLink,
  DefaultLinkComponent,
  Link,
  UIProvider,
  useLinkComponent,
  type LinkComponentProps,
} from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const makeLink = (name: string) =>
  function NamedLink({ href, children, ...props }: LinkComponentProps) {
    return (
      <a data-link-component={name} href={href} {...props}>
        {children}
      </a>
    );
  };

function WhichLink() {
  const LinkComponent = useLinkComponent();
  return (
    <span data-testid="which">{LinkComponent === DefaultLinkComponent ? 'default' : 'custom'}</span>
  );
}

describe('UIProvider / useLinkComponent', () => {
  it('gives the default anchor without a provider', async () => {
    await render(<WhichLink />);
    await expect.element(page.getByTestId('which')).toHaveTextContent('default');
  });

  it('gives the provided component to every link kind', async () => {
    const AppLink = makeLink('app');
    await render(
      <UIProvider linkComponent={AppLink}>
        <WhichLink />
        <Link href="/a">Text link</Link>
        <ButtonLink href="/b">Button link</ButtonLink>
      </UIProvider>,
    );
    await expect.element(page.getByTestId('which')).toHaveTextContent('custom');
    await expect
      .element(page.getByRole('link', { name: 'Text link' }))
      .toHaveAttribute('data-link-component', 'app');
    await expect
      .element(page.getByRole('link', { name: 'Button link' }))
      .toHaveAttribute('data-link-component', 'app');
  });

  it('the nearest provider wins', async () => {
    await render(
      <UIProvider linkComponent={makeLink('outer')}>
        <Link href="/outer">Outer</Link>
        <UIProvider linkComponent={makeLink('inner')}>
          <Link href="/inner">Inner</Link>
        </UIProvider>
      </UIProvider>,
    );
    await expect
      .element(page.getByRole('link', { name: 'Outer' }))
      .toHaveAttribute('data-link-component', 'outer');
    await expect
      .element(page.getByRole('link', { name: 'Inner' }))
      .toHaveAttribute('data-link-component', 'inner');
  });

  it('a nested provider without linkComponent keeps the outer one', async () => {
    await render(
      <UIProvider linkComponent={makeLink('outer')}>
        <UIProvider>
          <Link href="/plain">Plain</Link>
        </UIProvider>
      </UIProvider>,
    );
    await expect
      .element(page.getByRole('link', { name: 'Plain' }))
      .toHaveAttribute('data-link-component', 'outer');
  });
});
