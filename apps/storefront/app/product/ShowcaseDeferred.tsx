import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport a deferred section starts loading, so it is ready by the time it scrolls in. */
const PRELOAD_MARGIN = '400px 0px';

/**
 * Whether the element has come near the viewport (once true, stays true).
 * Without IntersectionObserver (old browsers) it is true right after mount.
 */
export function useNearViewport<T extends Element>(margin = PRELOAD_MARGIN) {
  const ref = useRef<T>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return { ref, isNear };
}

/**
 * A below-the-fold section whose code (a `React.lazy` component in
 * `children`) is fetched only when the section nears the viewport. Until then,
 * and while the code loads, `placeholder` holds its place so nothing jumps.
 * The server renders the placeholder too: the first load carries none of it.
 */
export function ShowcaseDeferred({
  children,
  placeholder,
  className,
  testId,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { ref, isNear } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={className} data-testid={testId} data-state={isNear ? 'loaded' : 'deferred'}>
      {isNear ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
