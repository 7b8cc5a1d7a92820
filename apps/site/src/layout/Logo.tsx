import { Link, Text } from '@globalhire/ui';

/** The GlobalHire word mark, linking home. */
export function Logo() {
  return (
    <Link href="/" tone="inherit" underline="hover" aria-label="GlobalHire home">
      <Text as="span" size="large" weight="bold" tone="brand">
        GlobalHire
      </Text>
    </Link>
  );
}
