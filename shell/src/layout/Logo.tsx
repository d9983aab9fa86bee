import { paths } from '@evergreen/domain/paths';
import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './Logo.module.css';

/** `textFrom` hides the name below a breakpoint where the header has no room for it (the icon stays). */
export function Logo({ to = paths.home, textFrom }: { to?: string; textFrom?: 'xs' | 'sm' }) {
  const { t } = useLingui();
  return (
    <Link to={to} className={classes.logo} aria-label={t`Evergreen Memorials home`}>
      <Group gap={8} wrap="nowrap" miw={0}>
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="var(--mantine-primary-color-filled)" d="M12 2 5 11h3l-4 6h6v5h4v-5h6l-4-6h3z" />
        </svg>
        <Text
          component="span"
          fw={700}
          size="lg"
          ff="heading"
          visibleFrom={textFrom}
          // Where the header is short of room (a phone, in a longer language), the name ends in an ellipsis, at
          // its end in Arabic pages too: the name is written left to right.
          truncate="end"
          dir="ltr"
        >
          Evergreen Memorials
        </Text>
      </Group>
    </Link>
  );
}
