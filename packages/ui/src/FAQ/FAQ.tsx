import * as Accordion from '@radix-ui/react-accordion';
import { DEFAULT_FAQ_LABELS, type FAQLabels } from './labels';
import * as styles from './FAQ.css';
import { useLabels } from '../kit/labels';

/** One question (spec 3: title and answer; the answer is HTML). */
export interface FAQItem {
  title: string;
  /** HTML the server has already sanitized; rendered as given. */
  answer: string;
}

/** Props of {@link FAQ}. */
export interface FAQProps {
  /** The list's title from the server; falls back to `labels.title`. */
  title?: string;
  items: readonly FAQItem[];
  /** `single` (default) keeps one answer open at a time; `multiple` lets several stay open. */
  type?: 'single' | 'multiple';
  /** Questions open at first, by index. */
  defaultOpen?: readonly number[];
  /** Level of the title; the questions are one level below. */
  headingLevel?: 2 | 3;
  labels?: Partial<FAQLabels>;
  className?: string;
}

/**
 * Questions and answers as a Radix Accordion: each question is a button in a
 * heading, Enter/Space open it, arrow keys move between questions, Home/End
 * jump. Answers are the server's sanitized HTML (links, emphasis, lists),
 * rendered as given: this component adds no sanitizing of its own, so pass
 * only what the store API returned.
 *
 * Radix renders `data-state="open|closed"` on items, triggers and answers;
 * the root has `data-empty` when there are no questions.
 *
 * @example
 * <FAQ title={faq.title} items={faq.questions} />
 */
export function FAQ({
  title,
  items,
  type = 'single',
  defaultOpen = [],
  headingLevel = 2,
  labels,
  className,
}: FAQProps) {
  const text = useLabels('FAQ', DEFAULT_FAQ_LABELS, labels);
  const Title = `h${headingLevel}` as const;
  const Question = `h${headingLevel + 1}` as 'h3' | 'h4';
  const rootClass = className ? `${styles.root} ${className}` : styles.root;
  const openValues = defaultOpen.map(String);

  const list = items.map((item, i) => (
    <Accordion.Item key={i} value={String(i)} className={styles.item}>
      <Accordion.Header asChild>
        <Question className={styles.header}>
          <Accordion.Trigger className={styles.trigger}>
            {item.title}
            <svg
              className={styles.chevron}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
              focusable="false"
            >
              <polyline points="6 9 12 15 18 9" />
            </svg>
          </Accordion.Trigger>
        </Question>
      </Accordion.Header>
      <Accordion.Content className={styles.content}>
        {/* Sanitized on the server (spec 3: answers are HTML). */}
        <div className={styles.answer} dangerouslySetInnerHTML={{ __html: item.answer }} />
      </Accordion.Content>
    </Accordion.Item>
  ));

  return (
    <section className={rootClass} aria-label={title ?? text.title} data-empty={items.length === 0 ? '' : undefined}>
      <Title className={styles.title}>{title ?? text.title}</Title>
      {items.length === 0 ? (
        <p className={styles.empty}>{text.empty}</p>
      ) : type === 'multiple' ? (
        <Accordion.Root type="multiple" defaultValue={openValues}>
          {list}
        </Accordion.Root>
      ) : (
        <Accordion.Root type="single" collapsible defaultValue={openValues[0]}>
          {list}
        </Accordion.Root>
      )}
    </section>
  );
}
