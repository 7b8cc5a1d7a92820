/**
 * The first interactions `pnpm bench:site` times on a throttled phone: where, on what, and what
 * the page shows once it has answered. Selectors are Playwright's; each `target` lists candidates
 * tried in order, so markup can move without breaking the bench (a missing element is reported).
 */
import type { Locator, Page } from '@playwright/test';

export type Find = string | ((page: Page) => Locator);

/**
 * What the page shows when it has answered, checked every frame after the tap:
 *   open         the `<details>` of the tapped summary is open
 *   checked      the checkbox is checked
 *   pressed      the element's aria-pressed changed
 *   colorScheme  `<html>`'s colour-scheme attribute changed
 *   dialog       a dialog appeared
 *   navigation   nothing on the page: only a navigation answers
 * A navigation's start always answers too: the old page's pending indicator
 * (`<html data-navigating>`) painted, or the new page's first contentful paint.
 */
export type Answer = 'open' | 'checked' | 'pressed' | 'colorScheme' | 'dialog' | 'navigation';

export interface Interaction {
  name: string;
  page: string;
  /** The element acted on: candidates in order, the first present is used. */
  target: Find[];
  /** How the finger acts: a tap on the target (default) or on its label, or choosing an option:
   * the first of these values the select offers and has not chosen (a native picker, timed from
   * Playwright's selectOption call). */
  action?: { tapLabel: true } | { select: string[] };
  /** Typed into a field before the timed action (not timed). */
  typeFirst?: { into: Find[]; text: string };
  answer: Answer;
}

export const interactions: Interaction[] = [
  {
    name: 'open an FAQ question',
    page: '/faqs',
    target: ['main details summary'],
    answer: 'open',
  },
  {
    name: 'open the filters',
    page: '/jobs',
    target: [
      'details[data-slot="job-filters-panel"] > summary',
      'main details summary:has-text("Filters")',
    ],
    answer: 'open',
  },
  {
    name: 'search a keyword',
    page: '/jobs',
    typeFirst: {
      into: ['input[type="search"][name="keyword"]', 'input[type="search"][name="q"]'],
      text: 'nurse',
    },
    target: ['form#job-search button[type="submit"]'],
    answer: 'navigation',
  },
  {
    name: 'change the sort',
    page: '/jobs',
    target: ['select[name="sort"]'],
    // Without a keyword Newest is the default (the empty choice): then another sort is chosen.
    action: { select: ['newest', 'salary'] },
    answer: 'navigation',
  },
  {
    name: 'tick a filter',
    page: '/jobs',
    target: [
      'input[type="checkbox"][name="visa"]',
      (page) => page.getByRole('checkbox', { name: 'Visa sponsorship' }),
    ],
    action: { tapLabel: true },
    answer: 'checked',
  },
  {
    name: 'Save a job',
    page: '/jobs',
    target: ['main article a:has-text("Save"), main article button:has-text("Save")'],
    answer: 'pressed',
  },
  {
    name: 'Apply Now',
    page: '/jobs/1',
    target: ['a:has-text("Apply Now"), button:has-text("Apply Now")'],
    answer: 'dialog',
  },
  {
    name: 'switch colour scheme',
    page: '/',
    target: ['button[data-color-scheme-toggle]'],
    answer: 'colorScheme',
  },
];

/** A candidate as the report names it. */
export const describeFind = (find: Find) =>
  typeof find === 'string' ? find : find.toString().replace(/^\(?\w*\)?\s*=>\s*/, '');
