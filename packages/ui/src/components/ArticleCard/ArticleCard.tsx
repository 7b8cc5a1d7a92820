import { clsx } from 'clsx';
import { Newspaper } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { ProvidedLink } from '../UIProvider';
import * as styles from './ArticleCard.css';

export interface ArticleCardProps extends Omit<ComponentProps<'article'>, 'children' | 'title'> {
  /** The article page, e.g. '/blog/how-to-relocate'. */
  href: string;
  title: string;
  excerpt: ReactNode;
  category?: string;
  author?: string;
  /** The date as the reader should see it, formatted by the caller. */
  date?: string;
  /** The same date machine-readable (ISO 8601), for the <time> element. */
  dateTime?: string;
  /** A cover image URL; or pass `image` for a custom element (e.g. a <picture>). */
  imageUrl?: string;
  /** Alternative text of the cover; leave empty when the image only decorates the title. */
  imageAlt?: string;
  image?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** A blog article teaser; the whole card links to the article. */
export function ArticleCard({
  href,
  title,
  excerpt,
  category,
  author,
  date,
  dateTime,
  imageUrl,
  imageAlt = '',
  image,
  headingLevel = 3,
  className,
  ...rest
}: ArticleCardProps) {
  const HeadingTag = `h${headingLevel}` as const;
  const cover =
    image ??
    (imageUrl ? (
      <img className={styles.image} src={imageUrl} alt={imageAlt} loading="lazy" decoding="async" />
    ) : (
      <Newspaper className={styles.placeholderIcon} aria-hidden="true" />
    ));

  return (
    <Card
      as="article"
      padding="none"
      interactive
      data-slot="article-card"
      className={clsx(styles.card, className)}
      {...rest}
    >
      <div className={styles.root}>
        <div className={styles.media}>{cover}</div>
        <div className={styles.body}>
          {category ? (
            <div className={styles.meta}>
              <Badge tone="brand">{category}</Badge>
            </div>
          ) : null}
          <HeadingTag className={styles.title}>
            <ProvidedLink href={href} className={styles.link} data-card-link>
              {title}
            </ProvidedLink>
          </HeadingTag>
          <p className={styles.excerpt}>{excerpt}</p>
          {author || date ? (
            <div className={styles.footer}>
              {author ? <span className={styles.author}>{author}</span> : null}
              {author && date ? (
                <span className={styles.separator} aria-hidden="true">
                  •
                </span>
              ) : null}
              {date ? <time dateTime={dateTime}>{date}</time> : null}
            </div>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
