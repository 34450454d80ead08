import { ButtonLink, NotFoundContent } from '@agency/ui';
// Through the shared package, as ContentGate: this sub-path is bundled by each front end, the platform is shared.
import { useDocumentMeta } from '@agency/platform';

const DESCRIPTION = 'This preview link has expired or is not valid. Open the entry in the back office for a new one.';

/**
 * What a draft's preview link shows once the API no longer takes its token (it lasts 15 minutes,
 * services/src/content/preview-token.ts; or it was altered): staff learn why and where to get a new
 * one, instead of the page's own "not found" (for an article, a redirect to the blog that reads as
 * if the draft were lost). Status 404 and noindex, as the preview itself.
 */
export function PreviewLinkGone() {
  useDocumentMeta('Preview link expired', DESCRIPTION, { status: 404, noindex: true });
  return (
    <NotFoundContent
      title="This preview link has expired"
      message="A preview link shows its draft for 15 minutes. Open the entry in the back office and choose Preview for a new link; nothing in the draft is lost."
      actions={
        <>
          <ButtonLink to="/admin" variant="accent">
            Open the back office
          </ButtonLink>
          <ButtonLink to="/" variant="ghost">
            Back to home
          </ButtonLink>
        </>
      }
    />
  );
}
