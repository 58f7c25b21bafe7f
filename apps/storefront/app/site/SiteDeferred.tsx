import { useEffect, useState } from 'react';
import { useChunk } from './SiteLazy';

const loadShell = () => import('./SiteShell');

/**
 * Mounts the site-wide behaviour (`SiteShell`: page views, currency cookie,
 * navigation watchdog, toasts, region prompt) once the page is hydrated, from
 * its own chunk, so none of it weighs on the first load.
 */
export function SiteDeferred() {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shell = useChunk(loadShell, isHydrated);
  if (shell.status !== 'loaded') return null;
  const Shell = shell.module.SiteShell;
  return <Shell />;
}
