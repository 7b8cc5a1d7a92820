import { BlogListing } from '../../features/blog/BlogListing';
import { blogPageCopy } from '../../content/blog';

export default function BlogPage() {
  return <BlogListing title={blogPageCopy.all.title} intro={blogPageCopy.all.intro} />;
}
