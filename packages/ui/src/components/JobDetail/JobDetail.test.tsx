import { JobDetail, type JobDetailProps } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { toParagraphs } from './JobDetail';

const props = (overrides: Partial<JobDetailProps> = {}): JobDetailProps => ({
  title: 'Civil Engineer',
  companyName: 'Maple Build',
  description: 'Design bridges.',
  descriptionHeading: 'Job Description',
  requirementsHeading: 'Requirements',
  benefitsHeading: 'Benefits',
  actionsLabel: 'Job actions',
  ...overrides,
});

describe('toParagraphs', () => {
  it('splits at blank lines, keeps single line breaks and drops empty paragraphs', () => {
    expect(toParagraphs('First line\nstill first\n\n  Second  \r\n\r\nThird\n\n\n')).toEqual([
      'First line\nstill first',
      'Second',
      'Third',
    ]);
    expect(toParagraphs('   ')).toEqual([]);
  });
});

describe('JobDetail', () => {
  it('links the company only when it has a page', async () => {
    const screen = await render(<JobDetail {...props()} />);
    await expect.element(page.getByText('Maple Build', { exact: true })).toBeVisible();
    expect(page.getByRole('link').elements()).toHaveLength(0);
    await screen.rerender(<JobDetail {...props({ companyHref: '/employers/maple-build' })} />);
    await expect
      .element(page.getByRole('link', { name: 'Maple Build' }))
      .toHaveAttribute('href', '/employers/maple-build');
  });

  it('uses the headings it is given and lists requirements and benefits in order', async () => {
    await render(
      <JobDetail
        {...props({
          requirementsHeading: 'What you need',
          benefitsHeading: 'What you get',
          requirements: ['P.Eng licence', '5 years in bridges'],
          benefits: ['Relocation package'],
        })}
      />,
    );
    const requirements = page.getByRole('region', { name: 'What you need' });
    expect(
      requirements
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['P.Eng licence', '5 years in bridges']);
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'What you get' }))
      .toBeVisible();
  });

  it('places the actions and the aside slots', async () => {
    const screen = await render(
      <JobDetail
        {...props({
          actions: <button type="button">Apply Now</button>,
          aside: <p>About the company</p>,
        })}
      />,
    );
    await expect
      .element(page.getByRole('group', { name: 'Job actions' }).getByRole('button'))
      .toHaveAccessibleName('Apply Now');
    await expect.element(page.getByRole('complementary')).toHaveTextContent('About the company');
    expect(
      screen.container.querySelector('[data-slot="job-detail"]')?.hasAttribute('data-has-aside'),
    ).toBe(true);
  });

  const jobPage = () => (
    <JobDetail
      {...props({
        companyHref: '/employers/maple-build',
        location: 'Toronto, Canada',
        salary: 'CA$90,000 per year',
        deadlineText: 'Apply by 31 January 2027',
        postedText: 'Posted 5 December 2026',
        badges: [{ label: 'Visa sponsorship', tone: 'positive' }],
        // Longer than any test screen, so a bar that did not stick would be off screen.
        description: Array.from({ length: 30 }, (_, i) => `Paragraph ${i + 1}.`).join('\n\n'),
        actions: (
          <>
            <button type="button">Apply Now</button>
            <button type="button">Save job</button>
          </>
        ),
        aside: <a href="/employers/maple-build#about">About Maple Build</a>,
      })}
    />
  );

  it('gives the key facts before the description, and one Apply button', async () => {
    await page.viewport(375, 812);
    const screen = await render(jobPage());
    const description = page.getByRole('region', { name: 'Job Description' }).element();
    for (const fact of [
      'CA$90,000 per year',
      'Toronto, Canada',
      'Visa sponsorship',
      'Apply by 31 January 2027',
    ]) {
      const node = page.getByText(fact, { exact: true }).element();
      expect(node.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
    expect(page.getByRole('button', { name: 'Apply Now' }).elements()).toHaveLength(1);
    // The company name is the one link to the employer's page.
    expect(
      [...screen.container.querySelectorAll('a[href="/employers/maple-build"]')].map(
        (link) => link.textContent,
      ),
    ).toEqual(['Maple Build']);
  });

  it('on a phone keeps the actions at the bottom of the screen, covering nothing at the end', async () => {
    await page.viewport(375, 812);
    await render(jobPage());
    const bar = page.getByRole('group', { name: 'Job actions' }).element();
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);

    // Tabbing to the last link of the page scrolls it into view clear of the bar.
    const last = page.getByRole('link', { name: 'About Maple Build' }).element() as HTMLElement;
    last.focus();
    last.scrollIntoView({ block: 'end' });
    const link = last.getBoundingClientRect();
    const barNow = bar.getBoundingClientRect();
    expect(link.top >= barNow.bottom || link.bottom <= barNow.top).toBe(true);
  });

  it('on a desktop puts the actions at the top of the side column', async () => {
    await page.viewport(1280, 800);
    await render(jobPage());
    const bar = page.getByRole('group', { name: 'Job actions' }).element();
    const description = page.getByRole('region', { name: 'Job Description' }).element();
    const aside = page.getByRole('complementary').element().getBoundingClientRect();
    expect(getComputedStyle(bar).position).toBe('static');
    const barBox = bar.getBoundingClientRect();
    expect(barBox.left).toBeGreaterThan(description.getBoundingClientRect().right);
    expect(barBox.top).toBeLessThan(window.innerHeight);
    expect(barBox.bottom).toBeLessThanOrEqual(aside.top);
  });
});
