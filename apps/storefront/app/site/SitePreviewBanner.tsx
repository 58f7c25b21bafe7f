import { Form, useLocation } from 'react-router';
import { useT } from '@vitrine/i18n';
import { useStoreTheme } from './theme';
import * as styles from './site.css';

/** "You are previewing the Vogue theme" with the way out (a form: works without JavaScript). */
export function SitePreviewBanner() {
  const theme = useStoreTheme();
  const { t } = useT();
  const location = useLocation();
  if (!theme.isPreview) return null;
  const name = theme.name.charAt(0).toUpperCase() + theme.name.slice(1);
  return (
    <Form method="post" action="/theme-preview" className={styles.previewBanner} data-testid="theme-preview">
      <span>{t('site.preview.banner', { theme: name })}</span>
      <input type="hidden" name="theme" value="" />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={styles.previewLeave}>
        {t('site.preview.leave')}
      </button>
    </Form>
  );
}
