// Generated from services/openapi.json by openapi-typescript: do not edit.
// Regenerate with `npm run contract` (the API's contract, then this file).
export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in visitor’s purchases, entitlements and downloads. */
        get: operations["AccountController_get"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_account"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The entries of a kind with status, author and last change, last changed first. */
        get: operations["ContentAdminController_list"];
        put?: never;
        /** A new draft (revision 1). */
        post: operations["ContentAdminController_create"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_kind_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An entry’s latest revision, with its status, schedule and published revision. */
        get: operations["ContentAdminController_get"];
        /** Save a new revision on top of `baseRevision` (a newer one: 409 with both versions, nothing stored). */
        put: operations["ContentAdminController_save"];
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_kind_id_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/{kind}/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive an entry: off the site, kept with its history (audited). */
        post: operations["ContentAdminController_archive"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_kind_id_archive"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/{kind}/{id}/preview-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A signed link to the page showing the entry’s latest revision, valid 15 minutes. */
        post: operations["ContentAdminController_previewLink"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_kind_id_preview_link"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/{kind}/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a revision (audited). */
        post: operations["ContentAdminController_publish"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_kind_id_publish"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/{kind}/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every saved revision, newest first. */
        get: operations["ContentAdminController_revisions"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_kind_id_revisions"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/{kind}/{id}/revisions/{revision}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save an old revision’s slug and fields as a new revision (published at once when the entry is published; audited). */
        post: operations["ContentAdminController_restore"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_kind_id_revisions_revision_restore"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/{kind}/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a revision at a future time (audited); a published revision stays public until then. */
        post: operations["ContentAdminController_schedule"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_kind_id_schedule"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/{kind}/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an entry off the site; it becomes a draft (audited). */
        post: operations["ContentAdminController_unpublish"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_kind_id_unpublish"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a resource-hub file; a resource entry names it by the answer’s `name`. */
        post: operations["ContentMediaAdminController_uploadFile"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_files"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a content image: stored as WebP and AVIF at 640, 1024 and 1600 px wide (never wider than the original), metadata removed. */
        post: operations["ContentMediaAdminController_uploadImage"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_images"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored content image as the upload answered it (variants and alt text): the editor shows the images an entry names. */
        get: operations["ContentMediaAdminController_image"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_images_id_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/render": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Markdown to the sanitised HTML the public answers carry (the editor’s live preview). */
        post: operations["ContentAdminController_render"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_content_render"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer by e-mail: their payments, entitlements (revoked ones too), inquiries and messages. */
        get: operations["StaffDayController_customer"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_customers"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entitlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account's entitlements, revoked ones included, each with its audit. */
        get: operations["AdminEntitlementsController_list"];
        put?: never;
        /** Grant a catalog item to an account by hand, with a reason (recorded in the audit log). */
        post: operations["AdminEntitlementsController_grant"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_entitlements"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entitlements/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an entitlement with a reason (kept as history; a second revocation changes nothing). */
        post: operations["AdminEntitlementsController_revoke"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_entitlements_id_revoke"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Motion project inquiries, newest first; search by name, e-mail or business; filter by status. */
        get: operations["AdminInquiriesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_inquiries"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inquiries.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered list (every page) as a CSV attachment. */
        get: operations["AdminInquiriesController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_inquiries_csv"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminInquiriesController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_inquiries_id_"];
        head?: never;
        /** Set the status (recorded in the audit log). */
        patch: operations["AdminInquiriesController_setStatus"];
        trace?: never;
    };
    "/api/admin/inquiries/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One file of the inquiry, as an attachment under its original name (recorded in the audit log). */
        get: operations["AdminInquiriesController_file"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_inquiries_id_files_fileId_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inquiries/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminInquiriesController_addNote"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_inquiries_id_notes"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inquiries/{id}/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_inquiries_id_owner"];
        head?: never;
        /** Give the inquiry to a staff member (or to nobody: null); recorded in the audit log. */
        patch: operations["AdminInquiriesController_setOwner"];
        trace?: never;
    };
    "/api/admin/inquiries/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff answered (e-mail, WhatsApp or a call): recorded, and a new inquiry moves to in progress. */
        post: operations["AdminInquiriesController_reply"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_inquiries_id_reply"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inquiries/bulk-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One status for the selected inquiries (each change in the audit log). */
        post: operations["AdminInquiriesController_bulk"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_inquiries_bulk_status"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mails/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails given up after MAIL_RETRY_HOURS of retries, newest first. */
        get: operations["AdminMailsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_mails_failed"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mails/failed/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a failed mail back in the queue (sent on the next round of the mail worker; recorded in the audit log). */
        post: operations["AdminMailsController_retry"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_mails_failed_id_retry"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in address may use the back office (200), or not (401/403). */
        get: operations["StaffController_me"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_me"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact messages, newest first; search by name, e-mail or subject; filter by status. */
        get: operations["AdminMessagesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_messages"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered list (every page) as a CSV attachment. */
        get: operations["AdminMessagesController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_messages_csv"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminMessagesController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_messages_id_"];
        head?: never;
        /** Set the status (recorded in the audit log). */
        patch: operations["AdminMessagesController_setStatus"];
        trace?: never;
    };
    "/api/admin/messages/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminMessagesController_addNote"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_messages_id_notes"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_messages_id_owner"];
        head?: never;
        /** Give the message to a staff member (or to nobody: null); recorded in the audit log. */
        patch: operations["AdminMessagesController_setOwner"];
        trace?: never;
    };
    "/api/admin/messages/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff answered (e-mail, WhatsApp or a call): recorded, and a new message moves to in progress. */
        post: operations["AdminMessagesController_reply"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_messages_id_reply"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/bulk-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One status for the selected messages (each change in the audit log). */
        post: operations["AdminMessagesController_bulk"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_messages_bulk_status"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per list: how many items have each status, and how many arrived since this staff member last opened it. */
        get: operations["StaffDayController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_overview"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments, newest first; search by reference, e-mail, name, phone or provider reference; filter by state. */
        get: operations["AdminPaymentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_payments"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered list (every page) as a CSV attachment. */
        get: operations["AdminPaymentsController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_payments_csv"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminPaymentsController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_payments_reference_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{reference}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the provider about this payment now (the reconciler’s single-payment check); recorded in the audit log. */
        post: operations["AdminPaymentsController_check"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_payments_reference_check"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{reference}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a payment stuck on pending as failed, with a reason; the provider is asked first (recorded in the audit log). */
        post: operations["StaffDayController_close"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_payments_reference_close"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{reference}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminPaymentsController_addNote"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_payments_reference_notes"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/visits/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** This staff member opened a list now; answers the visit before. */
        post: operations["StaffDayController_visit"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_admin_visits_list_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistant/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The site assistant’s answer to a visitor’s message, from the published content; a confirmed lead becomes an inquiry. */
        post: operations["AssistantController_reply"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_assistant_messages"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who the token belongs to. */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_auth_me"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a 6-digit sign-in code (same answer whether or not the address is known). */
        post: operations["AuthController_requestCode"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_auth_request_code"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange the e-mailed code for a signed token. */
        post: operations["AuthController_verifyCode"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_auth_verify_code"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What is sold, at which price in each currency, and the resource hub’s files. */
        get: operations["CatalogController_get"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_catalog"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store a contact message and mail it to the agency. */
        post: operations["ContactController_create"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_contact"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published articles, newest first. */
        get: operations["ContentPublicController_articles"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_content_articles"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/articles/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published article with its sanitised body and related articles. */
        get: operations["ContentPublicController_article"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_content_articles_slug_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/cards/{kind}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 1200x630 share card (Open Graph image) of a published article or case study: `/api/content/cards/article/<slug>.png`. */
        get: operations["ContentCardsController_card"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_content_cards_kind_file_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/case-studies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published case studies, in the portfolio’s order. */
        get: operations["ContentPublicController_caseStudies"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_content_case_studies"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/case-studies/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published case study. */
        get: operations["ContentPublicController_caseStudy"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_content_case_studies_slug_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The change counter and the changes after `since` (the gateways’ page cache follows it). */
        get: operations["ContentPublicController_changesSince"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_content_changes"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agency’s contact details (e-mail, phones with their tel: links, WhatsApp, offices, social pages), as staff published them. */
        get: operations["ContentPublicController_contact"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_content_contact"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The blog’s RSS feed (the gateway answers /blog/feed.xml with it). */
        get: operations["ContentPublicController_feed"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_content_feed_xml"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/images/{id}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One variant of a content image (`640.webp`, `1024.avif`, ...): only the files its row lists. */
        get: operations["ContentImagesController_variant"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_content_images_id_file_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published resource hub items. */
        get: operations["ContentPublicController_resources"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_content_resources"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/resources/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published resource hub item. */
        get: operations["ContentPublicController_resource"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_content_resources_slug_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page’s testimonials and statistics and the service pages’ facts. */
        get: operations["ContentPublicController_site"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_content_site"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/downloads/public/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page’s free resources. */
        get: operations["DownloadsController_publicFile"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_downloads_public_file_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drive/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A resource hub file; the persona kit needs a purchase that unlocks it. */
        get: operations["DownloadsController_hubFile"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_drive_download_id_"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_health"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_health_live"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_health_ready"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/motion-project-inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store a motion project inquiry with its files (spec 7) and mail it to the agency. */
        post: operations["InquiriesController_create"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_motion_project_inquiry"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a payment at the catalog’s price; a signed-in buyer (optional Bearer token) owns what it unlocks. */
        post: operations["PaymentsController_initiate"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_payments_initiate"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/ipn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pesapal’s instant payment notification (query string). */
        get: operations["PaymentsController_ipnGet"];
        put?: never;
        /** Pesapal’s instant payment notification (JSON). */
        post: operations["PaymentsController_ipnPost"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_payments_ipn"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/momo-callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** MTN MoMo’s callback (some MoMo environments use PUT). */
        put: operations["PaymentsController_momoCallbackPut"];
        /** MTN MoMo’s callback when the payer approves or declines. */
        post: operations["PaymentsController_momoCallbackPost"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_payments_momo_callback"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the provider about a payment and answer its state (spec 7). */
        post: operations["PaymentsController_verify"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_payments_verify"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A browser's batch of reports: errors, failed loads and vitals per remote version. */
        post: operations["RumController_report"];
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_rum"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rum/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Figures per version (and per route pattern) of one remote, or of the frame (shell), since a time, for the release tools (direct requests only). */
        get: operations["RumController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this address takes, in Allow. */
        options: operations["options_api_rum_summary"];
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountDownloadDto: {
            /** @example brand-persona-guide */
            id: string;
            title: string;
            type: components["schemas"]["ResourceType"];
            /** @example /api/drive/download/brand-persona-guide */
            url: string;
        };
        AccountDto: {
            downloads: components["schemas"]["AccountDownloadDto"][];
            /** @example amina@example.com */
            email: string;
            /** @description Newest first; revoked ones are left out. */
            entitlements: components["schemas"]["EntitlementDto"][];
            /** @description Newest first. */
            payments: components["schemas"]["AccountPaymentDto"][];
            /** @description Newest first; an item granted again since is left out. */
            withdrawn: components["schemas"]["WithdrawnAccessDto"][];
        };
        AccountPaymentDto: {
            /** @example 235000 */
            amount: number;
            /** Format: date-time */
            createdAt: string;
            currency: components["schemas"]["Currency"];
            itemKey: components["schemas"]["ItemKey"];
            /** @example Brand Training Essentials */
            itemName: string;
            /**
             * @description `card`, or `mobile:` and the network
             * @example mobile:mtn
             */
            method: string;
            /** @example NCM3K2Z9A1B2C3D4E5 */
            reference: string;
            status: components["schemas"]["PaymentRecordStatus"];
        };
        AdminAuditEntryDto: {
            /** @enum {string} */
            action: "status" | "note" | "download" | "check" | "grant" | "revoke" | "export" | "assign" | "reply" | "close" | "retry" | "publish" | "unpublish" | "archive" | "schedule" | "restore";
            /** @description The staff address that acted. */
            actor: string;
            /** Format: date-time */
            createdAt: string;
            /** @description What changed, in words (e.g. "new → done"). */
            detail: string;
            /** @description The row id (digits, as text). */
            id: string;
            /** @description The id (or payment reference) of what was acted on. */
            subjectId: string;
            /** @enum {string} */
            subjectType: "inquiry" | "message" | "payment" | "entitlement" | "mail" | "content";
        };
        AdminBuyerDto: {
            /** @description The signed-in account that bought it (owns the entitlement); null for a guest. */
            accountEmail: string | null;
            /** @description The address typed at checkout. */
            email: string;
            firstName: string;
            /** @description The phone in international form (+256…), for wa.me and tel: links; null when it is not a valid number. */
            internationalPhone: string | null;
            lastName: string;
            phone: string;
        };
        AdminContentEntryDto: {
            /** @description Who created it. */
            author: string;
            /** @description The kind's editable fields (the route's {kind} says which model). */
            fields: components["schemas"]["ArticleFieldsDto"] | components["schemas"]["CaseStudyFieldsDto"] | components["schemas"]["ResourceFieldsDto"] | components["schemas"]["TestimonialFieldsDto"] | components["schemas"]["StatisticFieldsDto"] | components["schemas"]["ServiceFieldsDto"] | components["schemas"]["ContactFieldsDto"];
            id: string;
            kind: components["schemas"]["ContentKind"];
            /**
             * Format: date-time
             * @description When a scheduled entry is published.
             */
            publishAt: string | null;
            /** @description The revision the public sees. */
            publishedRevision: number | null;
            /** @description The latest revision. */
            revision: number;
            /** @description The latest revision’s slug. */
            slug: string;
            status: components["schemas"]["ContentStatus"];
            title: string;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string;
        };
        AdminContentListDto: {
            /** @description Last changed first. */
            items: components["schemas"]["AdminContentListItemDto"][];
        };
        AdminContentListItemDto: {
            /** @description Who created it. */
            author: string;
            id: string;
            kind: components["schemas"]["ContentKind"];
            /**
             * Format: date-time
             * @description When a scheduled entry is published.
             */
            publishAt: string | null;
            /** @description The revision the public sees. */
            publishedRevision: number | null;
            /** @description The latest revision. */
            revision: number;
            /** @description The latest revision’s slug. */
            slug: string;
            status: components["schemas"]["ContentStatus"];
            title: string;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string;
        };
        AdminCustomerDto: {
            email: string;
            /** @description Newest first, revoked ones included. */
            entitlements: components["schemas"]["AdminEntitlementDetailDto"][];
            /** @description Newest first. */
            inquiries: components["schemas"]["AdminInquiryDto"][];
            /** @description Newest first. */
            messages: components["schemas"]["AdminMessageDto"][];
            /** @description Bought with this address or by this account, newest first. */
            payments: components["schemas"]["AdminPaymentDto"][];
        };
        AdminEntitlementDetailDto: {
            /** @description Not revoked. */
            active: boolean;
            /** @description The grant and revocation by staff, oldest first. */
            audit: components["schemas"]["AdminAuditEntryDto"][];
            /**
             * Format: date-time
             * @description When it was granted.
             */
            createdAt: string;
            /** @description The account that may use it (lower-case). */
            email: string;
            /** @description The staff address that granted it by hand. */
            grantedBy: string | null;
            grantReason: string | null;
            /**
             * @description The row id (digits, as text).
             * @example 42
             */
            id: string;
            itemKey: string;
            /** @description The payment it belongs to, if any. */
            paymentReference: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** @description Who revoked it (a staff address; null for a reversal by the provider). */
            revokedBy: string | null;
            revokedReason: string | null;
            /**
             * @description Granted by a completed payment or by hand.
             * @enum {string}
             */
            source: "payment" | "staff";
        };
        AdminEntitlementDto: {
            /** @description Not revoked. */
            active: boolean;
            /**
             * Format: date-time
             * @description When it was granted.
             */
            createdAt: string;
            /** @description The account that may use it (lower-case). */
            email: string;
            /** @description The staff address that granted it by hand. */
            grantedBy: string | null;
            grantReason: string | null;
            /**
             * @description The row id (digits, as text).
             * @example 42
             */
            id: string;
            itemKey: string;
            /** @description The payment it belongs to, if any. */
            paymentReference: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** @description Who revoked it (a staff address; null for a reversal by the provider). */
            revokedBy: string | null;
            revokedReason: string | null;
            /**
             * @description Granted by a completed payment or by hand.
             * @enum {string}
             */
            source: "payment" | "staff";
        };
        AdminEntitlementListDto: {
            /** @description Newest first, revoked ones included. */
            items: components["schemas"]["AdminEntitlementDetailDto"][];
        };
        AdminFailedMailDto: {
            /** @description Attempts made before it was given up. */
            attempts: number;
            /**
             * Format: date-time
             * @description When it was queued (or last put back).
             */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /**
             * @description What the mail was: a sign-in code, the notice of a contact message, of a motion inquiry or of a lead the site assistant passed on.
             * @enum {string}
             */
            kind: "sign-in-code" | "contact-message" | "motion-inquiry" | "assistant-lead" | "other";
            /** @description The mail server's last answer (or the connection error). */
            lastError: string | null;
            /**
             * Format: date-time
             * @description When its last attempt was due (it was given up then).
             */
            lastTriedAt: string;
            subject: string;
            /**
             * @description The recipient, masked: first letter and domain.
             * @example h•••@nyotacreative.com
             */
            to: string;
        };
        AdminFailedMailListDto: {
            /** @description The 100 given up last, newest first. */
            items: components["schemas"]["AdminFailedMailDto"][];
            /** @description Every failed mail, listed or not. */
            total: number;
        };
        AdminInquiryDetailDto: {
            additionalDetails: string;
            /** @description Every staff action on this inquiry, oldest first. */
            audit: components["schemas"]["AdminAuditEntryDto"][];
            budgetRange: string;
            businessName: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description YYYY-MM-DD; empty for an inquiry from the assistant.
             * @example 2026-12-31
             */
            deadline: string;
            duration: string;
            email: string;
            files: components["schemas"]["AdminInquiryFileDto"][];
            /** Format: uuid */
            id: string;
            /** @description A phone number known for this e-mail (from the person's latest payment), international form; null when none. */
            knownPhone: string | null;
            name: string;
            needsScript: boolean;
            /** @description Oldest first. */
            notes: components["schemas"]["AdminNoteDto"][];
            /** @description The staff address that has it in hand; null for nobody. */
            owner: string | null;
            /** @description The phone the visitor gave the assistant, international form; null for form inquiries. */
            phone: string | null;
            platforms: string[];
            projectType: string;
            /**
             * @description `assistant`: the site assistant passed a conversation on (issue 62); `form`: the motion project form.
             * @enum {string}
             */
            source: "form" | "assistant";
            /** @enum {string} */
            status: "new" | "in_progress" | "done";
            /** @description The conversation with the assistant, oldest first; null for form inquiries. */
            transcript: components["schemas"]["AdminTranscriptLineDto"][] | null;
        };
        AdminInquiryDto: {
            additionalDetails: string;
            budgetRange: string;
            businessName: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description YYYY-MM-DD; empty for an inquiry from the assistant.
             * @example 2026-12-31
             */
            deadline: string;
            duration: string;
            email: string;
            files: components["schemas"]["AdminInquiryFileDto"][];
            /** Format: uuid */
            id: string;
            name: string;
            needsScript: boolean;
            /** @description Oldest first. */
            notes: components["schemas"]["AdminNoteDto"][];
            /** @description The staff address that has it in hand; null for nobody. */
            owner: string | null;
            /** @description The phone the visitor gave the assistant, international form; null for form inquiries. */
            phone: string | null;
            platforms: string[];
            projectType: string;
            /**
             * @description `assistant`: the site assistant passed a conversation on (issue 62); `form`: the motion project form.
             * @enum {string}
             */
            source: "form" | "assistant";
            /** @enum {string} */
            status: "new" | "in_progress" | "done";
            /** @description The conversation with the assistant, oldest first; null for form inquiries. */
            transcript: components["schemas"]["AdminTranscriptLineDto"][] | null;
        };
        AdminInquiryFileDto: {
            /** @example image/png */
            contentType: string;
            /** Format: uuid */
            id: string;
            /** @description The name the client gave the file (download it under this name). */
            originalName: string;
            sizeBytes: number;
        };
        AdminInquiryPageDto: {
            /** @description Newest first. */
            items: components["schemas"]["AdminInquiryDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        AdminMessageDetailDto: {
            audit: components["schemas"]["AdminAuditEntryDto"][];
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: uuid */
            id: string;
            /** @description A phone number known for this e-mail (from the person's latest payment), international form; null when none. */
            knownPhone: string | null;
            message: string;
            name: string;
            /** @description Oldest first. */
            notes: components["schemas"]["AdminNoteDto"][];
            /** @description The staff address that has it in hand; null for nobody. */
            owner: string | null;
            /** @enum {string} */
            status: "new" | "in_progress" | "done";
            subject: string;
        };
        AdminMessageDto: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: uuid */
            id: string;
            message: string;
            name: string;
            /** @description Oldest first. */
            notes: components["schemas"]["AdminNoteDto"][];
            /** @description The staff address that has it in hand; null for nobody. */
            owner: string | null;
            /** @enum {string} */
            status: "new" | "in_progress" | "done";
            subject: string;
        };
        AdminMessagePageDto: {
            /** @description Newest first. */
            items: components["schemas"]["AdminMessageDto"][];
            nextCursor: string | null;
        };
        AdminNoteDto: {
            /** @description The staff address that wrote it. */
            author: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            text: string;
        };
        AdminOverviewDto: {
            inquiries: components["schemas"]["WorkListOverviewDto"];
            messages: components["schemas"]["WorkListOverviewDto"];
            payments: components["schemas"]["PaymentListOverviewDto"];
        };
        AdminPaymentCheckDto: {
            /** @description In whole units of the currency. */
            amount: number;
            audit: components["schemas"]["AdminAuditEntryDto"][];
            buyer: components["schemas"]["AdminBuyerDto"];
            /** @description What this check found, so staff are never told of an answer the provider did not give. */
            checked: components["schemas"]["AdminProviderCheckDto"];
            /** @description The provider's confirmation code once completed. */
            confirmation: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            currency: "UGX" | "RWF";
            entitlements: components["schemas"]["AdminEntitlementDto"][];
            /** @description The state history, oldest first. */
            history: components["schemas"]["AdminPaymentEventDto"][];
            itemKey: string;
            /** @description The catalog name of the item (the key when no longer sold). */
            itemName: string;
            /** @enum {string} */
            method: "card" | "mobile";
            /**
             * @description The mobile network; null for a card.
             * @enum {string|null}
             */
            network: "mtn" | "airtel" | null;
            /** @description Staff notes, oldest first. */
            notes: components["schemas"]["AdminNoteDto"][];
            /**
             * @description Our merchant reference (the same as `reference`), named beside the provider’s.
             * @example NCM3X9K2A1B2C3D4E5
             */
            ourReference: string;
            /**
             * @description The paying mobile-money number (E.164), stored before the provider was called; null for a card.
             * @example +256772000002
             */
            payingNumber: string | null;
            /** @enum {string} */
            provider: "pesapal" | "momo";
            /** @description The provider's id (Pesapal order tracking id, MoMo reference id). */
            providerRef: string | null;
            /** @example NCM3X9K2A1B2C3D4E5 */
            reference: string;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "FAILED" | "REVERSED";
            /** @description Why it failed, in the words the payer was shown (e.g. MoMo’s NOT_ENOUGH_FUNDS). */
            statusMessage: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminPaymentDetailDto: {
            /** @description In whole units of the currency. */
            amount: number;
            audit: components["schemas"]["AdminAuditEntryDto"][];
            buyer: components["schemas"]["AdminBuyerDto"];
            /** @description The provider's confirmation code once completed. */
            confirmation: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            currency: "UGX" | "RWF";
            entitlements: components["schemas"]["AdminEntitlementDto"][];
            /** @description The state history, oldest first. */
            history: components["schemas"]["AdminPaymentEventDto"][];
            itemKey: string;
            /** @description The catalog name of the item (the key when no longer sold). */
            itemName: string;
            /** @enum {string} */
            method: "card" | "mobile";
            /**
             * @description The mobile network; null for a card.
             * @enum {string|null}
             */
            network: "mtn" | "airtel" | null;
            /** @description Staff notes, oldest first. */
            notes: components["schemas"]["AdminNoteDto"][];
            /**
             * @description Our merchant reference (the same as `reference`), named beside the provider’s.
             * @example NCM3X9K2A1B2C3D4E5
             */
            ourReference: string;
            /**
             * @description The paying mobile-money number (E.164), stored before the provider was called; null for a card.
             * @example +256772000002
             */
            payingNumber: string | null;
            /** @enum {string} */
            provider: "pesapal" | "momo";
            /** @description The provider's id (Pesapal order tracking id, MoMo reference id). */
            providerRef: string | null;
            /** @example NCM3X9K2A1B2C3D4E5 */
            reference: string;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "FAILED" | "REVERSED";
            /** @description Why it failed, in the words the payer was shown (e.g. MoMo’s NOT_ENOUGH_FUNDS). */
            statusMessage: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminPaymentDto: {
            /** @description In whole units of the currency. */
            amount: number;
            buyer: components["schemas"]["AdminBuyerDto"];
            /** @description The provider's confirmation code once completed. */
            confirmation: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            currency: "UGX" | "RWF";
            entitlements: components["schemas"]["AdminEntitlementDto"][];
            itemKey: string;
            /** @description The catalog name of the item (the key when no longer sold). */
            itemName: string;
            /** @enum {string} */
            method: "card" | "mobile";
            /**
             * @description The mobile network; null for a card.
             * @enum {string|null}
             */
            network: "mtn" | "airtel" | null;
            /** @description Staff notes, oldest first. */
            notes: components["schemas"]["AdminNoteDto"][];
            /**
             * @description Our merchant reference (the same as `reference`), named beside the provider’s.
             * @example NCM3X9K2A1B2C3D4E5
             */
            ourReference: string;
            /**
             * @description The paying mobile-money number (E.164), stored before the provider was called; null for a card.
             * @example +256772000002
             */
            payingNumber: string | null;
            /** @enum {string} */
            provider: "pesapal" | "momo";
            /** @description The provider's id (Pesapal order tracking id, MoMo reference id). */
            providerRef: string | null;
            /** @example NCM3X9K2A1B2C3D4E5 */
            reference: string;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "FAILED" | "REVERSED";
            /** @description Why it failed, in the words the payer was shown (e.g. MoMo’s NOT_ENOUGH_FUNDS). */
            statusMessage: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminPaymentEventDto: {
            /** Format: date-time */
            createdAt: string;
            detail: string;
            /** @description What recorded it: initiate, verify, ipn, reconcile, check-now ... */
            source: string;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "FAILED" | "REVERSED";
        };
        AdminPaymentPageDto: {
            /** @description Newest first. */
            items: components["schemas"]["AdminPaymentDto"][];
            nextCursor: string | null;
        };
        AdminProviderCheckDto: {
            /** @description What the provider answered ("PENDING: Waiting for approval on the phone"), or why it could not be asked. */
            detail: string;
            /** @description Whether the provider answered this check; false when it could not be reached, gave no usable answer, or there was no provider reference to ask by. */
            reached: boolean;
        };
        AdminTranscriptLineDto: {
            /** @enum {string} */
            sender: "visitor" | "assistant";
            text: string;
        };
        ApproachStepDto: {
            text: string;
            title: string;
            when?: string;
        };
        ApproachStepFieldsDto: {
            text: string;
            title: string;
            /** @example Weeks 1-3 */
            when?: string;
        };
        ArticleAuthorFieldsDto: {
            bio: string;
            name: string;
            photoImageId: string | null;
        };
        ArticleDto: {
            author: components["schemas"]["AuthorDto"];
            /** @description The Markdown body as sanitised HTML. */
            bodyHtml: string;
            category: string;
            /** @description alt is the article’s cover alt text. */
            cover: components["schemas"]["ContentImageDto"] | (never | null);
            /**
             * @description Publication date, YYYY-MM-DD.
             * @example 2024-03-15
             */
            date: string;
            excerpt: string;
            /**
             * @description As staff wrote it, else worked out from the body (about 200 words a minute).
             * @example 5 min read
             */
            readingTime: string;
            related: components["schemas"]["ArticleSummaryDto"][];
            /** @example ai-in-modern-branding */
            slug: string;
            tags: string[];
            title: string;
        };
        ArticleFieldsDto: {
            author: components["schemas"]["ArticleAuthorFieldsDto"];
            /** @description Markdown (raw HTML is shown as text). */
            body: string;
            category: string;
            /** @description The cover’s alt text. */
            coverAlt: string;
            coverImageId: string | null;
            /**
             * @description Publication date, YYYY-MM-DD.
             * @example 2024-03-15
             */
            date: string;
            excerpt: string;
            /**
             * @description The read time beside the date, as staff write it; empty: worked out from the body at about 200 words a minute.
             * @example 5 min read
             */
            readingTime: string;
            /** @description Slugs of related articles. */
            related: string[];
            tags: string[];
            title: string;
        };
        ArticleListDto: {
            /** @description Newest first. */
            articles: components["schemas"]["ArticleSummaryDto"][];
        };
        ArticleSummaryDto: {
            author: components["schemas"]["AuthorDto"];
            category: string;
            /** @description alt is the article’s cover alt text. */
            cover: components["schemas"]["ContentImageDto"] | (never | null);
            /**
             * @description Publication date, YYYY-MM-DD.
             * @example 2024-03-15
             */
            date: string;
            excerpt: string;
            /**
             * @description As staff wrote it, else worked out from the body (about 200 words a minute).
             * @example 5 min read
             */
            readingTime: string;
            /** @example ai-in-modern-branding */
            slug: string;
            tags: string[];
            title: string;
        };
        AssistantMessageDto: {
            /**
             * @description One id per conversation (a UUID the widget makes per tab).
             * @example 4f0c1a8e-9d0b-4a55-9d3b-2f7d1c0e5a11
             */
            conversationId: string;
            currency: components["schemas"]["Currency"];
            /** @description The conversation so far, oldest first (the greeting may be left out). */
            history?: components["schemas"]["HistoryTurnDto"][];
            /** @example Have you worked for farms? */
            message: string;
        };
        AssistantReplyDto: {
            /** @description What the assistant understood of the visitor’s details. */
            lead?: components["schemas"]["LeadDto"];
            links: components["schemas"]["ReplyLinkDto"][];
            /** @description Catalog prices in the visitor’s currency (the pricing reply). */
            prices?: components["schemas"]["ReplyPriceDto"][];
            /** @description Plain text; line breaks are kept when shown. */
            text: string;
        };
        AuthorDto: {
            bio: string;
            name: string;
            photo: components["schemas"]["ContentImageDto"] | (never | null);
        };
        /** @enum {string} */
        BudgetRange: "Under $1,000" | "$1,000 - $2,500" | "$2,500 - $5,000" | "$5,000 - $10,000" | "$10,000+";
        BulkStatusDto: {
            /** @description The ids of the selected rows. */
            ids: string[];
            /** @enum {string} */
            status: "new" | "in_progress" | "done";
        };
        BulkStatusResultDto: {
            /** @description The ids whose status changed. */
            changed: string[];
            /** @description Ids no item has (nothing was done for them). */
            notFound: string[];
        };
        CaseStudyDto: {
            approach: components["schemas"]["ApproachStepDto"][];
            approachTitle: string;
            category: string;
            /**
             * @description Who the work was for; empty when staff have not said.
             * @example Ukweli Africa
             */
            client: string;
            cover: components["schemas"]["ContentImageDto"] | (never | null);
            gallery: components["schemas"]["ContentImageDto"][];
            hero: components["schemas"]["ContentImageDto"] | (never | null);
            overview: string;
            primary: components["schemas"]["PrimaryColourDto"] | (never | null);
            showOtherStudies: boolean;
            /** @example ukweli */
            slug: string;
            stats: components["schemas"]["StatDto"][];
            subtitle: string;
            title: string;
            website: components["schemas"]["WebsiteDto"] | (never | null);
        };
        CaseStudyFieldsDto: {
            approach: components["schemas"]["ApproachStepFieldsDto"][];
            approachTitle: string;
            category: string;
            /**
             * @description Who the work was for (the client of the spec’s Project); may be empty.
             * @example Ukweli Africa
             */
            client: string;
            coverImageId: string | null;
            galleryImageIds: string[];
            heroImageId: string | null;
            /** @description Place in the portfolio (ascending). */
            order: number;
            overview: string;
            primary: components["schemas"]["PrimaryColourFieldsDto"] | (never | null);
            showOtherStudies: boolean;
            stats: components["schemas"]["StatFieldsDto"][];
            subtitle: string;
            title: string;
            website: components["schemas"]["WebsiteFieldsDto"] | (never | null);
        };
        CaseStudyListDto: {
            /** @description In the portfolio’s order. */
            caseStudies: components["schemas"]["CaseStudySummaryDto"][];
        };
        CaseStudySummaryDto: {
            category: string;
            /**
             * @description Who the work was for; empty when staff have not said.
             * @example Ukweli Africa
             */
            client: string;
            cover: components["schemas"]["ContentImageDto"] | (never | null);
            /** @example ukweli */
            slug: string;
            subtitle: string;
            title: string;
        };
        CatalogDefaultsDto: {
            currency: components["schemas"]["Currency"];
            plan: components["schemas"]["PlanKey"];
        };
        CatalogDto: {
            currencies: components["schemas"]["Currency"][];
            defaults: components["schemas"]["CatalogDefaultsDto"];
            kits: components["schemas"]["KitDto"][];
            plans: components["schemas"]["PlanDto"][];
            resourceAccess: components["schemas"]["CatalogItemDto"];
            resources: components["schemas"]["HubResourceDto"][];
        };
        CatalogItemDto: {
            key: components["schemas"]["ItemKey"];
            /** @example Brand Training Essentials */
            name: string;
            /** @description The price in each currency; the server charges exactly this. */
            prices: components["schemas"]["PricesDto"];
        };
        ClosePaymentDto: {
            /** @description Why the payment is closed by hand (kept in the audit log and its history). */
            reason: string;
        };
        ContactDetailsDto: {
            /** @example hello@nyotacreative.com */
            email: string;
            /** @example Kampala, Uganda */
            location: string;
            /** @description The number offered for a call (one of `phones`), with its tel: link. */
            mainLine: components["schemas"]["ContactLineDto"];
            offices: components["schemas"]["ContactOfficeDto"][];
            phones: components["schemas"]["ContactPhoneDto"][];
            socials: components["schemas"]["ContactSocialsDto"];
            /** @description The WhatsApp number, with its https://wa.me/ link. */
            whatsapp: components["schemas"]["ContactLineDto"];
        };
        ContactDto: {
            /** @example amina@example.com */
            email: string;
            message: string;
            name: string;
            subject: string;
        };
        ContactFieldsDto: {
            /** @example hello@nyotacreative.com */
            email: string;
            /** @example Kampala, Uganda */
            location: string;
            /**
             * @description The display text of one of `phones`: the number the assistant offers to call.
             * @example +250 788 412 630
             */
            mainLine: string;
            offices: components["schemas"]["ContactOfficeFieldsDto"][];
            phones: components["schemas"]["ContactPhoneFieldsDto"][];
            socials: components["schemas"]["ContactSocialsFieldsDto"];
            /**
             * @description The WhatsApp number as shown; its wa.me link is made from its digits.
             * @example +250 788 412 630
             */
            whatsapp: string;
        };
        ContactLineDto: {
            /** @example +256 772 601 944 */
            display: string;
            /** @example tel:+256772601944 */
            href: string;
        };
        ContactOfficeDto: {
            /**
             * @description ISO 3166-1 alpha-2.
             * @example RW
             */
            country: string;
            /** @example Kigali */
            locality: string;
            /**
             * @description As shown.
             * @example +250 788 412 630
             */
            phone: string;
        };
        ContactOfficeFieldsDto: {
            /**
             * @description ISO 3166-1 alpha-2, in capitals.
             * @example RW
             */
            country: string;
            /** @example Kigali */
            locality: string;
            /** @example +250 788 412 630 */
            phone: string;
        };
        ContactPhoneDto: {
            /** @example Rwanda */
            country: string;
            /**
             * @description ISO 3166-1 alpha-2.
             * @example RW
             */
            countryCode: string;
            /** @example +250 788 412 630 */
            display: string;
            /**
             * @description tel:+ and the number’s digits.
             * @example tel:+250788412630
             */
            href: string;
        };
        ContactPhoneFieldsDto: {
            /** @example Rwanda */
            country: string;
            /**
             * @description ISO 3166-1 alpha-2, in capitals.
             * @example RW
             */
            countryCode: string;
            /**
             * @description The number as shown; its tel: link is made from its digits.
             * @example +250 788 412 630
             */
            display: string;
        };
        ContactSocialsDto: {
            /** @example https://www.facebook.com/nyotacreative */
            facebook: string;
            /** @example https://www.instagram.com/nyotacreative */
            instagram: string;
            /** @example https://www.linkedin.com/company/nyotacreative */
            linkedin: string;
        };
        ContactSocialsFieldsDto: {
            /** @example https://www.facebook.com/nyotacreative */
            facebook: string;
            /** @example https://www.instagram.com/nyotacreative */
            instagram: string;
            /** @example https://www.linkedin.com/company/nyotacreative */
            linkedin: string;
        };
        ContentChangeDto: {
            n: number;
            /**
             * @example [
             *       "article:ai-in-modern-branding",
             *       "articles"
             *     ]
             */
            tags: string[];
        };
        ContentChangesDto: {
            /** @description The changes after `since`, oldest first (at most 500). */
            changes: components["schemas"]["ContentChangeDto"][];
            /** @description The newest change number (0 when none). */
            latest: number;
        };
        ContentConflictDto: {
            /** @description The latest revision now. */
            current: components["schemas"]["AdminContentEntryDto"];
            /** @example Conflict */
            error: string;
            message: string;
            requestId: string;
            /** @example 409 */
            statusCode: number;
            /** @description What was sent. */
            yours: components["schemas"]["ContentDraftDto"];
        };
        ContentDraftDto: {
            /** @description The kind's editable fields (the route's {kind} says which model). */
            fields: components["schemas"]["ArticleFieldsDto"] | components["schemas"]["CaseStudyFieldsDto"] | components["schemas"]["ResourceFieldsDto"] | components["schemas"]["TestimonialFieldsDto"] | components["schemas"]["StatisticFieldsDto"] | components["schemas"]["ServiceFieldsDto"] | components["schemas"]["ContactFieldsDto"];
            slug: string;
        };
        ContentFileDto: {
            /** @example application/pdf */
            mime: string;
            /**
             * @description The stored file name (what a resource entry names as its file).
             * @example brand-starter-guide.pdf
             */
            name: string;
            /** @description Bytes. */
            size: number;
        };
        ContentImageDto: {
            /** @description The alt text staff wrote for it. */
            alt: string;
            /** @description AVIF variants, narrowest first: [url, width] (empty for seeded images). */
            avifSrcSet: (string | number)[][];
            /** @description Height of the largest variant, in px. */
            height: number;
            /** @example a3c1f9e2-6d0b-4c8e-9f7a-2b1d4e5f6a7b */
            id: string;
            /** @description The largest WebP variant: /api/content/images/<id>/<file>. */
            src: string;
            /** @description WebP variants, narrowest first: [url, width]. */
            srcSet: (string | number)[][];
            /** @description Width of the largest variant, in px. */
            width: number;
        };
        /** @enum {string} */
        ContentKind: "article" | "case-study" | "resource" | "testimonial" | "statistic" | "service" | "contact";
        ContentRevisionDto: {
            /** @description The revision the public sees. */
            published: boolean;
            revision: number;
            /** Format: date-time */
            savedAt: string;
            savedBy: string;
            slug: string;
            title: string;
        };
        ContentRevisionListDto: {
            /** @description Newest first. */
            revisions: components["schemas"]["ContentRevisionDto"][];
        };
        /** @enum {string} */
        ContentStatus: "draft" | "scheduled" | "published" | "archived";
        CreateContentDto: {
            /** @description The kind's editable fields (the route's {kind} says which model). */
            fields: components["schemas"]["ArticleFieldsDto"] | components["schemas"]["CaseStudyFieldsDto"] | components["schemas"]["ResourceFieldsDto"] | components["schemas"]["TestimonialFieldsDto"] | components["schemas"]["StatisticFieldsDto"] | components["schemas"]["ServiceFieldsDto"] | components["schemas"]["ContactFieldsDto"];
            /** @example ai-in-modern-branding */
            slug: string;
        };
        CreatedDto: {
            /** Format: uuid */
            id: string;
        };
        /** @enum {string} */
        Currency: "UGX" | "RWF";
        DatabaseHealthDto: {
            /** @enum {string} */
            driver: "pglite" | "postgres";
            /** @enum {string} */
            status: "up" | "down";
        };
        EntitlementDto: {
            /** Format: date-time */
            grantedAt: string;
            itemKey: components["schemas"]["ItemKey"];
            itemName: string;
            /** @description The payment that granted it; null when staff granted it. */
            reference: string | null;
        };
        ErrorBodyDto: {
            /** @example Bad Request */
            error: string;
            /**
             * @description Validation failures: the messages of each field, first message first.
             * @example {
             *       "email": [
             *         "Please enter a valid email address"
             *       ]
             *     }
             */
            errors?: {
                [key: string]: string[];
            };
            /**
             * @description A sentence to show the visitor.
             * @example Please enter a valid email address
             */
            message: string;
            /**
             * @description Ties a report from a visitor to the server log line.
             * @example b2f4c1d0-5e6a-4c3b-9a1f-0d2e3f4a5b6c
             */
            requestId: string;
            /** @example 400 */
            statusCode: number;
        };
        GrantEntitlementDto: {
            /** @example amina@example.com */
            email: string;
            /** @enum {string} */
            itemKey: "brand-training-essentials" | "brand-training-pro" | "one-time-toolkit" | "kit-essential" | "kit-optimization" | "kit-full-stack" | "resource-access";
            /** @description The payment this grant makes good, if any. */
            paymentReference?: string;
            reason: string;
        };
        HealthDto: {
            database: components["schemas"]["DatabaseHealthDto"];
            /** @enum {string} */
            status: "ok" | "degraded";
            /** @example 42 */
            uptimeSeconds: number;
        };
        HistoryTurnDto: {
            /** @description The lead the assistant asked to confirm in this turn. */
            lead?: components["schemas"]["LeadDto"];
            /** @enum {string} */
            sender: "visitor" | "assistant";
            text: string;
        };
        HubResourceDto: {
            category: components["schemas"]["ResourceCategory"];
            comingSoon: boolean;
            description: string;
            /**
             * @description GET it with the Bearer token; null while coming soon.
             * @example /api/drive/download/brand-persona-guide
             */
            downloadUrl: string | null;
            /** @example brand-persona-guide */
            id: string;
            isNew: boolean;
            title: string;
            type: components["schemas"]["ResourceType"];
        };
        InitiateAnswerDto: {
            /**
             * @description What is charged: the catalog’s price.
             * @example 235000
             */
            amount: number;
            currency: components["schemas"]["Currency"];
            /**
             * @description Said to the payer when the provider’s answer was late: the payment is being confirmed and appears on the dashboard once approved.
             * @example We're confirming your payment with MTN; you'll find it on your dashboard once it's approved
             */
            message?: string;
            /** @description Card: the provider’s hosted checkout page to send the visitor to. */
            redirect_url?: string;
            /**
             * @description Our reference: verify the payment with it.
             * @example NCM3K2Z9A1B2C3D4E5
             */
            reference: string;
            /** @enum {string} */
            status: "PENDING";
        };
        InitiatePaymentDto: {
            /** @description The price the visitor saw; a different figure is refused (400), it is never charged. */
            amount?: number;
            currency: components["schemas"]["Currency"];
            /** @example amina@example.com */
            email: string;
            firstName: string;
            /** @description What is bought (GET /api/catalog). */
            itemKey: components["schemas"]["ItemKey"];
            lastName: string;
            /**
             * @description Required with payment_method mobile: a number of the chosen network in the currency’s country.
             * @example 0772 123 456
             */
            mobile_number?: string;
            /** @description Required with payment_method mobile. */
            network?: components["schemas"]["MobileNetwork"];
            /** @description card: the answer carries the hosted checkout’s redirect_url. */
            payment_method: components["schemas"]["PaymentMethod"];
            /** @example 0772 123 456 */
            phone: string;
        };
        IpnAckDto: {
            orderMerchantReference: string;
            /** @example IPNCHANGE */
            orderNotificationType: string;
            orderTrackingId: string;
            /** @enum {number} */
            status: 200 | 500;
        };
        IpnDto: {
            OrderMerchantReference?: string;
            /** @example IPNCHANGE */
            OrderNotificationType?: string;
            OrderTrackingId?: string;
        };
        /** @enum {string} */
        ItemKey: "brand-training-essentials" | "brand-training-pro" | "one-time-toolkit" | "kit-essential" | "kit-optimization" | "kit-full-stack" | "resource-access";
        KitDto: {
            key: components["schemas"]["KitKey"];
            /** @example Brand Training Essentials */
            name: string;
            /** @description The price in each currency; the server charges exactly this. */
            prices: components["schemas"]["PricesDto"];
        };
        /** @enum {string} */
        KitKey: "kit-essential" | "kit-optimization" | "kit-full-stack";
        LeadDto: {
            /** @example jane@kawa.ug */
            email: string | null;
            /** @description The inquiry made from the conversation (status `sent`). */
            inquiryId?: string;
            /** @example Jane */
            name: string;
            /**
             * @description International form, checked for its country.
             * @example +256772123456
             */
            phone: string | null;
            /**
             * @description `confirm`: the assistant asked whether to pass this on; `sent`: the inquiry exists.
             * @enum {string}
             */
            status: "confirm" | "sent";
        };
        LiveDto: {
            /** @enum {string} */
            status: "ok";
            /** @example 42 */
            uptimeSeconds: number;
        };
        MessageDto: {
            message: string;
        };
        /**
         * @description Required with payment_method mobile.
         * @enum {string}
         */
        MobileNetwork: "mtn" | "airtel";
        MomoCallbackAnswerDto: {
            reference: string;
            status: components["schemas"]["PaymentStatus"];
        };
        MomoCallbackDto: {
            /** @description Our reference. */
            externalId?: string;
            /** @description MoMo’s X-Reference-Id. */
            referenceId?: string;
        };
        MotionInquiryDto: {
            additionalDetails?: string;
            budgetRange: components["schemas"]["BudgetRange"];
            businessName: string;
            /**
             * Format: date
             * @example 2030-01-31
             */
            deadline: string;
            /** @example 60 seconds */
            duration: string;
            /** @example amina@example.com */
            email: string;
            name: string;
            /** @description yes = "Yes, I need help", no = "No, I have a script" */
            needsScript: components["schemas"]["NeedsScript"];
            /**
             * @example [
             *       "Instagram",
             *       "TikTok"
             *     ]
             */
            platforms: components["schemas"]["Platform"][];
            projectType: components["schemas"]["ProjectType"];
        };
        /**
         * @description yes = "Yes, I need help", no = "No, I have a script"
         * @enum {string}
         */
        NeedsScript: "yes" | "no";
        NewNoteDto: {
            text: string;
        };
        OfferingDto: {
            description: string;
            title: string;
        };
        OfferingFieldsDto: {
            description: string;
            title: string;
        };
        PaymentCountsDto: {
            COMPLETED: number;
            FAILED: number;
            PENDING: number;
            REVERSED: number;
        };
        PaymentListOverviewDto: {
            byStatus: components["schemas"]["PaymentCountsDto"];
            /** Format: date-time */
            lastSeenAt: string | null;
            newSince: number;
        };
        /**
         * @description card: the answer carries the hosted checkout’s redirect_url.
         * @enum {string}
         */
        PaymentMethod: "mobile" | "card";
        /** @enum {string} */
        PaymentRecordStatus: "PENDING" | "COMPLETED" | "FAILED" | "REVERSED";
        /**
         * @description A reversed payment reads FAILED.
         * @enum {string}
         */
        PaymentStatus: "PENDING" | "COMPLETED" | "FAILED";
        PlanDto: {
            key: components["schemas"]["PlanKey"];
            /** @example Brand Training Essentials */
            name: string;
            /** @description The price in each currency; the server charges exactly this. */
            prices: components["schemas"]["PricesDto"];
        };
        /** @enum {string} */
        PlanKey: "brand-training-essentials" | "brand-training-pro" | "one-time-toolkit";
        /** @enum {string} */
        Platform: "TV" | "Instagram" | "YouTube" | "Facebook" | "LinkedIn" | "TikTok" | "Website" | "Other";
        PreviewLinkDto: {
            /** Format: date-time */
            expiresAt: string;
            /** @description The page’s address with ?preview=<token>. */
            url: string;
        };
        PricesDto: {
            /** @example 175000 */
            RWF: number;
            /** @example 235000 */
            UGX: number;
        };
        PrimaryColourDto: {
            main: string;
            strong: string;
        };
        PrimaryColourFieldsDto: {
            /** @example #8B1E1E */
            main: string;
            /** @example #5E1212 */
            strong: string;
        };
        /** @enum {string} */
        ProjectType: "Advertisement" | "Explainer Video" | "Logo Animation" | "Promotional Video" | "Social Media Content" | "Broadcast Graphics" | "3D Animation" | "Other";
        PublishContentDto: {
            /** @description The revision to publish. */
            revision: number;
        };
        ReadyDto: {
            /** @enum {string} */
            database: "up" | "down" | "unchecked";
            /** @description Shutting down (SIGTERM): finishing the requests in flight. */
            draining: boolean;
            /** @enum {string} */
            status: "ready" | "not-ready";
        };
        RenderedMarkdownDto: {
            /** @description Sanitised HTML, as the public answers carry it. */
            html: string;
        };
        RenderMarkdownDto: {
            markdown: string;
        };
        ReplyDto: {
            /** @enum {string} */
            channel: "email" | "whatsapp" | "call";
        };
        ReplyLinkDto: {
            /**
             * @description A path on this site, or a tel:, mailto: or https://wa.me/ link.
             * @example /portfolio/greenwave
             */
            href: string;
            /** @example Green Wave Farm Branding */
            label: string;
        };
        ReplyPriceDto: {
            /**
             * @description The catalog amount, in whole units of the currency.
             * @example 180000
             */
            amount: number;
            currency: components["schemas"]["Currency"];
            /** @example /pricing */
            href: string;
            /** @example kit-essential */
            key: string;
            /** @example Essential Kit */
            name: string;
        };
        RequestCodeDto: {
            /** @example amina@example.com */
            email: string;
        };
        /** @enum {string} */
        ResourceCategory: "persona-kit" | "ai-innovations";
        ResourceDto: {
            /** @enum {string} */
            access: "free" | "paid";
            category: string;
            comingSoon: boolean;
            description: string;
            file: components["schemas"]["ResourceFileDto"] | (never | null);
            isNew: boolean;
            /** @description The catalog item (an ItemKey) that unlocks it when paid; null when free. */
            itemKey: string | null;
            /**
             * @description Also the id of GET /api/drive/download/{id}.
             * @example brand-persona-guide
             */
            slug: string;
            title: string;
            type: components["schemas"]["ResourceType"];
        };
        ResourceFieldsDto: {
            /** @enum {string} */
            access: "free" | "paid";
            category: components["schemas"]["ResourceCategory"];
            comingSoon: boolean;
            description: string;
            file: components["schemas"]["ResourceFileFieldsDto"] | (never | null);
            isNew: boolean;
            /** @description The catalog item (an ItemKey) that unlocks it when paid; null when free. */
            itemKey: string | null;
            title: string;
            type: components["schemas"]["ResourceType"];
        };
        ResourceFileDto: {
            /** @enum {string} */
            mime: "application/pdf" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" | "application/zip";
            name: string;
        };
        ResourceFileFieldsDto: {
            /** @enum {string} */
            mime: "application/pdf" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" | "application/zip";
            /**
             * @description The file’s name in the hub’s storage.
             * @example brand-persona-guide.docx
             */
            name: string;
        };
        ResourceListDto: {
            resources: components["schemas"]["ResourceDto"][];
        };
        /** @enum {string} */
        ResourceType: "DOCX" | "XLSX" | "WEB" | "PDF";
        RevokeEntitlementDto: {
            reason: string;
        };
        RumReportDto: Record<string, never>;
        RumRouteSummaryDto: {
            /** @description INP reports of interactions this version's elements took on this route. */
            interactions: number;
            /** @description LCP and CLS of the pages of this route that showed this version; INP of its interactions there. */
            p75: components["schemas"]["RumVitalsP75Dto"];
            /**
             * @description A route pattern of the site (shell/src/routing/routes.json), or * for a page not found.
             * @example /blog/:slug
             */
            route: string;
        };
        RumSummaryDto: {
            /**
             * @description The remote asked for, or shell (the interactions the frame took).
             * @example blog
             */
            remote: string;
            /** @description Start of the window, ISO 8601. */
            since: string;
            versions: components["schemas"]["RumVersionSummaryDto"][];
        };
        RumVersionSummaryDto: {
            /** @description Uncaught errors attributed to this version. */
            errors: number;
            /** @description INP reports of interactions this version's elements took: what the watcher's INP signal needs a number of. */
            interactions: number;
            /** @description Failed loads of this version's files. */
            loadFailures: number;
            p75: components["schemas"]["RumVitalsP75Dto"];
            /** @description The same vitals per route pattern. */
            routes: components["schemas"]["RumRouteSummaryDto"][];
            /** @example 20261128T075850Z-e709d215 */
            version: string;
            /** @description Page views that loaded this version. */
            views: number;
            /** @description Distinct visits (signed visit tokens of pages the gateway served) that viewed this version: what the canary watcher needs a number of before it decides. */
            visits: number;
        };
        RumVitalsP75Dto: {
            /** @description Cumulative Layout Shift. */
            CLS: number | null;
            /** @description Interaction to Next Paint, milliseconds: of the interactions this remote's elements took (or the frame's, for `shell`). */
            INP: number | null;
            /** @description Largest Contentful Paint, milliseconds. */
            LCP: number | null;
        };
        SaveContentDto: {
            /** @description The revision this edit started from; a newer one answers 409. */
            baseRevision: number;
            /** @description The kind's editable fields (the route's {kind} says which model). */
            fields: components["schemas"]["ArticleFieldsDto"] | components["schemas"]["CaseStudyFieldsDto"] | components["schemas"]["ResourceFieldsDto"] | components["schemas"]["TestimonialFieldsDto"] | components["schemas"]["StatisticFieldsDto"] | components["schemas"]["ServiceFieldsDto"] | components["schemas"]["ContactFieldsDto"];
            /** @example ai-in-modern-branding */
            slug: string;
        };
        ScheduleContentDto: {
            /**
             * Format: date-time
             * @description RFC 3339 with its offset (Z or ±hh:mm), in the future.
             */
            publishAt: string;
            /** @description The revision to publish. */
            revision: number;
        };
        ServiceFactsDto: {
            offerings: components["schemas"]["OfferingDto"][];
            priceText: string | null;
            /**
             * @description The service page’s path without its /.
             * @example creative-design
             */
            slug: string;
            title: string;
        };
        ServiceFieldsDto: {
            offerings: components["schemas"]["OfferingFieldsDto"][];
            priceText: string | null;
            title: string;
        };
        SetOwnerDto: {
            /** @description A staff address (STAFF_EMAILS), or null for nobody. */
            owner: string | null;
        };
        SetStatusDto: {
            /** @enum {string} */
            status: "new" | "in_progress" | "done";
        };
        SiteContentDto: {
            services: components["schemas"]["ServiceFactsDto"][];
            statistics: components["schemas"]["StatisticDto"][];
            testimonials: components["schemas"]["TestimonialDto"][];
        };
        StaffMeDto: {
            /** @description Every staff address (STAFF_EMAILS), to give an item to. */
            colleagues: string[];
            /** @example amina@nyotacreative.com */
            email: string;
            /** @enum {boolean} */
            staff: true;
        };
        StatDto: {
            label: string;
            value: string;
        };
        StatFieldsDto: {
            label: string;
            value: string;
        };
        StatisticDto: {
            /** @example Projects Completed */
            label: string;
            /** @example + */
            suffix: string;
            /** @example 70 */
            value: number;
        };
        StatisticFieldsDto: {
            label: string;
            /** @example + */
            suffix: string;
            /** @example 70 */
            value: number;
        };
        TestimonialDto: {
            company: string;
            name: string;
            quote: string;
            rating: number | null;
            role: string;
        };
        TestimonialFieldsDto: {
            company: string;
            name: string;
            quote: string;
            rating: number | null;
            role: string;
        };
        TokenDto: {
            /** @description A signed token (JWT) to send as `Authorization: Bearer <token>`. */
            token: string;
        };
        UserDto: {
            /** @example amina@example.com */
            email: string;
        };
        VerifyAnswerDto: {
            itemKey: components["schemas"]["ItemKey"];
            /** @example Payment completed successfully. */
            message: string;
            reference: string;
            /** @description A reversed payment reads FAILED. */
            status: components["schemas"]["PaymentStatus"];
            success: boolean;
            /** @description The provider’s confirmation, else its reference, else ours. */
            transactionId: string;
        };
        VerifyCodeDto: {
            /**
             * @description The 6-digit code from the e-mail.
             * @example 042917
             */
            code: string;
            /** @example amina@example.com */
            email: string;
        };
        VerifyPaymentDto: {
            orderMerchantReference?: string;
            orderNotificationType?: string;
            /** @description From the hosted checkout’s return address. */
            orderTrackingId?: string;
            /** @description Our reference (mobile money). */
            reference?: string;
        };
        VisitDto: {
            /**
             * Format: date-time
             * @description The visit before this one (what "new since my last visit" compares with); null before a first visit.
             */
            previous: string | null;
        };
        WebsiteDto: {
            href: string;
            label: string;
        };
        WebsiteFieldsDto: {
            /** @example https://ukweliafrica.org */
            href: string;
            label: string;
        };
        WithdrawnAccessDto: {
            itemKey: components["schemas"]["ItemKey"];
            itemName: string;
            /** @description The payment that had granted it; null when staff had granted it. */
            reference: string | null;
            /** Format: date-time */
            withdrawnAt: string;
        };
        WorkCountsDto: {
            done: number;
            in_progress: number;
            new: number;
        };
        WorkListOverviewDto: {
            byStatus: components["schemas"]["WorkCountsDto"];
            /**
             * Format: date-time
             * @description When this staff member last opened the list; null before a first visit.
             */
            lastSeenAt: string | null;
            /** @description Items created since this staff member last opened the list (all of them before a first visit). */
            newSince: number;
        };
    };
    responses: {
        /** @description No body; Allow lists the methods the address takes. */
        AllowedMethods: {
            headers: {
                /** @description The methods the address takes (RFC 9110 10.2.1). */
                Allow?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The body is larger than the API takes on any route. Read before the address and the method are looked at. */
        BodyTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBodyDto"];
            };
        };
        /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBodyDto"];
            };
        };
        /** @description The address exists but does not take this method; Allow lists those it takes. HEAD is taken wherever GET is. */
        MethodNotAllowed: {
            headers: {
                /** @description The methods the address takes (RFC 9110 10.2.1). */
                Allow?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBodyDto"];
            };
        };
        /** @description No such address. */
        UnknownAddress: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBodyDto"];
            };
        };
        /** @description The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. Read before the address and the method are looked at. */
        UnreadableBody: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBodyDto"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type AccountDownloadDto = components['schemas']['AccountDownloadDto'];
export type AccountDto = components['schemas']['AccountDto'];
export type AccountPaymentDto = components['schemas']['AccountPaymentDto'];
export type AdminAuditEntryDto = components['schemas']['AdminAuditEntryDto'];
export type AdminBuyerDto = components['schemas']['AdminBuyerDto'];
export type AdminContentEntryDto = components['schemas']['AdminContentEntryDto'];
export type AdminContentListDto = components['schemas']['AdminContentListDto'];
export type AdminContentListItemDto = components['schemas']['AdminContentListItemDto'];
export type AdminCustomerDto = components['schemas']['AdminCustomerDto'];
export type AdminEntitlementDetailDto = components['schemas']['AdminEntitlementDetailDto'];
export type AdminEntitlementDto = components['schemas']['AdminEntitlementDto'];
export type AdminEntitlementListDto = components['schemas']['AdminEntitlementListDto'];
export type AdminFailedMailDto = components['schemas']['AdminFailedMailDto'];
export type AdminFailedMailListDto = components['schemas']['AdminFailedMailListDto'];
export type AdminInquiryDetailDto = components['schemas']['AdminInquiryDetailDto'];
export type AdminInquiryDto = components['schemas']['AdminInquiryDto'];
export type AdminInquiryFileDto = components['schemas']['AdminInquiryFileDto'];
export type AdminInquiryPageDto = components['schemas']['AdminInquiryPageDto'];
export type AdminMessageDetailDto = components['schemas']['AdminMessageDetailDto'];
export type AdminMessageDto = components['schemas']['AdminMessageDto'];
export type AdminMessagePageDto = components['schemas']['AdminMessagePageDto'];
export type AdminNoteDto = components['schemas']['AdminNoteDto'];
export type AdminOverviewDto = components['schemas']['AdminOverviewDto'];
export type AdminPaymentCheckDto = components['schemas']['AdminPaymentCheckDto'];
export type AdminPaymentDetailDto = components['schemas']['AdminPaymentDetailDto'];
export type AdminPaymentDto = components['schemas']['AdminPaymentDto'];
export type AdminPaymentEventDto = components['schemas']['AdminPaymentEventDto'];
export type AdminPaymentPageDto = components['schemas']['AdminPaymentPageDto'];
export type AdminProviderCheckDto = components['schemas']['AdminProviderCheckDto'];
export type AdminTranscriptLineDto = components['schemas']['AdminTranscriptLineDto'];
export type ApproachStepDto = components['schemas']['ApproachStepDto'];
export type ApproachStepFieldsDto = components['schemas']['ApproachStepFieldsDto'];
export type ArticleAuthorFieldsDto = components['schemas']['ArticleAuthorFieldsDto'];
export type ArticleDto = components['schemas']['ArticleDto'];
export type ArticleFieldsDto = components['schemas']['ArticleFieldsDto'];
export type ArticleListDto = components['schemas']['ArticleListDto'];
export type ArticleSummaryDto = components['schemas']['ArticleSummaryDto'];
export type AssistantMessageDto = components['schemas']['AssistantMessageDto'];
export type AssistantReplyDto = components['schemas']['AssistantReplyDto'];
export type AuthorDto = components['schemas']['AuthorDto'];
export type BudgetRange = components['schemas']['BudgetRange'];
export type BulkStatusDto = components['schemas']['BulkStatusDto'];
export type BulkStatusResultDto = components['schemas']['BulkStatusResultDto'];
export type CaseStudyDto = components['schemas']['CaseStudyDto'];
export type CaseStudyFieldsDto = components['schemas']['CaseStudyFieldsDto'];
export type CaseStudyListDto = components['schemas']['CaseStudyListDto'];
export type CaseStudySummaryDto = components['schemas']['CaseStudySummaryDto'];
export type CatalogDefaultsDto = components['schemas']['CatalogDefaultsDto'];
export type CatalogDto = components['schemas']['CatalogDto'];
export type CatalogItemDto = components['schemas']['CatalogItemDto'];
export type ClosePaymentDto = components['schemas']['ClosePaymentDto'];
export type ContactDetailsDto = components['schemas']['ContactDetailsDto'];
export type ContactDto = components['schemas']['ContactDto'];
export type ContactFieldsDto = components['schemas']['ContactFieldsDto'];
export type ContactLineDto = components['schemas']['ContactLineDto'];
export type ContactOfficeDto = components['schemas']['ContactOfficeDto'];
export type ContactOfficeFieldsDto = components['schemas']['ContactOfficeFieldsDto'];
export type ContactPhoneDto = components['schemas']['ContactPhoneDto'];
export type ContactPhoneFieldsDto = components['schemas']['ContactPhoneFieldsDto'];
export type ContactSocialsDto = components['schemas']['ContactSocialsDto'];
export type ContactSocialsFieldsDto = components['schemas']['ContactSocialsFieldsDto'];
export type ContentChangeDto = components['schemas']['ContentChangeDto'];
export type ContentChangesDto = components['schemas']['ContentChangesDto'];
export type ContentConflictDto = components['schemas']['ContentConflictDto'];
export type ContentDraftDto = components['schemas']['ContentDraftDto'];
export type ContentFileDto = components['schemas']['ContentFileDto'];
export type ContentImageDto = components['schemas']['ContentImageDto'];
export type ContentKind = components['schemas']['ContentKind'];
export type ContentRevisionDto = components['schemas']['ContentRevisionDto'];
export type ContentRevisionListDto = components['schemas']['ContentRevisionListDto'];
export type ContentStatus = components['schemas']['ContentStatus'];
export type CreateContentDto = components['schemas']['CreateContentDto'];
export type CreatedDto = components['schemas']['CreatedDto'];
export type Currency = components['schemas']['Currency'];
export type DatabaseHealthDto = components['schemas']['DatabaseHealthDto'];
export type EntitlementDto = components['schemas']['EntitlementDto'];
export type ErrorBodyDto = components['schemas']['ErrorBodyDto'];
export type GrantEntitlementDto = components['schemas']['GrantEntitlementDto'];
export type HealthDto = components['schemas']['HealthDto'];
export type HistoryTurnDto = components['schemas']['HistoryTurnDto'];
export type HubResourceDto = components['schemas']['HubResourceDto'];
export type InitiateAnswerDto = components['schemas']['InitiateAnswerDto'];
export type InitiatePaymentDto = components['schemas']['InitiatePaymentDto'];
export type IpnAckDto = components['schemas']['IpnAckDto'];
export type IpnDto = components['schemas']['IpnDto'];
export type ItemKey = components['schemas']['ItemKey'];
export type KitDto = components['schemas']['KitDto'];
export type KitKey = components['schemas']['KitKey'];
export type LeadDto = components['schemas']['LeadDto'];
export type LiveDto = components['schemas']['LiveDto'];
export type MessageDto = components['schemas']['MessageDto'];
export type MobileNetwork = components['schemas']['MobileNetwork'];
export type MomoCallbackAnswerDto = components['schemas']['MomoCallbackAnswerDto'];
export type MomoCallbackDto = components['schemas']['MomoCallbackDto'];
export type MotionInquiryDto = components['schemas']['MotionInquiryDto'];
export type NeedsScript = components['schemas']['NeedsScript'];
export type NewNoteDto = components['schemas']['NewNoteDto'];
export type OfferingDto = components['schemas']['OfferingDto'];
export type OfferingFieldsDto = components['schemas']['OfferingFieldsDto'];
export type PaymentCountsDto = components['schemas']['PaymentCountsDto'];
export type PaymentListOverviewDto = components['schemas']['PaymentListOverviewDto'];
export type PaymentMethod = components['schemas']['PaymentMethod'];
export type PaymentRecordStatus = components['schemas']['PaymentRecordStatus'];
export type PaymentStatus = components['schemas']['PaymentStatus'];
export type PlanDto = components['schemas']['PlanDto'];
export type PlanKey = components['schemas']['PlanKey'];
export type Platform = components['schemas']['Platform'];
export type PreviewLinkDto = components['schemas']['PreviewLinkDto'];
export type PricesDto = components['schemas']['PricesDto'];
export type PrimaryColourDto = components['schemas']['PrimaryColourDto'];
export type PrimaryColourFieldsDto = components['schemas']['PrimaryColourFieldsDto'];
export type ProjectType = components['schemas']['ProjectType'];
export type PublishContentDto = components['schemas']['PublishContentDto'];
export type ReadyDto = components['schemas']['ReadyDto'];
export type RenderedMarkdownDto = components['schemas']['RenderedMarkdownDto'];
export type RenderMarkdownDto = components['schemas']['RenderMarkdownDto'];
export type ReplyDto = components['schemas']['ReplyDto'];
export type ReplyLinkDto = components['schemas']['ReplyLinkDto'];
export type ReplyPriceDto = components['schemas']['ReplyPriceDto'];
export type RequestCodeDto = components['schemas']['RequestCodeDto'];
export type ResourceCategory = components['schemas']['ResourceCategory'];
export type ResourceDto = components['schemas']['ResourceDto'];
export type ResourceFieldsDto = components['schemas']['ResourceFieldsDto'];
export type ResourceFileDto = components['schemas']['ResourceFileDto'];
export type ResourceFileFieldsDto = components['schemas']['ResourceFileFieldsDto'];
export type ResourceListDto = components['schemas']['ResourceListDto'];
export type ResourceType = components['schemas']['ResourceType'];
export type RevokeEntitlementDto = components['schemas']['RevokeEntitlementDto'];
export type RumReportDto = components['schemas']['RumReportDto'];
export type RumRouteSummaryDto = components['schemas']['RumRouteSummaryDto'];
export type RumSummaryDto = components['schemas']['RumSummaryDto'];
export type RumVersionSummaryDto = components['schemas']['RumVersionSummaryDto'];
export type RumVitalsP75Dto = components['schemas']['RumVitalsP75Dto'];
export type SaveContentDto = components['schemas']['SaveContentDto'];
export type ScheduleContentDto = components['schemas']['ScheduleContentDto'];
export type ServiceFactsDto = components['schemas']['ServiceFactsDto'];
export type ServiceFieldsDto = components['schemas']['ServiceFieldsDto'];
export type SetOwnerDto = components['schemas']['SetOwnerDto'];
export type SetStatusDto = components['schemas']['SetStatusDto'];
export type SiteContentDto = components['schemas']['SiteContentDto'];
export type StaffMeDto = components['schemas']['StaffMeDto'];
export type StatDto = components['schemas']['StatDto'];
export type StatFieldsDto = components['schemas']['StatFieldsDto'];
export type StatisticDto = components['schemas']['StatisticDto'];
export type StatisticFieldsDto = components['schemas']['StatisticFieldsDto'];
export type TestimonialDto = components['schemas']['TestimonialDto'];
export type TestimonialFieldsDto = components['schemas']['TestimonialFieldsDto'];
export type TokenDto = components['schemas']['TokenDto'];
export type UserDto = components['schemas']['UserDto'];
export type VerifyAnswerDto = components['schemas']['VerifyAnswerDto'];
export type VerifyCodeDto = components['schemas']['VerifyCodeDto'];
export type VerifyPaymentDto = components['schemas']['VerifyPaymentDto'];
export type VisitDto = components['schemas']['VisitDto'];
export type WebsiteDto = components['schemas']['WebsiteDto'];
export type WebsiteFieldsDto = components['schemas']['WebsiteFieldsDto'];
export type WithdrawnAccessDto = components['schemas']['WithdrawnAccessDto'];
export type WorkCountsDto = components['schemas']['WorkCountsDto'];
export type WorkListOverviewDto = components['schemas']['WorkListOverviewDto'];
export type ResponseAllowedMethods = components['responses']['AllowedMethods'];
export type ResponseBodyTooLarge = components['responses']['BodyTooLarge'];
export type ResponseHeadersTooLarge = components['responses']['HeadersTooLarge'];
export type ResponseMethodNotAllowed = components['responses']['MethodNotAllowed'];
export type ResponseUnknownAddress = components['responses']['UnknownAddress'];
export type ResponseUnreadableBody = components['responses']['UnreadableBody'];
export type $defs = Record<string, never>;
export interface operations {
    AccountController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_account: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentAdminController_list: {
        parameters: {
            query?: {
                /** @description Words of the title or slug. */
                q?: string;
                status?: "draft" | "scheduled" | "published" | "archived";
            };
            header?: never;
            path: {
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentListDto"];
                };
            };
            /** @description A bad field (named in `errors`, fields under `fields.`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such kind. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentAdminController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryDto"];
                };
            };
            /** @description A bad field (named in `errors`, fields under `fields.`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such kind. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The slug is used by another entry of this kind, or the kind has one entry only (`contact`) and it exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_kind_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentAdminController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such entry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentAdminController_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveContentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryDto"];
                };
            };
            /** @description A bad field (named in `errors`, fields under `fields.`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such entry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Someone saved since `baseRevision` (`yours` and `current`), or the slug is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentConflictDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_kind_id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentAdminController_archive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such entry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The entry is the published contact details, which the site always shows: edit them instead. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_kind_id_archive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentAdminController_previewLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewLinkDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such entry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_kind_id_preview_link: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentAdminController_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishContentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryDto"];
                };
            };
            /** @description A bad field (named in `errors`, fields under `fields.`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such entry or revision. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_kind_id_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentAdminController_revisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentRevisionListDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such entry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_kind_id_revisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentAdminController_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
                revision: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryDto"];
                };
            };
            /** @description The revision is not a number. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such entry or revision. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The slug is used by another entry of this kind. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_kind_id_revisions_revision_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
                revision: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentAdminController_schedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleContentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryDto"];
                };
            };
            /** @description publishAt is not RFC 3339 or not in the future, or a bad revision. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such entry or revision. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_kind_id_schedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentAdminController_unpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContentEntryDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such entry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The entry is the published contact details, which the site always shows: edit them instead. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_kind_id_unpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry’s id. */
                id: string;
                kind: components["schemas"]["ContentKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentMediaAdminController_uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A PDF, DOCX, XLSX or ZIP file (checked by its bytes), at most 20 MB.
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentFileDto"];
                };
            };
            /** @description Not a PDF, DOCX, XLSX or ZIP file (`errors.file`); nothing is stored. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A different file of that name is already stored; nothing is changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The file is larger than 20 MB; nothing is stored. Also: The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_files: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentMediaAdminController_uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Alt text: what the image shows. */
                    alt: string;
                    /**
                     * Format: binary
                     * @description A JPEG, PNG, WebP or AVIF image (checked by its bytes), at most 8 MB.
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentImageDto"];
                };
            };
            /** @description Not a JPEG, PNG, WebP or AVIF image, a damaged image, or alt text missing or over 250 characters (`errors.file`, `errors.alt`); nothing is stored. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The image is larger than 8 MB; nothing is stored. Also: The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_images: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentMediaAdminController_image: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The image’s id: a UUID for an upload, a readable id for a seeded image. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentImageDto"];
                };
            };
            /** @description The id is not an image id (`errors.id`): lower-case letters, digits and dashes, at most 80. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No image has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_images_id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The image’s id: a UUID for an upload, a readable id for a seeded image. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentAdminController_render: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenderMarkdownDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenderedMarkdownDto"];
                };
            };
            /** @description A bad field (named in `errors`, fields under `fields.`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_content_render: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    StaffDayController_customer: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCustomerDto"];
                };
            };
            /** @description Not an e-mail address. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_customers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminEntitlementsController_list: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEntitlementListDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminEntitlementsController_grant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrantEntitlementDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEntitlementDetailDto"];
                };
            };
            /** @description A bad e-mail, item, reason or payment reference (named in `errors`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The named payment already has an entitlement. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_entitlements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminEntitlementsController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeEntitlementDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEntitlementDetailDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such entitlement. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_entitlements_id_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminInquiriesController_list: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page; omitted for the first page. */
                cursor?: string;
                /** @description Only items created at or after this instant (the start of a day in the staff member’s zone). RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm). */
                from?: string;
                limit?: number;
                /** @description "me", "none" (nobody owns it) or a staff address. */
                owner?: string;
                /** @description Text searched for anywhere in the listed fields (case-insensitive). */
                q?: string;
                /** @description Newest first, oldest first, or by status in the order of the work. */
                sort?: "newest" | "oldest" | "status";
                status?: "new" | "in_progress" | "done";
                /** @description Only items created before this instant (the start of the day after the range). RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminInquiryPageDto"];
                };
            };
            /** @description A bad filter, date, limit or cursor (named in `errors`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_inquiries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminInquiriesController_csv: {
        parameters: {
            query?: {
                /** @description Only items created at or after this instant (the start of a day in the staff member’s zone). RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm). */
                from?: string;
                /** @description "me", "none" (nobody owns it) or a staff address. */
                owner?: string;
                /** @description Text searched for anywhere in the listed fields (case-insensitive). */
                q?: string;
                /** @description Newest first, oldest first, or by status in the order of the work. */
                sort?: "newest" | "oldest" | "status";
                status?: "new" | "in_progress" | "done";
                /** @description Only items created before this instant (the start of the day after the range). RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv; one row per inquiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A bad filter or date (named in `errors`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_inquiries_csv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminInquiriesController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminInquiryDetailDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such inquiry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_inquiries_id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminInquiriesController_setStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminInquiryDetailDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such inquiry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminInquiriesController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                    "application/pdf": Blob;
                    "image/gif": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such inquiry or file. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_inquiries_id_files_fileId_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminInquiriesController_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewNoteDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminNoteDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such inquiry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_inquiries_id_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_inquiries_id_owner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminInquiriesController_setOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetOwnerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminInquiryDetailDto"];
                };
            };
            /** @description Not a staff address. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such inquiry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminInquiriesController_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminInquiryDetailDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such inquiry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_inquiries_id_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminInquiriesController_bulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkStatusResultDto"];
                };
            };
            /** @description No ids, too many, or a bad status (named in `errors`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_inquiries_bulk_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminMailsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFailedMailListDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_mails_failed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminMailsController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mail as it was listed; it is pending from now on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFailedMailDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No failed mail with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A sign-in code: "A sign-in code is only valid for minutes: the visitor asks for a new one on the sign-in page." */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_mails_failed_id_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    StaffController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMeDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminMessagesController_list: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page; omitted for the first page. */
                cursor?: string;
                /** @description Only items created at or after this instant (the start of a day in the staff member’s zone). RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm). */
                from?: string;
                limit?: number;
                /** @description "me", "none" (nobody owns it) or a staff address. */
                owner?: string;
                /** @description Text searched for anywhere in the listed fields (case-insensitive). */
                q?: string;
                /** @description Newest first, oldest first, or by status in the order of the work. */
                sort?: "newest" | "oldest" | "status";
                status?: "new" | "in_progress" | "done";
                /** @description Only items created before this instant (the start of the day after the range). RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessagePageDto"];
                };
            };
            /** @description A bad filter, date, limit or cursor (named in `errors`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_messages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminMessagesController_csv: {
        parameters: {
            query?: {
                /** @description Only items created at or after this instant (the start of a day in the staff member’s zone). RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm). */
                from?: string;
                /** @description "me", "none" (nobody owns it) or a staff address. */
                owner?: string;
                /** @description Text searched for anywhere in the listed fields (case-insensitive). */
                q?: string;
                /** @description Newest first, oldest first, or by status in the order of the work. */
                sort?: "newest" | "oldest" | "status";
                status?: "new" | "in_progress" | "done";
                /** @description Only items created before this instant (the start of the day after the range). RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv; one row per message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A bad filter or date (named in `errors`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_messages_csv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminMessagesController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessageDetailDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such message. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_messages_id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminMessagesController_setStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessageDetailDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such message. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminMessagesController_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewNoteDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminNoteDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such message. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_messages_id_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_messages_id_owner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminMessagesController_setOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetOwnerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessageDetailDto"];
                };
            };
            /** @description Not a staff address. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such message. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminMessagesController_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMessageDetailDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such message. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_messages_id_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminMessagesController_bulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkStatusResultDto"];
                };
            };
            /** @description No ids, too many, or a bad status (named in `errors`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_messages_bulk_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    StaffDayController_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOverviewDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminPaymentsController_list: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page; omitted for the first page. */
                cursor?: string;
                /** @description Only items created at or after this instant (the start of a day in the staff member’s zone). RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm). */
                from?: string;
                limit?: number;
                /** @description Text searched for anywhere in the listed fields (case-insensitive). */
                q?: string;
                /** @description Newest first, oldest first, or by status in the order of the work. */
                sort?: "newest" | "oldest" | "status";
                status?: "PENDING" | "COMPLETED" | "FAILED" | "REVERSED";
                /** @description Only items created before this instant (the start of the day after the range). RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentPageDto"];
                };
            };
            /** @description A bad filter, date, limit or cursor (named in `errors`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_payments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminPaymentsController_csv: {
        parameters: {
            query?: {
                /** @description Only items created at or after this instant (the start of a day in the staff member’s zone). RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm). */
                from?: string;
                /** @description Text searched for anywhere in the listed fields (case-insensitive). */
                q?: string;
                /** @description Newest first, oldest first, or by status in the order of the work. */
                sort?: "newest" | "oldest" | "status";
                status?: "PENDING" | "COMPLETED" | "FAILED" | "REVERSED";
                /** @description Only items created before this instant (the start of the day after the range). RFC 3339: a day, T, a time with seconds, and Z or an offset (±hh:mm). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv; one row per payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A bad filter or date (named in `errors`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_payments_csv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminPaymentsController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentDetailDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_payments_reference_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminPaymentsController_check: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment after the check, and what the provider answered or why it could not be asked (`checked`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentCheckDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_payments_reference_check: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    StaffDayController_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClosePaymentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentDetailDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not pending, or the provider has settled it meanwhile: nothing closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_payments_reference_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AdminPaymentsController_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewNoteDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminNoteDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_payments_reference_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    StaffDayController_visit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: "inquiries" | "messages" | "payments";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitDto"];
                };
            };
            /** @description Not one of the lists. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid sign-in token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Signed in, but the address is not in STAFF_EMAILS: "This area is for Nyota Creative staff only." Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_admin_visits_list_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: "inquiries" | "messages" | "payments";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AssistantController_reply: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per attempt (a UUID). The same key with the same body gets the first answer again and does the work once; with another body 422; while the first request runs 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssistantMessageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssistantReplyDto"];
                };
            };
            /** @description Empty, over 1,000 characters, markup or control characters (messages per field in `errors`); nothing is answered. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Too many requests from this client (Retry-After says when to try again). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_assistant_messages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_auth_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AuthController_requestCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description No valid e-mail address (`errors.email`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Too many requests for this address or from this client (Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_auth_request_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AuthController_verifyCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenDto"];
                };
            };
            /** @description No valid e-mail address or no 6-digit code (`errors`). Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Wrong, expired or used-up code (5 wrong tries void a code). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Too many attempts (Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_auth_verify_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    CatalogController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_catalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContactController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per attempt (a UUID). The same key with the same body gets the first answer again and does the work once; with another body 422; while the first request runs 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedDto"];
                };
            };
            /** @description Messages per field in `errors` (spec 5.2); nothing is stored. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Too many requests from this client (Retry-After says when to try again). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentPublicController_articles: {
        parameters: {
            query?: {
                /** @description A preview token from the staff API: the named entry’s latest revision, never cached. */
                preview?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleListDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A bad or expired preview token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_content_articles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentPublicController_article: {
        parameters: {
            query?: {
                /** @description A preview token from the staff API: the named entry’s latest revision, never cached. */
                preview?: unknown;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleDto"];
                };
            };
            /** @description An old slug: Location is the item’s address now. */
            301: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No published article here (or a bad or expired preview token). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_content_articles_slug_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentCardsController_card: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `<slug>.png` */
                file: string;
                kind: "article" | "case-study";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card, cached for 5 minutes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such kind, or no published entry with that slug. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_content_cards_kind_file_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `<slug>.png` */
                file: string;
                kind: "article" | "case-study";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentPublicController_caseStudies: {
        parameters: {
            query?: {
                /** @description A preview token from the staff API: the named entry’s latest revision, never cached. */
                preview?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseStudyListDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A bad or expired preview token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_content_case_studies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentPublicController_caseStudy: {
        parameters: {
            query?: {
                /** @description A preview token from the staff API: the named entry’s latest revision, never cached. */
                preview?: unknown;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseStudyDto"];
                };
            };
            /** @description An old slug: Location is the item’s address now. */
            301: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No published case study here (or a bad or expired preview token). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_content_case_studies_slug_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentPublicController_changesSince: {
        parameters: {
            query?: {
                /** @description The last change number seen (0: from the start). */
                since?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentChangesDto"];
                };
            };
            /** @description `since` is not a whole number. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_content_changes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentPublicController_contact: {
        parameters: {
            query?: {
                /** @description A preview token from the staff API: the named entry’s latest revision, never cached. */
                preview?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Always an answer: with no contact entry published, the details the site was released with. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactDetailsDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A bad or expired preview token, or one of an entry that is not the contact details. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_content_contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentPublicController_feed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RSS 2.0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_content_feed_xml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentImagesController_variant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, cached for a year (immutable). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such image, or no such variant of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_content_images_id_file_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentPublicController_resources: {
        parameters: {
            query?: {
                /** @description A preview token from the staff API: the named entry’s latest revision, never cached. */
                preview?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceListDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A bad or expired preview token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_content_resources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentPublicController_resource: {
        parameters: {
            query?: {
                /** @description A preview token from the staff API: the named entry’s latest revision, never cached. */
                preview?: unknown;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceDto"];
                };
            };
            /** @description An old slug: Location is the item’s address now. */
            301: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No published resource here (or a bad or expired preview token). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_content_resources_slug_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ContentPublicController_site: {
        parameters: {
            query?: {
                /** @description A preview token from the staff API: the named entry’s latest revision, never cached. */
                preview?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteContentDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A bad or expired preview token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_content_site: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    DownloadsController_publicFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: "brand-starter-guide.pdf" | "brand-toolkit.zip";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "application/zip": Blob;
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No such free file. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_downloads_public_file_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: "brand-starter-guide.pdf" | "brand-toolkit.zip";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    DownloadsController_hubFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A resource id from GET /api/catalog. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/zip": Blob;
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. The address holds a broken %-escape. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Buy resource access to download this file. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Unknown, or coming soon. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_drive_download_id_: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A resource id from GET /api/catalog. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The address holds a broken %-escape. Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A path parameter is longer than the router takes. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API and its database answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    options_api_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_health_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadyDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The database does not answer, or the replica is shutting down. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadyDto"];
                };
            };
        };
    };
    options_api_health_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    InquiriesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per attempt (a UUID). The same key with the same body gets the first answer again and does the work once; with another body 422; while the first request runs 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["MotionInquiryDto"] & {
                    /** @description .jpg .jpeg .png .gif .pdf .ai .psd .eps .svg, at most 10 MB each and 50 MB together (UPLOAD_MAX_BYTES, UPLOAD_MAX_TOTAL_BYTES) */
                    files?: Blob[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedDto"];
                };
            };
            /** @description Messages per field in `errors`; nothing is stored. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A file is larger than 10 MB, or the files together larger than 50 MB; nothing is stored. Also: The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Too many requests from this client (Retry-After says when to try again). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_motion_project_inquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    PaymentsController_initiate: {
        parameters: {
            query?: never;
            header?: {
                /** @description One key per attempt (a UUID). The same key with the same body gets the first answer again and does the work once; with another body 422; while the first request runs 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InitiatePaymentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InitiateAnswerDto"];
                };
            };
            /** @description Messages per field in `errors`: unknown item, other currency, an amount that is not the price, card fields sent, a number of another network or country, a number the mobile-money provider does not know. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The signed-in account already has what the hub’s one-time access unlocks; or the payer (the account, else the e-mail) has a payment for this one-time item still in progress; or the first request with this Idempotency-Key is still running; or, sent again with its Idempotency-Key, its first order reached the provider but the checkout page was lost (that attempt is closed: start again). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Too many requests from this client (Retry-After says when to try again). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The provider refused (the payment is recorded as failed), or a hosted checkout did not answer in time (kept pending, closed by the reconciler). A late MoMo answer is not an error: 200 with `message`. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_payments_initiate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    PaymentsController_ipnGet: {
        parameters: {
            query?: {
                OrderMerchantReference?: string;
                OrderNotificationType?: string;
                OrderTrackingId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IpnAckDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. A query value that is not valid, or a query field this route does not take (named in `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    PaymentsController_ipnPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IpnDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IpnAckDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_payments_ipn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    PaymentsController_momoCallbackPut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MomoCallbackDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MomoCallbackAnswerDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Unknown payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    PaymentsController_momoCallbackPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MomoCallbackDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MomoCallbackAnswerDto"];
                };
            };
            /** @description The request carries more than one Host header (RFC 9112 3.2). Also: The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Unknown payment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_payments_momo_callback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    PaymentsController_verify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyPaymentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyAnswerDto"];
                };
            };
            /** @description Neither a reference nor a tracking id. Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Invalid or unverified transaction. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The provider’s answer could not be read. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_payments_verify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    RumController_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RumReportDto"];
            };
        };
        responses: {
            /** @description Stored (counts and figures only). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A report out of its shape (messages per field in errors): a route that is not a route pattern of the site, an INP above 60000 ms or without its route and remote; or naming a version or an INP remote its page did not serve (neither live nor canary) Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). The body could not be read: not valid JSON, nested too deeply, or a Content-Encoding it does not have. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description No valid visit token: the report did not come from a page the gateway served in the last 30 minutes Also: A write from another site (Sec-Fetch-Site: cross-site, or an Origin that is not this site nor a listed one) is refused. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is larger than this route takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Past this address's reports per minute */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_rum: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    RumController_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RumSummaryDto"];
                };
            };
            /** @description An unknown remote, or a since that is not a real ISO 8601 date or time Also: The request carries more than one Host header (RFC 9112 3.2). The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Asked through a proxy */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    options_api_rum_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["AllowedMethods"];
            /** @description The query string holds a broken %-escape or bytes that are not UTF-8 (common/query-string.ts). Also: A body sent with this method is read too: one that cannot be read is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A body sent with this method is read too, up to the API’s limit (100 KB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request’s headers are larger than the server reads (16 KB): refused before the request is routed (common/http-limits.ts). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsApiAdminContentKindGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/content/{kind}"]["get"]["parameters"]["query"]["status"]> = ["draft", "scheduled", "published", "archived"];
export const pathsApiAdminInquiriesGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/inquiries"]["get"]["parameters"]["query"]["sort"]> = ["newest", "oldest", "status"];
export const pathsApiAdminInquiriesGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/inquiries"]["get"]["parameters"]["query"]["status"]> = ["new", "in_progress", "done"];
export const pathsApiAdminInquiriesCsvGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/inquiries.csv"]["get"]["parameters"]["query"]["sort"]> = ["newest", "oldest", "status"];
export const pathsApiAdminInquiriesCsvGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/inquiries.csv"]["get"]["parameters"]["query"]["status"]> = ["new", "in_progress", "done"];
export const pathsApiAdminMessagesGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/messages"]["get"]["parameters"]["query"]["sort"]> = ["newest", "oldest", "status"];
export const pathsApiAdminMessagesGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/messages"]["get"]["parameters"]["query"]["status"]> = ["new", "in_progress", "done"];
export const pathsApiAdminMessagesCsvGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/messages.csv"]["get"]["parameters"]["query"]["sort"]> = ["newest", "oldest", "status"];
export const pathsApiAdminMessagesCsvGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/messages.csv"]["get"]["parameters"]["query"]["status"]> = ["new", "in_progress", "done"];
export const pathsApiAdminPaymentsGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/payments"]["get"]["parameters"]["query"]["sort"]> = ["newest", "oldest", "status"];
export const pathsApiAdminPaymentsGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/payments"]["get"]["parameters"]["query"]["status"]> = ["PENDING", "COMPLETED", "FAILED", "REVERSED"];
export const pathsApiAdminPaymentsCsvGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/payments.csv"]["get"]["parameters"]["query"]["sort"]> = ["newest", "oldest", "status"];
export const pathsApiAdminPaymentsCsvGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/payments.csv"]["get"]["parameters"]["query"]["status"]> = ["PENDING", "COMPLETED", "FAILED", "REVERSED"];
export const pathsApiAdminVisitsListPostParametersPathListValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/visits/{list}"]["post"]["parameters"]["path"]["list"]> = ["inquiries", "messages", "payments"];
export const pathsApiAdminVisitsListOptionsParametersPathListValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/visits/{list}"]["options"]["parameters"]["path"]["list"]> = ["inquiries", "messages", "payments"];
export const pathsApiContentCardsKindFileGetParametersPathKindValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/content/cards/{kind}/{file}"]["get"]["parameters"]["path"]["kind"]> = ["article", "case-study"];
export const pathsApiContentCardsKindFileOptionsParametersPathKindValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/content/cards/{kind}/{file}"]["options"]["parameters"]["path"]["kind"]> = ["article", "case-study"];
export const pathsApiDownloadsPublicFileGetParametersPathFileValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/downloads/public/{file}"]["get"]["parameters"]["path"]["file"]> = ["brand-starter-guide.pdf", "brand-toolkit.zip"];
export const pathsApiDownloadsPublicFileOptionsParametersPathFileValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/downloads/public/{file}"]["options"]["parameters"]["path"]["file"]> = ["brand-starter-guide.pdf", "brand-toolkit.zip"];
export const adminAuditEntryDtoActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminAuditEntryDto"]["action"]> = ["status", "note", "download", "check", "grant", "revoke", "export", "assign", "reply", "close", "retry", "publish", "unpublish", "archive", "schedule", "restore"];
export const adminAuditEntryDtoSubjectTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminAuditEntryDto"]["subjectType"]> = ["inquiry", "message", "payment", "entitlement", "mail", "content"];
export const adminEntitlementDetailDtoSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminEntitlementDetailDto"]["source"]> = ["payment", "staff"];
export const adminEntitlementDtoSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminEntitlementDto"]["source"]> = ["payment", "staff"];
export const adminFailedMailDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminFailedMailDto"]["kind"]> = ["sign-in-code", "contact-message", "motion-inquiry", "assistant-lead", "other"];
export const adminInquiryDetailDtoSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminInquiryDetailDto"]["source"]> = ["form", "assistant"];
export const adminInquiryDetailDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminInquiryDetailDto"]["status"]> = ["new", "in_progress", "done"];
export const adminInquiryDtoSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminInquiryDto"]["source"]> = ["form", "assistant"];
export const adminInquiryDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminInquiryDto"]["status"]> = ["new", "in_progress", "done"];
export const adminMessageDetailDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminMessageDetailDto"]["status"]> = ["new", "in_progress", "done"];
export const adminMessageDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminMessageDto"]["status"]> = ["new", "in_progress", "done"];
export const adminPaymentCheckDtoCurrencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentCheckDto"]["currency"]> = ["UGX", "RWF"];
export const adminPaymentCheckDtoMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentCheckDto"]["method"]> = ["card", "mobile"];
export const adminPaymentCheckDtoProviderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentCheckDto"]["provider"]> = ["pesapal", "momo"];
export const adminPaymentCheckDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentCheckDto"]["status"]> = ["PENDING", "COMPLETED", "FAILED", "REVERSED"];
export const adminPaymentDetailDtoCurrencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentDetailDto"]["currency"]> = ["UGX", "RWF"];
export const adminPaymentDetailDtoMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentDetailDto"]["method"]> = ["card", "mobile"];
export const adminPaymentDetailDtoProviderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentDetailDto"]["provider"]> = ["pesapal", "momo"];
export const adminPaymentDetailDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentDetailDto"]["status"]> = ["PENDING", "COMPLETED", "FAILED", "REVERSED"];
export const adminPaymentDtoCurrencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentDto"]["currency"]> = ["UGX", "RWF"];
export const adminPaymentDtoMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentDto"]["method"]> = ["card", "mobile"];
export const adminPaymentDtoProviderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentDto"]["provider"]> = ["pesapal", "momo"];
export const adminPaymentDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentDto"]["status"]> = ["PENDING", "COMPLETED", "FAILED", "REVERSED"];
export const adminPaymentEventDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminPaymentEventDto"]["status"]> = ["PENDING", "COMPLETED", "FAILED", "REVERSED"];
export const adminTranscriptLineDtoSenderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminTranscriptLineDto"]["sender"]> = ["visitor", "assistant"];
export const budgetRangeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BudgetRange"]> = ["Under $1,000", "$1,000 - $2,500", "$2,500 - $5,000", "$5,000 - $10,000", "$10,000+"];
export const bulkStatusDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BulkStatusDto"]["status"]> = ["new", "in_progress", "done"];
export const contentKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ContentKind"]> = ["article", "case-study", "resource", "testimonial", "statistic", "service", "contact"];
export const contentStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ContentStatus"]> = ["draft", "scheduled", "published", "archived"];
export const currencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Currency"]> = ["UGX", "RWF"];
export const databaseHealthDtoDriverValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DatabaseHealthDto"]["driver"]> = ["pglite", "postgres"];
export const databaseHealthDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DatabaseHealthDto"]["status"]> = ["up", "down"];
export const grantEntitlementDtoItemKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["GrantEntitlementDto"]["itemKey"]> = ["brand-training-essentials", "brand-training-pro", "one-time-toolkit", "kit-essential", "kit-optimization", "kit-full-stack", "resource-access"];
export const healthDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["HealthDto"]["status"]> = ["ok", "degraded"];
export const historyTurnDtoSenderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["HistoryTurnDto"]["sender"]> = ["visitor", "assistant"];
export const initiateAnswerDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InitiateAnswerDto"]["status"]> = ["PENDING"];
export const ipnAckDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IpnAckDto"]["status"]> = [200, 500];
export const itemKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ItemKey"]> = ["brand-training-essentials", "brand-training-pro", "one-time-toolkit", "kit-essential", "kit-optimization", "kit-full-stack", "resource-access"];
export const kitKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["KitKey"]> = ["kit-essential", "kit-optimization", "kit-full-stack"];
export const leadDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LeadDto"]["status"]> = ["confirm", "sent"];
export const liveDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LiveDto"]["status"]> = ["ok"];
export const mobileNetworkValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MobileNetwork"]> = ["mtn", "airtel"];
export const needsScriptValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NeedsScript"]> = ["yes", "no"];
export const paymentMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentMethod"]> = ["mobile", "card"];
export const paymentRecordStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentRecordStatus"]> = ["PENDING", "COMPLETED", "FAILED", "REVERSED"];
export const paymentStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentStatus"]> = ["PENDING", "COMPLETED", "FAILED"];
export const planKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlanKey"]> = ["brand-training-essentials", "brand-training-pro", "one-time-toolkit"];
export const platformValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Platform"]> = ["TV", "Instagram", "YouTube", "Facebook", "LinkedIn", "TikTok", "Website", "Other"];
export const projectTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProjectType"]> = ["Advertisement", "Explainer Video", "Logo Animation", "Promotional Video", "Social Media Content", "Broadcast Graphics", "3D Animation", "Other"];
export const readyDtoDatabaseValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReadyDto"]["database"]> = ["up", "down", "unchecked"];
export const readyDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReadyDto"]["status"]> = ["ready", "not-ready"];
export const replyDtoChannelValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReplyDto"]["channel"]> = ["email", "whatsapp", "call"];
export const resourceCategoryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ResourceCategory"]> = ["persona-kit", "ai-innovations"];
export const resourceDtoAccessValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ResourceDto"]["access"]> = ["free", "paid"];
export const resourceFieldsDtoAccessValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ResourceFieldsDto"]["access"]> = ["free", "paid"];
export const resourceFileDtoMimeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ResourceFileDto"]["mime"]> = ["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/zip"];
export const resourceFileFieldsDtoMimeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ResourceFileFieldsDto"]["mime"]> = ["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/zip"];
export const resourceTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ResourceType"]> = ["DOCX", "XLSX", "WEB", "PDF"];
export const setStatusDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SetStatusDto"]["status"]> = ["new", "in_progress", "done"];
