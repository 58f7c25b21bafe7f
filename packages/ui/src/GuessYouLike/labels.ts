/** Texts of {@link GuessYouLike}; override to translate. */
export interface GuessYouLikeLabels {
  title: string;
  previous: string;
  next: string;
}

export const DEFAULT_GUESS_YOU_LIKE_LABELS: GuessYouLikeLabels = {
  title: 'You may also like',
  previous: 'Previous products',
  next: 'More products',
};
