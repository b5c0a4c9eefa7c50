/** The lengths a bulletin of the dashboard's board may have (part 1 §2.5), checked by the API and the form. */
export const BULLETIN_TITLE_MAX = 50;
export const BULLETIN_CONTENT_MAX = 500;
