import { http, HttpResponse } from 'msw';
import { API, apiError, bodyOf, minutesAgo } from './base';
import { storyData } from './state';

/** Comments per page (spec: comments page size 10). */
const COMMENTS_PAGE_SIZE = 10;
const DAY = 24 * 60;

const JOURNAL = { id: 1, handle: 'journal', title: 'Journal' };
const CARE = { id: 2, handle: 'care-guides', title: 'Care guides' };
const BLOGS = [
  {
    id: 31,
    handle: 'linen-through-the-seasons',
    title: 'Linen through the seasons',
    excerpt: 'How to wear our washed linen from May to October.',
    author: 'Hanna Lind',
    collection: JOURNAL,
    days: 3,
  },
  {
    id: 32,
    handle: 'caring-for-wool',
    title: 'Caring for a wool coat',
    excerpt: 'Brush, air, rest: three habits that add years.',
    author: 'Tomás Ruiz',
    collection: CARE,
    days: 12,
  },
  {
    id: 33,
    handle: 'inside-the-tannery',
    title: 'Inside the tannery',
    excerpt: 'A morning with the people who tan our leather in Tuscany.',
    author: 'Hanna Lind',
    collection: JOURNAL,
    days: 30,
  },
].map(({ days, ...blog }) => ({
  ...blog,
  image: { url: `/demo/${blog.handle}.svg`, alt: blog.title },
  published_at: minutesAgo(days * DAY),
}));

const POLICIES = [
  {
    handle: 'refund-policy',
    title: 'Refund policy',
    body_html: '<p>Return unworn items within 30 days for a full refund.</p>',
  },
  {
    handle: 'shipping-policy',
    title: 'Shipping policy',
    body_html: '<p>Orders ship within 2 business days. Standard delivery is free from $150.</p>',
  },
  {
    handle: 'privacy-policy',
    title: 'Privacy policy',
    body_html: '<p>We collect only what we need to deliver your order.</p>',
  },
  {
    handle: 'terms-of-service',
    title: 'Terms of service',
    body_html: '<p>By using this store you agree to these terms.</p>',
  },
];

const REVIEWS = [
  {
    id: 71,
    product_id: 101,
    rating: 5,
    title: 'My summer uniform',
    body: 'Soft from the first wear and it keeps getting better.',
    author: 'Clara B.',
    created_at: minutesAgo(5 * DAY),
    updated_at: null,
    images: [],
  },
  {
    id: 72,
    product_id: 101,
    rating: 4,
    title: 'Runs a little large',
    body: 'Lovely fabric. I sized down and it fits perfectly.',
    author: 'Jonas W.',
    created_at: minutesAgo(19 * DAY),
    updated_at: minutesAgo(17 * DAY),
    images: [],
  },
  {
    id: 73,
    product_id: 102,
    rating: 5,
    title: 'Warm without bulk',
    body: 'Wore it through a Berlin January. No regrets.',
    author: 'Mira K.',
    created_at: minutesAgo(40 * DAY),
    updated_at: null,
    images: [],
  },
];

const SEED_COMMENTS = Array.from({ length: 14 }, (_, i) => ({
  id: 200 + i,
  product_id: 101,
  author: ['Lea', 'Sam', 'Noor', 'Ola', 'Ivo', 'Aiko', 'Tess'][i % 7]!,
  body: [
    'Is this pre-washed?',
    'Ordered the sage, love it.',
    'Does it come in XL?',
    'Great with the tote.',
    'Fast delivery to Oslo.',
    'How sheer is the white?',
    'Second one I bought.',
  ][i % 7]!,
  created_at: minutesAgo((i + 1) * 180),
}));

const blogEnvelope = (data: unknown) => HttpResponse.json({ success: true, data });
const blogMissing = () => HttpResponse.json({ success: false, failMessage: 'Not Found' }, { status: 404 });
const summaries = () => BLOGS.map(({ ...b }) => b);
function blogPage(list: typeof BLOGS, request: Request) {
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const pageSize = Math.max(1, Number(url.searchParams.get('page_size') ?? 10) || 10);
  return { list: list.slice((page - 1) * pageSize, page * pageSize), page, page_size: pageSize, total: list.length };
}

