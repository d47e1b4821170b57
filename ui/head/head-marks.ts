/** The attribute that marks the JSON-LD script a page put in the head. */
export const JSON_LD_MARK = 'data-page-json-ld';

/** On a prerendered page's meta description: the site's own description, which the page's replaced. */
export const SITE_DESCRIPTION_MARK = 'data-site-description';
