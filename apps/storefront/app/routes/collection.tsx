import { data, Form, Link } from 'react-router';
import type { ProductSort } from '@vitrine/headless';
import { ProductGrid } from '../components/ProductGrid';
import * as styles from '../styles/collection.css';
import type { Route } from './+types/collection';

const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  newest: 'Newest',
  'title-asc': 'Alphabetically, A–Z',
};

// The contract's zod schemas stay on the server; the page only needs the sort names.
const SORTS = Object.keys(SORT_LABELS) as ProductSort[];

/** Products per collection page. */
const PAGE_SIZE = 24;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const sort = (SORTS as string[]).includes(search.get('sort') ?? '') ? search.get('sort') : 'featured';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const detail = await context.commerce.catalog.getCollection(params.handle, { sort, page, page_size: PAGE_SIZE });
  if (!detail) throw data(null, { status: 404, statusText: 'Not Found' });
  return { ...detail, sort: sort as ProductSort };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Collection not found · Vitrine' }];
  return [
    { title: `${loaderData.collection.title} · Vitrine` },
    { name: 'description', content: loaderData.collection.description },
  ];
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, products, page, page_size, total, sort } = loaderData;
  const pages = Math.max(1, Math.ceil(total / page_size));
  const pageHref = (n: number) => `?${new URLSearchParams({ sort, page: String(n) })}`;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{collection.title}</h1>
        {collection.description ? <p className={styles.description}>{collection.description}</p> : null}
      </header>
      <div className={styles.toolbar}>
        <p className={styles.count}>{total === 1 ? '1 product' : `${total} products`}</p>
        <Form method="get" className={styles.sortForm}>
          <label htmlFor="sort" className={styles.sortLabel}>
            Sort by
          </label>
          <select
            id="sort"
            name="sort"
            defaultValue={sort}
            className={styles.select}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit">Apply</button>
          </noscript>
        </Form>
      </div>
      {products.length === 0 ? (
        <p className={styles.empty}>No products in this collection yet.</p>
      ) : (
        <ProductGrid products={products} className={styles.grid} eager={page === 1} />
      )}
      {pages > 1 ? (
        <nav aria-label="Pagination" className={styles.pagination}>
          {page > 1 ? <Link to={pageHref(page - 1)}>Previous</Link> : <span />}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={pageHref(page + 1)}>Next</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}
