import { BlogCategoryPage } from '../../features/blog/BlogCategoryPage';

export default function CareerAdvicePage() {
  return <BlogCategoryPage page="career-advice" />;
}
