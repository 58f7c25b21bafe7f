import { useLocation } from 'react-router';
import { Alert, ThemePreviewBanner } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { useStoreTheme } from './theme';

/**
 * What the site says above its header: that the merchant closed the shop,
 * and the kit's preview banner while a merchant previews a theme
 * (`?preview_theme=`), coming back to this page.
 */
export function SitePreviewBanner({ isShopClosed = false }: { isShopClosed?: boolean }) {
  const theme = useStoreTheme();
  const location = useLocation();
  const { t } = useT();
  return (
    <>
      {isShopClosed ? (
        <Alert tone="info" data-testid="shop-closed">
          {t('errors.shopClosed')}
        </Alert>
      ) : null}
      {theme.isPreview ? (
        <ThemePreviewBanner theme={theme.name} redirectTo={`${location.pathname}${location.search}`} />
      ) : null}
    </>
  );
}
