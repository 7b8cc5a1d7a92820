import { blogCategoryPages } from '@globalhire/data';
import { blogPageCopy } from '../../content/blog';
import { BlogListing } from './BlogListing';

export type BlogCategoryPageName = keyof typeof blogCategoryPages;

/** /blog/visa-guides, /blog/relocation-tips and /blog/career-advice: the blog fixed to one category. */
export function BlogCategoryPage({ page }: { page: BlogCategoryPageName }) {
  const copy = blogPageCopy.categoryPages[page];
  return <BlogListing title={copy.title} intro={copy.intro} category={blogCategoryPages[page]} />;
}
