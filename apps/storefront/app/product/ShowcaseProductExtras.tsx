import { useCallback, useMemo, useState, type FormEvent } from 'react';
import {
  StoreApiError,
  useCart,
  useStoreClient,
  type CommentPage,
  type Product,
  type ReviewPage,
} from '@vitrine/headless';
import {
  Button,
  Comments,
  FAQ,
  GroupedProduct,
  GuessYouLike,
  Reviews,
  type ReviewDraft,
} from '@vitrine/ui';
import { useT } from '@vitrine/i18n';
import { useStoreTheme } from '../site/theme';
import { useCartUi } from '../cart/CartUi';
import { ShowcaseRecentlyViewed } from './ShowcaseRecentlyViewed';
import type { ProductExtras } from './showcase.server';
import * as styles from './showcase.css';

/** What the page gives the section: the loader's extras (serialised) and the product. */
export interface ShowcaseProductExtrasProps {
  product: Product;
  extras: Omit<ProductExtras, 'sizeChart' | 'lastSales'>;
}

type SubmitStatus = 'idle' | 'submitting' | 'submitted' | 'error';

/** Message of a failed store call: the server's own (already in the shopper's words), else `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof StoreApiError && error.message ? error.message : fallback;
}

/**
 * Everything below the product's buy box, loaded when the shopper scrolls
 * towards it: the set ("complete the look"), reviews with the review form
 * (pictures included), comments with their pages and a form, the FAQ,
 * "You may also like" and recently viewed products.
 */
export default function ShowcaseProductExtras({ product, extras }: ShowcaseProductExtrasProps) {
  const { t, labels, locale } = useT();
  const theme = useStoreTheme();
  return (
    <div className={styles.extras}>
      {extras.companion ? <ProductSet product={product} companion={extras.companion} /> : null}
      <ProductReviews productId={product.ID} initial={extras.reviews} />
      <ProductComments productId={product.ID} initial={extras.comments} />
      {extras.faq.questions.length > 0 ? (
        <section className={styles.section} data-testid="product-faq">
          <FAQ title={extras.faq.title} items={extras.faq.questions} labels={labels('FAQ')} />
        </section>
      ) : null}
      {extras.related.length > 0 ? (
        <section className={styles.section} data-testid="guess-you-like">
          <GuessYouLike
            products={extras.related}
            locale={locale}
            currencyStyle={theme.settings.currencyStyle}
            layout={theme.settings.layout.productCard}
            labels={labels('GuessYouLike')}
          />
        </section>
      ) : null}
      <ShowcaseRecentlyViewed excludeId={product.ID} title={t('showcase.recentlyViewed.title')} />
    </div>
  );
}

/** The product and its companion sold as a set: both lines share a group id, so the cart counts them as one. */
function ProductSet({ product, companion }: { product: Product; companion: Product }) {
  const { labels, locale, t } = useT();
  const theme = useStoreTheme();
  const cart = useCart();
  const { showCart } = useCartUi();
  const [groupId, setGroupId] = useState(() => newGroupId());
  const [status, setStatus] = useState<'idle' | 'pending'>('idle');
  const [error, setError] = useState<string | null>(null);
  return (
    <section className={styles.section} data-testid="product-set">
      <GroupedProduct
        product={product}
        companion={companion}
        groupId={groupId}
        status={status}
        error={error}
        locale={locale}
        currencyStyle={theme.settings.currencyStyle}
        labels={labels('GroupedProduct')}
        onAdd={async (lines) => {
          setStatus('pending');
          setError(null);
          try {
            await cart.addBatch({ items: lines });
            // A second set is a second group.
            setGroupId(newGroupId());
            showCart();
          } catch (caught) {
            setError(messageOf(caught, t('product.addFailed')));
          } finally {
            setStatus('idle');
          }
        }}
      />
    </section>
  );
}

