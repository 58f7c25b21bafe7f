import { useId } from 'react';
import { DEFAULT_REVIEWS_LABELS, type ReviewsLabels } from './labels';
import { ReviewForm, type ReviewDraft, type ReviewField } from './ReviewForm';
import { Stars } from './Stars';
import * as styles from './Reviews.css';
import { useLabels } from '../kit/labels';

/** One review of `GET /reviews`. */
export interface ReviewItem {
  id: number;
  rating: number;
  title: string;
  /** Plain text, never HTML. */
  body: string;
  author: string;
  created_at: string;
  images: { url: string; mime_type: string }[];
}

/** The summary of `GET /reviews`: mean rating (0 with no reviews), count, and reviews per number of stars. */
export interface ReviewSummary {
  average_rating: number;
  count: number;
  distribution: Record<string, number>;
}

/** Props of {@link Reviews}. */
export interface ReviewsProps {
  reviews: readonly ReviewItem[];
  summary: ReviewSummary;
  /** Called with a valid review (rating, body, name; pictures already checked): post it with its pictures. */
  onSubmit?: (review: ReviewDraft) => void;
  /** State of the form: `submitting` while posting, `submitted` after, `error` with `submitError`. */
  submitStatus?: 'idle' | 'submitting' | 'submitted' | 'error';
  submitError?: string | null;
  /** Where the form posts without JavaScript (multipart, `intent=review`, `product_id`). */
  action?: string;
  productId?: number;
  /** The store's refusals by field name, from a post without JavaScript. */
  errors?: Partial<Record<ReviewField, string>>;
  /** What the shopper typed, back from a refused post without JavaScript. */
  defaultValues?: Partial<Record<'title' | 'body' | 'author', string>>;
  locale?: string;
  labels?: Partial<ReviewsLabels>;
  className?: string;
}

/**
 * Product reviews: the average with a bar per star count, the list (stars,
 * title, text, name, date, pictures) and, when `onSubmit` is given, the form.
 *
 * The form checks everything the store would refuse before anything is sent:
 * a rating, a body of at most 2000 characters (with a live counter), a name,
 * and at most 5 pictures of JPG, JPEG, PNG or GIF, 8MB each, refused one by
 * one with a message as they are chosen. The form is a real multipart form
 * (`intent=review`, named fields) that posts to `action` without JavaScript;
 * with it, `onSubmit` gets the checked draft and the page passes `submitStatus`.
 *
 * Renders `data-empty` on the root and `data-status` on the form.
 *
 * @example
 * <Reviews reviews={page.data} summary={page} onSubmit={(draft) => postReview(product.ID, draft)} submitStatus={status} />
 */
export function Reviews({
  reviews,
  summary,
  onSubmit,
  submitStatus = 'idle',
  submitError,
  action,
  productId,
  errors,
  defaultValues,
  locale,
  labels,
  className,
}: ReviewsProps) {
  const text = useLabels('Reviews', DEFAULT_REVIEWS_LABELS, labels);
  const titleId = useId();
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const isEmpty = summary.count === 0;

  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={titleId}
      data-empty={isEmpty ? '' : undefined}
    >
      <h2 id={titleId} className={styles.heading}>
        {text.title}
      </h2>

      {isEmpty ? (
        <p className={styles.byline}>{text.empty}</p>
      ) : (
        <div className={styles.summary}>
          <div className={styles.average}>
            <span className={styles.averageNumber} aria-hidden="true">
              {summary.average_rating.toFixed(1)}
            </span>
            <Stars rating={summary.average_rating} label={text.rating(summary.average_rating)} />
            <span>{text.basedOn(summary.count)}</span>
          </div>
          <ul className={styles.bars}>
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = summary.distribution[String(stars)] ?? 0;
              return (
                <li key={stars} className={styles.bar}>
                  <span aria-hidden="true">{stars}★</span>
                  <progress
                    className={styles.meter}
                    max={summary.count}
                    value={count}
                    aria-label={text.distribution(stars, count)}
                  />
                  <span aria-hidden="true">{count}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {reviews.length > 0 && (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <Stars rating={review.rating} label={text.rating(review.rating)} />
              {review.title && <h3 className={styles.reviewTitle}>{review.title}</h3>}
              <p className={styles.reviewBody}>{review.body}</p>
              <p className={styles.byline}>
                {review.author} ·{' '}
                <time dateTime={review.created_at}>{dateFormat.format(new Date(review.created_at))}</time>
              </p>
              {review.images.length > 0 && (
                <ul className={styles.pictures} aria-label={text.pictures}>
                  {review.images.map((image, i) => (
                    <li key={image.url}>
                      <a href={image.url} target="_blank" rel="noopener noreferrer">
                        <img
                          className={styles.picture}
                          src={image.url}
                          alt={text.picture(review.author, i + 1)}
                          width={100}
                          height={100}
                          loading="lazy"
                          decoding="async"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}

      {onSubmit && (
        <ReviewForm
          onSubmit={onSubmit}
          status={submitStatus}
          error={submitError}
          action={action}
          productId={productId}
          errors={errors}
          defaultValues={defaultValues}
          labels={text}
        />
      )}
    </section>
  );
}

export type { ReviewDraft };
