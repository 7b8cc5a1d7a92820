import { BlogCategoryPage } from '../../features/blog/BlogCategoryPage';

export default function RelocationTipsPage() {
  return <BlogCategoryPage page="relocation-tips" />;
}
