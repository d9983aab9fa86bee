import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Highlight } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { type FaqItem, faqText } from '../content/faq';
import classes from './FaqList.module.css';

/** The anchor of one question: /help#faq-<id> opens it, so support can link one answer. */
export const faqAnchor = (id: string) => `faq-${id}`;

interface FaqListProps {
  items: readonly FaqItem[];
  /** Ids of the open items. */
  opened: readonly string[];
  /** A question opened or closed by the visitor (a click, Enter or Space on it, or the prerendered page's). */
  onToggle: (id: string, open: boolean) => void;
  /** Words to mark in each item, by item id (the matches of a search). */
  highlights: ReadonlyMap<string, string[]>;
}

const NEXT: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Arrow keys, Home and End move between the questions, as in an accordion. */
function moveBetweenQuestions(event: KeyboardEvent<HTMLDivElement>) {
  const next = NEXT[event.key];
  if (!next || !(event.target instanceof HTMLElement) || event.target.tagName !== 'SUMMARY') return;
  const questions = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > details > summary')];
  const index = questions.indexOf(event.target);
  if (index === -1) return;
  event.preventDefault();
  questions[next(index, questions.length)]?.focus();
}

/**
 * The questions as native disclosures: in the first HTML (prerendered) a question opens at a click or a key before
 * any script has run. The app hydrates those very elements, and hears of the questions opened before it could
 * (their `toggle` came before its listeners) as it mounts.
 */
export function FaqList({ items, opened, onToggle, highlights }: FaqListProps) {
  const { i18n } = useLingui();
  const list = useRef<HTMLDivElement>(null);
  // Once, as it mounts: what the visitor opened on the prerendered page.
  useEffect(() => {
    for (const details of list.current?.querySelectorAll(':scope > details[open]') ?? []) {
      const item = items.find((candidate) => faqAnchor(candidate.id) === details.id);
      if (item && !opened.includes(item.id)) onToggle(item.id, true);
    }
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys act on the focused question inside, a <summary>.
    <div ref={list} onKeyDown={moveBetweenQuestions}>
      {items.map((item) => {
        const terms = highlights.get(item.id) ?? [];
        return (
          <details
            key={item.id}
            id={faqAnchor(item.id)}
            className={classes.item}
            open={opened.includes(item.id)}
            onToggle={(event) => onToggle(item.id, event.currentTarget.open)}
          >
            <summary className={classes.question}>
              <Highlight component="span" highlight={terms} fw={500} className={classes.questionText}>
                {faqText(item.question, i18n)}
              </Highlight>
              <IconChevronDown size={16} aria-hidden className={classes.chevron} />
            </summary>
            <div className={classes.answer}>
              <Highlight component="p" highlight={terms} lh={1.7} m={0}>
                {faqText(item.answer, i18n)}
              </Highlight>
              <Anchor href={`#${faqAnchor(item.id)}`} size="sm" mt="sm" display="inline-block">
                <Trans>Link to this answer</Trans>
              </Anchor>
            </div>
          </details>
        );
      })}
    </div>
  );
}
