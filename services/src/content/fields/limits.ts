/** Size limits of the content fields: generous for real text, small enough that no body floods the database. */
export const SHORT = 200;
export const MEDIUM = 1000;
export const LONG = 5000;
export const BODY = 100_000;
export const LIST = 50;
/** An image id as content_images has them. */
export const IMAGE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_IMAGE_ID = 120;
