/** The demo store's journal: two collections and eight posts, covers borrowed from the catalog. */

export interface SeedBlogCollection {
  handle: string;
  title: string;
  description: string;
}

export interface SeedBlogPost {
  collection: string;
  handle: string;
  title: string;
  excerpt: string;
  bodyHtml: string;
  author: string;
  /** Product whose first picture is the cover. */
  coverProduct: string;
  featured: boolean;
  publishedAt: string;
}

export const SEED_BLOG_COLLECTIONS: readonly SeedBlogCollection[] = [
  { handle: 'journal', title: 'Journal', description: 'Stories from the studio and the people who make what we sell.' },
  {
    handle: 'care-guides',
    title: 'Care guides',
    description: 'How to wash, mend and keep the things you love for longer.',
  },
];

export const SEED_BLOG_POSTS: readonly SeedBlogPost[] = [
  {
    collection: 'care-guides',
    handle: 'how-to-wash-linen',
    title: 'How to wash linen so it gets better every year',
    excerpt:
      'Linen softens with every wash, if you let it. Cool water, a gentle spin and no tumble dryer are most of the secret.',
    bodyHtml:
      '<p>Linen is one of the oldest fabrics there is, and one of the most forgiving. It gets softer with every wash, so the best thing you can do for a new linen shirt or tablecloth is simply to use it.</p>' +
      '<h2>Washing</h2><p>Wash at 30–40 °C with a mild, bleach-free detergent. Give the machine room: linen likes to move in the water. Choose a gentle spin, because a hard spin sets creases that are hard to press out.</p>' +
      '<h2>Drying</h2><p>Shake each piece out and hang it to dry, ideally outdoors. Skip the tumble dryer: the heat weakens the fibres and shrinks the weave. If you like a crisp finish, iron while still slightly damp.</p>' +
      '<p>Stains? Treat them early with cold water and a little soap. See our <a href="/collections/home">table linen</a> for pieces that are made to be used every day.</p>',
    author: 'Maren Holt',
    coverProduct: 'linen-tablecloth',
    featured: true,
    publishedAt: '2025-03-04T09:00:00Z',
  },
  {
    collection: 'care-guides',
    handle: 'caring-for-merino',
    title: 'Caring for merino: less washing, more airing',
    excerpt: 'Merino cleans itself better than you would think. Here is how to wash it when it finally needs it.',
    bodyHtml:
      '<p>Merino wool resists odour naturally, so most of the time a night on a hanger by an open window is all a sweater needs. Wash it only when it is actually dirty.</p>' +
      '<h2>By hand or on the wool cycle</h2><p>Use cool water and a wool detergent. Never rub or wring: gently squeeze the water out, then roll the sweater in a towel.</p>' +
      '<p>Dry it flat, away from radiators and direct sun, reshaping it while damp. Fold knitwear rather than hanging it, so the shoulders keep their shape.</p>',
    author: 'Maren Holt',
    coverProduct: 'merino-crewneck',
    featured: true,
    publishedAt: '2025-01-15T09:00:00Z',
  },
  {
    collection: 'care-guides',
    handle: 'stoneware-everyday-care',
    title: 'Stoneware for every day: dishwasher, oven and the odd chip',
    excerpt: 'Our mugs and bowls are fired hot enough to live in the dishwasher. A few habits keep the glaze bright.',
    bodyHtml:
      '<p>Every piece of our stoneware is fired at over 1,200 °C, which makes it dense, strong and safe in the dishwasher and microwave.</p>' +
      '<p>Avoid sudden temperature changes: don’t take a bowl from the fridge straight into a hot oven. Hand washing keeps the speckled glaze at its brightest, but the dishwasher will not harm it.</p>' +
      '<p>Small chips on the foot ring can be smoothed with fine sandpaper. Chips on the rim mean the piece has earned a new life as a plant pot or a pen holder.</p>',
    author: 'Theo Baptiste',
    coverProduct: 'speckled-ceramic-mug',
    featured: false,
    publishedAt: '2024-11-20T09:00:00Z',
  },
  {
    collection: 'care-guides',
    handle: 'breaking-in-selvedge-denim',
    title: 'Breaking in selvedge denim',
    excerpt: 'Raw denim takes the shape of the person wearing it. Wait before the first wash, and wash inside out.',
    bodyHtml:
      '<p>Our selvedge jeans are woven on narrow shuttle looms and left unwashed, so they fade to match the way you move.</p>' +
      '<p>Wear them for a few months before the first wash. When you do wash them, turn them inside out, use cold water and hang them to dry.</p>' +
      '<blockquote>The best pair of jeans is the one you have worn for three years.</blockquote>',
    author: 'Jonas Meyer',
    coverProduct: 'selvedge-straight-jean',
    featured: false,
    publishedAt: '2024-09-02T09:00:00Z',
  },
  {
    collection: 'journal',
    handle: 'meet-the-potters',
    title: 'Meet the potters behind our tableware',
    excerpt: 'A visit to the small studio where every mug and bowl we sell is thrown, trimmed and glazed by hand.',
    bodyHtml:
      '<p>Our tableware comes from a studio of four potters on the edge of a market town. They throw around two hundred pieces a week, and no two come out of the kiln quite alike.</p>' +
      '<p>The speckles in the glaze are iron in the clay rising to the surface during the firing. We asked them not to hide it.</p>' +
      '<p>We order in small batches, so a colour may sell out for a few weeks while the next firing cools.</p>',
    author: 'Theo Baptiste',
    coverProduct: 'stoneware-bowl',
    featured: true,
    publishedAt: '2025-02-10T09:00:00Z',
  },
  {
    collection: 'journal',
    handle: 'where-our-merino-comes-from',
    title: 'Where our merino comes from',
    excerpt: 'From the farm to the knitting mill: following a bale of fine merino through the year.',
    bodyHtml:
      '<p>The merino in our knitwear is grown on farms that do not practise mulesing, and spun and knitted by a family mill that has worked with wool for three generations.</p>' +
      '<p>Fine merino fibres measure under 19 microns, which is why a good merino crewneck feels soft against the skin instead of itchy.</p>' +
      '<p>We visit the mill twice a year to plan new colours. This season’s oatmeal and moss came straight from the hills around it.</p>',
    author: 'Maren Holt',
    coverProduct: 'merino-cardigan',
    featured: false,
    publishedAt: '2024-12-05T09:00:00Z',
  },
  {
    collection: 'journal',
    handle: 'a-year-of-linen-shirts',
    title: 'A year in one linen shirt',
    excerpt: 'We wore the same linen shirt through four seasons. Here is what happened to it.',
    bodyHtml:
      '<p>In spring we bought an Alder linen shirt off our own shelves and wore it at least twice a week for a year.</p>' +
      '<p>By summer it had lost its stiffness. By autumn it had become the softest thing in the wardrobe, worn open over a merino tee. In winter it went under a cardigan.</p>' +
      '<p>After fifty-odd washes there is a little fading at the collar and not a single loose seam.</p>',
    author: 'Jonas Meyer',
    coverProduct: 'alder-linen-shirt',
    featured: false,
    publishedAt: '2024-10-14T09:00:00Z',
  },
  {
    collection: 'journal',
    handle: 'lighting-beeswax-candles',
    title: 'Why we pour our candles in beeswax',
    excerpt:
      'Beeswax burns slower and cleaner than paraffin, with a faint smell of honey. A short guide to lighting it well.',
    bodyHtml:
      '<p>Our pillar and taper candles are poured from pure beeswax from a co-operative of small apiaries.</p>' +
      '<p>Trim the wick to about 5 mm before each lighting, and let a pillar burn until the melted pool reaches the edge: that stops it tunnelling.</p>' +
      '<ul><li>Keep candles away from draughts.</li><li>Never leave a flame unattended.</li><li>Stop when 1 cm of wax is left.</li></ul>',
    author: 'Theo Baptiste',
    coverProduct: 'beeswax-pillar-candle',
    featured: false,
    publishedAt: '2024-08-19T09:00:00Z',
  },
];
