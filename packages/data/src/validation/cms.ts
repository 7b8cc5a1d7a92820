import { z } from './zod';
import { blogCategories } from '../constants';

/** Field messages of the CMS and the inbox. */
export const cmsValidationMessages = {
  titleRequired: 'Title is required.',
  titleTooLong: 'Keep the title under 300 characters.',
  slugFormat: 'Use lowercase letters, numbers and single hyphens, like my-first-article.',
  slugTooLong: 'Keep the slug under 120 characters.',
  slugTaken: 'Another article already uses this slug. Choose a different one.',
  category: 'Choose a category.',
  authorRequired: 'Author is required.',
  excerptTooLong: 'Keep the excerpt under 1,000 characters.',
  bodyTooLong: 'Keep the article under 100,000 characters.',
  questionRequired: 'Question is required.',
  questionTooLong: 'Keep the question under 500 characters.',
  answerRequired: 'Answer is required.',
  answerTooLong: 'Keep the answer under 5,000 characters.',
  replyRequired: 'Write a reply before sending it.',
  replyTooLong: 'Keep the reply under 10,000 characters.',
} as const;
const m = cmsValidationMessages;

/** A URL slug from a title, as the database makes one when none is given: 'Visa & Work!' → 'visa-work'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An article as the editor saves it; the status is chosen by the button (draft or published). */
export const articleSchema = z.object({
  title: z.string().trim().min(1, m.titleRequired).max(300, m.titleTooLong),
  slug: z.string().trim().max(120, m.slugTooLong).regex(SLUG_PATTERN, m.slugFormat),
  category: z.enum(blogCategories, { error: m.category }),
  author: z
    .string()
    .trim()
    .min(1, m.authorRequired)
    .max(200, 'Keep the author under 200 characters.'),
  excerpt: z.string().trim().max(1000, m.excerptTooLong),
  body: z.string().max(100_000, m.bodyTooLong),
  image_path: z.string().nullable(),
  status: z.enum(['draft', 'published']),
});
export type ArticleInput = z.input<typeof articleSchema>;

export const faqSchema = z.object({
  question: z.string().trim().min(1, m.questionRequired).max(500, m.questionTooLong),
  answer: z.string().trim().min(1, m.answerRequired).max(5000, m.answerTooLong),
  status: z.enum(['draft', 'published']),
});
export type FaqInput = z.input<typeof faqSchema>;

export const contactReplySchema = z.object({
  body: z.string().trim().min(1, m.replyRequired).max(10_000, m.replyTooLong),
});

/** The public images bucket's rules for article covers (mirrored from the bucket). */
export const articleCoverRules = {
  bucket: 'article-images',
  maxSizeBytes: 5 * 1024 * 1024,
  accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  extensions: ['.png', '.jpg', '.jpeg', '.webp', '.gif'],
} as const;
