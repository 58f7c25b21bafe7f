/** Texts of the reviews; override any of them to translate. */
export interface ReviewsLabels {
  title: string;
  /** "4.0 out of 5 stars": the accessible name of a star row. */
  rating: (rating: number) => string;
  basedOn: (count: number) => string;
  distribution: (stars: number, count: number) => string;
  empty: string;
  pictures: string;
  /** The pictures chosen in the form. */
  chosenPictures: string;
  picture: (author: string, position: number) => string;
  formTitle: string;
  ratingLegend: string;
  star: (stars: number) => string;
  reviewTitle: string;
  body: string;
  /** Live counter under the body. */
  counter: (length: number, max: number) => string;
  author: string;
  addPictures: string;
  picturesHint: (max: number) => string;
  removePicture: (name: string) => string;
  submit: string;
  submitting: string;
  submitted: string;
  /** Shown when sending failed without a message from the store. */
  failed: string;
  optional: string;
  errors: {
    rating: string;
    body: string;
    author: string;
    imageType: (name: string) => string;
    imageSize: (name: string) => string;
    imageCount: (max: number) => string;
  };
}

export const DEFAULT_REVIEWS_LABELS: ReviewsLabels = {
  title: 'Customer reviews',
  rating: (rating) => `${rating.toFixed(1)} out of 5 stars`,
  basedOn: (count) => (count === 1 ? 'Based on 1 review' : `Based on ${count} reviews`),
  distribution: (stars, count) => `${stars} stars: ${count}`,
  empty: 'No reviews yet. Tell others what you think.',
  pictures: 'Pictures',
  chosenPictures: 'Chosen pictures',
  picture: (author, position) => `Picture ${position} from ${author}`,
  formTitle: 'Write a review',
  ratingLegend: 'Your rating',
  star: (stars) => (stars === 1 ? '1 star' : `${stars} stars`),
  reviewTitle: 'Title',
  body: 'Your review',
  counter: (length, max) => `${length} / ${max}`,
  author: 'Your name',
  addPictures: 'Add pictures',
  picturesHint: (max) => `Up to ${max} pictures, JPG, JPEG, PNG or GIF, 8MB each.`,
  removePicture: (name) => `Remove ${name}`,
  submit: 'Submit review',
  submitting: 'Sending…',
  submitted: 'Thank you! Your review was sent.',
  failed: 'Your review could not be sent. Please try again.',
  optional: '(optional)',
  errors: {
    rating: 'Choose a rating from 1 to 5',
    body: 'Write your review',
    author: 'Enter your name',
    imageType: (name) => `${name}: pictures must be JPG, JPEG, PNG or GIF`,
    imageSize: (name) => `${name}: each picture must be 8MB or smaller`,
    imageCount: (max) => `You can add up to ${max} pictures`,
  },
};
