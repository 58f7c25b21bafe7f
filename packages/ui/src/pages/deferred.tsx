import {
  createContext,
  memo,
  Suspense,
  use,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';

/** How far below the viewport a section starts loading, so it is ready by the time it scrolls in. */
const PRELOAD_MARGIN = '400px 0px';

/** The fields React's `use` reads on a promise: a settled one is read without suspending. */
type TrackedFields<T> = { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks a promise as React's `use` expects, so once settled it is read synchronously (the server's first render too). */
function track<T>(promise: Promise<T>): Promise<T> {
  const fields = promise as Promise<T> & TrackedFields<T>;
  fields.status = 'pending';
  promise.then(
    (value) => Object.assign(fields, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(fields, { status: 'rejected', reason }),
  );
  return promise;
}

const isServer = typeof document === 'undefined';
/** True while the browser's first render hydrates the server's HTML; later renders are client-side navigations. */
let isHydrating = !isServer;

/**
 * The server's HTML of a section, read while the page hydrates. React drops
 * the server HTML of a section that is still waiting for its code as soon as
 * anything above it changes (any context: a consent flag, a currency); the
 * section then shows this copy, which looks the same (and its links and forms
 * work as plain HTML), until its code arrives.
 */
function serverHtmlOf(id: string): string | null {
  return isHydrating ? (document.getElementById(id)?.innerHTML ?? null) : null;
}
/** A gate that is open from the start (the server renders every section). */
const OPEN: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * When a {@link Deferred} section may load: `visible` once it nears the
 * viewport, `idle` once the page is idle, `interaction` once the shopper
 * first does anything on the page (points, touches, scrolls, types or moves
 * focus), for sections whose server HTML works as it is (links, forms) until
 * then.
 */
export type DeferredWhen = 'visible' | 'idle' | 'interaction';

/** What counts as the shopper's first interaction with the page. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;
let hasInteracted = false;
const awaitingInteraction = new Set<() => void>();

/** Runs `run` at the shopper's first interaction with the page (at once if it happened); returns a cancel. */
function onFirstInteraction(run: () => void): () => void {
  if (hasInteracted) {
    run();
    return () => undefined;
  }
  if (awaitingInteraction.size === 0) {
    const options = { capture: true, passive: true } as const;
    const interacted = () => {
      hasInteracted = true;
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted, options);
      const runs = [...awaitingInteraction];
      awaitingInteraction.clear();
      for (const waiting of runs) waiting();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, interacted, options);
  }
  awaitingInteraction.add(run);
  return () => awaitingInteraction.delete(run);
}

const GateContext = createContext<Promise<void>>(OPEN);

/** A promise and the function that settles it: the gate a section waits behind. */
function createGate() {
  let open!: () => void;
  const promise = track(new Promise<void>((resolve) => (open = resolve)));
  return { promise, open };
}

/** Props of {@link Deferred}. */
export interface DeferredProps<P extends object> {
  /** The section's component, from {@link deferredModule}. */
  module: DeferredModule<P>;
  /** Its props; the section is drawn again only when one of them changes. */
  props: P;
  /** What a client-side navigation shows until the code arrives: a box of the section's size. */
  fallback: ReactNode;
  when?: DeferredWhen;
  className?: string;
  testId?: string;
}

function DeferredSection<P extends object>({
  module,
  props,
  fallback,
  when = 'visible',
  className,
  testId,
}: DeferredProps<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [gate] = useState(() => (isServer ? { promise: OPEN, open: () => undefined } : createGate()));
  const [serverHtml] = useState(() => (isServer ? null : serverHtmlOf(id)));
  // Drawn by a client-side navigation (no server HTML of this box in the page): the page is already
  // interactive, so there is no hydration for an `idle` section to wait behind, and its box is
  // empty until the code arrives.
  const [drawnByNavigation] = useState(() => !isServer && (!isHydrating || document.getElementById(id) === null));
  useEffect(() => {
    isHydrating = false;
  }, []);
  // Drawn again with other props (memo lets nothing else through): the copy of its server HTML would show
  // what is no longer so, so it loads now whatever it waits for.
  const firstProps = useRef(props);
  useEffect(() => {
    if (props === firstProps.current) return;
    gate.open();
    if (ref.current && ref.current.dataset.state !== 'ready') ref.current.dataset.state = 'open';
  }, [gate, props]);
  useEffect(() => {
    const element = ref.current;
    // Marked on the element itself: a state change here would draw the section again before it
    // hydrated, and React would give up its server HTML for the fallback.
    const openGate = () => {
      gate.open();
      if (element && element.dataset.state !== 'ready') element.dataset.state = 'open';
    };
    if (when !== 'visible' && drawnByNavigation) {
      openGate();
      return;
    }
    if (when === 'interaction') return onFirstInteraction(openGate);
    if (when === 'idle' || !element || typeof IntersectionObserver === 'undefined') {
      // After hydration, when the browser has a moment: the section works within a frame or two of the page.
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(openGate);
        return () => window.cancelIdleCallback(handle);
      }
      const timer = window.setTimeout(openGate, 1);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          openGate();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate, when, drawnByNavigation]);
  const Section = module.Component;
  return (
    <div ref={ref} id={id} className={className} data-testid={testId}>
      <GateContext.Provider value={gate.promise}>
        <Suspense
          fallback={
            serverHtml ? (
              <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: serverHtml }} />
            ) : (
              fallback
            )
          }
        >
          <Section {...props} />
          <Ready box={ref} />
        </Suspense>
      </GateContext.Provider>
    </div>
  );
}

