import { CommerceError } from '../errors';
import { FAQ, POLICIES } from './pages.data';
import { sanitizeHtml } from './sanitize';

export interface Policy {
  handle: string;
  title: string;
  body_html: string;
}

export interface PolicySummary {
  handle: string;
  title: string;
  url: string;
}

export interface Faq {
  title: string;
  questions: { title: string; answer: string }[];
}

/** Policy pages and the FAQ: bundled text, sanitized like every other piece of content. */
export interface PageService {
  /** GET /policies. */
  listPolicies(): PolicySummary[];
  /** GET /policies/{handle}. 404 POLICY_NOT_FOUND. */
  getPolicy(handle: string): Policy;
  /** GET /faq: title and questions with HTML answers. */
  faq(): Faq;
}

/** The policies and FAQ of the demo store. */
export function createPages(): PageService {
  // Sanitized once: the text is fixed for the life of the process.
  const policies = POLICIES.map((p) => ({ handle: p.handle, title: p.title, body_html: sanitizeHtml(p.bodyHtml) }));
  const faq: Faq = {
    title: FAQ.title,
    questions: FAQ.questions.map((q) => ({ title: q.title, answer: sanitizeHtml(q.answer) })),
  };
  return {
    listPolicies: () => policies.map((p) => ({ handle: p.handle, title: p.title, url: `/policies/${p.handle}` })),
    getPolicy: (handle) => {
      const policy = policies.find((p) => p.handle === String(handle).toLowerCase());
      if (!policy)
        throw new CommerceError({
          status: 404,
          code: 'POLICY_NOT_FOUND',
          message: 'This page could not be found',
          field: 'handle',
        });
      return policy;
    },
    faq: () => structuredClone(faq),
  };
}
