import { activeFilters, searchHref, type ActiveFilter, type SearchState } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { DEFAULT_SEARCH_PAGE_LABELS, type SearchPageLabels } from './labels';
import { PriceRangeLabel } from './SearchFacets';
import * as styles from './SearchPage.css';

/** The search state without any filter (the text and sort stay). */
export function withoutFilters(state: SearchState): SearchState {
  return { ...state, collection: null, price: null, available: null, options: {} };
}

/** Props of {@link ActiveFilters}. */
export interface ActiveFiltersProps {
  state: SearchState;
  /** Collection handle → its name, for the collection chip (the facet's list). */
  collectionTitles?: ReadonlyMap<string, string>;
  /** Currency of the price range. */
  currency: string;
  labels?: Partial<SearchPageLabels>;
}

/**
 * The active filters of a search as chips, each a link to the same search
 * without it, and a link that clears them all. Plain links: they work
 * without JavaScript, and with it keep the scroll position. Renders nothing
 * when no filter is on; `data-testid="active-filters"` otherwise.
 *
 * @example
 * <ActiveFilters state={state} currency="USD" collectionTitles={new Map([['knitwear', 'Knitwear']])} />
 */
export function ActiveFilters({ state, collectionTitles, currency, labels }: ActiveFiltersProps) {
  const text = useLabels('SearchPage', DEFAULT_SEARCH_PAGE_LABELS, labels);
  const chips = activeFilters(state);
  if (chips.length === 0) return null;
  /** What the chip shows, and its name in words (a price range is drawn with two prices). */
  const describe = (chip: ActiveFilter): { shown: ReactNode; name: string } => {
    if (chip.kind === 'collection') {
      const title = collectionTitles?.get(chip.value) ?? chip.value;
      return { shown: title, name: title };
    }
    if (chip.kind === 'available') {
      const name = chip.value ? text.facet.inStock : text.facet.soldOut;
      return { shown: name, name };
    }
    if (chip.kind === 'option') return { shown: `${chip.name}: ${chip.value}`, name: `${chip.name}: ${chip.value}` };
    return {
      shown: <PriceRangeLabel range={chip.value} currency={currency} labels={labels} />,
      name: text.facet.price,
    };
  };
  return (
    <nav aria-label={text.activeFilters} data-testid="active-filters">
      <ul className={styles.chipList}>
        {chips.map((chip) => {
          const { shown, name } = describe(chip);
          return (
            <li key={chip.href}>
              <Link
                href={chip.href}
                className={styles.chip}
                preventScrollReset
                aria-label={text.removeFilter(name)}
                data-filter={chip.kind}
              >
                {shown}
                <span aria-hidden="true" className={styles.chipRemove}>
                  ×
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link href={searchHref(withoutFilters(state))} className={styles.clearAll} preventScrollReset>
            {text.clearFilters}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
