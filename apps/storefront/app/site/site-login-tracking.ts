import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  buildLogin,
  GOING_TO_LOGIN_SESSION_KEY,
  isLoginReferrer,
  shouldTrackLogin,
  type EventBus,
} from '@vitrine/headless';

/**
 * The spec's login event (spec 4): the session flag for going to login is
 * set on the login page, and the first page after it, reached from it with
 * the shopper signed in, publishes `track:login` once (the flag is cleared).
 * The previous page is the router's last location, or `document.referrer`
 * after a full page load (a sign-in posted without JavaScript).
 *
 * @example useLoginTracking(bus, isSignedIn);
 */
export function useLoginTracking(bus: EventBus, isSignedIn: boolean): void {
  const { pathname } = useLocation();
  // The page this one was reached from, fixed when the path changes (signing in changes `isSignedIn` later).
  const page = useRef<{ path: string | null; referrer: string }>({ path: null, referrer: '' });
  if (page.current.path !== pathname) {
    page.current = {
      path: pathname,
      referrer: page.current.path ?? (typeof document === 'undefined' ? '' : document.referrer),
    };
  }
  useEffect(() => {
    const { referrer } = page.current;
    let session: Storage | null = null;
    try {
      session = window.sessionStorage;
    } catch {
      return; // no session storage: the login is not tracked
    }
    if (isLoginReferrer(pathname)) {
      session.setItem(GOING_TO_LOGIN_SESSION_KEY, 'true');
      return;
    }
    if (!isSignedIn || !shouldTrackLogin({ goingToLogin: session.getItem(GOING_TO_LOGIN_SESSION_KEY), referrer }))
      return;
    session.removeItem(GOING_TO_LOGIN_SESSION_KEY);
    const event = buildLogin(referrer);
    bus.publish(event.name, event.payload);
  }, [bus, pathname, isSignedIn]);
}
