import { Button, Container, LoadingArea, Notice, Section, Stack } from '@agency/ui';

/** While a client-side navigation loads the blog's content from the API. */
export const contentLoading = <LoadingArea label="Loading articles…" />;

/** The API could not be read in the browser: say so, and let the reader ask again. */
export function contentFailed(retry: () => void) {
  return (
    <Section>
      <Container narrow>
        <Stack gap={3} align="flex-start">
          <Notice tone="error">The articles could not be loaded.</Notice>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </Stack>
      </Container>
    </Section>
  );
}
