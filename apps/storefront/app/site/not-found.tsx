import { data } from 'react-router';
import { notFoundMeta } from '../seo/pages';

/** Any unknown address is a real 404. */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Shown only if the page ever renders a body of its own; the error page has the same meta. */
export function meta() {
  return notFoundMeta();
}

export default function NotFound() {
  return null;
}

// The 404 renders inside the site's frame (header, search, navigation, footer), like any failing page.
export { RouteErrorBoundary as ErrorBoundary } from './RouteErrorBoundary';
