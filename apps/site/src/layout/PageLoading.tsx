import { Box, Spinner } from '@globalhire/ui';

/** What a page rendered in the browser (a panel) shows while its code loads. */
export function PageLoading() {
  return (
    <Box display="flex" justifyContent="center" paddingY="xxxlarge">
      <Spinner size="large" label="Loading the page..." />
    </Box>
  );
}