function newGroupId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `set-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Reviews: summary, list and the form; a sent review (with its pictures) shows in the list at once. */
function ProductReviews({ productId, initial }: { productId: number; initial: ReviewPage }) {
  const { labels, locale, t } = useT();
  const client = useStoreClient();
  const [page, setPage] = useState(initial);
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (draft: ReviewDraft) => {
    setStatus('submitting');
    setError(null);
    const form = new FormData();
    form.set('product_id', String(productId));
    form.set('rating', String(draft.rating));
    form.set('title', draft.title);
    form.set('body', draft.body);
    form.set('author', draft.author);
    for (const image of draft.images) form.append('images', image, image.name);
    try {
      // Multipart (the pictures), which the JSON client does not send; same cookies and language.
      const response = await fetch('/api/store/reviews', {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Accept-Language': locale },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message || t('showcase.reviews.failed'));
      }
      setPage(await client.request<ReviewPage>('GET', '/reviews', { query: { product_id: productId, page: 1 } }));
      setStatus('submitted');
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : t('showcase.reviews.failed'));
      setStatus('error');
    }
  };

  return (
    <div className={styles.section} id="reviews" data-testid="product-reviews">
      <Reviews
        reviews={page.data}
        summary={page}
        onSubmit={submit}
        submitStatus={status}
        submitError={error}
        locale={locale}
        labels={labels('Reviews')}
      />
    </div>
  );
}

/** Comments, ten a page, and a short form to add one. */
function ProductComments({ productId, initial }: { productId: number; initial: CommentPage }) {
  const { t, labels, locale } = useT();
  const client = useStoreClient();
  const [page, setPage] = useState(initial);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const [requested, setRequested] = useState(initial.page);
  const [formStatus, setFormStatus] = useState<SubmitStatus>('idle');
  const [formError, setFormError] = useState<string | null>(null);

  const load = useCallback(
    async (pageNumber: number) => {
      setRequested(pageNumber);
      setStatus('loading');
      try {
        const query = { 'filter[product_id]': productId, page: pageNumber, pageSize: initial.pageSize };
        setPage(await client.request<CommentPage>('GET', '/comments', { query }));
        setStatus('idle');
      } catch {
        setStatus('error');
      }
    },
    [client, productId, initial.pageSize],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    setFormStatus('submitting');
    setFormError(null);
    try {
      await client.request('POST', '/comments', {
        body: { product_id: productId, author: String(data.get('author') ?? ''), body: String(data.get('body') ?? '') },
      });
      formElement.reset();
      setFormStatus('submitted');
      await load(1);
    } catch (caught) {
      setFormError(messageOf(caught, t('showcase.comments.failed')));
      setFormStatus('error');
    }
  };

  const commentLabels = useMemo(() => labels('Comments'), [labels]);
  return (
    <section className={styles.section} data-testid="product-comments">
      <Comments
        comments={page.data}
        page={page.page}
        total={page.total}
        pageSize={page.pageSize}
        onPageChange={(next) => void load(next)}
        status={status}
        onRetry={() => void load(requested)}
        locale={locale}
        labels={commentLabels}
      />
      <form className={styles.commentForm} onSubmit={submit} data-status={formStatus} data-testid="comment-form">
        <h3 className={styles.formTitle}>{t('showcase.comments.formTitle')}</h3>
        <label className={styles.field}>
          <span>{t('showcase.comments.name')}</span>
          <input name="author" required maxLength={80} autoComplete="given-name" className={styles.input} />
        </label>
        <label className={styles.field}>
          <span>{t('showcase.comments.body')}</span>
          <textarea name="body" required maxLength={2000} rows={3} className={styles.input} />
        </label>
        <p role="status" className={styles.formMessage} data-error={formError ? '' : undefined}>
          {formError ?? (formStatus === 'submitted' ? t('showcase.comments.sent') : '')}
        </p>
        <Button type="submit" variant="secondary" disabled={formStatus === 'submitting'}>
          {formStatus === 'submitting' ? t('showcase.comments.sending') : t('showcase.comments.submit')}
        </Button>
      </form>
    </section>
  );
}
