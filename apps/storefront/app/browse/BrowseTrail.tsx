import { Breadcrumb } from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { useStoreTheme } from '../site/theme';
import * as styles from './browse.css';

/** One step of a browse page's trail; the last one is the page itself. */
export interface TrailStep {
  label: string;
  href: string;
}

/**
 * The breadcrumb bar of a browse page (spec 2): Home first, then the given
 * steps, the last being the current page. Shown when the theme switches
 * breadcrumbs on, in the header module or the global navigation.
 */
export function BrowseTrail({ steps }: { steps: readonly TrailStep[] }) {
  const { t, labels } = useT();
  const { showBreadcrumbs } = useStoreTheme().settings;
  const items = [
    { label: t('common.home'), href: '/', isCurrent: false },
    ...steps.map((step, index) => {
      const isCurrent = index === steps.length - 1;
      return { label: step.label, href: isCurrent ? null : step.href, isCurrent };
    }),
  ];
  return (
    <Breadcrumb
      items={items}
      isShown={showBreadcrumbs.headerModule || showBreadcrumbs.webNavigation}
      labels={labels('Breadcrumb')}
      className={styles.trail}
    />
  );
}
