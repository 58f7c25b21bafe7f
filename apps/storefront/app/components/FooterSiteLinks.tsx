/** Site-wide footer controls (cookie settings). */
export function FooterSiteLinks() {
  return null;
}
