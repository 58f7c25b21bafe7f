/** The demo store's policy pages and FAQ (spec 2: about us, contact us, refund, shipping, privacy, terms of service). */

export interface PolicyText {
  handle: string;
  title: string;
  bodyHtml: string;
}

export const POLICIES: readonly PolicyText[] = [
  {
    handle: 'about-us',
    title: 'About us',
    bodyHtml:
      '<p>Vitrine is a small shop for things that are made well and meant to be used: linen and merino clothing, stoneware for the table, beeswax candles and paper goods.</p>' +
      '<p>We work directly with a handful of mills, potters and makers, most of them family businesses, and we visit every one of them. We order in small batches, so we rarely have to discount and never have to burn unsold stock.</p>' +
      '<h2>What we believe</h2><ul><li>Buy fewer things, and better ones.</li><li>Mend before you replace.</li><li>Pay makers fairly and say who they are.</li></ul>',
  },
  {
    handle: 'contact-us',
    title: 'Contact us',
    bodyHtml:
      '<p>We are a small team and we answer every message ourselves, usually within one working day.</p>' +
      '<ul><li>E-mail: <a href="mailto:hello@vitrine.example">hello@vitrine.example</a></li><li>Phone: +44 20 7946 0321 (Monday to Friday, 9:00–17:00 UK time)</li><li>Studio: 14 Weaver’s Yard, London E2 7QP, United Kingdom</li></ul>' +
      '<p>For questions about an order, please include your order number so we can help you faster. You can also <a href="/pages/order-tracking">track your order</a> at any time.</p>',
  },
  {
    handle: 'refund-policy',
    title: 'Refund policy',
    bodyHtml:
      '<p>If something is not right, you can return it within 30 days of delivery for a full refund.</p>' +
      '<h2>Conditions</h2><ul><li>Items must be unworn, unwashed and in their original packaging.</li><li>Candles that have been lit and personalised items cannot be returned.</li><li>Sale items can be returned for store credit.</li></ul>' +
      '<h2>How to return</h2><p>Write to <a href="mailto:returns@vitrine.example">returns@vitrine.example</a> with your order number. We will send you a prepaid label for UK returns; international returns are at your cost.</p>' +
      '<p>Refunds are made to the original payment method within 5 working days of the parcel reaching us. If an item arrives damaged, we replace it free of charge.</p>',
  },
  {
    handle: 'shipping-policy',
    title: 'Shipping policy',
    bodyHtml:
      '<p>Orders placed before 13:00 UK time on a working day leave our studio the same day.</p>' +
      '<h2>Delivery times</h2><ul><li>United Kingdom: 1–3 working days</li><li>Europe: 3–6 working days</li><li>Rest of the world: 5–12 working days</li></ul>' +
      '<p>The shipping methods and costs for your address are shown at checkout before you pay. Orders over the free-shipping threshold shown in your cart ship free.</p>' +
      '<p>Orders outside the United Kingdom may be subject to import duties and taxes, which are the responsibility of the recipient.</p>',
  },
  {
    handle: 'privacy-policy',
    title: 'Privacy policy',
    bodyHtml:
      '<p>We collect only what we need to run the shop: your name, e-mail and delivery address to fulfil orders, and, if you agree, anonymous statistics about how the site is used.</p>' +
      '<h2>What we never do</h2><ul><li>We never store your card number: payments are handled by our payment provider.</li><li>We never sell or rent your data.</li></ul>' +
      '<h2>Your rights</h2><p>You can ask to see, correct or delete your data at any time by writing to <a href="mailto:privacy@vitrine.example">privacy@vitrine.example</a>. You can unsubscribe from our newsletter with the link in every e-mail.</p>' +
      '<p>Cookies: we use a cookie for your cart and your sign-in session. Analytics and advertising cookies are only set with your consent.</p>',
  },
  {
    handle: 'terms-of-service',
    title: 'Terms of service',
    bodyHtml:
      '<p>These terms apply to every order placed at Vitrine. By placing an order you agree to them.</p>' +
      '<h2>Prices and payment</h2><p>Prices are shown in the currency you choose and charged in the store currency. We may correct obvious pricing errors before an order ships, and will offer you a refund if we do.</p>' +
      '<h2>Products</h2><p>Many of our products are made by hand, so small variations in colour and shape are part of their character and not a fault.</p>' +
      '<h2>Liability</h2><p>Nothing in these terms limits your statutory rights as a consumer. Questions? <a href="/policies/contact-us">Contact us</a>.</p>',
  },
];

export const FAQ = {
  title: 'Frequently asked questions',
  questions: [
    {
      title: 'When will my order arrive?',
      answer:
        '<p>Orders placed before 13:00 UK time on a working day ship the same day. See our <a href="/policies/shipping-policy">shipping policy</a> for delivery times.</p>',
    },
    {
      title: 'Can I return something?',
      answer:
        '<p>Yes, within 30 days of delivery. Items must be unworn and unwashed. Read the <a href="/policies/refund-policy">refund policy</a> for details.</p>',
    },
    {
      title: 'How do I find my size?',
      answer:
        '<p>Every clothing page has a size chart in centimetres and inches. If you are between sizes, we suggest the larger one for knitwear and the smaller one for denim.</p>',
    },
    {
      title: 'How do I care for linen and merino?',
      answer:
        '<p>Wash cool, dry flat or on a line, and skip the tumble dryer. Our <a href="/blogs/care-guides">care guides</a> explain it step by step.</p>',
    },
    {
      title: 'Do you ship internationally?',
      answer:
        '<p>We ship to most countries. The methods and costs for your address are shown at checkout. Import duties may apply outside the UK.</p>',
    },
    {
      title: 'Which payment methods do you accept?',
      answer:
        '<p>Visa, Mastercard and American Express, PayPal, bank transfer and, in some countries, cash on delivery.</p>',
    },
  ],
} as const;
