import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of the page that is rendered whole on the server but whose code the
 * browser loads after the first paint (spec 2's lazily loaded components:
 * footer, subscribe form, breadcrumb, language selector). React hydrates it
 * when its code arrives and leaves the server's HTML in place until then, so
 * nothing shifts, and every island is a form that works before (and without)
 * its script. Its styles must load with the page: import the kit component's
 * styles (`@vitrine/ui/styles/…`) beside the island.
 *
 * The server imports the code while it starts, so even its first page is
 * rendered whole, without a streamed fallback.
 *
 * @example
 * const ShellFooter = island(() => import('./ShellFooter').then((m) => m.ShellFooter));
 * <ShellFooter storeName="Vitrine" />
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const importOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(importOnce);
  if (import.meta.env.SSR) void importOnce();

  function Island(props: P) {
    const Server = import.meta.env.SSR ? loaded : null;
    return <Suspense fallback={null}>{Server ? <Server {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return Island;
}
