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
    await expect.element(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect.element(page.getByRole('complementary')).toHaveTextContent('About the company');
    expect(
      screen.container.querySelector('[data-slot="job-detail"]')?.hasAttribute('data-has-aside'),
    ).toBe(true);
  });
});
