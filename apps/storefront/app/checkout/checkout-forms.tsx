import type { ReactNode } from 'react';
import { Form as RouterForm } from 'react-router';
import { FormProvider, type FormProps } from '@vitrine/ui';

/** The kit's forms sent through the router: the action's answer without a full page load. */
function ShopForm({ encType, ...props }: FormProps) {
  // A kit form posts URL-encoded fields (the router's default) or, for files, multipart.
  return <RouterForm {...props} encType={encType === 'multipart/form-data' ? encType : undefined} />;
}

/**
 * Gives the kit forms of the checkout and account pages React Router's
 * `<Form>` (docs/KIT.md). The site shell's root provides the same for every
 * page; this keeps these pages right until it does.
 */
export function RouterForms({ children }: { children: ReactNode }) {
  return <FormProvider component={ShopForm}>{children}</FormProvider>;
}
