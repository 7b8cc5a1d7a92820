import { TestimonialCard } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import IN from 'country-flag-icons/react/3x2/IN';
import GB from 'country-flag-icons/react/3x2/GB';

describe('TestimonialCard', () => {
  it('draws origin and destination as SVG flags named by their countries', async () => {
    await render(
      <TestimonialCard
        quote="Great move."
        name="Rahul Mehta"
        origin={{ code: 'in', name: 'India', flag: IN }}
        destination={{ code: 'GB', name: 'United Kingdom', flag: GB }}
      />,
    );
    const india = page.getByRole('img', { name: 'India' }).element();
    const uk = page.getByRole('img', { name: 'United Kingdom' }).element();
    expect(india.querySelector('svg')).not.toBeNull();
    expect(uk.querySelector('svg')).not.toBeNull();
    // Two different countries, two different drawings.
    expect(india.innerHTML).not.toBe(uk.innerHTML);
    // Flags come before and after the arrow: origin first.
    expect(india.compareDocumentPosition(uk) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('quotes the person and shows their initials when there is no photo', async () => {
    const screen = await render(
      <TestimonialCard
        quote="From Manila to Toronto."
        name="maria de los santos"
        byline="Civil Engineer"
        origin={{ code: 'PH', name: 'Philippines' }}
        destination={{ code: 'CA', name: 'Canada' }}
      />,
    );
    expect(screen.container.querySelector('blockquote')?.textContent).toBe(
      'From Manila to Toronto.',
    );
    await expect.element(page.getByRole('figure')).toHaveTextContent('Civil Engineer');
    expect(screen.container.querySelector('figcaption [aria-hidden="true"]')?.textContent).toBe(
      'MD',
    );
  });
});
