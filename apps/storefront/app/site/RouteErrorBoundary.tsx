import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '@vitrine/i18n';
import { isChunkLoadError } from './site-chunks';
import * as styles from './layout.css';

/**
 * The error boundary every page route exports (`export { RouteErrorBoundary as ErrorBoundary }`),
 * and the root's inside the site's frame: a failing page keeps the header, footer and cart
 * around it, says what happened in the shopper's language and offers the way back. A 404
 * reads as "not found"; page code that could not be downloaded (spec 8) offers a reload.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  const isChunk = isChunkLoadError(error);
  let title = t('common.somethingWrong');
  let detail = t('error.tryLater');
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? t('error.notFoundTitle') : `${error.status} ${error.statusText}`;
    detail = error.status === 404 ? t('error.notFoundDetail') : detail;
  } else if (isChunk) {
    title = t('site.chunk.title');
    detail = t('site.chunk.failed');
  } else if (typeof console !== 'undefined') {
    console.error(error);
  }
  return (
    <div className={styles.errorPage} role="alert" data-testid="route-error">
      <h1>{title}</h1>
      <p>{detail}</p>
      {isChunk ? (
        // eslint-disable-next-line jsx-a11y/anchor-is-valid -- an empty href reloads this very page, which fetches the missing file again
        <a href="" data-testid="chunk-retry">
          {t('common.tryAgain')}
        </a>
      ) : null}
      <Link to="/">{t('common.continueShopping')}</Link>
    </div>
  );
}