/** Blogs, policies, FAQ, comments, reviews, size charts and the newsletter. */
export const contentHandlers = [
  http.get(`${API}/blog_homepage/blog_collections`, () =>
    blogEnvelope(
      [JOURNAL, CARE].map((c) => ({
        ...c,
        description: `${c.title} from the Northwind team.`,
        blog_count: BLOGS.filter((b) => b.collection.id === c.id).length,
      })),
    ),
  ),
  http.get(`${API}/blog_homepage/preferred_blogs`, () => blogEnvelope(summaries().slice(0, 2))),
  http.get(`${API}/blog_collections/:id/blogs`, ({ params, request }) => {
    const collection = [JOURNAL, CARE].find((c) => String(c.id) === params.id || c.handle === params.id);
    return collection
      ? blogEnvelope(
          blogPage(
            BLOGS.filter((b) => b.collection.id === collection.id),
            request,
          ),
        )
      : blogMissing();
  }),
  http.get(`${API}/blog/:id/recent_blogs`, ({ params, request }) =>
    blogEnvelope(
      blogPage(
        BLOGS.filter((b) => String(b.id) !== params.id),
        request,
      ),
    ),
  ),
  http.get(`${API}/blog/:id/recommend_blogs`, ({ params }) =>
    blogEnvelope(BLOGS.filter((b) => String(b.id) !== params.id).slice(0, 4)),
  ),
  http.get(`${API}/blogs/:id`, ({ params }) => {
    const blog = BLOGS.find((b) => String(b.id) === params.id || b.handle === params.id);
    return blog
      ? blogEnvelope({ ...blog, body_html: `<p>${blog.excerpt}</p><p>Words by ${blog.author}.</p>` })
      : blogMissing();
  }),
  http.get(`${API}/policies`, () =>
    HttpResponse.json({
      policies: POLICIES.map(({ handle, title }) => ({ handle, title, url: `/policies/${handle}` })),
    }),
  ),
  http.get(`${API}/policies/:handle`, ({ params }) => {
    const policy = POLICIES.find((p) => p.handle === params.handle);
    return policy ? HttpResponse.json({ policy }) : apiError(404, 'POLICY_NOT_FOUND', 'Not Found');
  }),
  http.get(`${API}/faq`, () =>
    HttpResponse.json({
      title: 'Frequently asked questions',
      questions: [
        {
          title: 'When will my order arrive?',
          answer: '<p>Most orders arrive in 3–5 business days. Express takes 1–2.</p>',
        },
        {
          title: 'Can I return an item?',
          answer: '<p>Yes, within 30 days. See our <a href="/policies/refund-policy">refund policy</a>.</p>',
        },
        {
          title: 'Do you ship outside the EU?',
          answer: '<p>We ship to the UK, the US, Canada, Australia and Israel.</p>',
        },
      ],
    }),
  ),
  http.get(`${API}/comments`, ({ request }) => {
    const url = new URL(request.url);
    const productId = Number(url.searchParams.get('filter[product_id]') ?? 101);
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const all = [...storyData.comments, ...SEED_COMMENTS].filter((c) => c.product_id === productId);
    return HttpResponse.json({
      data: all.slice((page - 1) * COMMENTS_PAGE_SIZE, page * COMMENTS_PAGE_SIZE),
      page,
      pageSize: COMMENTS_PAGE_SIZE,
      total: all.length,
    });
  }),
  http.post(`${API}/comments`, async ({ request }) => {
    const {
      product_id = 101,
      author = '',
      body = '',
    } = await bodyOf<{ product_id: number; author: string; body: string }>(request);
    if (!body.trim())
      return apiError(422, 'VALIDATION_FAILED', 'This field is required', {
        field: 'body',
        errors: { body: ['This field is required'] },
      });
    const comment = { id: storyData.nextId++, product_id, author, body, created_at: new Date().toISOString() };
    storyData.comments.unshift(comment);
    return HttpResponse.json({ comment }, { status: 201 });
  }),
  http.get(`${API}/reviews`, ({ request }) => {
    const productId = Number(new URL(request.url).searchParams.get('product_id') ?? 101);
    const data = REVIEWS.filter((r) => r.product_id === productId);
    const distribution = Object.fromEntries(
      [1, 2, 3, 4, 5].map((n) => [String(n), data.filter((r) => r.rating === n).length]),
    );
    const average = data.length ? Math.round((data.reduce((s, r) => s + r.rating, 0) / data.length) * 10) / 10 : 0;
    return HttpResponse.json({
      product_id: productId,
      average_rating: average,
      count: data.length,
      distribution,
      data,
      page: 1,
      pageSize: 10,
      total: data.length,
    });
  }),
  http.post(`${API}/reviews`, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const field = (name: string) => (form?.get(name) as string | null) ?? '';
    const review = {
      id: storyData.nextId++,
      product_id: Number(field('product_id') || 101),
      rating: Number(field('rating') || 5),
      title: field('title'),
      body: field('body'),
      author: field('author'),
      created_at: new Date().toISOString(),
      updated_at: null,
      images: [],
    };
    return HttpResponse.json({ review }, { status: 201 });
  }),
  // The demo shopper wrote every review, so each can be changed or deleted, as its author can in the shop.
  http.put(`${API}/reviews/:id`, async ({ params, request }) => {
    const found = REVIEWS.find((r) => r.id === Number(params.id));
    if (!found) return apiError(404, 'REVIEW_NOT_FOUND', 'This review could not be found', { field: 'id' });
    const {
      rating = found.rating,
      title = found.title,
      body = found.body,
    } = await bodyOf<{ rating: number; title: string; body: string }>(request);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5)
      return apiError(422, 'VALIDATION_FAILED', 'Choose a rating from 1 to 5', { field: 'rating' });
    return HttpResponse.json({ review: { ...found, rating, title, body, updated_at: new Date().toISOString() } });
  }),
  http.delete(`${API}/reviews/:id`, ({ params }) =>
    REVIEWS.some((r) => r.id === Number(params.id))
      ? HttpResponse.json({ deleted: true })
      : apiError(404, 'REVIEW_NOT_FOUND', 'This review could not be found', { field: 'id' }),
  ),
  // Review pictures: the demo serves one product drawing for any file name.
  http.get(
    `${API}/reviews/images/:file`,
    () => new HttpResponse(null, { status: 302, headers: { Location: '/demo/alder-linen-shirt.svg' } }),
  ),
  http.get(`${API}/size-chart/products/:productId/chart`, ({ params }) =>
    HttpResponse.json({
      product_id: Number(params.productId),
      title: 'Tops and knitwear',
      columns: [
        { key: 'chest', label: 'Chest' },
        { key: 'waist', label: 'Waist' },
        { key: 'length', label: 'Length' },
      ],
      rows: (['XS', 'S', 'M', 'L', 'XL'] as const).map((size, i) => ({
        size,
        measurements: Object.fromEntries(
          (
            [
              ['chest', 86 + i * 6],
              ['waist', 74 + i * 6],
              ['length', 66 + i * 3],
            ] as const
          ).map(([key, cm]) => [key, { cm, in: Math.round((cm / 2.54) * 10) / 10 }]),
        ),
      })),
      note: 'Body measurements. Between two sizes? Take the larger one.',
    }),
  ),
  http.post('/api/contacts', async ({ request }) => {
    const { email = '' } = await bodyOf<{ email: string }>(request);
    if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email))
      return apiError(422, 'VALIDATION_FAILED', 'Enter a valid email', {
        field: 'email',
        errors: { email: ['Enter a valid email'] },
      });
    // The shop's answer: 200 whether the address is new or already subscribed.
    return HttpResponse.json({ success: true, data: { email: email.trim().toLowerCase(), subscribed: true } });
  }),
];
