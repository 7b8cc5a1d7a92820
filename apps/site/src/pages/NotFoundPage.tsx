import { ButtonLink, Container, EmptyState } from '@globalhire/ui';
import { usePageMeta } from '../seo/usePageMeta';

export default function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: 'The page you asked for does not exist.', noIndex: true, status: 404 });
  return (
    <Container width="medium">
      <EmptyState
        titleAs="h1"
        title="Page not found"
        description="The page you asked for does not exist or has moved."
        action={<ButtonLink href="/">Go Home</ButtonLink>}
      />
    </Container>
  );
}

export { NotFoundPage };
