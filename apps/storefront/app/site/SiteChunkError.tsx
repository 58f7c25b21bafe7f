import { useT } from '@vitrine/i18n';
import { ChunkTimeoutError } from './site-chunks';
import * as styles from './site.css';

/**
 * The translated "did not load" message with a retry, for on-demand code
 * (spec 8: chunk load failure after the 120 s timeout).
 */
export function SiteChunkError({
  error,
  onRetry,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useT();
  const isTimeout = error instanceof ChunkTimeoutError;
  return (
    <div
      role="alert"
      className={className ? `${styles.chunkError} ${className}` : styles.chunkError}
      data-testid="chunk-error"
      data-reason={isTimeout ? 'timeout' : 'failed'}
    >
      <div className={styles.chunkErrorText}>
        <strong>{t('site.chunk.title')}</strong>
        <span>{isTimeout ? t('site.chunk.timeout') : t('site.chunk.failed')}</span>
      </div>
      <button type="button" className={styles.previewLeave} onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
