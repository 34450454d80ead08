/**
 * The staff address of the suite: playwright.config.ts starts the site with STAFF_EMAILS set to it
 * (a site started by hand for E2E_BASE_URL needs the same setting).
 */
export const STAFF_EMAIL = process.env.E2E_STAFF_EMAIL || 'backoffice-staff@example.com';

/**
 * Staff of their own for specs whose view depends on the person's last visit ("New since your last
 * visit") or who edit content, so specs running side by side do not move each other's view.
 */
export const DAY_ROUND_STAFF_EMAIL = process.env.E2E_DAY_ROUND_STAFF_EMAIL || 'day-round-staff@example.com';
export const EDITOR_STAFF_EMAIL = process.env.E2E_EDITOR_STAFF_EMAIL || 'content-editor@example.com';
/** The staff of tests/content/editor-uploads.spec.ts: signing in beside publishing.spec.ts's editor would void one's code. */
export const UPLOADS_STAFF_EMAIL = process.env.E2E_UPLOADS_STAFF_EMAIL || 'content-uploads@example.com';

/** The staff of tests/content/contact-details.spec.ts (a site of its own). */
export const CONTACT_STAFF_EMAIL = process.env.E2E_CONTACT_STAFF_EMAIL || 'contact-editor@example.com';

/** Every staff address above: playwright.config.ts gives the site this list. */
export const SUITE_STAFF_EMAILS = [STAFF_EMAIL, DAY_ROUND_STAFF_EMAIL, EDITOR_STAFF_EMAIL, UPLOADS_STAFF_EMAIL].join(',');
