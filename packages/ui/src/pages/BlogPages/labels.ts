/** Texts of the blog pages; override any of them to translate. */
export interface BlogPagesLabels {
  title: string;
  lead: string;
  featured: string;
  articleCount: (count: number) => string;
  seeAll: (blog: string) => string;
  byline: (author: string) => string;
  published: (date: string) => string;
  recent: string;
  recommended: string;
  empty: string;
  back: (blog: string) => string;
}

export const DEFAULT_BLOG_PAGES_LABELS: BlogPagesLabels = {
  title: 'Stories and guides',
  lead: 'Notes from the studio, the people who make what we sell, and how to care for it all.',
  featured: 'Featured stories',
  articleCount: (count) => (count === 1 ? '1 article' : `${count} articles`),
  seeAll: (blog) => `All articles in ${blog}`,
  byline: (author) => `By ${author}`,
  published: (date) => `Published ${date}`,
  recent: 'Recent articles',
  recommended: 'You may also like',
  empty: 'No articles here yet.',
  back: (blog) => `Back to ${blog}`,
};
