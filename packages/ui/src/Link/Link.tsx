import { createContext, useContext, type ComponentPropsWithRef, type ComponentType } from 'react';

/** Props every link component receives: an anchor's props with a required `href`. */
export type LinkProps = ComponentPropsWithRef<'a'> & { href: string };

const LinkContext = createContext<ComponentType<LinkProps> | null>(null);

/**
 * Makes every link inside the ui components render with the app's router
 * link, so navigation stays client-side. Without a provider they render `<a>`.
 *
 * @example
 * // React Router: adapt `href` to `to`.
 * const RouterLink = ({ href, ...props }: LinkProps) => <Link to={href} {...props} />;
 * <LinkProvider component={RouterLink}><App /></LinkProvider>
 */
export function LinkProvider({ component, children }: { component: ComponentType<LinkProps>; children: React.ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** A link that uses the component given to {@link LinkProvider}, or a plain `<a>`. */
export function Link(props: LinkProps) {
  const Component = useContext(LinkContext);
  return Component ? <Component {...props} /> : <a {...props} />;
}
