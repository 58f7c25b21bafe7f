/** English texts of the site-wide parts: consent, region prompt, currency, theme preview, errors: the source of this area's keys. */
export default {} as const;
