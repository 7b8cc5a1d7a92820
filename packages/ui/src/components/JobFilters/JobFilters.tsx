import clsx from 'clsx';
import { Search, SlidersHorizontal } from 'lucide-react';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { ButtonLink } from '../ButtonLink';
import { Checkbox } from '../Checkbox';
import type { SelectOption } from '../Select';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import * as styles from './JobFilters.css';

export interface JobFilterValues {
  keyword: string;
  /** A country option's value; '' for any. */
  country: string;
  /** A category option's value; '' for any. */
  category: string;
  /** A city option's value; '' for any. */
  city: string;
  /** A work type option's value; '' for any. */
  workType: string;
  /** An employment type option's value; '' for any. */
  employmentType: string;
  /** A date-posted option's value, e.g. '7d'; '' for any time. */
  postedWithin: string;
  visaSponsorship: boolean;
  relocation: boolean;
  /** Only jobs the reader can likely take (no visa needed, a treaty route, likely sponsorable). */
  likelyTakeable: boolean;
  /** As typed, digits only; '' for no minimum. */
  minSalary: string;
  /** The currency of the minimum salary (a currency option's value); '' for the default one. */
  salaryCurrency: string;
}

/** The query parameter each field is submitted as (a ticked checkbox submits '1'). */
export type JobFilterFieldNames = Record<keyof JobFilterValues, string>;

export const emptyJobFilterValues: JobFilterValues = {
  keyword: '',
  country: '',
  city: '',
  category: '',
  workType: '',
  employmentType: '',
  postedWithin: '',
  visaSponsorship: false,
  relocation: false,
  likelyTakeable: false,
  minSalary: '',
  salaryCurrency: '',
};

export interface JobFiltersLabels {
  /** Heading of the filter panel (shown beside the results on desktop). */
  title: string;
  /** Names the search landmark, e.g. 'Search jobs'. */
  form: string;
  keyword: string;
  keywordPlaceholder?: string;
  /** The keyword's submit button, e.g. 'Search'. */
  search: string;
  country: string;
  anyCountry: string;
  city: string;
  anyCity: string;
  category: string;
  anyCategory: string;
  workType: string;
  anyWorkType: string;
  employmentType: string;
  anyEmploymentType: string;
  postedWithin: string;
  anyTime: string;
  visaSponsorship: string;
  relocation: string;
  likelyTakeable: string;
  /** Under the "likely take" checkbox: whose citizenships it answers for. */
  likelyTakeableHint?: string;
  minSalary: string;
  minSalaryHint?: string;
  salaryCurrency: string;
  /** Applies the filters when no script applies them as they change. */
  submit: string;
  reset: string;
  /** The disclosure that holds the filters on small screens, e.g. 'Filters'. */
  toggle: string;
}

export interface JobFiltersProps extends Omit<
  ComponentProps<'form'>,
  'onChange' | 'onSubmit' | 'children' | 'method'
> {
  values: JobFilterValues;
  /** Every edit, typing included (the form's draft). */
  onChange: (values: JobFilterValues) => void;
  /**
   * A field was committed and the search should follow: a select or checkbox changed, a text
   * field was left, or the form was submitted (Enter, Search). Called with every field's value.
   */
  onApply: (values: JobFilterValues) => void;
  /** The field names, equal to the query parameters the page reads. */
  names: JobFilterFieldNames;
  /** Where Reset leads: the search with no filters. */
  resetHref: string;
  countryOptions: readonly SelectOption[];
  categoryOptions: readonly SelectOption[];
  cityOptions: readonly SelectOption[];
  workTypeOptions: readonly SelectOption[];
  employmentTypeOptions: readonly SelectOption[];
  postedWithinOptions: readonly SelectOption[];
  /** Every currency but the default one, which is the empty choice `defaultCurrencyLabel`. */
  currencyOptions: readonly SelectOption[];
  /** The currency searched in when none is chosen, e.g. 'USD'. */
  defaultCurrencyLabel: string;
  labels: JobFiltersLabels;
  /** A short note under the panel's heading, e.g. that the counts are estimates. */
  note?: ReactNode;
  /** On small screens the filters start folded away unless this is set. */
  defaultOpen?: boolean;
  /** Places the keyword bar in a page's layout. */
  barClassName?: string;
  /** Places the filter panel in a page's layout. */
  panelClassName?: string;
}

/**
 * How many filters in the panel differ from empty; shown on the small-screen toggle. The keyword
 * has its own box, and the salary currency only qualifies the minimum salary.
 */
export const countActiveFilters = (values: JobFilterValues): number =>
  (Object.keys(emptyJobFilterValues) as (keyof JobFilterValues)[]).filter(
    (key) =>
      key !== 'keyword' && key !== 'salaryCurrency' && values[key] !== emptyJobFilterValues[key],
  ).length;

