import type { Decorator, Preview } from '@storybook/react-vite';
import { UIProvider } from '@globalhire/ui';
import { pseudoArgs, pseudoMessages } from './pseudoLocale';

type GlobalType = NonNullable<Preview['globalTypes']>[string];

const toolbar = (
  description: string,
  title: string,
  icon: 'transfer' | 'globe',
  items: Record<string, string>,
): GlobalType => ({
  description,
  toolbar: {
    title,
    icon,
    items: Object.entries(items).map(([value, itemTitle]) => ({ value, title: itemTitle })),
    dynamicTitle: true,
  },
});

/** The toolbar menus for the globals `direction` and `locale`. */
export const localeGlobalTypes = {
  direction: toolbar('Text direction', 'Direction', 'transfer', {
    ltr: 'Left to right',
    rtl: 'Right to left',
  }),
  locale: toolbar('Words the components say (UIProvider messages)', 'Locale', 'globe', {
    en: 'English',
    pseudo: 'Pseudo-locale (long, accented)',
  }),
};

/**
 * The toolbar's Direction and Locale (globals `direction` and `locale`; a story pins them with
 * `globals: { direction: 'rtl' }`). Right to left sets `dir` on the document, as a page in
 * Arabic or Hebrew does, so portalled dialogs and toasts turn too. The pseudo-locale gives the
 * components long accented words through UIProvider's `messages`, and the story's text args too.
 */
export const withLocale: Decorator = (Story, context) => {
  const direction = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  const pseudo = context.globals.locale === 'pseudo';
  if (context.viewMode !== 'docs') {
    if (direction === 'rtl') document.documentElement.dir = 'rtl';
    else document.documentElement.removeAttribute('dir');
  }
  // The default (English, left to right) adds nothing around the story.
  if (direction === 'ltr' && !pseudo) return <Story />;
  const story = pseudo ? <Story args={pseudoArgs(context.args, context.argTypes)} /> : <Story />;
  return (
    <div dir={direction} lang={pseudo ? 'en-XA' : 'en'}>
      {pseudo ? <UIProvider messages={pseudoMessages}>{story}</UIProvider> : story}
    </div>
  );
};
