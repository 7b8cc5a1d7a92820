import clsx from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
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
  /** The currency of the minimum salary (a currency option's value). */
  salaryCurrency: string;
}

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
  /** Heading of the panel and name of the form. */
  title: string;
  keyword: string;
  keywordPlaceholder?: string;
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
  submit: string;
  reset: string;
  /** The button that shows the filters on small screens, e.g. 'Filters'. */
  toggle: string;
}

export interface JobFiltersProps extends Omit<
  ComponentProps<'section'>,
  'onChange' | 'onSubmit' | 'onReset'
> {
  values: JobFilterValues;
  onChange: (values: JobFilterValues) => void;
  onSubmit: (values: JobFilterValues) => void;
  onReset: () => void;
  countryOptions: readonly SelectOption[];
  categoryOptions: readonly SelectOption[];
  cityOptions: readonly SelectOption[];
  workTypeOptions: readonly SelectOption[];
  employmentTypeOptions: readonly SelectOption[];
  postedWithinOptions: readonly SelectOption[];
  currencyOptions: readonly SelectOption[];
  labels: JobFiltersLabels;
  /** On small screens the filters start folded away behind the toggle unless this is set. */
  defaultOpen?: boolean;
}

/**
 * How many filters differ from empty; shown on the small-screen toggle. The salary currency only
 * qualifies the minimum salary, so it is not a filter of its own.
 */
export const countActiveFilters = (values: JobFilterValues): number =>
  (Object.keys(emptyJobFilterValues) as (keyof JobFilterValues)[]).filter(
    (key) => key !== 'salaryCurrency' && values[key] !== emptyJobFilterValues[key],
  ).length;

/** The jobs page filter panel: controlled fields, Apply and Reset; folds behind a button on phones. */
export function JobFilters({
  values,
  onChange,
  onSubmit,
  onReset,
  countryOptions,
  cityOptions,
  categoryOptions,
  workTypeOptions,
  employmentTypeOptions,
  postedWithinOptions,
  currencyOptions,
  labels,
  defaultOpen = false,
  className,
  ...rest
}: JobFiltersProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const titleId = useId();
  const activeCount = countActiveFilters(values);
  const set = <K extends keyof JobFilterValues>(key: K, value: JobFilterValues[K]) =>
    onChange({ ...values, [key]: value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <section
      data-slot="job-filters"
      aria-labelledby={titleId}
      className={clsx(styles.root, className)}
      {...rest}
    >
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          {labels.title}
        </h2>
        <Button
          variant="outline"
          tone="neutral"
          icon={<SlidersHorizontal />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          className={styles.toggle}
        >
          {labels.toggle}
          {activeCount > 0 ? ' ' : null}
          {activeCount > 0 ? (
            <Badge tone="brand" weight="strong" className={styles.count}>
              {activeCount}
            </Badge>
          ) : null}
        </Button>
      </div>
      <form
        id={panelId}
        data-state={open ? 'open' : 'closed'}
        className={styles.panel}
        onSubmit={submit}
      >
        <TextInput
          type="search"
          label={labels.keyword}
          placeholder={labels.keywordPlaceholder}
          value={values.keyword}
          onChange={(event) => set('keyword', event.target.value)}
        />
        <Select
          label={labels.country}
          placeholder={labels.anyCountry}
          options={countryOptions}
          value={values.country}
          onChange={(event) => set('country', event.target.value)}
        />
        <Select
          label={labels.city}
          placeholder={labels.anyCity}
          options={cityOptions}
          value={values.city}
          onChange={(event) => set('city', event.target.value)}
        />
        <Select
          label={labels.category}
          placeholder={labels.anyCategory}
          options={categoryOptions}
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
        />
        <Select
          label={labels.workType}
          placeholder={labels.anyWorkType}
          options={workTypeOptions}
          value={values.workType}
          onChange={(event) => set('workType', event.target.value)}
        />
        <Select
          label={labels.employmentType}
          placeholder={labels.anyEmploymentType}
          options={employmentTypeOptions}
          value={values.employmentType}
          onChange={(event) => set('employmentType', event.target.value)}
        />
        <Select
          label={labels.postedWithin}
          placeholder={labels.anyTime}
          options={postedWithinOptions}
          value={values.postedWithin}
          onChange={(event) => set('postedWithin', event.target.value)}
        />
        <div className={styles.salary}>
          <TextInput
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            label={labels.minSalary}
            hint={labels.minSalaryHint}
            value={values.minSalary}
            onChange={(event) => set('minSalary', event.target.value.replace(/\D/g, ''))}
            className={styles.salaryAmount}
          />
          <Select
            label={labels.salaryCurrency}
            options={currencyOptions}
            value={values.salaryCurrency}
            onChange={(event) => set('salaryCurrency', event.target.value)}
            className={styles.salaryCurrency}
          />
        </div>
        <div className={styles.checks}>
          <Checkbox
            label={labels.likelyTakeable}
            hint={labels.likelyTakeableHint}
            checked={values.likelyTakeable}
            onChange={(event) => set('likelyTakeable', event.target.checked)}
          />
          <Checkbox
            label={labels.visaSponsorship}
            checked={values.visaSponsorship}
            onChange={(event) => set('visaSponsorship', event.target.checked)}
          />
          <Checkbox
            label={labels.relocation}
            checked={values.relocation}
            onChange={(event) => set('relocation', event.target.checked)}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" fullWidth>
            {labels.submit}
          </Button>
          <Button type="button" variant="ghost" tone="neutral" fullWidth onClick={onReset}>
            {labels.reset}
          </Button>
        </div>
      </form>
    </section>
  );
}
