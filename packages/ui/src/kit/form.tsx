import { createContext, useContext, type ComponentPropsWithRef, type ComponentType, type ReactNode } from 'react';

/** Props every form component receives: a form's props; `method` and `action` are what a browser posts without JavaScript. */
export type FormProps = ComponentPropsWithRef<'form'> & {
  method?: 'get' | 'post';
  action?: string;
};

const FormContext = createContext<ComponentType<FormProps> | null>(null);

/**
 * Makes the kit's navigating forms submit through the app's router (React
 * Router's `<Form>`: the action's answer without a full page load). Without a
 * provider they render a plain `<form>`, which the browser submits itself.
 *
 * @example
 * const RouterForm = (props: FormProps) => <Form {...props} />;
 * <FormProvider component={RouterForm}><App /></FormProvider>
 */
export function FormProvider({ component, children }: { component: ComponentType<FormProps>; children: ReactNode }) {
  return <FormContext.Provider value={component}>{children}</FormContext.Provider>;
}

/**
 * A real form (`method`, `action`, named fields) that works before the page's
 * scripts load and without them; rendered by the {@link FormProvider}'s
 * component when there is one. A kit component that changes something in
 * place (a cart line, a coupon) handles `onSubmit` itself once hydrated and
 * calls `preventDefault`, so the same markup serves both.
 *
 * @example
 * <Form method="post" action="/cart" onSubmit={(event) => { event.preventDefault(); cart.remove(key); }}>
 *   <input type="hidden" name="intent" value="remove" /> …
 * </Form>
 */
export function Form(props: FormProps) {
  const Component = useContext(FormContext);
  return Component ? <Component {...props} /> : <form {...props} />;
}

/**
 * Content only a browser without JavaScript shows: the submit button of a
 * control that saves itself on change once the page is hydrated. Server
 * rendered as `<noscript>`, so the hydrated page never shows it and never
 * shifts.
 *
 * @example
 * <NoScript><Button type="submit" name="intent" value="update">Update</Button></NoScript>
 */
export function NoScript({ children }: { children: ReactNode }) {
  return <noscript>{children}</noscript>;
}
