import { BlogCategoryPage } from '../../features/blog/BlogCategoryPage';

export default function VisaGuidesPage() {
  return <BlogCategoryPage page="visa-guides" />;
}
