import { data } from 'react-router';

/** Any unknown address is a real 404, rendered by the root error boundary. */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
