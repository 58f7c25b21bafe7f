import { Form } from 'react-router';
import { useT } from '../i18n/I18nProvider';

/** The header's search box: a plain GET form to /search, so it works before and without JavaScript. */
export function HeaderSearch() {
  const { t } = useT();
  return (
    <Form method="get" action="/search" role="search">
      <input type="search" name="q" aria-label={t('search.label')} />
    </Form>
  );
}
