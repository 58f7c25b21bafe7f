import {
  useCart,
  useComments,
  useReviews,
  type CommentPage,
  type Product,
  type ProductSummary,
  type ReviewPage,
  type SendStatus,
} from '@vitrine/headless';
import { useState, type ReactNode } from 'react';
import { Comments } from '../../Comments/Comments';
import type { CommentField, CommentFormValues } from '../../Comments/CommentForm';
import { FAQ, type FAQItem } from '../../FAQ/FAQ';
import { GroupedProduct } from '../../GroupedProduct/GroupedProduct';
import { GuessYouLike } from '../../GuessYouLike/GuessYouLike';
import { RecentlyViewed } from '../../RecentlyViewed/RecentlyViewed';
import type { ReviewField } from '../../Reviews/ReviewForm';
import { Reviews } from '../../Reviews/Reviews';
import type { ProductCardLayout } from '../../theme/settings';
import * as styles from './ProductPage.css';

/** What a post without JavaScript answered, shown by the form it came from. */
export interface ProductFormAnswer<Field extends string> {
  sent?: boolean;
  /** The store's message when it refused. */
  message?: string;
  errors?: Partial<Record<Field, string>>;
  values?: Partial<Record<string, string>>;
}

/** The answers of the product page's own forms (comment, review) after a post without JavaScript. */
export interface ProductFeedbackAnswers {
  comment?: ProductFormAnswer<CommentField>;
  review?: ProductFormAnswer<ReviewField>;
}

/** Props of {@link ProductExtras}. */
export interface ProductExtrasProps {
  product: Product;
  reviews: ReviewPage;
  comments: CommentPage;
  faq: { title: string; questions: readonly FAQItem[] };
  related: readonly ProductSummary[];
  /** The product "complete the look" pairs it with, sold together as a set; null when there is none. */
  companion: Product | null;
  cardLayout?: ProductCardLayout;
  quickAdd?: (product: ProductSummary) => ReactNode;
  /** Where the page's own forms post without JavaScript (the product page). */
  action: string;
  answers?: ProductFeedbackAnswers;
  /** After the set was added: the shop shows the cart its way (drawer or page). */
  onSetAdded?: () => void;
}

/**
 * Everything below the product's buy box, in its own chunk: the set
 * ("complete the look"), reviews with the review form (pictures included),
 * comments with their pages and a form, the FAQ, "You may also like" and
 * recently viewed products. The server renders it all (it works without
 * JavaScript); the browser loads its code when it nears the viewport.
 */
export default function ProductExtras({
  product,
  reviews,
  comments,
  faq,
  related,
  companion,
  cardLayout,
  quickAdd,
  action,
  answers = {},
  onSetAdded,
}: ProductExtrasProps) {
  return (
    <div className={styles.extras}>
      {companion && (
        <div className={styles.section} data-testid="product-set">
          <ProductSet product={product} companion={companion} onAdded={onSetAdded} />
        </div>
      )}
      <div className={styles.section} id="reviews" data-testid="product-reviews">
        <ProductReviews productId={product.ID} initial={reviews} action={action} answer={answers.review} />
      </div>
      <div className={styles.section} data-testid="product-comments">
        <ProductComments productId={product.ID} initial={comments} action={action} answer={answers.comment} />
      </div>
      {faq.questions.length > 0 && (
        <div className={styles.section} data-testid="product-faq">
          <FAQ title={faq.title} items={faq.questions} />
        </div>
      )}
      {related.length > 0 && (
        <div className={styles.section} data-testid="guess-you-like">
          <GuessYouLike products={related} layout={cardLayout} />
        </div>
      )}
      <RecentlyViewed excludeId={product.ID} layout={cardLayout} quickAdd={quickAdd} className={styles.section} />
    </div>
  );
}

/** How a post without JavaScript ended, as a send status. */
function answeredStatus(answer: ProductFormAnswer<string> | undefined): SendStatus {
  return answer?.sent ? 'sent' : answer?.message ? 'error' : 'idle';
}

/** The review form's words for the send statuses. */
const REVIEW_FORM_STATUS = {
  idle: 'idle',
  sending: 'submitting',
  sent: 'submitted',
  error: 'error',
} as const satisfies Record<SendStatus, string>;

/** A new group id per set added (the cart counts a pair sharing one as one item, spec 4). */
function newGroupId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `set-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The product and its companion sold as a set: both lines share a group id. */
function ProductSet({ product, companion, onAdded }: { product: Product; companion: Product; onAdded?: () => void }) {
  const cart = useCart();
  const [groupId, setGroupId] = useState(() => `set-${product.ID}-${companion.ID}`);
  const [status, setStatus] = useState<'idle' | 'pending'>('idle');
  const [error, setError] = useState<string | null>(null);
  return (
    <GroupedProduct
      product={product}
      companion={companion}
      groupId={groupId}
      status={status}
      error={error}
      onAdd={async (lines) => {
        setStatus('pending');
        setError(null);
        try {
          await cart.addBatch({ items: lines });
          // A second set is a second group.
          setGroupId(newGroupId());
          onAdded?.();
        } catch (caught) {
          setError(caught instanceof Error && caught.message ? caught.message : null);
        } finally {
          setStatus('idle');
        }
      }}
    />
  );
}

/** Reviews: summary, list and the form; a sent review (with its pictures) shows in the list at once. */
function ProductReviews({
  productId,
  initial,
  action,
  answer,
}: {
  productId: number;
  initial: ReviewPage;
  action: string;
  answer?: ProductFormAnswer<ReviewField>;
}) {
  const { page, status, error, submit } = useReviews({ productId, initial });
  // Until the shopper sends again in place, the form shows what a post without JavaScript answered.
  const shown = status === 'idle' ? answeredStatus(answer) : status;
  return (
    <Reviews
      reviews={page.data}
      summary={page}
      onSubmit={(draft) => void submit(draft)}
      submitStatus={REVIEW_FORM_STATUS[shown]}
      submitError={error?.message ?? answer?.message ?? null}
      action={action}
      productId={productId}
      errors={answer?.errors}
      defaultValues={answer?.values}
    />
  );
}

/** Comments, ten a page, and a short form to add one. */
function ProductComments({
  productId,
  initial,
  action,
  answer,
}: {
  productId: number;
  initial: CommentPage;
  action: string;
  answer?: ProductFormAnswer<CommentField>;
}) {
  const comments = useComments({ productId, initial });
  const { page, sendStatus } = comments;
  const formStatus = sendStatus === 'idle' ? answeredStatus(answer) : sendStatus;
  return (
    <Comments
      comments={page.data}
      page={page.page}
      total={page.total}
      pageSize={page.pageSize}
      onPageChange={(next) => void comments.goTo(next)}
      status={comments.status}
      onRetry={() => void comments.retry()}
      form={{
        onPost: (draft: CommentFormValues) => void comments.post(draft),
        status: formStatus,
        error: comments.sendError?.message ?? answer?.message ?? null,
        action,
        productId,
        errors: sendStatus === 'idle' ? answer?.errors : undefined,
        defaultValues: answer?.values,
      }}
    />
  );
}
