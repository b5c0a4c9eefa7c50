/** The lengths a bulletin of the dashboard's board may have (part 1 §2.5), checked by the API and the form. */
export const BULLETIN_TITLE_MAX = 50;
export const BULLETIN_CONTENT_MAX = 500;

/** What the API and the form say when a title or a content is too long. */
export const BULLETIN_TITLE_TOO_LONG = `公告标题不能超过${BULLETIN_TITLE_MAX}个字`;
export const BULLETIN_CONTENT_TOO_LONG = `公告内容不能超过${BULLETIN_CONTENT_MAX}个字`;
