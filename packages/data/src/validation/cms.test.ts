import { describe, expect, it } from 'vitest';
import { coverFileProblem } from '../mutations/cms';
import { articleSchema, faqSchema, slugify } from './cms';

describe('slugify', () => {
  it('makes the slug the database would, without accents', () => {
    expect(slugify('Visa & Work: A Guide!')).toBe('visa-work-a-guide');
    expect(slugify('  Élan in Zürich  ')).toBe('elan-in-zurich');
    expect(slugify('***')).toBe('');
  });
});

describe('articleSchema', () => {
  const valid = {
    title: 'A title',
    slug: 'a-title',
    category: 'Career Tips',
    author: 'Team',
    excerpt: '',
    body: '',
    image_path: null,
    status: 'draft',
  } as const;

  it('accepts a complete article', () => {
    expect(articleSchema.safeParse(valid).success).toBe(true);
  });

  it('names each field that is wrong', () => {
    const result = articleSchema.safeParse({
      ...valid,
      title: ' ',
      slug: 'Bad Slug',
      category: 'Gossip',
      author: '',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => [issue.path[0], issue.message]);
    expect(Object.fromEntries(paths)).toEqual({
      title: 'Title is required.',
      slug: 'Use lowercase letters, numbers and single hyphens, like my-first-article.',
      category: 'Choose a category.',
      author: 'Author is required.',
    });
  });

  it('requires an FAQ question and answer', () => {
    expect(
      faqSchema.safeParse({ question: '', answer: '', status: 'draft' }).error!.issues,
    ).toHaveLength(2);
  });
});

describe('coverFileProblem', () => {
  it('refuses other types and files over 5 MB', () => {
    expect(coverFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(coverFileProblem({ type: 'application/pdf', size: 1000 })).toMatch(/not accepted/);
    expect(coverFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe(
      'The image is too large. The maximum size is 5 MB.',
    );
  });
});
