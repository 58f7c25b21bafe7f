import { data } from 'react-router';
import { notFoundMeta } from '../seo/pages';

/** Any unknown address is a real 404, rendered by the root error boundary. */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Shown only if the page ever renders a body of its own; the root error page has the same meta. */
export function meta() {
  return notFoundMeta();
}

export default function NotFound() {
  return null;
}
