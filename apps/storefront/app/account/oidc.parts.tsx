import { SignInFailurePage } from '@vitrine/ui';
import { PageLabelsProvider } from '@vitrine/i18n';
import type { OidcFailure } from './oidc.server';

/** The start and callback routes' failure page: the kit's, with the shop's words and router links. */
export function OidcFailureView({ failure }: { failure: OidcFailure }) {
  return (
    <PageLabelsProvider>
      <SignInFailurePage
        failure={{
          code: failure.code,
          reason: failure.message,
          provider: failure.provider,
          returnTo: failure.returnTo,
        }}
      />
    </PageLabelsProvider>
  );
}