/** Marks the section's box `data-state="ready"` once its code drew it (hydrated or rendered): it answers clicks from then on. */
function Ready({ box }: { box: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (box.current) box.current.dataset.state = 'ready';
  }, [box]);
  return null;
}

/** Whether two props objects hold the same values, key by key. */
function sameProps(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.is(left[key], right[key]));
}

/**
 * A page section whose code loads on demand without costing a layout shift
 * or the page's first load of JavaScript (spec 2's lazily loaded components).
 *
 * The server renders the section itself (so the page works without
 * JavaScript and search engines read it). In the browser the section's
 * server HTML stays as it is while its code waits behind a gate, which opens
 * when the section nears the viewport (`visible`), the page is idle (`idle`)
 * or the shopper first interacts with the page (`interaction`); drawn by a
 * client-side navigation, an `idle` or `interaction` section opens at once,
 * since nothing is left to hydrate. Then React loads the code and hydrates
 * the section in place. Drawn by a client-side navigation, the section shows
 * `fallback` (a box of its size) until then. It is drawn again only when a
 * prop changes, and then opens its gate at once; should
 * React still drop the server HTML before the code arrives (it does on any
 * context change above it), a copy of that HTML stands in, so nothing moves.
 *
 * Sets `data-state="open"` on its box once the gate opened, and
 * `data-state="ready"` once the section's code drew it (from then on its
 * buttons answer).
 *
 * @example
 * const Reviews = deferredModule(() => import('./ReviewsSection'));
 * <Deferred module={Reviews} props={{ productId: 7 }} fallback={<SkeletonSection kind="reviews" />} />
 */
export const Deferred = memo(
  DeferredSection,
  (previous, next) =>
    previous.module === next.module && previous.when === next.when && sameProps(previous.props, next.props),
) as typeof DeferredSection;

/** A component whose code is its own chunk, drawn inside a {@link Deferred}. */
export interface DeferredModule<P> {
  Component: (props: P) => ReactNode;
  /** Starts loading the code (e.g. on a click that will need it). */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A component loaded with `import()`: its own chunk in the browser, rendered
 * synchronously on the server (the module is loaded when the server starts,
 * so even the first page served has it). Render `Component` inside a
 * {@link Deferred}, which decides when the browser loads it.
 *
 * @example
 * const Share = deferredModule(() => import('../../ShareButtons/ShareButtons').then((m) => ({ default: m.ShareButtons })));
 */
export function deferredModule<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): DeferredModule<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= track(load().then((module) => module.default)));
  if (isServer) void preload();
  function Component(props: P) {
    use(useContext(GateContext));
    const Loaded = use(preload());
    return <Loaded {...props} />;
  }
  return { Component, preload };
}
