/** Longest review body (spec 5, 9). */
export const REVIEW_BODY_MAX = 2000;
/** Most pictures on one review (spec 5, 9). */
export const REVIEW_IMAGES_MAX = 5;
/** Largest picture (spec 5, 9: 8MB). */
export const REVIEW_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Picture formats the store accepts (spec 5: JPG, JPEG, PNG, GIF), by MIME type and file extension. */
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
const REVIEW_IMAGE_EXTENSIONS = /\.(jpe?g|png|gif)$/i;

/** Why a picture was refused. */
export type ReviewImageProblem = 'type' | 'size' | 'count';

/** Pictures kept and pictures refused (with the reason). */
export interface ReviewImageCheck {
  accepted: File[];
  rejected: { file: File; problem: ReviewImageProblem }[];
}

/**
 * Checks pictures before they are uploaded: format, size, and how many the
 * review can still take. Files are checked in order; once the review is full
 * the rest are refused as `count`.
 *
 * @example
 * const { accepted, rejected } = checkReviewImages(input.files, current.length);
 */
export function checkReviewImages(files: Iterable<File>, alreadyChosen: number): ReviewImageCheck {
  const result: ReviewImageCheck = { accepted: [], rejected: [] };
  for (const file of files) {
    const isKnownType =
      (REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type) && REVIEW_IMAGE_EXTENSIONS.test(file.name);
    if (!isKnownType) result.rejected.push({ file, problem: 'type' });
    else if (file.size > REVIEW_IMAGE_MAX_BYTES) result.rejected.push({ file, problem: 'size' });
    else if (alreadyChosen + result.accepted.length >= REVIEW_IMAGES_MAX)
      result.rejected.push({ file, problem: 'count' });
    else result.accepted.push(file);
  }
  return result;
}
