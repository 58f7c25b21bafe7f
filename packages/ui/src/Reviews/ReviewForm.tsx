import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Form } from '../kit/form';
import { CloseIcon } from '../icons/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { ReviewsLabels } from './labels';
import { checkReviewImages, REVIEW_BODY_MAX, REVIEW_IMAGES_MAX, REVIEW_IMAGE_TYPES } from './reviewImages';
import * as styles from './Reviews.css';

/** What the shopper wrote; `images` are checked already (format, size, count). */
export interface ReviewDraft {
  rating: number;
  title: string;
  body: string;
  author: string;
  images: File[];
}

/** The review form's fields that can be refused, by name. */
export type ReviewField = 'rating' | 'body' | 'author' | 'images';
type FieldErrors = Partial<Record<ReviewField, string>>;

export interface ReviewFormProps {
  onSubmit: (review: ReviewDraft) => void;
  status: 'idle' | 'submitting' | 'submitted' | 'error';
  /** Server message when sending failed. */
  error?: string | null;
  /** Where the form posts without JavaScript (multipart, `intent=review`). */
  action?: string;
  /** Sent as `product_id` with a post without JavaScript. */
  productId?: number;
  /** The store's refusals by field, from a post without JavaScript. */
  errors?: FieldErrors;
  /** What the shopper typed, back from a refused post without JavaScript. */
  defaultValues?: Partial<Record<'title' | 'body' | 'author', string>>;
  labels: ReviewsLabels;
}