/**
 * The job search: one GET form, so it works as plain HTML. The keyword bar comes first at every
 * width; the filters fold into a native disclosure on small screens and show beside the results
 * on desktop. A select or checkbox applies at once, a text field when committed.
 */
export function JobFilters({
  values,
  onChange,
  onApply,
  names,
  resetHref,
  countryOptions,
  cityOptions,
  categoryOptions,
  workTypeOptions,
  employmentTypeOptions,
  postedWithinOptions,
  currencyOptions,
  defaultCurrencyLabel,
  labels,
  note,
  defaultOpen = false,
  barClassName,
  panelClassName,
  className,
  ...formProps
}: JobFiltersProps) {
  const activeCount = countActiveFilters(values);
  const edit = <K extends keyof JobFilterValues>(key: K, value: JobFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const choose = <K extends keyof JobFilterValues>(key: K, value: JobFilterValues[K]) =>
    onApply({ ...values, [key]: value });
  const commit = () => onApply(values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(values);
  };

  const select = (
    key: 'country' | 'city' | 'category' | 'workType' | 'employmentType' | 'postedWithin',
    label: string,
    placeholder: string,
    options: readonly SelectOption[],
  ) => (
    <Select
      name={names[key]}
      label={label}
      placeholder={placeholder}
      options={options}
      value={values[key]}
      onChange={(event) => choose(key, event.target.value)}
    />
  );
  const checkbox = (
    key: 'visaSponsorship' | 'relocation' | 'likelyTakeable',
    label: string,
    hint?: string,
  ) => (
    <Checkbox
      name={names[key]}
      value="1"
      label={label}
      hint={hint}
      checked={values[key]}
      onChange={(event) => choose(key, event.target.checked)}
    />
  );

  return (
    <form
      data-slot="job-filters"
      method="get"
      role="search"
      aria-label={labels.form}
      data-apply-on-change=""
      className={clsx(styles.root, className)}
      onSubmit={submit}
      {...formProps}
    >
      <div className={clsx(styles.bar, barClassName)} data-slot="job-filters-bar">
        <TextInput
          type="search"
          name={names.keyword}
          label={labels.keyword}
          placeholder={labels.keywordPlaceholder}
          value={values.keyword}
          onChange={(event) => edit('keyword', event.target.value)}
          onBlur={commit}
          className={styles.keyword}
        />
        <Button type="submit" icon={<Search />} className={styles.search}>
          {labels.search}
        </Button>
      </div>
      <details
        className={clsx(styles.panel, panelClassName)}
        open={defaultOpen || undefined}
        data-slot="job-filters-panel"
      >
        <Button
          asChild
          variant="outline"
          tone="neutral"
          icon={<SlidersHorizontal />}
          className={styles.toggle}
        >
          <summary>
            {labels.toggle}
            {activeCount > 0 ? ' ' : null}
            {activeCount > 0 ? (
              <Badge tone="brand" weight="strong" className={styles.count}>
                {activeCount}
              </Badge>
            ) : null}
          </summary>
        </Button>
        <div className={styles.body}>
          <h2 className={styles.title}>{labels.title}</h2>
          {note ? <p className={styles.note}>{note}</p> : null}
          {select('country', labels.country, labels.anyCountry, countryOptions)}
          {select('city', labels.city, labels.anyCity, cityOptions)}
          {select('category', labels.category, labels.anyCategory, categoryOptions)}
          {select('workType', labels.workType, labels.anyWorkType, workTypeOptions)}
          {select(
            'employmentType',
            labels.employmentType,
            labels.anyEmploymentType,
            employmentTypeOptions,
          )}
          {select('postedWithin', labels.postedWithin, labels.anyTime, postedWithinOptions)}
          <div className={styles.salary}>
            <TextInput
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              name={names.minSalary}
              label={labels.minSalary}
              hint={labels.minSalaryHint}
              value={values.minSalary}
              onChange={(event) => edit('minSalary', event.target.value.replace(/\D/g, ''))}
              onBlur={commit}
              className={styles.salaryAmount}
            />
            <Select
              name={names.salaryCurrency}
              label={labels.salaryCurrency}
              placeholder={defaultCurrencyLabel}
              options={currencyOptions}
              value={values.salaryCurrency}
              onChange={(event) => choose('salaryCurrency', event.target.value)}
              className={styles.salaryCurrency}
            />
          </div>
          <div className={styles.checks}>
            {checkbox('likelyTakeable', labels.likelyTakeable, labels.likelyTakeableHint)}
            {checkbox('visaSponsorship', labels.visaSponsorship)}
            {checkbox('relocation', labels.relocation)}
          </div>
          <div className={styles.actions}>
            {/* With scripts every field applies as it changes; without, this button applies them. */}
            <noscript>
              <Button type="submit" fullWidth>
                {labels.submit}
              </Button>
            </noscript>
            <ButtonLink href={resetHref} variant="ghost" tone="neutral" fullWidth>
              {labels.reset}
            </ButtonLink>
          </div>
        </div>
      </details>
    </form>
  );
}
