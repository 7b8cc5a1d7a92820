import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { clearToasts, themes } from '@globalhire/ui';
import { resetMockActivity, trackMockedRequests } from './mockActivity';
import { viewports } from './viewports';
import { localeGlobalTypes, withLocale } from './withLocale';
import { withTheme } from './withTheme';

// Data stories mock Supabase with `parameters.msw` handlers (from @globalhire/data/mocks);
// an unhandled API call is printed, never silently sent to a real server.
const startMockServiceWorker = async () => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (/\/(rest|auth|storage)\/v1\//.test(pathname)) print.warning();
    },
  });
  trackMockedRequests(worker);
  return worker;
};

// A page story passes the page and its frame as components (`page: ApplicantApplicationsPage`,
// `layout: ApplicantFrame`): functions no panel can edit and no props table documents, so they
// leave the controls and tables. Handlers (`on…`) stay, as actions, and so does any function
// prop a component documents (UIProvider's `linkComponent`, FaqList's `resultsAnnouncement`).
const hideUndocumentedFunctionArgs: NonNullable<Preview['argTypesEnhancers']>[number] = ({
  argTypes,
  initialArgs,
}) => {
  const hidden = Object.entries(initialArgs)
    .filter(([name, value]) => typeof value === 'function' && !/^on[A-Z]/.test(name))
    .filter(([name]) => !argTypes[name]?.table?.type)
    .map(([name]) => [name, { ...argTypes[name], table: { disable: true } }]);
  return { ...argTypes, ...Object.fromEntries(hidden) };
};

const preview: Preview = {
  tags: ['autodocs'],
  argTypesEnhancers: [hideUndocumentedFunctionArgs],
  // withLocale runs inside withTheme: the theme's wrapper stays the story's outermost element.
  decorators: [withLocale, withTheme],
  loaders: [mswLoader(startMockServiceWorker)],
  // The toast store is global (toast() works outside React): a story starts without the last
  // story's toast, in Storybook and in the test runs alike.
  // Likewise the count of mocked requests in flight (the visual suite waits for it to drop).
  beforeEach: () => {
    clearToasts();
    resetMockActivity();
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: themes.map((theme) => ({
          value: theme,
          title: theme === 'dark' ? 'Dark' : 'Light',
          icon: theme === 'dark' ? 'moon' : 'sun',
        })),
        dynamicTitle: true,
      },
    },
    ...localeGlobalTypes,
  },
  initialGlobals: { theme: 'light', direction: 'ltr', locale: 'en' },
  parameters: {
    layout: 'padded',
    // The theme paints the canvas; Storybook's own backgrounds would fight it.
    backgrounds: { disable: true },
    viewport: { options: viewports },
    // A ref is React plumbing, not a prop to set from a panel: out of the tables and controls.
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
      expanded: true,
      exclude: ['ref'],
    },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
    docs: { toc: true },
    // The sidebar: the guides first, then the library by what a component is for, then the
    // site's pages. Story ids keep the former 'Components/…' titles (each meta's `id`), so links
    // and screenshot names did not move with the groups.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design tokens',
          'Usage',
          'Patterns',
          'Foundations',
          'Layout',
          'Forms',
          'Feedback',
          'Overlays',
          'Navigation',
          'Job board',
          'Pages',
          '*',
        ],
      },
    },
  },
};

export default preview;
