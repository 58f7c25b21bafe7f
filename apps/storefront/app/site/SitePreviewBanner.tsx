import { useLocation } from 'react-router';
import { ThemePreviewBanner } from '@vitrine/ui';
import { useStoreTheme } from './theme';

/** The kit's preview banner while a merchant previews a theme (`?preview_theme=`), coming back to this page. */
export function SitePreviewBanner() {
  const theme = useStoreTheme();
  const location = useLocation();
  if (!theme.isPreview) return null;
  return <ThemePreviewBanner theme={theme.name} redirectTo={`${location.pathname}${location.search}`} />;
}
