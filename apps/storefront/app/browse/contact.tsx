import { redirect } from 'react-router';
import { BROWSE_PATHS } from './browse-links';

/** /contact is the address people type; the contact form lives on the contact-us policy page. */
export function loader() {
  return redirect(BROWSE_PATHS.contact, 301);
}
