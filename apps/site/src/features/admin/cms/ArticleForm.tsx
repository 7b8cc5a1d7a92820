import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Column,
  Columns,
  FormLayout,
  Inline,
  Select,
  TextInput,
  Textarea,
  toast,
} from '@globalhire/ui';
import {
  articleSchema,
  blogCategories,
  fieldErrors,
  saveArticle,
  slugify,
  slugTakenCode,
  type ArticleInput,
  type EditableArticle,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { DataQueryError, unwrap } from '../../../app/query';
import { useFocusFirstError } from '../../forms/useFocusFirstError';
import { adminMessages } from '../adminMessages';
import { CoverImageField } from './CoverImageField';
import { MarkdownField } from './MarkdownField';

type Status = ArticleInput['status'];

const valuesOf = (article: EditableArticle | null): ArticleInput => ({
  title: article?.title ?? '',
  slug: article?.slug ?? '',
  category: (article?.category ?? '') as ArticleInput['category'],
  author: article?.author ?? '',
  excerpt: article?.excerpt ?? '',
  body: article?.body ?? '',
  image_path: article?.image_path ?? null,
  status: article?.status ?? 'draft',
});

const savedNotice = (saved: EditableArticle, wasPublished: boolean) =>
  saved.status === 'published'
    ? {
        title: wasPublished ? 'Changes published' : 'Published',
        description: `"${saved.title}" is on the blog at /blog/${saved.slug}.`,
      }
    : {
        title: wasPublished ? 'Unpublished' : 'Draft saved',
        description: `"${saved.title}" is saved as a draft; visitors do not see it.`,
      };

/**
 * Create or edit an article. On create the slug follows the title until the admin edits it; once
 * saved it stays as it is when the title changes, so links to the article keep working.
 */
export function ArticleForm({
  article,
  onSaved,
}: {
  article: EditableArticle | null;
  onSaved: (saved: EditableArticle) => void;
}) {
  const client = useSupabase();
  const [values, setValues] = useState(() => valuesOf(article));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [slugEdited, setSlugEdited] = useState(article !== null);
  const { formRef, focusFirstError } = useFocusFirstError();
  const wasPublished = article?.status === 'published';

  const set = <K extends keyof ArticleInput>(name: K, value: ArticleInput[K]) => {
    setValues((previous) => ({
      ...previous,
      [name]: value,
      // A new article's slug is made from its title until the admin writes one.
      ...(name === 'title' && !slugEdited ? { slug: slugify(String(value)) } : {}),
    }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const save = useMutation({
    mutationFn: async (input: ArticleInput) =>
      unwrap(await saveArticle(client, article?.id ?? null, input)),
    onSuccess: (saved) => {
      toast({ ...savedNotice(saved, wasPublished), tone: 'positive' });
      setValues(valuesOf(saved));
      onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof DataQueryError && error.code === slugTakenCode) {
        setErrors({ slug: error.message });
        focusFirstError();
        return;
      }
      toast({ title: adminMessages.actionFailed, description: error.message, tone: 'critical' });
    },
  });

  const submitAs = (status: Status) => (event?: FormEvent) => {
    event?.preventDefault();
    const input = { ...values, status };
    const parsed = articleSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstError();
      return;
    }
    save.mutate(input);
  };
  const primary: Status = 'published';
  const busy = save.isPending;

  return (
    <FormLayout
      ref={formRef}
      onSubmit={submitAs(wasPublished ? 'published' : 'draft')}
      noValidate
      actions={
        <Inline space="small">
          <Button
            type="button"
            loading={busy && save.variables?.status === primary}
            loadingLabel="Publishing..."
            disabled={busy}
            onClick={() => submitAs(primary)()}
          >
            {wasPublished ? 'Save and keep published' : 'Publish'}
          </Button>
          <Button
            type="button"
            variant="soft"
            tone="neutral"
            loading={busy && save.variables?.status === 'draft'}
            loadingLabel="Saving..."
            disabled={busy}
            onClick={() => submitAs('draft')()}
          >
            {wasPublished ? 'Unpublish and save as draft' : 'Save draft'}
          </Button>
        </Inline>
      }
    >
      <TextInput
        label="Title"
        required
        value={values.title}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextInput
        label="Slug"
        required
        hint={
          article
            ? `The article's address: /blog/${values.slug || '…'}. Changing it breaks links to the old address.`
            : `The article's address: /blog/${values.slug || '…'}. Made from the title; kept when the title changes later.`
        }
        value={values.slug}
        error={errors.slug}
        onChange={(event) => {
          setSlugEdited(true);
          set('slug', event.target.value.trim().toLowerCase());
        }}
      />
      <Columns space="large" collapseBelow="tablet">
        <Column>
          <Select
            label="Category"
            required
            placeholder="Choose a category"
            options={blogCategories.map((category) => ({ value: category, label: category }))}
            value={values.category}
            error={errors.category}
            onChange={(event) => set('category', event.target.value as ArticleInput['category'])}
          />
        </Column>
        <Column>
          <TextInput
            label="Author"
            required
            value={values.author}
            error={errors.author}
            onChange={(event) => set('author', event.target.value)}
          />
        </Column>
      </Columns>
      <Textarea
        label="Excerpt"
        hint="One or two sentences, shown under the title and on the blog's cards."
        rows={3}
        value={values.excerpt}
        error={errors.excerpt}
        onChange={(event) => set('excerpt', event.target.value)}
      />
      <MarkdownField
        value={values.body}
        error={errors.body}
        onChange={(body) => set('body', body)}
      />
      <CoverImageField
        path={values.image_path}
        disabled={busy}
        onChange={(path) => set('image_path', path)}
      />
    </FormLayout>
  );
}
