import { Accordion, Anchor, Highlight } from '@mantine/core';
import type { FaqItem } from '../content/faq';

/** The anchor of one question: /help#faq-<id> opens it, so support can link one answer. */
export const faqAnchor = (id: string) => `faq-${id}`;

interface FaqListProps {
  items: readonly FaqItem[];
  /** Ids of the open items. */
  opened: string[];
  onOpenedChange: (opened: string[]) => void;
  /** Words to mark in each item, by item id (the matches of a search). */
  highlights: ReadonlyMap<string, string[]>;
}

export function FaqList({ items, opened, onOpenedChange, highlights }: FaqListProps) {
  return (
    <Accordion
      multiple
      value={opened}
      onChange={onOpenedChange}
      variant="separated"
      radius="md"
      chevronPosition="right"
    >
      {items.map((item) => {
        const terms = highlights.get(item.id) ?? [];
        return (
          <Accordion.Item
            key={item.id}
            value={item.id}
            id={faqAnchor(item.id)}
            style={{ scrollMarginTop: 16 }}
          >
            <Accordion.Control>
              <Highlight component="span" highlight={terms} fw={500}>
                {item.question}
              </Highlight>
            </Accordion.Control>
            <Accordion.Panel>
              <Highlight component="p" highlight={terms} lh={1.7} m={0}>
                {item.answer}
              </Highlight>
              <Anchor href={`#${faqAnchor(item.id)}`} size="sm" mt="sm" display="inline-block">
                Link to this answer
              </Anchor>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
