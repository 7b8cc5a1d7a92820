import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Select, type SelectOption } from '../Select';
import { TextInput } from '../TextInput';
import * as styles from './HeroSearch.css';

export interface HeroSearchValues {
  keyword: string;
  /** The chosen location option's value; '' for any location. */
  location: string;
  /** The chosen category option's value; '' for any category. */
  category: string;
}

export interface HeroSearchProps extends Omit<ComponentProps<'section'>, 'title' | 'onSubmit'> {
  /** The page's main heading, e.g. the home page headline. */
  title?: ReactNode;
  /** A small line above the title. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  keywordLabel: string;
  keywordPlaceholder?: string;
  locationLabel: string;
  /** The empty choice, e.g. 'All locations'. */
  locationPlaceholder?: string;
  locationOptions: readonly SelectOption[];
  categoryLabel: string;
  /** The empty choice, e.g. 'All categories'. */
  categoryPlaceholder?: string;
  categoryOptions: readonly SelectOption[];
  submitLabel: string;
  /** Names the search landmark. */
  searchLabel?: string;
  defaultKeyword?: string;
  defaultLocation?: string;
  defaultCategory?: string;
  /**
   * Where the search goes: the form is a GET form, so it works before (or without) any script.
   * Default '/jobs'.
   */
  action?: string;
  /** The query parameter of each field. Default: q, country and category, as /jobs reads them. */
  fieldNames?: Record<keyof HeroSearchValues, string>;
  /**
   * Called with the typed and chosen values instead of the browser's own submission (an app's
   * client-side navigation). Without it the form submits natively.
   */
  onSearch?: (values: HeroSearchValues) => void;
  /** The element for the title, to fit the page outline (default h1). */
  titleAs?: 'h1' | 'h2';
  /** Extra content under the form, e.g. popular searches. */
  children?: ReactNode;
  /**
   * Beside the headline from desktop widths (under the form on smaller screens), e.g. live
   * figures or popular searches, so the hero's second half is not left empty.
   */
  aside?: ReactNode;
}

const defaultFieldNames: Record<keyof HeroSearchValues, string> = {
  keyword: 'q',
  location: 'country',
  category: 'category',
};

/** The home page hero: a headline and a keyword / location / category job search. */
export function HeroSearch({
  title,
  eyebrow,
  description,
  keywordLabel,
  keywordPlaceholder,
  locationLabel,
  locationPlaceholder,
  locationOptions,
  categoryLabel,
  categoryPlaceholder,
  categoryOptions,
  submitLabel,
  searchLabel,
  defaultKeyword = '',
  defaultLocation = '',
  defaultCategory = '',
  action = '/jobs',
  fieldNames = defaultFieldNames,
  onSearch,
  titleAs: TitleTag = 'h1',
  children,
  aside,
  className,
  ...rest
}: HeroSearchProps) {
  const [values, setValues] = useState<HeroSearchValues>({
    keyword: defaultKeyword,
    location: defaultLocation,
    category: defaultCategory,
  });
  const update = (field: keyof HeroSearchValues) => (value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    onSearch({ ...values, keyword: values.keyword.trim() });
  };

  return (
    <section data-slot="hero-search" className={clsx(styles.root, className)} {...rest}>
      <div className={clsx(styles.inner, aside ? styles.withAside : undefined)}>
        {eyebrow || title || description ? (
          <div className={styles.intro}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            {title ? <TitleTag className={styles.title}>{title}</TitleTag> : null}
            {description ? <div className={styles.description}>{description}</div> : null}
          </div>
        ) : null}
        <form
          method="get"
          action={action}
          role="search"
          aria-label={searchLabel}
          className={styles.form}
          onSubmit={submit}
        >
          <TextInput
            type="search"
            name={fieldNames.keyword}
            label={keywordLabel}
            placeholder={keywordPlaceholder}
            value={values.keyword}
            onChange={(event) => update('keyword')(event.target.value)}
            className={styles.field}
          />
          <Select
            name={fieldNames.location}
            label={locationLabel}
            placeholder={locationPlaceholder}
            options={locationOptions}
            value={values.location}
            onChange={(event) => update('location')(event.target.value)}
            className={styles.field}
          />
          <Select
            name={fieldNames.category}
            label={categoryLabel}
            placeholder={categoryPlaceholder}
            options={categoryOptions}
            value={values.category}
            onChange={(event) => update('category')(event.target.value)}
            className={styles.field}
          />
          <Button type="submit" icon={<Search />} className={styles.submit}>
            {submitLabel}
          </Button>
        </form>
        {children ? <div className={styles.extra}>{children}</div> : null}
        {aside ? (
          <div className={styles.aside} data-slot="hero-search-aside">
            {aside}
          </div>
        ) : null}
      </div>
    </section>
  );
}
