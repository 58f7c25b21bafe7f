/** Texts of the comments list; override any of them to translate. */
export interface CommentsLabels {
  title: string;
  count: (total: number) => string;
  empty: string;
  loading: string;
  error: string;
  retry: string;
  filter: string;
  pagination: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  /** The comment form. */
  formTitle: string;
  name: string;
  body: string;
  submit: string;
  sending: string;
  sent: string;
  /** Shown when posting failed without a message from the store. */
  failed: string;
}

export const DEFAULT_COMMENTS_LABELS: CommentsLabels = {
  title: 'Comments',
  count: (total) => (total === 1 ? '1 comment' : `${total} comments`),
  empty: 'No comments yet. Be the first to ask a question.',
  loading: 'Loading comments…',
  error: 'Comments could not be loaded.',
  retry: 'Try again',
  filter: 'Show',
  pagination: 'Comment pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
  formTitle: 'Ask a question or leave a comment',
  name: 'Your name',
  body: 'Your comment',
  submit: 'Post comment',
  sending: 'Posting…',
  sent: 'Thank you! Your comment is posted.',
  failed: 'Your comment could not be posted. Please try again.',
};
