import { createContext, useContext, useMemo, type ComponentPropsWithRef, type ComponentType } from 'react';

/**
 * Props every link component receives: an anchor's props with a required
 * `href`, and `preventScrollReset` for a link that changes the page in place
 * (a filter chip): the router keeps the scroll position.
 */
export type LinkProps = ComponentPropsWithRef<'a'> & { href: string; preventScrollReset?: boolean };

/** Goes to a path of the shop (a chosen search suggestion, say); `preventScrollReset` keeps the scroll position. */
export type Navigate = (href: string, options?: { preventScrollReset?: boolean }) => void;

interface LinkContextValue {
  component: ComponentType<LinkProps> | null;
  navigate: Navigate;
}

/** Without the app's router, going somewhere is a page load. */
const assignLocation: Navigate = (href) => window.location.assign(href);

const LinkContext = createContext<LinkContextValue>({ component: null, navigate: assignLocation });

/**
 * Makes every link inside the ui components render with the app's router
 * link, so navigation stays client-side, and gives components that navigate
 * without a link (a search suggestion chosen with Enter) the router's
 * `navigate`. Without a provider they render `<a>` and load the page.
 *
 * @example
 * // React Router: adapt `href` to `to`.
 * const RouterLink = ({ href, ...props }: LinkProps) => <Link to={href} {...props} />;
 * const navigate = useNavigate();
 * <LinkProvider component={RouterLink} navigate={(href) => navigate(href)}><App /></LinkProvider>
 */
export function LinkProvider({
  component,
  navigate = assignLocation,
  children,
}: {
  component: ComponentType<LinkProps>;
  navigate?: Navigate;
  children: React.ReactNode;
}) {
  const value = useMemo(() => ({ component, navigate }), [component, navigate]);
  return <LinkContext.Provider value={value}>{children}</LinkContext.Provider>;
}

/** A link that uses the component given to {@link LinkProvider}, or a plain `<a>`. */
export function Link(props: LinkProps) {
  const Component = useContext(LinkContext).component;
  if (Component) return <Component {...props} />;
  // A page load has no scroll position to keep.
  const { preventScrollReset: _keep, ...anchor } = props;
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller's children arrive in the spread props
  return <a {...anchor} />;
}

/**
 * The app's way to go to a path (the {@link LinkProvider}'s `navigate`), or a page load.
 *
 * @example
 * const navigate = useNavigate();
 * navigate('/products/linen-shirt');
 */
export function useNavigate(): Navigate {
  return useContext(LinkContext).navigate;
}