/** The review form: stars, title, body with a live counter, name, pictures checked before upload. */
export function ReviewForm({
  onSubmit,
  status,
  error,
  action,
  productId,
  errors: serverErrors,
  defaultValues = {},
  labels: text,
}: ReviewFormProps) {
  const id = useId();
  // Stars and text are the browser's own (uncontrolled) fields: what the shopper chose or typed before the
  // page's scripts loaded stays, and the state below only follows it for the stars and the counter.
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState(defaultValues.body ?? '');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const isSubmitting = status === 'submitting';
  const previews = usePreviewUrls(images);

  const addImages = (files: FileList | null) => {
    if (!files) return;
    const { accepted, rejected } = checkReviewImages(Array.from(files), images.length);
    setImages((current) => [...current, ...accepted]);
    const messages = rejected.map(({ file, problem }) =>
      problem === 'type'
        ? text.errors.imageType(file.name)
        : problem === 'size'
          ? text.errors.imageSize(file.name)
          : text.errors.imageCount(REVIEW_IMAGES_MAX),
    );
    setErrors((current) => ({ ...current, images: [...new Set(messages)].join(' ') || undefined }));
    // Clear the input so choosing the same file again after removing it fires a change.
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const data = new FormData(event.currentTarget);
    const author = String(data.get('author') ?? '').trim();
    const chosen = Number(data.get('rating') ?? 0);
    const written = String(data.get('body') ?? '')
      .slice(0, REVIEW_BODY_MAX)
      .trim();
    const found: FieldErrors = {
      rating: chosen >= 1 && chosen <= 5 ? undefined : text.errors.rating,
      body: written === '' ? text.errors.body : undefined,
      author: author === '' ? text.errors.author : undefined,
    };
    setErrors(found);
    const firstInvalid = (['rating', 'body', 'author'] as const).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${firstInvalid}"]`)?.focus();
      return;
    }
    onSubmit({ rating: chosen, title: String(data.get('title') ?? '').trim(), body: written, author, images });
  };

  // After hydration, the stars, counter and pictures follow what the page already holds.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const checked = form.querySelector<HTMLInputElement>('input[name="rating"]:checked');
    if (checked) setRating(Number(checked.value));
    const typed = form.querySelector<HTMLTextAreaElement>('textarea[name="body"]');
    if (typed) setBody(typed.value);
    if (fileInput.current?.files?.length) addImages(fileInput.current.files);
    // Only once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const describedBy = (field: keyof FieldErrors, extra?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: keyof FieldErrors) => (
    <p id={`${id}-${field}-error`} className={styles.error}>
      {errors[field] ?? ''}
    </p>
  );

  if (status === 'submitted') {
    return (
      <p role="status" className={styles.form}>
        {text.submitted}
      </p>
    );
  }

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-status={status}
    >
      <h3 id={`${id}-title`} className={styles.reviewTitle}>
        {text.formTitle}
      </h3>
      <input type="hidden" name="intent" value="review" />
      {productId !== undefined && <input type="hidden" name="product_id" value={String(productId)} />}

      <fieldset
        className={styles.field}
        aria-describedby={describedBy('rating')}
        aria-invalid={errors.rating ? true : undefined}
      >
        <legend className={styles.label}>{text.ratingLegend}</legend>
        <div className={styles.ratingInputs}>
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n}>
              <input
                className={styles.ratingInput}
                type="radio"
                id={`${id}-rating-${n}`}
                name="rating"
                value={n}
                onChange={() => setRating(n)}
                data-field={n === 1 ? 'rating' : undefined}
              />
              <label
                htmlFor={`${id}-rating-${n}`}
                className={styles.ratingStar}
                data-filled={n <= rating ? '' : undefined}
              >
                <svg className={styles.ratingStarIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
                </svg>
                <VisuallyHidden>{text.star(n)}</VisuallyHidden>
              </label>
            </span>
          ))}
        </div>
        {fieldError('rating')}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={`${id}-title-input`} className={styles.label}>
          {text.reviewTitle} <span className={styles.hint}>{text.optional}</span>
        </label>
        <input
          id={`${id}-title-input`}
          className={styles.input}
          name="title"
          maxLength={150}
          defaultValue={defaultValues.title}
        />
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-body`} className={styles.label}>
          {text.body}
        </label>
        <textarea
          id={`${id}-body`}
          className={styles.textarea}
          name="body"
          defaultValue={defaultValues.body}
          maxLength={REVIEW_BODY_MAX}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy('body', `${id}-counter`)}
          data-field="body"
        />
        <span
          id={`${id}-counter`}
          className={styles.hint}
          data-state={body.length >= REVIEW_BODY_MAX ? 'limit' : undefined}
        >
          {text.counter(body.length, REVIEW_BODY_MAX)}
        </span>
        {fieldError('body')}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-author`} className={styles.label}>
          {text.author}
        </label>
        <input
          id={`${id}-author`}
          className={styles.input}
          name="author"
          maxLength={80}
          defaultValue={defaultValues.author}
          autoComplete="name"
          aria-invalid={errors.author ? true : undefined}
          aria-describedby={describedBy('author')}
          data-field="author"
        />
        {fieldError('author')}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-images`} className={styles.label}>
          {text.addPictures}
        </label>
        <input
          ref={fileInput}
          id={`${id}-images`}
          className={styles.fileInput}
          type="file"
          name="images"
          multiple
          accept={[...REVIEW_IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.gif'].join(',')}
          disabled={images.length >= REVIEW_IMAGES_MAX}
          aria-describedby={describedBy('images', `${id}-images-hint`)}
          onChange={(event) => addImages(event.target.files)}
        />
        <span id={`${id}-images-hint`} className={styles.hint}>
          {text.picturesHint(REVIEW_IMAGES_MAX)}
        </span>
        <div role="alert">{fieldError('images')}</div>
        {images.length > 0 && (
          <ul className={styles.previews} aria-label={text.chosenPictures}>
            {images.map((file, i) => (
              <li key={`${file.name}-${i}`} className={styles.preview}>
                {previews[i] ? (
                  <img className={styles.picture} src={previews[i]} alt={file.name} width={100} height={100} />
                ) : (
                  <span className={styles.picture}>{file.name}</span>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  iconOnly
                  className={styles.removePicture}
                  aria-label={text.removePicture(file.name)}
                  onClick={() => setImages((current) => current.filter((_, j) => j !== i))}
                >
                  <CloseIcon className={styles.removeIcon} />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {status === 'error' && (
        <p role="alert" className={styles.error}>
          {error || text.failed}
        </p>
      )}
      <Button
        type="submit"
        variant="primary"
        aria-disabled={isSubmitting || undefined}
        data-pending={isSubmitting ? '' : undefined}
      >
        {isSubmitting ? text.submitting : text.submit}
      </Button>
    </Form>
  );
}

/** Object URLs for the chosen pictures, revoked when they go; none where the browser has no `createObjectURL`. */
function usePreviewUrls(files: readonly File[]): (string | undefined)[] {
  const urls = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined)),
    [files],
  );
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  return urls;
}
