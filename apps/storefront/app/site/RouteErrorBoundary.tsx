import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '@vitrine/i18n';
import * as styles from './layout.css';

/**
 * The error boundary every page route exports (`export { RouteErrorBoundary as ErrorBoundary }`):
 * a failing page keeps the header, footer and cart around it, says what happened in the
 * shopper's language and offers the way back. A 404 thrown by a loader reads as "not found".
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && typeof console !== 'undefined') console.error(error);
  return (
    <div className={styles.errorPage} role="alert" data-testid="route-error">
      <h1>{notFound ? t('error.notFoundTitle') : t('common.somethingWrong')}</h1>
      <p>{notFound ? t('error.notFoundDetail') : t('error.tryLater')}</p>
      <Link to="/">{t('common.continueShopping')}</Link>
    </div>
  );
}
