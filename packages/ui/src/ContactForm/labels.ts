/** Topics a message can be filed under, in the order the form lists them. */
export const CONTACT_TOPICS = ['order', 'shipping', 'returns', 'product', 'payment', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Texts of the contact form; override any of them to translate. */
export interface ContactFormLabels {
  title: string;
  name: string;
  email: string;
  phone: string;
  orderNumber: string;
  orderNumberHint: string;
  topic: string;
  chooseTopic: string;
  topics: Record<ContactTopic, string>;
  message: string;
  /** Under the message: the shortest message the store takes. */
  messageHint: (min: number) => string;
  send: string;
  sending: string;
  /** After the store filed the message. */
  sent: (ticket: string) => string;
}

export const DEFAULT_CONTACT_FORM_LABELS: ContactFormLabels = {
  title: 'Send us a message',
  name: 'Your name',
  email: 'Email address',
  phone: 'Phone number',
  orderNumber: 'Order number',
  orderNumberHint: 'As shown in your order confirmation, for example 1001.',
  topic: 'Topic',
  chooseTopic: 'Choose a topic',
  topics: {
    order: 'An order I placed',
    shipping: 'Shipping and delivery',
    returns: 'Returns and refunds',
    product: 'A product question',
    payment: 'Payment',
    other: 'Something else',
  },
  message: 'Message',
  messageHint: (min) => (min === 1 ? 'At least 1 character.' : `At least ${min} characters.`),
  send: 'Send message',
  sending: 'Sending…',
  sent: (ticket) => `Thank you, your message has reached us. Your ticket number is ${ticket}; we will reply by email.`,
};

/** Texts of the store's contact channels; override any of them to translate. */
export interface ContactChannelsLabels {
  title: string;
  emailUs: string;
  callUs: string;
  visitUs: string;
  hours: string;
  /** One day of the opening hours, e.g. "Monday: 9:00–17:00 CET". */
  hoursRow: (day: string, opens: string, closes: string) => string;
}

export const DEFAULT_CONTACT_CHANNELS_LABELS: ContactChannelsLabels = {
  title: 'Other ways to reach us',
  emailUs: 'Email',
  callUs: 'Phone',
  visitUs: 'Visit our studio',
  hours: 'Opening hours',
  hoursRow: (day, opens, closes) => `${day}: ${opens}–${closes}`,
};
