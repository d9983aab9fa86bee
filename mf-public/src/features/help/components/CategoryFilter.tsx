import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Text } from '@mantine/core';
import { FAQ_CATEGORIES, type FaqCategory } from '../content/faq';
import classes from './CategoryFilter.module.css';

interface CategoryFilterProps {
  value: FaqCategory | null;
  onChange: (category: FaqCategory | null) => void;
  /** How many questions each category holds, shown beside its name. */
  counts: Record<FaqCategory, number>;
  total: number;
  /** Shown but not yet choosable (the prerendered page, before the app's list takes its place). */
  disabled?: boolean;
}

/** The spec's category list: one pressed at a time, "All topics" to clear it. */
export function CategoryFilter({ value, onChange, counts, total, disabled = false }: CategoryFilterProps) {
  const { i18n, t } = useLingui();
  const options = [
    { id: null, key: 'all', label: t`All topics`, count: total },
    ...FAQ_CATEGORIES.map((c) => ({ id: c.id, key: c.id, label: i18n._(c.label), count: counts[c.id] })),
  ];
  return (
    <Box role="group" aria-labelledby="categories-title">
      <Text fw={600} id="categories-title" mb="xs">
        <Trans>Categories</Trans>
      </Text>
      <div className={classes.options}>
        {options.map((option) => {
          const pressed = option.id === value;
          return (
            <Button
              key={option.key}
              variant={pressed ? 'light' : 'subtle'}
              color={pressed ? undefined : 'gray'}
              justify="space-between"
              className={classes.option}
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onChange(option.id)}
              rightSection={
                <Text component="span" size="xs" c="dimmed" aria-hidden>
                  {option.count}
                </Text>
              }
            >
              {option.label}
            </Button>
          );
        })}
      </div>
    </Box>
  );
}
