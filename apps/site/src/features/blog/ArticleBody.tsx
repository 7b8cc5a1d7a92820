import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Heading, Link, Text } from '@globalhire/ui';
import * as styles from './ArticleBody.css';

const isExternal = (href: string) => /^https?:\/\//i.test(href);

// Markdown elements drawn with the ui components, so an article reads like the rest of the site.
// The article title is the page's h1, so a '#' heading inside the body is shown as an h2.
const components: Components = {
  h1: ({ children }) => (
    <Heading level={2} as="h2">
      {children}
    </Heading>
  ),
  h2: ({ children }) => (
    <Heading level={2} as="h2">
      {children}
    </Heading>
  ),
  h3: ({ children }) => (
    <Heading level={3} as="h3">
      {children}
    </Heading>
  ),
  h4: ({ children }) => (
    <Heading level={4} as="h4">
      {children}
    </Heading>
  ),
  h5: ({ children }) => (
    <Heading level={4} as="h5">
      {children}
    </Heading>
  ),
  h6: ({ children }) => (
    <Heading level={4} as="h6">
      {children}
    </Heading>
  ),
  p: ({ children }) => <Text size="large">{children}</Text>,
  a: ({ href = '', children }) => (
    <Link href={href} external={isExternal(href)}>
      {children}
    </Link>
  ),
  img: ({ src, alt }) => (
    <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" />
  ),
  table: ({ children }) => (
    <div className={styles.tableScroll}>
      <table>{children}</table>
    </div>
  ),
};

/**
 * An article's Markdown (with GitHub tables, task lists and strikethrough). Raw HTML is dropped
 * and link and image URLs pass react-markdown's safe-protocol check, so an article cannot run
 * script in a reader's browser.
 */
export function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <div className={styles.body}>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
