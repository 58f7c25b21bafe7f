import { LoadErrorAlert } from '@vitrine/ui';
import { ChunkTimeoutError } from './site-chunks';

/**
 * The kit's "did not load" alert with a retry, for on-demand code
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
  return (
    <LoadErrorAlert
      reason={error instanceof ChunkTimeoutError ? 'timeout' : 'failed'}
      onRetry={onRetry}
      className={className}
    />
  );
}
