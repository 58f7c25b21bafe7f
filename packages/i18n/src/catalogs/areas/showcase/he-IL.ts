import type en from './en-US';

export default {
  'showcase.rating.summary': '{rating} מתוך 5 · {count, plural, one {ביקורת אחת} other {# ביקורות}}',
  'showcase.reviews.failed': 'לא הצלחנו לשלוח את הביקורת שלך. אפשר לנסות שוב.',
  'showcase.comments.formTitle': 'אפשר לשאול שאלה או להשאיר תגובה',
  'showcase.comments.name': 'השם שלך',
  'showcase.comments.body': 'התגובה שלך',
  'showcase.comments.submit': 'פרסום תגובה',
  'showcase.comments.sending': 'מפרסמים…',
  'showcase.comments.sent': 'תודה! התגובה שלך פורסמה.',
  'showcase.comments.failed': 'לא הצלחנו לפרסם את התגובה שלך. אפשר לנסות שוב.',
  'showcase.recentlyViewed.title': 'נצפו לאחרונה',
  'showcase.recentlyViewed.clear': 'ניקוי ההיסטוריה',
  'showcase.home.favourites': 'המועדפים שלנו',
  'showcase.home.heroSecondary': 'לגלות את {collection}',
  'showcase.mediaFeed.title': 'מהסטודיו שלנו',
  'showcase.mediaFeed.lead': 'רגעים יומיומיים עם הדברים שאנחנו מכינים, בשיתוף הסטודיו והלקוחות שלנו.',
  'showcase.mediaFeed.shop': 'לקנות את {product}',
} satisfies Record<keyof typeof en, string>;
